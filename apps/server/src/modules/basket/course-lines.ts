import { count, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { lectures } from '../../db/schema/catalogue.ts';

export type LessonStats = { durationMinute: number; totalLessons: number };

/**
 * Duration (sum of lecture minutes) and lesson count of each course, in one grouped query for a basket's or an
 * order's few courses. Courses without lectures read as 0 and 0.
 */
export const lessonStats = async (
  db: Database | Tx,
  courseIds: string[],
): Promise<Map<string, LessonStats>> => {
  const out = new Map<string, LessonStats>();
  if (courseIds.length === 0) return out;
  const rows = await db
    .select({
      courseId: lectures.courseId,
      durationMinute: sql<number>`coalesce(sum(${lectures.durationMinute}), 0)::int`,
      totalLessons: count(),
    })
    .from(lectures)
    .where(inArray(lectures.courseId, [...new Set(courseIds)]))
    .groupBy(lectures.courseId);
  for (const r of rows)
    out.set(r.courseId, { durationMinute: Number(r.durationMinute), totalLessons: Number(r.totalLessons) });
  return out;
};

export const statsOf = (stats: Map<string, LessonStats>, courseId: string): LessonStats =>
  stats.get(courseId) ?? { durationMinute: 0, totalLessons: 0 };
