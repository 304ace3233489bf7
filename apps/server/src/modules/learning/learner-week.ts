import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows, uuidList } from '../../db/sql.ts';
import { enrolmentRows } from '../enrolments/index.ts';
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

/** How many weeks the parent's overview charts (CONTRACT.md §12), the current one included. */
export const PROGRESS_WEEKS = 8;

export type WeeklyProgress = { weekStart: string; completedLessons: number };

/**
 * Lectures completed per week over the last `PROGRESS_WEEKS` weeks, oldest first, weeks without any included as 0.
 * Weeks are Monday 00:00 to Monday 00:00 on Turkey's calendar (`Europe/Istanbul`); `weekStart` is that Monday's date.
 * A lecture counts in the week its completion is stored (`completed_at`; a lesson marked not done and done again
 * counts in the week of its last completion), over the enrolled courses as the overview's `completedLessons` does,
 * so a passed quiz counts like a lesson. The weeks are built and counted in the database in one query.
 */
export const learnerWeeklyProgress = async (
  db: Database,
  userId: string,
  now: Date = new Date(),
): Promise<WeeklyProgress[]> => {
  const zone = sql.raw(`'Europe/Istanbul'`);
  const thisWeek = sql`date_trunc('week', ${now.toISOString()}::timestamptz at time zone ${zone})`;
  const rows = await queryRows<{ week_start: string; completed: number }>(
    db,
    sql`
      SELECT to_char(w.week_start, 'YYYY-MM-DD') AS week_start, count(lp.lecture_id)::int AS completed
      FROM generate_series(${thisWeek} - interval '${sql.raw(String(PROGRESS_WEEKS - 1))} weeks', ${thisWeek},
        interval '1 week') AS w(week_start)
      LEFT JOIN lecture_progress lp
        ON lp.user_id = ${userId}
        AND lp.completed_at >= (w.week_start at time zone ${zone})
        AND lp.completed_at < ((w.week_start + interval '1 week') at time zone ${zone})
        AND EXISTS (SELECT 1 FROM ${enrolmentRows} e WHERE e.user_id = lp.user_id AND e.course_id = lp.course_id)
      GROUP BY w.week_start
      ORDER BY w.week_start`,
  );
  return rows.map((r) => ({ weekStart: r.week_start, completedLessons: Number(r.completed) }));
};
