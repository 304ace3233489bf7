import { bigint, pgTable, uuid } from 'drizzle-orm/pg-core';

/**
 * Two counters per user, written only by database triggers (migration 0013), read on every signed-in request:
 *
 * - `auth_version` moves when anything that decides whether a session is still good changes: a session revoked or
 *   deleted, the user's roles, the user deleted. A server keeps sessions it has checked in memory with the version
 *   it saw and checks again when the version has moved (plugins/auth.ts).
 * - `learner_version` moves when what a course card marks for this user changes: an enrolment, the open basket
 *   and its items, a bookmark, a lecture completed or no longer completed. The catalogue keeps each learner's marks
 *   in memory under this version (catalogue README, "Per-user fields").
 *
 * Triggers keep them, not the modules that make the changes, so no code path can forget one. There is no foreign
 * key: a row may outlive its user for a moment while a cascade runs; such a row is harmless.
 */
export const learnerState = pgTable('learner_state', {
  userId: uuid('user_id').primaryKey(),
  authVersion: bigint('auth_version', { mode: 'number' }).notNull().default(0),
  learnerVersion: bigint('learner_version', { mode: 'number' }).notNull().default(0),
});
