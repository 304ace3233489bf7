import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { assignmentSubmissions as s } from '../../db/schema/assignments.ts';
import { courses, lectures } from '../../db/schema/catalogue.ts';

type Db = Database | Tx;

/** A learner's graded assignments, latest grade first: a linked parent's child overview (modules/families). */
export const learnerAssignmentResults = async (db: Db, userId: string) =>
  (
    await db
      .select({
        courseName: courses.name,
        lectureName: lectures.name,
        score: s.score,
        maxScore: s.maxScore,
        gradedAt: s.gradedAt,
      })
      .from(s)
      .innerJoin(lectures, eq(lectures.id, s.lectureId))
      .innerJoin(courses, eq(courses.id, s.courseId))
      .where(and(eq(s.userId, userId), isNotNull(s.gradedAt)))
      .orderBy(desc(s.gradedAt))
  ).map((r) => ({
    courseName: r.courseName,
    lectureName: r.lectureName,
    score: r.score ?? 0,
    maxScore: r.maxScore ?? 0,
    gradedAt: (r.gradedAt as Date).toISOString(),
  }));

/** The user's submissions with their grades, for the data export (`odevler.json`, modules/privacy). */
export const submissionsForExport = async (db: Database, userId: string) =>
  db
    .select({
      id: s.id,
      courseName: courses.name,
      lectureName: lectures.name,
      text: s.text,
      link: s.link,
      fileName: s.fileName,
      fileSize: s.fileSize,
      submittedAt: s.submittedAt,
      score: s.score,
      maxScore: s.maxScore,
      feedback: s.feedback,
      gradedAt: s.gradedAt,
    })
    .from(s)
    .innerJoin(lectures, eq(lectures.id, s.lectureId))
    .innerJoin(courses, eq(courses.id, s.courseId))
    .where(eq(s.userId, userId))
    .orderBy(asc(s.submittedAt));

/**
 * Erasure: the work handed in and the feedback on it go (text, link, the file's reference and name); the grade stays
 * as a number for the course's statistics. The stored file object itself is not deleted here (see README.md).
 */
export const eraseSubmissions = async (tx: Tx, userId: string): Promise<void> => {
  await tx
    .update(s)
    .set({
      text: null,
      link: null,
      fileKey: null,
      fileName: null,
      fileSize: null,
      fileType: null,
      feedback: null,
    })
    .where(eq(s.userId, userId));
};
