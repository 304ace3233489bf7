import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows, uuidList } from '../../db/sql.ts';
import type { LearnerQuizResult } from './learner-summary.ts';

/*
 * What a learner did inside one period, for the weekly family digest (modules/families). Only the current state
 * of a lecture is stored, not each attempt (README.md), so a lesson counts in the week its completion was stored
 * and a quiz in the week of its latest attempt.
 */

const iso = (value: Date | string) => new Date(value).toISOString();

export type CompletedLesson = { courseName: string; lectureName: string; completedAt: string };

export type LearnerWeek = { lessons: CompletedLesson[]; quizzes: LearnerQuizResult[] };

/**
 * Lessons (not quizzes) completed and quizzes tried in `[from, to)`, oldest first, for several learners in one
 * statement; every id maps to its week, empty when nothing happened.
 */
export const learnerWeeksOf = async (
  db: Database,
  userIds: readonly string[],
  from: Date,
  to: Date,
): Promise<Map<string, LearnerWeek>> => {
  const byLearner = new Map<string, LearnerWeek>(userIds.map((id) => [id, { lessons: [], quizzes: [] }]));
  if (userIds.length === 0) return byLearner;
  const rows = await queryRows<{
    user_id: string;
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
      SELECT lp.user_id, c.name AS course_name, l.name AS lecture_name, lp.completed_at, lp.updated_at,
        lp.best_quiz_score AS score,
        (lp.completed_at >= ${from.toISOString()} AND lp.completed_at < ${to.toISOString()}) AS in_completed,
        (lp.updated_at >= ${from.toISOString()} AND lp.updated_at < ${to.toISOString()}) AS in_updated
      FROM lecture_progress lp
      JOIN lectures l ON l.id = lp.lecture_id
      JOIN courses c ON c.id = lp.course_id
      WHERE lp.user_id IN (${uuidList(userIds)})
        AND ((lp.completed_at >= ${from.toISOString()} AND lp.completed_at < ${to.toISOString()})
          OR (lp.best_quiz_score IS NOT NULL
            AND lp.updated_at >= ${from.toISOString()} AND lp.updated_at < ${to.toISOString()}))
      ORDER BY lp.user_id, coalesce(lp.completed_at, lp.updated_at), l.id`,
  );
  for (const r of rows) {
    const week = byLearner.get(r.user_id);
    if (!week) continue;
    if (r.in_completed && r.completed_at !== null && r.score === null)
      week.lessons.push({
        courseName: r.course_name,
        lectureName: r.lecture_name,
        completedAt: iso(r.completed_at),
      });
    if (r.in_updated && r.score !== null)
      week.quizzes.push({
        courseName: r.course_name,
        lectureName: r.lecture_name,
        score: Number(r.score),
        passed: r.completed_at !== null,
        createdAt: iso(r.updated_at),
      });
  }
  return byLearner;
};
