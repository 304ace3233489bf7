import { PUBLISH_TRANSITIONS, PublishStatus } from '@kampus/contract';
import { Badge } from '@mantine/core';
import { authoringTexts } from '../authoring-texts.ts';

/**
 * Seed 001 §3: Taslak orange, Yayında green, Arşivlendi gray. Light shades with dark text: white on Mantine's
 * orange or green stays under the 4.5:1 contrast small text needs.
 */
const badgeColors: Record<number, string> = {
  [PublishStatus.Draft]: 'orange.3',
  [PublishStatus.Published]: 'green.3',
  [PublishStatus.Archived]: 'gray.3',
};

export function PublishStatusBadge({ status }: { status: number }) {
  return (
    <Badge
      color={badgeColors[status] ?? 'gray.3'}
      c="dark.9"
      variant="filled"
      radius="sm"
      data-testid="publish-status"
    >
      {authoringTexts.statusLabel(status)}
    </Badge>
  );
}

/** Where a course may go from its status, in the order the buttons appear. */
export const nextStatusesOf = (status: number): PublishStatus[] => [
  ...(PUBLISH_TRANSITIONS[status as PublishStatus] ?? []),
];
