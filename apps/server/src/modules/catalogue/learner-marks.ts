import { type CourseListItem, progressPercent } from '@kampus/contract';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/sql.ts';
import { enrolmentRows } from '../enrolments/index.ts';

/** What course cards mark for one learner: owned, in the open basket, bookmarked, lectures completed per course. */
export type LearnerMarks = {
  owned: ReadonlySet<string>;
  inBasket: ReadonlySet<string>;
  bookmarkIds: ReadonlyMap<string, string>;
  completedLectures: ReadonlyMap<string, number>;
};

type Kept = { version: number; marks: LearnerMarks };

/** `"<course id> <value>"` pairs, as the load statement returns them, into a map. */
const pairs = <V>(rows: string[], value: (text: string) => V): Map<string, V> =>
  new Map(
    rows.map((row) => {
      const space = row.indexOf(' ');
      return [row.slice(0, space), value(row.slice(space + 1))];
    }),
  );

/**
 * Each learner's marks, kept in memory under their `learner_version` (decision 049): triggers move that version in
 * the transaction of every change the marks depend on (an enrolment, the open basket or its items, a bookmark, a
 * lecture completed or no longer so), and every signed-in request reads it, so marks kept under the version the
 * request read are exactly what the database holds. A learner's marks and version are loaded in one statement, so
 * they always belong together.
 */
export const createLearnerMarks = (db: Database, maxLearners = 50_000) => {
  const kept = new LRUCache<string, Kept>({ max: maxLearners });
  const loading = new Map<string, Promise<Kept>>();

  const load = async (userId: string): Promise<Kept> => {
    const [row] = await queryRows<{
      version: number | string | null;
      owned: string[];
      in_basket: string[];
      bookmarks: string[];
      completed: string[];
    }>(
      db,
      sql`SELECT
        (SELECT ls.learner_version FROM learner_state ls WHERE ls.user_id = ${userId}) AS version,
        ARRAY(SELECT e.course_id::text FROM ${enrolmentRows} e WHERE e.user_id = ${userId}) AS owned,
        ARRAY(
          SELECT bi.course_id::text FROM basket_items bi JOIN baskets b ON b.id = bi.basket_id
          WHERE b.user_id = ${userId} AND b.status = 'open'
        ) AS in_basket,
        ARRAY(SELECT bm.course_id::text || ' ' || bm.id::text FROM bookmarks bm WHERE bm.user_id = ${userId})
          AS bookmarks,
        ARRAY(
          SELECT lp.course_id::text || ' ' || count(*)::text FROM lecture_progress lp
          WHERE lp.user_id = ${userId} AND lp.completed_at IS NOT NULL GROUP BY lp.course_id
        ) AS completed`,
    );
    return {
      version: Number(row?.version ?? 0),
      marks: {
        owned: new Set(row?.owned ?? []),
        inBasket: new Set(row?.in_basket ?? []),
        bookmarkIds: pairs(row?.bookmarks ?? [], (id) => id),
        completedLectures: pairs(row?.completed ?? [], Number),
      },
    };
  };

  /** One load at a time per learner: a burst of requests after a change shares it. */
  const loadOnce = (userId: string): Promise<Kept> => {
    const running = loading.get(userId);
    if (running) return running;
    const started = load(userId).finally(() => loading.delete(userId));
    loading.set(userId, started);
    return started;
  };

  return {
    /**
     * The learner's marks as of `version` or later (the version this request read). Marks kept under a newer
     * version are newer than the request and fine to show; under an older one they are loaded again.
     */
    of: async (userId: string, version: number): Promise<LearnerMarks> => {
      const hit = kept.get(userId);
      if (hit && hit.version >= version) return hit.marks;
      let fresh = await loadOnce(userId);
      // A shared load may have started before the change this request already saw.
      if (fresh.version < version) fresh = await load(userId);
      const latest = kept.get(userId);
      if (!latest || latest.version <= fresh.version) kept.set(userId, fresh);
      return fresh.marks;
    },
  };
};

export type LearnerMarksKeeper = ReturnType<typeof createLearnerMarks>;

/** A visitor's course card with one learner's marks. */
export const markedForLearner = (item: CourseListItem, marks: LearnerMarks): CourseListItem => {
  const isOwned = marks.owned.has(item.id);
  return {
    ...item,
    isCoursePurchased: isOwned,
    isInTheBasket: marks.inBasket.has(item.id),
    bookmarkId: marks.bookmarkIds.get(item.id) ?? null,
    progressPercent: isOwned
      ? progressPercent(marks.completedLectures.get(item.id) ?? 0, item.totalLessons)
      : 0,
  };
};
