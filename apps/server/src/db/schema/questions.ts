import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { courses, lectures } from './catalogue.ts';
import { users } from './users.ts';

/**
 * Questions under a lecture and their answers (modules/questions, CONTRACT.md §15). The counts a list shows
 * (`answer_count`, `upvote_count`, `lecturer_answer_count`) are kept on the question in the transaction of each
 * change, so a lecture's first page and the lecturer's inbox are one index scan without aggregates.
 */
export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lectureId: uuid('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    /** The lecture's course, copied so the course search and the lecturer's inbox need no join through sections. */
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The course's lecturer, copied (a course never changes lecturer) so the lecturer's inbox is one index scan in
     * its order, unanswered first, whichever of their courses a question is in (decision 044).
     */
    lecturerId: uuid('lecturer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    answerCount: integer('answer_count').notNull().default(0),
    upvoteCount: integer('upvote_count').notNull().default(0),
    /** Answers written by the course's lecturer; the inbox's "unanswered" is zero here and nothing accepted. */
    lecturerAnswerCount: integer('lecturer_answer_count').notNull().default(0),
    hasAcceptedAnswer: boolean('has_accepted_answer').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A lecture's first page, newest or top, read in index order (DESC, so NULLS FIRST as the query's ORDER BY says).
    index('questions_lecture_newest_idx').on(t.lectureId, sql`${t.createdAt} DESC`, sql`${t.id} DESC`),
    index('questions_lecture_votes_idx').on(
      t.lectureId,
      sql`${t.upvoteCount} DESC`,
      sql`${t.createdAt} DESC`,
      sql`${t.id} DESC`,
    ),
    index('questions_course_created_idx').on(t.courseId, t.createdAt.desc()),
    index('questions_author_idx').on(t.authorId),
    index('questions_lecturer_inbox_idx').on(
      t.lecturerId,
      // In the inbox's own order: `ORDER BY … DESC` means NULLS FIRST, which drizzle's `.desc()` would not write.
      sql`(${t.lecturerAnswerCount} = 0 AND NOT ${t.hasAcceptedAnswer}) DESC`,
      sql`${t.createdAt} DESC`,
      sql`${t.id} DESC`,
    ),
    // The inbox's 'unanswered' filter: its count is an index-only range instead of a visit to every question.
    index('questions_lecturer_unanswered_idx')
      .on(t.lecturerId, sql`${t.createdAt} DESC`, sql`${t.id} DESC`)
      .where(sql`${t.lecturerAnswerCount} = 0 AND NOT ${t.hasAcceptedAnswer}`),
  ],
);

export const answers = pgTable(
  'answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** Written by the course's lecturer (at the time of writing): the "Eğitmen" mark and `hasLecturerAnswer`. */
    isLecturer: boolean('is_lecturer').notNull().default(false),
    isAccepted: boolean('is_accepted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('answers_question_created_idx').on(t.questionId, t.createdAt),
    index('answers_author_idx').on(t.authorId),
    // At most one accepted answer per question.
    uniqueIndex('answers_one_accepted_uq').on(t.questionId).where(sql`${t.isAccepted}`),
  ],
);

export const questionUpvotes = pgTable(
  'question_upvotes',
  {
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.userId] }), index('question_upvotes_user_idx').on(t.userId)],
);

/**
 * How many questions each course has, and how many of them are unanswered (no answer of the course's lecturer and
 * none accepted): the lecturer inbox's totals, a sum over the lecturer's few courses instead of a count of their
 * thousands of questions on every read. Kept exact by statement-level triggers on `questions` (migration 0018), in
 * the transaction of each change; a course's row goes with the course.
 */
export const questionCounts = pgTable(
  'question_counts',
  {
    courseId: uuid('course_id')
      .primaryKey()
      .references(() => courses.id, { onDelete: 'cascade' }),
    lecturerId: uuid('lecturer_id').notNull(),
    total: integer('total').notNull().default(0),
    unanswered: integer('unanswered').notNull().default(0),
  },
  (t) => [index('question_counts_lecturer_idx').on(t.lecturerId)],
);

/**
 * A version per lecture of what its question list shows: bumped by triggers (migration 0020) in the transaction of
 * every insert, change or removal of a question of the lecture (answers, upvotes and acceptance change the question's
 * counters, so they bump it too) and of a change of a question author's name. The server keeps a lecture's first
 * page in memory under it (questions/first-page-cache.ts). No foreign key: a lecture's removal removes its questions,
 * whose trigger would otherwise write a row for a lecture already gone; a row without a lecture is never read.
 */
export const lectureQuestionVersions = pgTable('lecture_question_versions', {
  lectureId: uuid('lecture_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});
