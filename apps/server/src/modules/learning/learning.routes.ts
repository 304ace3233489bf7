import {
  CourseProgressSchema,
  CourseWithContentsSchema,
  IdParamsSchema,
  LecturePositionInputSchema,
  learningMessages as m,
  QuizAttemptInputSchema,
  QuizAttemptResultSchema,
} from '@kampus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/envelope.ts';
import { userOf } from '../../plugins/auth.ts';
import { eventsOf } from '../announcements/announcements.ts';
import { createUrlSigner } from '../media/signed-url.ts';
import { getCourseWithContents } from './learning.service.ts';
import { attemptQuiz, completeLecture, saveLecturePosition, uncompleteLecture } from './progress.service.ts';

const tags = ['learning'];
const bearer = [{ bearerAuth: [] }];

/** The learning screen's calls: course contents, lecture completion, video position and quiz attempts. */
export const learningRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, secrets } = app.deps;
  const events = eventsOf(app);
  const signer = createUrlSigner(secrets.jwtSecret);

  r.get(
    '/courses/:id/with-contents',
    {
      preHandler: app.identify,
      schema: {
        tags,
        summary: 'Kurs içeriği (öğrenme ekranı)',
        description:
          'Kayıtlı öğrenci, kursun eğitmeni ve yöneticiler tüm dersleri açar; diğerleri yalnızca önizleme (isPublic) ' +
          'derslerinin içeriğini alır. Video ve HTML derslerinin `contentPath` değeri yaklaşık bir saat geçerli, ' +
          'oturum gerektirmeyen imzalı bir bağlantıdır. Quiz cevapları hiçbir zaman gönderilmez.',
        security: [{}, ...bearer],
        params: IdParamsSchema,
        response: responses(CourseWithContentsSchema, 404),
      },
    },
    async (request) =>
      ok(
        await getCourseWithContents(
          db,
          signer,
          request.params.id,
          request.currentUser,
          app.deps.config.mediaOrigin,
        ),
      ),
  );

  r.post(
    '/lectures/:id/complete',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Dersi tamamlandı olarak işaretle',
        description: 'Yalnızca kursa kayıtlı öğrenci. Son ders tamamlanınca sertifika bir kez verilir.',
        security: bearer,
        params: IdParamsSchema,
        response: responses(CourseProgressSchema, 401, 403, 404, 422),
      },
    },
    async (request) => {
      const { progress, isNewCertificate } = await completeLecture(
        db,
        events,
        request.params.id,
        userOf(request),
      );
      return ok(progress, isNewCertificate ? m.courseCompleted : m.lectureCompleted);
    },
  );

  r.delete(
    '/lectures/:id/complete',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Dersin tamamlandı işaretini kaldır',
        security: bearer,
        params: IdParamsSchema,
        response: responses(CourseProgressSchema, 401, 403, 404),
      },
    },
    async (request) =>
      ok(await uncompleteLecture(db, request.params.id, userOf(request)), m.lectureUncompleted),
  );

  r.put(
    '/lectures/:id/position',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Video konumunu kaydet',
        description:
          'Oynatıcı birkaç saniyede bir çağırır; ders yeniden açıldığında video bu konumdan devam eder.',
        security: bearer,
        params: IdParamsSchema,
        body: LecturePositionInputSchema,
        response: responses(z.null(), 401, 403, 404, 422),
      },
      // Called every few seconds per viewer: log it only when something goes wrong.
      logLevel: 'warn',
    },
    async (request) => {
      await saveLecturePosition(db, request.params.id, userOf(request), request.body.positionSeconds);
      return ok(null);
    },
  );

  r.post(
    '/lectures/:id/quiz-attempts',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Quiz cevaplarını gönder',
        description:
          'Her soru için bir seçenek numarası (0–3). Sunucu puanlar; geçme notu quizde belirtilmediyse %70’tir. ' +
          'Geçen deneme dersi tamamlar. Bir quiz saatte en fazla 3 kez gönderilebilir (sonrası 429, Retry-After).',
        security: bearer,
        params: IdParamsSchema,
        body: QuizAttemptInputSchema,
        response: responses(QuizAttemptResultSchema, 401, 403, 404, 422, 429),
      },
    },
    async (request) => {
      const { result, isNewCertificate } = await attemptQuiz(
        db,
        events,
        request.params.id,
        userOf(request),
        request.body.answers,
      );
      const message = isNewCertificate
        ? m.courseCompleted
        : result.passed
          ? m.quizPassed
          : m.quizFailed(result.passPercent);
      return ok(result, message);
    },
  );
};
