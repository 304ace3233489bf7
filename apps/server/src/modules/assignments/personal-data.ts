import { and, asc, desc, eq, gte, inArray, isNotNull, lt, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { assignmentSubmissions as s } from '../../db/schema/assignments.ts';
import { courses, lectures } from '../../db/schema/catalogue.ts';

type Db = Database | Tx;

export type AssignmentResult = {
  courseName: string;
  lectureName: string;
  score: number;
  maxScore: number;
  gradedAt: string;
};

/** Graded submissions matching `where`, latest grade first, with their learner. */
const gradedWhere = async (db: Db, where: SQL | undefined) =>
  (
    await db
      .select({
        userId: s.userId,
        courseName: courses.name,
        lectureName: lectures.name,
        score: s.score,
        maxScore: s.maxScore,
        gradedAt: s.gradedAt,
      })
      .from(s)
      .innerJoin(lectures, eq(lectures.id, s.lectureId))
      .innerJoin(courses, eq(courses.id, s.courseId))
      .where(and(isNotNull(s.gradedAt), where))
      .orderBy(desc(s.gradedAt), asc(s.id))
  ).map((r) => ({
    userId: r.userId,
    result: {
      courseName: r.courseName,
      lectureName: r.lectureName,
      score: r.score ?? 0,
      maxScore: r.maxScore ?? 0,
      gradedAt: (r.gradedAt as Date).toISOString(),
    } satisfies AssignmentResult,
  }));

/** A learner's graded assignments, latest grade first: a linked parent's child overview (modules/families). */
export const learnerAssignmentResults = async (db: Db, userId: string): Promise<AssignmentResult[]> =>
  (await gradedWhere(db, eq(s.userId, userId))).map((r) => r.result);

/**
 * The assignments of these learners graded in `[from, to)`, per learner, latest first: the weekly family digest
 * (modules/families), one statement for a whole batch of children.
 */
export const assignmentResultsOfLearnersBetween = async (
  db: Db,
  userIds: string[],
  from: Date,
  to: Date,
): Promise<Map<string, AssignmentResult[]>> => {
  const result = new Map<string, AssignmentResult[]>();
  if (userIds.length === 0) return result;
  for (const row of await gradedWhere(
    db,
    and(inArray(s.userId, userIds), gte(s.gradedAt, from), lt(s.gradedAt, to)),
  )) {
    const list = result.get(row.userId) ?? [];
    list.push(row.result);
    result.set(row.userId, list);
  }
  return result;
};

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
