import {
  type AcceptResult,
  type LecturerQuestionItem,
  type LecturerQuestionStatus,
  type Paged,
  type PickerCourse,
  type QuestionDetail,
  type QuestionItem,
  type QuestionSort,
  questionMessages,
  type UpvoteResult,
} from '@kampus/contract';
import { apiPaths } from '../../config/paths.ts';
import { api } from '../../lib/api-client.ts';

/** Calls of questions and answers (CONTRACT.md §15). */
const p = apiPaths.questions;

export const fetchLectureQuestions = (
  lectureId: string,
  query: { pageNumber: number; sort: QuestionSort; search?: string },
  signal?: AbortSignal,
) =>
  api.get<Paged<QuestionItem>>(p.lectureQuestions(lectureId), {
    query: { ...query, pageSize: 10, search: query.search || undefined },
    signal,
    errorNotice: false,
  });

export const askQuestion = (lectureId: string, body: { title: string; body: string }) =>
  api.post<string>(p.lectureQuestions(lectureId), body, { successMessage: questionMessages.questionAsked });

export const fetchQuestion = (questionId: string, signal?: AbortSignal) =>
  api.get<QuestionDetail>(p.question(questionId), { signal, errorNotice: false });

export const answerQuestion = (questionId: string, body: string) =>
  api.post<string>(p.answers(questionId), { body }, { successMessage: questionMessages.answerSent });

export const toggleUpvote = (questionId: string) =>
  api.post<UpvoteResult>(p.upvote(questionId), undefined, { successMessage: false });

export const toggleAccept = (answerId: string) =>
  api.post<AcceptResult>(p.accept(answerId), undefined, { successMessage: false });

export const deleteQuestion = (questionId: string) =>
  api.delete<null>(p.question(questionId), { successMessage: questionMessages.questionDeleted });

export const deleteAnswer = (answerId: string) =>
  api.delete<null>(p.answer(answerId), { successMessage: questionMessages.answerDeleted });

export const fetchLecturerQuestions = (
  query: { status: LecturerQuestionStatus; courseId?: string; pageNumber: number },
  signal?: AbortSignal,
) =>
  api.get<Paged<LecturerQuestionItem>>(p.lecturerInbox, {
    query: { ...query, pageSize: 20 },
    signal,
    errorNotice: false,
  });

/** The course filter of the inbox: the lecturer's own courses. */
export const fetchInboxCourses = (signal?: AbortSignal) =>
  api.get<PickerCourse[]>(apiPaths.lecturer.discountCodeCourses, { signal, errorNotice: false });
