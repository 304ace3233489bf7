import { progressPercent } from '@kampus/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows, uuidList } from '../../db/sql.ts';
import { enrolmentRows } from '../enrolments/index.ts';

/*
 * A learner's standing read by someone else (a linked parent, modules/families): the enrolled courses with their
 * progress, and the quizzes tried. The same counts as the learner's own screens (completed / total lessons).
 */

const iso = (value: Date | string) => new Date(value).toISOString();

export type LearnerCourse = {
  id: string;
  name: string;
  progressPercent: number;
  completedLessons: number;
  totalLessons: number;
  lastActivityAt: string | null;
};

/**
 * Every course of each learner, the most recently active first (then by purchase), for several learners in one
 * statement (the weekly digest reads a hundred parents' children at a time). Each id maps to its list, empty when
 * the learner is enrolled in nothing.
 */
export const learnerCoursesOf = async (
  db: Database,
  userIds: readonly string[],
): Promise<Map<string, LearnerCourse[]>> => {
  const byLearner = new Map(userIds.map((id) => [id, [] as LearnerCourse[]]));
  if (userIds.length === 0) return byLearner;
  const rows = await queryRows<{
    user_id: string;
    id: string;
    name: string;
    total: number;
    completed: number;
    last_activity: Date | string | null;
  }>(
    db,
    sql`
      SELECT e.user_id, c.id, c.name,
        (SELECT count(*) FROM lectures l WHERE l.course_id = c.id)::int AS total,
        coalesce(p.completed, 0)::int AS completed,
        p.last_activity
      FROM ${enrolmentRows} e
      JOIN courses c ON c.id = e.course_id
      LEFT JOIN LATERAL (
        SELECT count(*) FILTER (WHERE lp.completed_at IS NOT NULL) AS completed, max(lp.updated_at) AS last_activity
        FROM lecture_progress lp WHERE lp.user_id = e.user_id AND lp.course_id = c.id
      ) p ON true
      WHERE e.user_id IN (${uuidList(userIds)})
      ORDER BY e.user_id, p.last_activity DESC NULLS LAST, e.created_at DESC, c.id`,
  );
  for (const r of rows)
    byLearner.get(r.user_id)?.push({
      id: r.id,
      name: r.name,
      progressPercent: progressPercent(Number(r.completed), Number(r.total)),
      completedLessons: Number(r.completed),
      totalLessons: Number(r.total),
      lastActivityAt: r.last_activity === null ? null : iso(r.last_activity),
    });
  return byLearner;
};

/** Every course the learner is enrolled in, the most recently active first (then by purchase). */
export const learnerCourses = async (db: Database, userId: string): Promise<LearnerCourse[]> =>
  (await learnerCoursesOf(db, [userId])).get(userId) ?? [];

export type LearnerQuizResult = {
  courseName: string;
  lectureName: string;
  score: number;
  passed: boolean;
  createdAt: string;
};

/**
 * One row per quiz the learner has tried, newest first. Attempts are not stored one by one (only the best score
 * is kept, README.md), so `score` is the best score, `passed` whether the quiz was passed (a quiz completes only
 * by passing and stays completed) and `createdAt` the time of the latest attempt (the progress row's `updated_at`,
 * which nothing but an attempt moves on a quiz lecture).
 */
export const learnerQuizResults = async (db: Database, userId: string): Promise<LearnerQuizResult[]> => {
  const rows = await queryRows<{
    course_name: string;
    lecture_name: string;
    score: number;
    passed: boolean;
    updated_at: Date | string;
  }>(
    db,
    sql`
      SELECT c.name AS course_name, l.name AS lecture_name, lp.best_quiz_score AS score,
        lp.completed_at IS NOT NULL AS passed, lp.updated_at
      FROM lecture_progress lp
      JOIN lectures l ON l.id = lp.lecture_id
      JOIN courses c ON c.id = lp.course_id
      WHERE lp.user_id = ${userId} AND lp.best_quiz_score IS NOT NULL
      ORDER BY lp.updated_at DESC, l.id`,
  );
  return rows.map((r) => ({
    courseName: r.course_name,
    lectureName: r.lecture_name,
    score: Number(r.score),
    passed: Boolean(r.passed),
    createdAt: iso(r.updated_at),
  }));
};
