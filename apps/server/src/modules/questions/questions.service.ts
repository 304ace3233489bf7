import {
  type AnswerInput,
  type Paged,
  type QuestionDetail,
  type QuestionInput,
  type QuestionItem,
  type QuestionListQuery,
  SEARCH_FOLD_FROM,
  SEARCH_FOLD_TO,
} from '@kampus/contract';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { answers, questions, questionUpvotes } from '../../db/schema/questions.ts';
import { users } from '../../db/schema/users.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { displayName, loadQuestion, mayRemove, type Place, placeOfLecture } from './question-access.ts';

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** The columns of a question item, for the caller `user`. */
export const questionColumns = (user: CurrentUser) => ({
  id: questions.id,
  lectureId: questions.lectureId,
  title: questions.title,
  body: questions.body,
  authorId: questions.authorId,
  name: users.name,
  surname: users.surname,
  answerCount: questions.answerCount,
  upvotes: questions.upvoteCount,
  lecturerAnswerCount: questions.lecturerAnswerCount,
  hasAcceptedAnswer: questions.hasAcceptedAnswer,
  createdAt: questions.createdAt,
  isUpvoted: sql<boolean>`EXISTS (SELECT 1 FROM ${questionUpvotes} u WHERE u.question_id = ${questions.id} AND u.user_id = ${user.id})`,
});

type QuestionRow = {
  id: string;
  lectureId: string;
  title: string;
  body: string;
  authorId: string;
  name: string;
  surname: string;
  answerCount: number;
  upvotes: number;
  lecturerAnswerCount: number;
  hasAcceptedAnswer: boolean;
  createdAt: Date;
  isUpvoted: boolean;
};

export const toQuestionItem = (user: CurrentUser, r: QuestionRow): QuestionItem => ({
  id: r.id,
  lectureId: r.lectureId,
  title: r.title,
  body: r.body,
  author: { displayName: displayName(r.name, r.surname) },
  isMine: r.authorId === user.id,
  answerCount: r.answerCount,
  upvotes: r.upvotes,
  isUpvoted: Boolean(r.isUpvoted),
  hasLecturerAnswer: r.lecturerAnswerCount > 0,
  hasAcceptedAnswer: r.hasAcceptedAnswer,
  createdAt: r.createdAt.toISOString(),
});

/**
 * `GET /lectures/{id}/questions`: the lecture's questions a page at a time, newest or most upvoted first. With
 * `search`, every question of the lecture's course whose title or body holds the words (Turkish letters folded).
 */
export const listQuestions = async (
  db: Database,
  lectureId: string,
  user: CurrentUser,
  query: QuestionListQuery,
): Promise<Paged<QuestionItem>> => {
  const place = await placeOfLecture(db, lectureId, user);
  const words = (query.search ?? '').split(/\s+/).filter(Boolean);
  const where: SQL[] = words.length
    ? [
        eq(questions.courseId, place.courseId),
        ...words.map(
          (word) =>
            sql`lower(translate(${questions.title} || ' ' || ${questions.body}, ${SEARCH_FOLD_FROM}, ${SEARCH_FOLD_TO})) LIKE '%' || lower(translate(${escapeLike(word)}::text, ${SEARCH_FOLD_FROM}, ${SEARCH_FOLD_TO})) || '%'`,
        ),
      ]
    : [eq(questions.lectureId, place.lectureId)];
  const [total] = await db
    .select({ n: count() })
    .from(questions)
    .where(and(...where));
  const totalItemCount = Number(total?.n ?? 0);
  const { pageNumber, pageSize } = query;
  const order =
    query.sort === 'top'
      ? [desc(questions.upvoteCount), desc(questions.createdAt), desc(questions.id)]
      : [desc(questions.createdAt), desc(questions.id)];
  const rows =
    (pageNumber - 1) * pageSize < totalItemCount
      ? await db
          .select(questionColumns(user))
          .from(questions)
          .innerJoin(users, eq(users.id, questions.authorId))
          .where(and(...where))
          .orderBy(...order)
          .limit(pageSize)
          .offset((pageNumber - 1) * pageSize)
      : [];
  const totalPageCount = Math.ceil(totalItemCount / pageSize);
  return {
    items: rows.map((r) => toQuestionItem(user, r)),
    currentPage: pageNumber,
    totalPageCount,
    totalItemCount,
    hasNextPage: pageNumber < totalPageCount,
  };
};

/** The learning screen's address of a question, for notifications and mail. */
export const questionPath = (place: Place, questionId: string) =>
  `/course/${place.courseId}/learning?lecture=${place.lectureId}&question=${questionId}`;

/** `GET /questions/{id}`: the question with its answers, oldest first and the accepted one on top. */
export const questionDetail = async (
  db: Database,
  questionId: string,
  user: CurrentUser,
): Promise<QuestionDetail> => {
  const { place, question } = await loadQuestion(db, questionId, user);
  const [row] = await db
    .select(questionColumns(user))
    .from(questions)
    .innerJoin(users, eq(users.id, questions.authorId))
    .where(eq(questions.id, question.id));
  const answerRows = await db
    .select({
      id: answers.id,
      body: answers.body,
      authorId: answers.authorId,
      name: users.name,
      surname: users.surname,
      isLecturer: answers.isLecturer,
      isAccepted: answers.isAccepted,
      createdAt: answers.createdAt,
    })
    .from(answers)
    .innerJoin(users, eq(users.id, answers.authorId))
    .where(eq(answers.questionId, question.id))
    .orderBy(desc(answers.isAccepted), asc(answers.createdAt), asc(answers.id));
  if (!row) throw new Error('question vanished while read');
  return {
    ...toQuestionItem(user, row),
    courseId: place.courseId,
    lectureName: place.lectureName,
    canAccept: question.authorId === user.id || place.isCourseLecturer,
    canDelete: mayRemove(user, place, question.authorId),
    answers: answerRows.map((a) => ({
      id: a.id,
      body: a.body,
      author: { displayName: displayName(a.name, a.surname), isLecturer: a.isLecturer },
      isMine: a.authorId === user.id,
      isAccepted: a.isAccepted,
      canDelete: mayRemove(user, place, a.authorId),
      createdAt: a.createdAt.toISOString(),
    })),
  };
};

export type { AnswerInput, QuestionInput };
