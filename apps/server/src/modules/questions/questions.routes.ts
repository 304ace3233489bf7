import {
  AcceptResultSchema,
  AnswerInputSchema,
  IdParamsSchema,
  LecturerQuestionItemSchema,
  LecturerQuestionsQuerySchema,
  questionMessages as m,
  pagedSchema,
  QuestionDetailSchema,
  QuestionInputSchema,
  QuestionItemSchema,
  QuestionListQuerySchema,
  Role,
  UpvoteResultSchema,
} from '@kampus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/envelope.ts';
import { userOf } from '../../plugins/auth.ts';
import { eventsOf } from '../announcements/index.ts';
import { lecturerQuestions } from './lecturer-inbox.ts';
import {
  answerQuestion,
  askQuestion,
  deleteAnswer,
  deleteQuestion,
  toggleAccept,
  toggleUpvote,
} from './question-writes.ts';
import { listQuestions, questionDetail } from './questions.service.ts';

const tags = ['questions'];
const security = [{ bearerAuth: [] }];

/** Questions and answers under lectures and the lecturer's inbox (README.md, CONTRACT.md §15). */
export const questionRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const events = eventsOf(app);
  const signedIn = { preHandler: app.authenticate };

  r.get(
    '/lectures/:id/questions',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary:
          'Dersin soruları (en yeni veya en çok oy alan önce; search ile kursun bütün sorularında arar)',
        params: IdParamsSchema,
        querystring: QuestionListQuerySchema,
        response: responses(pagedSchema(QuestionItemSchema), 401, 403, 404),
      },
    },
    async (request) => ok(await listQuestions(db, request.params.id, userOf(request), request.query)),
  );

  r.post(
    '/lectures/:id/questions',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Derse soru sor; kursun eğitmeni e-posta ve bildirim alır; data sorunun kimliğidir',
        params: IdParamsSchema,
        body: QuestionInputSchema,
        response: responses(z.uuid(), 401, 403, 404),
      },
    },
    async (request) =>
      ok(await askQuestion(db, events, request.params.id, userOf(request), request.body), m.questionAsked),
  );

  r.get(
    '/questions/:id',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Soru ve cevapları (kabul edilen önce, sonra eskiden yeniye)',
        params: IdParamsSchema,
        response: responses(QuestionDetailSchema, 401, 403, 404),
      },
    },
    async (request) => ok(await questionDetail(db, request.params.id, userOf(request))),
  );

  r.post(
    '/questions/:id/answers',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Soruya cevap yaz; soran kişi e-posta ve bildirim alır; data cevabın kimliğidir',
        params: IdParamsSchema,
        body: AnswerInputSchema,
        response: responses(z.uuid(), 401, 403, 404),
      },
    },
    async (request) =>
      ok(await answerQuestion(db, events, request.params.id, userOf(request), request.body), m.answerSent),
  );

  r.post(
    '/questions/:id/upvote',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Soruya oy ver veya verilen oyu geri al (kendi sorunuza oy verilemez)',
        params: IdParamsSchema,
        response: responses(UpvoteResultSchema, 401, 403, 404, 422),
      },
    },
    async (request) => ok(await toggleUpvote(db, request.params.id, userOf(request))),
  );

  r.post(
    '/answers/:id/accept',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Cevabı kabul et veya kabulü geri al (soran kişi veya kursun eğitmeni)',
        params: IdParamsSchema,
        response: responses(AcceptResultSchema, 401, 403, 404),
      },
    },
    async (request) => {
      const result = await toggleAccept(db, request.params.id, userOf(request));
      return ok(result, result.isAccepted ? m.accepted : m.unaccepted);
    },
  );

  r.delete(
    '/questions/:id',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Soruyu cevaplarıyla sil (yazan kişi, kursun eğitmeni veya yönetici)',
        params: IdParamsSchema,
        response: responses(z.null(), 401, 403, 404),
      },
    },
    async (request) => {
      await deleteQuestion(db, request.params.id, userOf(request));
      return ok(null, m.questionDeleted);
    },
  );

  r.delete(
    '/answers/:id',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Cevabı sil (yazan kişi, kursun eğitmeni veya yönetici)',
        params: IdParamsSchema,
        response: responses(z.null(), 401, 403, 404),
      },
    },
    async (request) => {
      await deleteAnswer(db, request.params.id, userOf(request));
      return ok(null, m.answerDeleted);
    },
  );

  r.get(
    '/lecturer/questions',
    {
      preHandler: app.requireRole(Role.Lecturer, Role.Admin),
      schema: {
        tags,
        security,
        summary: 'Eğitmenin kurslarına sorulan sorular, cevapsızlar önce (yönetici: bütün kurslar)',
        querystring: LecturerQuestionsQuerySchema,
        response: responses(pagedSchema(LecturerQuestionItemSchema), 401, 403),
      },
    },
    async (request) => ok(await lecturerQuestions(db, userOf(request), request.query)),
  );
};
