import { PublishStatus } from '@kampus/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type CurrentUser, isAdmin } from '../../plugins/auth.ts';
import { isEnrolledSql } from '../enrolments/index.ts';

/**
 * The one access policy for courses (README.md, decision 029). Every route that decides who may see, learn or
 * author a course asks here; the loaders of catalogue, learning, ratings, bookmarks and authoring only fetch the
 * facts (publish status, lecturer, enrolment) these rules need.
 */

type CourseFacts = { publishStatus: number; lecturerId: string };

/** Who the caller is to a course. */
export type Standing = {
  /** The course's lecturer or an admin: every lecture is open to them, and they may change the course. */
  isStaff: boolean;
  isEnrolled: boolean;
};

/** An admin, or the lecturer who owns the course. */
export const canAuthor = (user: CurrentUser | null, course: { lecturerId: string }): boolean =>
  user !== null && (isAdmin(user) || course.lecturerId === user.id);

export const standingOf = (
  user: CurrentUser | null,
  course: { lecturerId: string },
  isEnrolled: number | boolean,
): Standing => ({
  isStaff: canAuthor(user, course),
  isEnrolled: user !== null && Boolean(isEnrolled),
});

/**
 * Whether the course exists for the caller: a Published course for everyone; an Archived or Draft one for staff
 * and for its buyers, who keep learning access to what they paid for when the lecturer archives the course or
 * takes it back to draft to rework it. Anyone else gets "not found", so ids of drafts leak nothing.
 */
export const canView = (course: { publishStatus: number }, standing: Standing): boolean =>
  standing.isStaff || standing.isEnrolled || course.publishStatus === PublishStatus.Published;

/** Whether every lecture's content is open to the caller: staff preview the course, learners learn it. */
export const canOpenEveryLecture = (standing: Standing): boolean => standing.isStaff || standing.isEnrolled;

/**
 * Whether the caller may learn the course, i.e. record progress, take quizzes and earn its certificate: a visible
 * course they are enrolled in. Progress belongs to enrolments, so a lecturer or admin previewing is refused.
 */
export const canLearn = (course: CourseFacts, standing: Standing): boolean =>
  canView(course, standing) && standing.isEnrolled;

/** `canView` as a SQL condition on a course row aliased `alias` (for lists filtered in one statement). */
export const canViewSql = (user: CurrentUser, alias: string): SQL => {
  if (isAdmin(user)) return sql`true`;
  const c = sql.raw(alias);
  return sql`(${c}.publish_status = ${PublishStatus.Published} OR ${c}.lecturer_id = ${user.id}
        OR ${isEnrolledSql(user.id, sql`${c}.id`)})`;
};

/** `canAuthor` as a SQL condition on a course row aliased `alias`. */
export const canAuthorSql = (user: CurrentUser, alias: string): SQL =>
  isAdmin(user) ? sql`true` : sql`${sql.raw(alias)}.lecturer_id = ${user.id}`;
