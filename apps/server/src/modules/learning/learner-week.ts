import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/sql.ts';
import type { LearnerQuizResult } from './learner-summary.ts';

/*
 * What a learner did inside one period, for the weekly family digest (modules/families). Only the current state
 * of a lecture is stored, not each attempt (README.md), so a lesson counts in the week its completion was stored
 * and a quiz in the week of its latest attempt.
 */

const iso = (value: Date | string) => new Date(value).toISOString();

export type CompletedLesson = { courseName: string; lectureName: string; completedAt: string };

export type LearnerWeek = { lessons: CompletedLesson[]; quizzes: LearnerQuizResult[] };

/** Lessons (not quizzes) completed and quizzes tried in `[from, to)`, oldest first. */
export const learnerWeek = async (
  db: Database,
  userId: string,
  from: Date,
  to: Date,
): Promise<LearnerWeek> => {
  const rows = await queryRows<{
    course_name: string;
    lecture_name: string;
    completed_at: Date | string | null;
    updated_at: Date | string;
    score: number | null;
    in_completed: boolean;
    in_updated: boolean;
  }>(
    db,
    sql`
      SELECT c.name AS course_name, l.name AS lecture_name, lp.completed_at, lp.updated_at,
        lp.best_quiz_score AS score,
        (lp.completed_at >= ${from.toISOString()} AND lp.completed_at < ${to.toISOString()}) AS in_completed,
        (lp.updated_at >= ${from.toISOString()} AND lp.updated_at < ${to.toISOString()}) AS in_updated
      FROM lecture_progress lp
      JOIN lectures l ON l.id = lp.lecture_id
      JOIN courses c ON c.id = lp.course_id
      WHERE lp.user_id = ${userId}
        AND ((lp.completed_at >= ${from.toISOString()} AND lp.completed_at < ${to.toISOString()})
          OR (lp.best_quiz_score IS NOT NULL
            AND lp.updated_at >= ${from.toISOString()} AND lp.updated_at < ${to.toISOString()}))
      ORDER BY coalesce(lp.completed_at, lp.updated_at), l.id`,
  );
  return {
    lessons: rows
      .filter((r) => r.in_completed && r.completed_at !== null && r.score === null)
      .map((r) => ({
        courseName: r.course_name,
        lectureName: r.lecture_name,
        completedAt: iso(r.completed_at as Date | string),
      })),
    quizzes: rows
      .filter((r) => r.in_updated && r.score !== null)
      .map((r) => ({
        courseName: r.course_name,
        lectureName: r.lecture_name,
        score: Number(r.score),
        passed: r.completed_at !== null,
        createdAt: iso(r.updated_at),
      })),
  };
};
