import { childDisplayName, LectureContentType } from '@kampus/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { assignmentSubmissions } from '../../db/schema/assignments.ts';
import { courses, lectures } from '../../db/schema/catalogue.ts';
import { users } from '../../db/schema/users.ts';
import { appError } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { canAuthor, canLearn, canView, standingOf } from '../course-access/index.ts';
import { isEnrolledSql } from '../enrolments/index.ts';

type Db = Database | Tx;

/** First name and the initial of the surname ("Ayşe Y."): many learners are children (CONTRACT.md §15). */
export const displayName = childDisplayName;

/** An assignment the caller hands work in to. */
export type LearnerAssignment = {
  lectureId: string;
  lectureName: string;
  courseId: string;
  courseName: string;
  lecturerId: string;
  maxScore: number;
};

/**
 * The learning screen's rule: an assignment is for the course's enrolled learners. A course hidden from the caller
 * (or no such lecture) → 404 `LECTURE_NOT_FOUND`; a visible one they are not enrolled in (another learner, the
 * lecturer, an admin, a parent) → 403 `NOT_ENROLLED`; a lecture that is not an assignment → 422.
 */
export const assignmentForLearner = async (
  db: Db,
  lectureId: string,
  user: CurrentUser,
): Promise<LearnerAssignment> => {
  const [row] = await db
    .select({
      lectureId: lectures.id,
      lectureName: lectures.name,
      contentType: lectures.contentType,
      maxScore: lectures.maxScore,
      courseId: courses.id,
      courseName: courses.name,
      lecturerId: courses.lecturerId,
      publishStatus: courses.publishStatus,
      isEnrolled: isEnrolledSql(user.id, sql`${courses.id}`),
    })
    .from(lectures)
    .innerJoin(courses, eq(courses.id, lectures.courseId))
    .where(eq(lectures.id, lectureId))
    .limit(1);
  if (!row) throw appError('LECTURE_NOT_FOUND');
  const standing = standingOf(user, row, row.isEnrolled);
  if (!canView(row, standing)) throw appError('LECTURE_NOT_FOUND');
  if (!canLearn(row, standing)) throw appError('NOT_ENROLLED');
  if (row.contentType !== LectureContentType.Assignment) throw appError('NOT_AN_ASSIGNMENT');
  return {
    lectureId: row.lectureId,
    lectureName: row.lectureName,
    courseId: row.courseId,
    courseName: row.courseName,
    lecturerId: row.lecturerId,
    maxScore: row.maxScore ?? 100,
  };
};

/**
 * A submission as the lecturer grading it sees it: only the course's lecturer and admins; for anyone else (another
 * lecturer included) it does not exist (404 `SUBMISSION_NOT_FOUND`), as learners' work is private.
 */
export const submissionForGrader = async (db: Db, submissionId: string, user: CurrentUser, lock = false) => {
  const query = db
    .select({
      submission: assignmentSubmissions,
      lectureName: lectures.name,
      instructions: lectures.contentText,
      lectureMaxScore: lectures.maxScore,
      courseName: courses.name,
      lecturerId: courses.lecturerId,
      studentName: users.name,
      studentSurname: users.surname,
      studentEmail: users.email,
    })
    .from(assignmentSubmissions)
    .innerJoin(lectures, eq(lectures.id, assignmentSubmissions.lectureId))
    .innerJoin(courses, eq(courses.id, assignmentSubmissions.courseId))
    .innerJoin(users, eq(users.id, assignmentSubmissions.userId))
    .where(eq(assignmentSubmissions.id, submissionId))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: assignmentSubmissions }) : await query;
  if (!row || !canAuthor(user, row)) throw appError('SUBMISSION_NOT_FOUND');
  return { ...row, maxScore: row.lectureMaxScore ?? 100 };
};
