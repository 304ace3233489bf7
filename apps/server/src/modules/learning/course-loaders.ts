import { eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { courses, lectures } from '../../db/schema/catalogue.ts';
import { users } from '../../db/schema/users.ts';
import { appError } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { canLearn, canView, type Standing, standingOf } from '../course-access/index.ts';
import { isEnrolledSql } from '../enrolments/index.ts';

type Db = Database | Tx;

export type { Standing };

/** The course with its lecturer's name and the caller's standing; 404 when it does not exist for them. */
export const loadCourseForLearning = async (db: Db, courseId: string, user: CurrentUser | null) => {
  const [row] = await db
    .select({
      course: courses,
      lecturerName: sql<string>`${users.name} || ' ' || ${users.surname}`,
      isEnrolled: user ? isEnrolledSql(user.id, sql`${courses.id}`) : sql<boolean>`false`,
    })
    .from(courses)
    .innerJoin(users, eq(users.id, courses.lecturerId))
    .where(eq(courses.id, courseId))
    .limit(1);
  if (!row) throw appError('COURSE_NOT_FOUND');
  const standing = standingOf(user, row.course, row.isEnrolled);
  if (!canView(row.course, standing)) throw appError('COURSE_NOT_FOUND');
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
      isEnrolled: isEnrolledSql(user.id, sql`${lectures.courseId}`),
    })
    .from(lectures)
    .innerJoin(courses, eq(courses.id, lectures.courseId))
    .where(eq(lectures.id, lectureId))
    .limit(1);
  if (!row) throw appError('LECTURE_NOT_FOUND');
  const standing = standingOf(user, row, row.isEnrolled);
  if (!canView(row, standing)) throw appError('LECTURE_NOT_FOUND');
  if (!canLearn(row, standing)) throw appError('NOT_ENROLLED');
  return { id: row.id, courseId: row.courseId, contentType: row.contentType, quiz: row.quiz };
};
