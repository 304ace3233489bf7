import { type ClassSession, JOIN_OPENS_MINUTES } from '@kampus/contract';
import type { classSessions } from '../../db/schema/classes.ts';
import type { Standing } from '../course-access/index.ts';

export type SessionRow = typeof classSessions.$inferSelect;

/** When the enrolled get the meeting link: 15 minutes before the start. */
export const joinOpensAt = (startsAt: Date) => new Date(startsAt.getTime() - JOIN_OPENS_MINUTES * 60_000);

/**
 * A session as the caller may see it (CONTRACT.md §16): the place for the enrolled and staff; the meeting link for
 * staff always, for the enrolled from 15 minutes before the start until the end; nothing of either for others.
 */
export const sessionView = (row: SessionRow, standing: Standing, now: Date): ClassSession => {
  const mayKnowPlace = standing.isStaff || standing.isEnrolled;
  const linkOpen =
    standing.isStaff || (standing.isEnrolled && now >= joinOpensAt(row.startsAt) && now <= row.endsAt);
  return {
    id: row.id,
    title: row.title,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    location: mayKnowPlace ? row.location : null,
    onlineUrl: linkOpen ? row.onlineUrl : null,
    isOnsite: row.location !== null,
    isOnline: row.onlineUrl !== null,
    joinOpensAt: row.onlineUrl !== null ? joinOpensAt(row.startsAt).toISOString() : null,
  };
};
