import { PublishStatus } from '@kampus/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { courses, enrolments, lectures, users } from '../../db/schema/index.ts';
import { appError } from '../../lib/app-error.ts';
import { type CurrentUser, isAdmin } from '../../plugins/auth.ts';

type Db = Database | Tx;

/** Who the caller is to a course, and whether they may see it at all. */
export type Standing = {
  /** The course's lecturer or an admin: every lecture is open to them. */
  isStaff: boolean;
  isEnrolled: boolean;
};

/**
 * Whether a course in `publishStatus` exists for the caller (CONTRACT.md §5, §7): a Published course for everyone;
 * an Archived or Draft one for staff and for its buyers, who keep learning access to what they paid for when the
 * lecturer archives the course or takes it back to draft to rework it (the catalogue's detail follows the same rule).
 */
export const isCourseVisible = (publishStatus: number, standing: Standing): boolean =>
  standing.isStaff || standing.isEnrolled || publishStatus === PublishStatus.Published;

export const standingOf = (
  user: CurrentUser | null,
  lecturerId: string,
  enrolmentCount: number | boolean,
): Standing => ({
  isStaff: user !== null && (isAdmin(user) || user.id === lecturerId),
  isEnrolled: user !== null && Boolean(enrolmentCount),
});

/** The course with its lecturer's name and the caller's standing; 404 when it does not exist for them. */
export const loadCourseForLearning = async (db: Db, courseId: string, user: CurrentUser | null) => {
  const [row] = await db
    .select({
      course: courses,
      lecturerName: sql<string>`${users.name} || ' ' || ${users.surname}`,
      isEnrolled: user
        ? sql<boolean>`EXISTS (SELECT 1 FROM ${enrolments} e WHERE e.user_id = ${user.id} AND e.course_id = ${courses.id})`
        : sql<boolean>`false`,
    })
    .from(courses)
    .innerJoin(users, eq(users.id, courses.lecturerId))
    .where(eq(courses.id, courseId))
    .limit(1);
  if (!row) throw appError('COURSE_NOT_FOUND');
  const standing = standingOf(user, row.course.lecturerId, row.isEnrolled);
  if (!isCourseVisible(row.course.publishStatus, standing)) throw appError('COURSE_NOT_FOUND');
  return { course: row.course, lecturerName: row.lecturerName, standing };
};

export type LearnerLecture = {
  id: string;
  courseId: string;
  contentType: number;
  quiz: (typeof lectures.$inferSelect)['quiz'];
};

/**
 * A lecture whose progress the caller wants to change: 404 when it (or its course) does not exist for them, 403
 * when they may see it but are not enrolled. Progress belongs to enrolments, so a course's lecturer or an admin
 * previewing it is refused too.
 */
export const loadLectureForLearner = async (
  db: Db,
  lectureId: string,
  user: CurrentUser,
): Promise<LearnerLecture> => {
  const [row] = await db
    .select({
      id: lectures.id,
      courseId: lectures.courseId,
      contentType: lectures.contentType,
      quiz: lectures.quiz,
      publishStatus: courses.publishStatus,
      lecturerId: courses.lecturerId,
      isEnrolled: sql<boolean>`EXISTS (SELECT 1 FROM ${enrolments} e WHERE e.user_id = ${user.id} AND e.course_id = ${lectures.courseId})`,
    })
    .from(lectures)
    .innerJoin(courses, eq(courses.id, lectures.courseId))
    .where(eq(lectures.id, lectureId))
    .limit(1);
  if (!row) throw appError('LECTURE_NOT_FOUND');
  const standing = standingOf(user, row.lecturerId, row.isEnrolled);
  if (!isCourseVisible(row.publishStatus, standing)) throw appError('LECTURE_NOT_FOUND');
  if (!standing.isEnrolled) throw appError('NOT_ENROLLED');
  return { id: row.id, courseId: row.courseId, contentType: row.contentType, quiz: row.quiz };
};

/**
 * Locks the learner's enrolment row for the rest of the transaction: every change of one learner's progress in
 * one course runs one after the other, so the count that decides the certificate always sees the completions
 * committed before it (two lectures finished at once still issue it). 403 when the enrolment has gone.
 */
export const lockEnrolment = async (tx: Tx, userId: string, courseId: string): Promise<void> => {
  const [row] = await tx
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)))
    .for('update');
  if (!row) throw appError('NOT_ENROLLED');
};
