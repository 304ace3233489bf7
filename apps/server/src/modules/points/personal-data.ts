import { asc, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { courses, lectures } from '../../db/schema/catalogue.ts';
import { leaderboardOptOuts, pointsLedger } from '../../db/schema/points.ts';

/** The user's earned points and leaderboard choice, for the data export (modules/privacy). */
export const pointsForExport = async (db: Database, userId: string) => {
  const earned = await db
    .select({
      courseName: courses.name,
      lectureName: lectures.name,
      points: pointsLedger.points,
      earnedAt: pointsLedger.earnedAt,
    })
    .from(pointsLedger)
    .innerJoin(lectures, eq(lectures.id, pointsLedger.lectureId))
    .innerJoin(courses, eq(courses.id, pointsLedger.courseId))
    .where(eq(pointsLedger.userId, userId))
    .orderBy(asc(pointsLedger.earnedAt));
  const [optOut] = await db
    .select({ since: leaderboardOptOuts.createdAt })
    .from(leaderboardOptOuts)
    .where(eq(leaderboardOptOuts.userId, userId));
  return { earned, showOnLeaderboard: !optOut };
};

/** An erased account leaves every leaderboard and keeps no points (its lesson progress is erased too). */
export const erasePoints = async (tx: Tx, userId: string): Promise<void> => {
  await tx.delete(pointsLedger).where(eq(pointsLedger.userId, userId));
  await tx.delete(leaderboardOptOuts).where(eq(leaderboardOptOuts.userId, userId));
};
