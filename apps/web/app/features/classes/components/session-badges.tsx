import type { ClassSession } from '@kampus/contract';
import { Badge } from '@mantine/core';
import { classTexts as texts } from '../classes-texts.ts';

/** Onsite, online or hybrid, as a badge. */
export function SessionKindBadge({ session }: { session: Pick<ClassSession, 'isOnsite' | 'isOnline'> }) {
  const label =
    session.isOnsite && session.isOnline ? texts.hybrid : session.isOnline ? texts.online : texts.onsite;
  return (
    <Badge variant="outline" color={session.isOnline ? (session.isOnsite ? 'grape.9' : 'blue.9') : 'teal.9'}>
      {label}
    </Badge>
  );
}
