import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { courses, lectures } from './catalogue.ts';
import { users } from './users.ts';

/**
 * A learner's submission to an assignment (lecture content type 4; modules/assignments, CONTRACT.md §15): one row
 * per learner and assignment, replaced in place until it is graded. The file, when there is one, lives in storage
 * under `submissions/`; its kind was decided from its bytes.
 */
export const assignmentSubmissions = pgTable(
  'assignment_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lectureId: uuid('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    /** The lecture's course, copied so the lecturer's queue filters and sorts without a join through lectures. */
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text'),
    link: text('link'),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    fileSize: bigint('file_size', { mode: 'number' }),
    /** The MIME type the file's bytes show. */
    fileType: text('file_type'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    score: integer('score'),
    /** The assignment's `max_score` when it was graded. */
    maxScore: integer('max_score'),
    feedback: text('feedback'),
    gradedAt: timestamp('graded_at', { withTimezone: true }),
    gradedBy: uuid('graded_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('assignment_submissions_user_lecture_uq').on(t.userId, t.lectureId),
    index('assignment_submissions_lecture_idx').on(t.lectureId),
    // The lecturer's queue: ungraded first, oldest first within a course.
    index('assignment_submissions_course_queue_idx').on(
      t.courseId,
      sql`(${t.gradedAt} IS NOT NULL)`,
      t.submittedAt,
    ),
  ],
);
