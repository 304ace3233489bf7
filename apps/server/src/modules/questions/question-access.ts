import { childDisplayName } from '@kampus/contract';
import { eq, type Placeholder, sql } from 'drizzle-orm';
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

/** The columns of a place, for the caller `userId` (a value, or a placeholder of a prepared statement). */
export const placeColumns = (userId: string | Placeholder) => ({
  lectureId: lectures.id,
  lectureName: lectures.name,
  courseId: courses.id,
  courseName: courses.name,
  lecturerId: courses.lecturerId,
  publishStatus: courses.publishStatus,
  isEnrolled: isEnrolledSql(sql`${userId}`, sql`${courses.id}`),
});

export type PlaceRow = Omit<Place, 'isStaff' | 'isCourseLecturer'> & {
  publishStatus: number;
  isEnrolled: boolean;
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

/** The decision for a place row read with further columns (a lecture's page of questions, questions.service.ts). */
export const decideLecture = (user: CurrentUser, row: PlaceRow | undefined): Place =>
  decide(user, row, 'LECTURE_NOT_FOUND');

export const placeOfLecture = async (db: Db, lectureId: string, user: CurrentUser): Promise<Place> => {
  const [row] = await db
    .select(placeColumns(user.id))
    .from(lectures)
    .innerJoin(courses, eq(courses.id, lectures.courseId))
    .where(eq(lectures.id, lectureId))
    .limit(1);
  return decideLecture(user, row);
};

/** A question with its place; 404 `QUESTION_NOT_FOUND` when it or its course does not exist for the caller. */
export const loadQuestion = async (db: Db, questionId: string, user: CurrentUser) => {
  const [row] = await db
    .select({ ...placeColumns(user.id), question: questions })
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
    .select({ ...placeColumns(user.id), question: questions, answer: answers })
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
