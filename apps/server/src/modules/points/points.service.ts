import type { Leaderboard, LeaderboardPreference, PointsSummary } from '@kampus/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { leaderboardOptOuts } from '../../db/schema/points.ts';
import { queryRows } from '../../db/sql.ts';
import { appError } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { canLearn, canView, standingOf } from '../course-access/index.ts';
import { isEnrolledSql } from '../enrolments/index.ts';
import { pointsTotalSql } from './ledger.ts';

/* What a learner sees of points: their history, a course's leaderboard and whether they appear on leaderboards. */

/** How many learners a course leaderboard shows. */
const LEADERBOARD_SIZE = 10;

type HistoryRow = { course_name: string; lecture_name: string; points: number; earned_at: Date | string };

const iso = (value: Date | string) => new Date(value).toISOString();

/** `GET /students/points`: the total and each lecture that earned points, newest first. */
export const pointsSummary = async (db: Database, userId: string): Promise<PointsSummary> => {
  const [totals] = await queryRows<{ total: number }>(db, sql`SELECT ${pointsTotalSql(userId)} AS total`);
  const rows = await queryRows<HistoryRow>(
    db,
    sql`
      SELECT c.name AS course_name, l.name AS lecture_name, pl.points, pl.earned_at
      FROM points_ledger pl
      JOIN lectures l ON l.id = pl.lecture_id
      JOIN courses c ON c.id = pl.course_id
      WHERE pl.user_id = ${userId} AND pl.points > 0
      ORDER BY pl.earned_at DESC, pl.id DESC`,
  );
  return {
    total: Number(totals?.total ?? 0),
    items: rows.map((r) => ({
      courseName: r.course_name,
      lectureName: r.lecture_name,
      points: Number(r.points),
      earnedAt: iso(r.earned_at),
    })),
  };
};

/** First name and the surname's initial: the only name a leaderboard shows (learners include minors). */
export const displayNameOf = (name: string, surname: string): string => {
  const initial = surname.trim().charAt(0).toLocaleUpperCase('tr');
  return initial ? `${name.trim()} ${initial}.` : name.trim();
};

type BoardRow = { user_id: string; name: string; surname: string; points: number; rank: number };

/**
 * The course's board: learners enrolled in it with points in it, not opted out and not deleted, ranked by points
 * with standard competition ranking (equal points share a rank, the next rank skips: 1, 2, 2, 4). Within a rank the
 * one who got there first is listed first.
 */
const boardSql = (courseId: string) => sql`
  WITH totals AS (
    SELECT pl.user_id, sum(pl.points)::int AS points, max(pl.earned_at) AS reached_at
    FROM points_ledger pl
    WHERE pl.course_id = ${courseId}
    GROUP BY pl.user_id
  )
  SELECT t.user_id, u.name, u.surname, t.points, t.reached_at,
    (rank() OVER (ORDER BY t.points DESC))::int AS rank
  FROM totals t
  JOIN users u ON u.id = t.user_id AND u.deleted_at IS NULL
  WHERE t.points > 0
    AND NOT EXISTS (SELECT 1 FROM leaderboard_opt_outs o WHERE o.user_id = t.user_id)
    AND ${isEnrolledSql(sql`t.user_id`, courseId)}`;

/** The course for the leaderboard: 404 when the caller may not see it, 403 unless they are enrolled in it. */
const requireLearner = async (db: Database, courseId: string, user: CurrentUser) => {
  const [row] = await queryRows<{ publish_status: number; lecturer_id: string; is_enrolled: boolean }>(
    db,
    sql`
      SELECT c.publish_status, c.lecturer_id, ${isEnrolledSql(user.id, sql`c.id`)} AS is_enrolled
      FROM courses c WHERE c.id = ${courseId}`,
  );
  if (!row) throw appError('COURSE_NOT_FOUND');
  const course = { publishStatus: Number(row.publish_status), lecturerId: row.lecturer_id };
  const standing = standingOf(user, course, row.is_enrolled);
  if (!canView(course, standing)) throw appError('COURSE_NOT_FOUND');
  if (!canLearn(course, standing)) throw appError('NOT_ENROLLED');
};

/** `GET /courses/{id}/leaderboard`: the top ten, and the caller's own rank and points in the course. */
export const courseLeaderboard = async (
  db: Database,
  courseId: string,
  user: CurrentUser,
): Promise<Leaderboard> => {
  await requireLearner(db, courseId, user);
  const top = await queryRows<BoardRow>(
    db,
    sql`
      SELECT b.user_id, b.name, b.surname, b.points, b.rank
      FROM (${boardSql(courseId)}) b
      ORDER BY b.rank, b.reached_at, b.user_id
      LIMIT ${LEADERBOARD_SIZE}`,
  );
  const [mine] = await queryRows<{ points: number; rank: number | null }>(
    db,
    sql`
      SELECT
        (SELECT coalesce(sum(pl.points), 0) FROM points_ledger pl
          WHERE pl.course_id = ${courseId} AND pl.user_id = ${user.id})::int AS points,
        (SELECT b.rank FROM (${boardSql(courseId)}) b WHERE b.user_id = ${user.id}) AS rank`,
  );
  return {
    items: top.map((r) => ({
      rank: Number(r.rank),
      displayName: displayNameOf(r.name, r.surname),
      points: Number(r.points),
    })),
    me: { rank: mine?.rank == null ? null : Number(mine.rank), points: Number(mine?.points ?? 0) },
  };
};

/** `GET /students/leaderboard-preference`: shown unless the learner turned it off. */
export const leaderboardPreference = async (db: Database, userId: string): Promise<LeaderboardPreference> => {
  const [row] = await db
    .select({ userId: leaderboardOptOuts.userId })
    .from(leaderboardOptOuts)
    .where(eq(leaderboardOptOuts.userId, userId));
  return { showOnLeaderboard: !row };
};

/** `PUT /students/leaderboard-preference`: stores the choice; every course's board follows it at once. */
export const setLeaderboardPreference = async (
  db: Database,
  userId: string,
  preference: LeaderboardPreference,
): Promise<LeaderboardPreference> => {
  if (preference.showOnLeaderboard)
    await db.delete(leaderboardOptOuts).where(eq(leaderboardOptOuts.userId, userId));
  else await db.insert(leaderboardOptOuts).values({ userId }).onConflictDoNothing();
  return preference;
};
