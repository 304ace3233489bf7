import { index, integer, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { courses, lectures } from './catalogue.ts';
import { users } from './users.ts';

/**
 * Points a learner earned: one row per learner and lecture, written in the transaction of the lecture's first
 * completion with the lecture's `reward_points` of that moment (a later change of the lecture does not change it).
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lectureId: uuid('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('points_ledger_user_lecture_uq').on(t.userId, t.lectureId),
    index('points_ledger_course_user_idx').on(t.courseId, t.userId),
    index('points_ledger_user_earned_idx').on(t.userId, t.earnedAt),
  ],
);

/** Learners who turned the course leaderboards off in their settings (no row: shown, the default). */
export const leaderboardOptOuts = pgTable('leaderboard_opt_outs', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
