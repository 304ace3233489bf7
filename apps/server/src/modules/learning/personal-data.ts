import { asc, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { courses, lectures } from '../../db/schema/catalogue.ts';
import { lectureProgress } from '../../db/schema/learning.ts';

/** The learner's progress rows, named, for the data export (modules/privacy). */
export const progressForExport = async (db: Database, userId: string) =>
  db
    .select({
      courseId: lectureProgress.courseId,
      courseName: courses.name,
      lectureId: lectureProgress.lectureId,
      lectureName: lectures.name,
      completedAt: lectureProgress.completedAt,
      positionSeconds: lectureProgress.positionSeconds,
      bestQuizScore: lectureProgress.bestQuizScore,
      updatedAt: lectureProgress.updatedAt,
    })
    .from(lectureProgress)
    .innerJoin(courses, eq(courses.id, lectureProgress.courseId))
    .innerJoin(lectures, eq(lectures.id, lectureProgress.lectureId))
    .where(eq(lectureProgress.userId, userId))
    .orderBy(asc(courses.name), asc(lectures.name));

/** Erasure: the learning history goes; the enrolments the orders made stay (they belong to the orders). */
export const eraseProgress = async (tx: Tx, userId: string): Promise<void> => {
  await tx.delete(lectureProgress).where(eq(lectureProgress.userId, userId));
};
