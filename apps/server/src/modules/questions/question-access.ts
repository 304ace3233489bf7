import { childDisplayName } from '@kampus/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { courses, lectures } from '../../db/schema/catalogue.ts';
import { answers, questions } from '../../db/schema/questions.ts';
import { appError } from '../../lib/app-error.ts';
import { type CurrentUser, isAdmin } from '../../plugins/auth.ts';
import { canOpenEveryLecture, canView, standingOf } from '../course-access/index.ts';
import { isEnrolledSql } from '../enrolments/index.ts';

type Db = Database | Tx;

/** First name and the initial of the surname ("Ayşe Y."): many learners are children (CONTRACT.md §15). */
export const displayName = childDisplayName;

/** Where a question lives and who the caller is there. */
export type Place = {
  lectureId: string;
  lectureName: string;
  courseId: string;
  courseName: string;
  lecturerId: string;
  /** The course's lecturer or an admin: may accept nothing of others' but may remove anything. */
  isStaff: boolean;
  isCourseLecturer: boolean;
};

const placeColumns = (user: CurrentUser) => ({
  lectureId: lectures.id,
  lectureName: lectures.name,
  courseId: courses.id,
  courseName: courses.name,
  lecturerId: courses.lecturerId,
  publishStatus: courses.publishStatus,
  isEnrolled: isEnrolledSql(user.id, sql`${courses.id}`),
});

type PlaceRow = Omit<Place, 'isStaff' | 'isCourseLecturer'> & { publishStatus: number; isEnrolled: boolean };
/** The values a select's extra SQL fields read as. */
type ValuesOf<T> = {
  [K in keyof T]: T[K] extends SQL<infer V> ? V : T[K] extends SQL.Aliased<infer V> ? V : never;
};

/**
 * The rule of the learning screen (course-access): a lecture's questions are for those who may open the lecture,
 * i.e. its enrolled learners, the course's lecturer and admins. A course hidden from the caller reads as
 * `notFound`; a visible one they may not open answers 403 `NOT_ENROLLED`.
 */
const decide = (
  user: CurrentUser,
  row: PlaceRow | undefined,
  notFound: 'LECTURE_NOT_FOUND' | 'QUESTION_NOT_FOUND' | 'ANSWER_NOT_FOUND',
): Place => {
  if (!row) throw appError(notFound);
  const standing = standingOf(user, row, row.isEnrolled);
  if (!canView(row, standing)) throw appError(notFound);
  if (!canOpenEveryLecture(standing)) throw appError('NOT_ENROLLED');
  return {
    lectureId: row.lectureId,
    lectureName: row.lectureName,
    courseId: row.courseId,
    courseName: row.courseName,
    lecturerId: row.lecturerId,
    isStaff: standing.isStaff,
    isCourseLecturer: row.lecturerId === user.id,
  };
};

/**
 * The place of a lecture, and with it further columns of the caller's choice read in the same statement (a page of
 * the lecture's questions and their count, correlated with `lectures`/`courses`): one round trip where a place and
 * then its reads would be two or three. The columns are read before access is decided and dropped when it is refused.
 */
export const placeOfLectureWith = async <T extends Record<string, SQL.Aliased | SQL>>(
  db: Db,
  lectureId: string,
  user: CurrentUser,
  extra: T,
) => {
  const [row] = (await db
    .select({ ...placeColumns(user), ...extra })
    .from(lectures)
    .innerJoin(courses, eq(courses.id, lectures.courseId))
    .where(eq(lectures.id, lectureId))
    .limit(1)) as unknown as Array<PlaceRow & ValuesOf<T>>;
  const place = decide(user, row, 'LECTURE_NOT_FOUND');
  return { place, row: row as PlaceRow & ValuesOf<T> };
};

export const placeOfLecture = async (db: Db, lectureId: string, user: CurrentUser): Promise<Place> =>
  (await placeOfLectureWith(db, lectureId, user, {})).place;

/** A question with its place; 404 `QUESTION_NOT_FOUND` when it or its course does not exist for the caller. */
export const loadQuestion = async (db: Db, questionId: string, user: CurrentUser) => {
  const [row] = await db
    .select({ ...placeColumns(user), question: questions })
    .from(questions)
    .innerJoin(lectures, eq(lectures.id, questions.lectureId))
    .innerJoin(courses, eq(courses.id, questions.courseId))
    .where(eq(questions.id, questionId))
    .limit(1);
  const place = decide(user, row, 'QUESTION_NOT_FOUND');
  return { place, question: (row as NonNullable<typeof row>).question };
};

/** An answer with its question and place; 404 `ANSWER_NOT_FOUND` as above. */
export const loadAnswer = async (db: Db, answerId: string, user: CurrentUser) => {
  const [row] = await db
    .select({ ...placeColumns(user), question: questions, answer: answers })
    .from(answers)
    .innerJoin(questions, eq(questions.id, answers.questionId))
    .innerJoin(lectures, eq(lectures.id, questions.lectureId))
    .innerJoin(courses, eq(courses.id, questions.courseId))
    .where(eq(answers.id, answerId))
    .limit(1);
  const place = decide(user, row, 'ANSWER_NOT_FOUND');
  const found = row as NonNullable<typeof row>;
  return { place, question: found.question, answer: found.answer };
};

/** Whether the caller may remove a question or answer written by `authorId`: its author, the course's lecturer, an admin. */
export const mayRemove = (user: CurrentUser, place: Place, authorId: string) =>
  authorId === user.id || place.isStaff || isAdmin(user);
