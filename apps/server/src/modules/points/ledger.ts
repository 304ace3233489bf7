import { type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/sql.ts';

/*
 * Earning points (CONTRACT.md §15 "Points"; decision 040). The learning module calls these in the transaction of
 * a completion; this module alone writes `points_ledger`.
 */

/**
 * SQL: records the lecture's current `reward_points` for the learner unless they already earned that lecture's
 * points. For a data-modifying CTE of the completion statement (one round trip on the learner's most frequent
 * write); the unique (user, lecture) index makes the first completion the only one that earns, even when two
 * completions race, and un-marking and marking again earns nothing more.
 */
export const awardLecturePointsSql = (userId: string, lectureId: string): SQL => sql`
  INSERT INTO points_ledger (user_id, lecture_id, course_id, points)
  SELECT ${userId}, l.id, l.course_id, l.reward_points FROM lectures l WHERE l.id = ${lectureId}
  ON CONFLICT (user_id, lecture_id) DO NOTHING`;

/** `awardLecturePointsSql` as its own statement (a passed quiz; later an assignment's pass). */
export const awardLecturePoints = async (
  tx: Database | Tx,
  userId: string,
  lectureId: string,
): Promise<void> => {
  await tx.execute(awardLecturePointsSql(userId, lectureId));
};

/** SQL: every point the user earned (an int), for a read model's statement (the home page's stats). */
export const pointsTotalSql = (userId: string | SQL): SQL<number> =>
  sql<number>`(SELECT coalesce(sum(pl.points), 0) FROM points_ledger pl WHERE pl.user_id = ${userId})::int`;

/** Every point the user earned (a linked parent's overview). */
export const pointsTotalOf = async (db: Database | Tx, userId: string): Promise<number> => {
  const [row] = await queryRows<{ total: number }>(db, sql`SELECT ${pointsTotalSql(userId)} AS total`);
  return Number(row?.total ?? 0);
};
