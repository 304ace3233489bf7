import '../common/zod-config.ts';
import { z } from 'zod';
import { pagingParams } from '../catalogue/schemas.ts';
import { search } from '../common/list-query.ts';
import { questionMessages as m } from './messages.ts';

/** Questions and answers under a lecture (CONTRACT.md §15). Bodies are Markdown, rendered safely by the web app. */

export const QUESTION_TITLE_MAX = 150;
export const QUESTION_BODY_MAX = 10_000;

const text = (min: number, max: number, message: string) =>
  z.string({ error: message }).trim().min(min, { error: message }).max(max, { error: message });

export const QuestionInputSchema = z.object({
  title: text(5, QUESTION_TITLE_MAX, m.title),
  body: text(10, QUESTION_BODY_MAX, m.body),
});
export type QuestionInput = z.infer<typeof QuestionInputSchema>;

export const AnswerInputSchema = z.object({ body: text(2, QUESTION_BODY_MAX, m.answerBody) });
export type AnswerInput = z.infer<typeof AnswerInputSchema>;

export const QUESTION_SORTS = ['newest', 'top'] as const;
export type QuestionSort = (typeof QUESTION_SORTS)[number];

/** `GET /lectures/{id}/questions`: the lecture's questions, or with `search` every matching one of its course. */
export const QuestionListQuerySchema = z.object({
  ...pagingParams(10),
  sort: z.enum(QUESTION_SORTS, { error: m.sort }).default('newest'),
  search,
});
export type QuestionListQuery = z.infer<typeof QuestionListQuerySchema>;

/** First name and the initial of the surname ("Ayşe Y."): many learners are children. */
const AuthorSchema = z.object({ displayName: z.string() });

export const QuestionItemSchema = z.object({
  id: z.uuid(),
  lectureId: z.uuid(),
  title: z.string(),
  body: z.string(),
  author: AuthorSchema,
  isMine: z.boolean(),
  answerCount: z.number().int(),
  upvotes: z.number().int(),
  /** Whether the caller has upvoted it. */
  isUpvoted: z.boolean(),
  hasLecturerAnswer: z.boolean(),
  hasAcceptedAnswer: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type QuestionItem = z.infer<typeof QuestionItemSchema>;

export const AnswerItemSchema = z.object({
  id: z.uuid(),
  body: z.string(),
  author: z.object({ displayName: z.string(), isLecturer: z.boolean() }),
  isMine: z.boolean(),
  isAccepted: z.boolean(),
  /** Whether the caller may remove it (its author, the course's lecturer, an admin). */
  canDelete: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type AnswerItem = z.infer<typeof AnswerItemSchema>;

export const QuestionDetailSchema = QuestionItemSchema.extend({
  courseId: z.uuid(),
  lectureName: z.string(),
  /** The asker and the course's lecturer may accept an answer. */
  canAccept: z.boolean(),
  canDelete: z.boolean(),
  answers: z.array(AnswerItemSchema),
});
export type QuestionDetail = z.infer<typeof QuestionDetailSchema>;

export const UpvoteResultSchema = z.object({ upvoted: z.boolean(), upvotes: z.number().int() });
export type UpvoteResult = z.infer<typeof UpvoteResultSchema>;

export const AcceptResultSchema = z.object({ isAccepted: z.boolean() });
export type AcceptResult = z.infer<typeof AcceptResultSchema>;

export const LECTURER_QUESTION_STATUSES = ['unanswered', 'all'] as const;
export type LecturerQuestionStatus = (typeof LECTURER_QUESTION_STATUSES)[number];

/** `GET /lecturer/questions`: the questions of the caller's courses (an admin's: every course), unanswered first. */
export const LecturerQuestionsQuerySchema = z.object({
  ...pagingParams(20),
  status: z.enum(LECTURER_QUESTION_STATUSES, { error: m.status }).default('all'),
  courseId: z.uuid({ error: m.courseId }).optional(),
});
export type LecturerQuestionsQuery = z.infer<typeof LecturerQuestionsQuerySchema>;

export const LecturerQuestionItemSchema = QuestionItemSchema.extend({
  courseId: z.uuid(),
  courseName: z.string(),
  lectureName: z.string(),
  /** Not answered by the course's lecturer and no answer accepted. */
  isUnanswered: z.boolean(),
});
export type LecturerQuestionItem = z.infer<typeof LecturerQuestionItemSchema>;
