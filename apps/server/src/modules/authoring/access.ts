import type { ErrorCode } from '@kampus/contract';
import { PublishStatus } from '@kampus/contract';
import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { courses, lectures, sections } from '../../db/schema/catalogue.ts';
import { AppError, appError } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { bumpCatalogueVersion } from '../catalogue/index.ts';
import { canAuthor } from '../course-access/index.ts';

/**
 * Who may author what: a lecturer their own courses with everything in them, an admin any course.
 * Someone else's course, section or lecture reads as "not found", so ids of other lecturers' drafts leak nothing.
 *
 * Every change takes the course row `FOR UPDATE` first (and the section row second where one is involved), so
 * concurrent moves, reorders, creates and deletes in one course run one after another and orders stay dense; one
 * lock order everywhere means two changes can never wait on each other in a circle.
 */

export type CourseRow = typeof courses.$inferSelect;
export type SectionRow = typeof sections.$inferSelect;
export type LectureRow = typeof lectures.$inferSelect;

/** The course when `user` may author it, else 404; with `lock` (inside a transaction) the row is locked. */
export const authoredCourse = async (
  db: Database | Tx,
  user: CurrentUser,
  courseId: string,
  lock = false,
) => {
  const query = db.select().from(courses).where(eq(courses.id, courseId));
  const [course] = lock ? await query.for('update') : await query;
  if (!course || !canAuthor(user, course)) throw appError('COURSE_NOT_FOUND');
  return course;
};

/** A 404 about the parent says "not found" about the child that was asked for; other errors pass. */
const renamedNotFound =
  (code: ErrorCode) =>
  (error: unknown): never => {
    throw error instanceof AppError && error.status === 404 ? appError(code) : error;
  };

/** The section and its course when `user` may author it, else 404. With `lock`, course then section are locked. */
export const authoredSection = async (
  db: Database | Tx,
  user: CurrentUser,
  sectionId: string,
  lock = false,
) => {
  const [found] = await db
    .select({ courseId: sections.courseId })
    .from(sections)
    .where(eq(sections.id, sectionId));
  if (!found) throw appError('SECTION_NOT_FOUND');
  const course = await authoredCourse(db, user, found.courseId, lock).catch(
    renamedNotFound('SECTION_NOT_FOUND'),
  );
  const query = db.select().from(sections).where(eq(sections.id, sectionId));
  const [section] = lock ? await query.for('update') : await query;
  // Gone, or moved to another course, between the two reads.
  if (!section || section.courseId !== course.id) throw appError('SECTION_NOT_FOUND');
  return { course, section };
};

/** The lecture with its course when `user` may author it, else 404. With `lock`, course, section, lecture are locked. */
export const authoredLecture = async (
  db: Database | Tx,
  user: CurrentUser,
  lectureId: string,
  lock = false,
) => {
  const [found] = await db
    .select({ sectionId: lectures.sectionId })
    .from(lectures)
    .where(eq(lectures.id, lectureId));
  if (!found) throw appError('LECTURE_NOT_FOUND');
  const { course, section } = await authoredSection(db, user, found.sectionId, lock).catch(
    renamedNotFound('LECTURE_NOT_FOUND'),
  );
  const query = db.select().from(lectures).where(eq(lectures.id, lectureId));
  const [lecture] = lock ? await query.for('update') : await query;
  if (!lecture || lecture.sectionId !== section.id) throw appError('LECTURE_NOT_FOUND');
  return { course, section, lecture };
};

/**
 * Marks the catalogue changed when a change to this course can show there (only Published
 * courses are listed). Called inside the transaction that makes the change.
 */
export const bumpIfListed = async (tx: Tx, ...statuses: number[]) => {
  if (statuses.includes(PublishStatus.Published)) await bumpCatalogueVersion(tx);
};

/** Deletes stored files once the database no longer points at them; a file that will not go is only logged. */
export const deleteFiles = async (
  storage: { delete: (key: string) => Promise<void> },
  keys: Array<string | null | undefined>,
  log: { warn: (obj: object, msg: string) => void },
) => {
  await Promise.all(
    keys
      .filter((k): k is string => Boolean(k))
      .map((key) =>
        storage.delete(key).catch((err: unknown) => log.warn({ err, key }, 'stored file not deleted')),
      ),
  );
};
