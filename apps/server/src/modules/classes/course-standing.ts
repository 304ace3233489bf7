import { eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { queryRows } from '../../db/sql.ts';
import { appError } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import type { SessionLearner } from '../announcements/index.ts';
import { findVisibleCourse } from '../catalogue/index.ts';
import { canAuthor, type Standing, standingOf } from '../course-access/index.ts';
import { enrolmentRows, isEnrolled } from '../enrolments/index.ts';

type Db = Database | Tx;

/** A course the caller may see, with their standing to it (staff: the lecturer or an admin; enrolled). */
export const visibleCourseStanding = async (db: Db, courseId: string, user: CurrentUser | null) => {
  const course = await findVisibleCourse(db, courseId, user);
  const enrolled = user !== null && !canAuthor(user, course) && (await isEnrolled(db, user.id, course.id));
  return { course, standing: standingOf(user, course, enrolled) as Standing };
};

/**
 * The course when the caller may author it (its lecturer or an admin), locked for the change; anyone else gets 404
 * as for an unknown course, so ids of other lecturers' courses leak nothing.
 */
export const lockAuthoredCourse = async (tx: Tx, courseId: string, user: CurrentUser) => {
  const [course] = await tx
    .select({ id: courses.id, name: courses.name, lecturerId: courses.lecturerId })
    .from(courses)
    .where(eq(courses.id, courseId))
    .for('update');
  if (!course || !canAuthor(user, course)) throw appError('COURSE_NOT_FOUND');
  return course;
};

/** The learners enrolled in a course, with what a mail needs. */
export const enrolledLearners = (db: Db, courseId: string): Promise<SessionLearner[]> =>
  queryRows<SessionLearner>(
    db,
    sql`SELECT u.id, u.name, u.email FROM ${enrolmentRows} e JOIN users u ON u.id = e.user_id
      WHERE e.course_id = ${courseId} ORDER BY u.id`,
  );
