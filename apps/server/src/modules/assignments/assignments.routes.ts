import multipart from '@fastify/multipart';
import {
  assignmentMessages as am,
  GradeInputSchema,
  GradeResultSchema,
  IdParamsSchema,
  LecturerSubmissionsQuerySchema,
  MySubmissionSchema,
  pagedSchema,
  Role,
  SubmissionDetailSchema,
  SubmissionFieldsSchema,
  SubmissionItemSchema,
} from '@kampus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appError } from '../../lib/app-error.ts';
import { ok, responses } from '../../lib/envelope.ts';
import { userOf } from '../../plugins/auth.ts';
import { eventsOf } from '../announcements/index.ts';
import { type FormSpec, parseForm, readForm } from '../authoring/index.ts';
import { createUrlSigner } from '../media/index.ts';
import { gradeSubmission, lecturerSubmissions, submissionDetail } from './grading.service.ts';
import { submissionFileRoute } from './submission-file.routes.ts';
import { submissionFileKind } from './submission-file.ts';
import { mySubmission, submitAssignment } from './submissions.service.ts';

const tags = ['assignments'];
const security = [{ bearerAuth: [] }];

const submissionForm: FormSpec = {
  aliases: { text: 'text', link: 'link', file: 'file' },
  files: { file: { kinds: () => [submissionFileKind], maxFiles: 1 } },
};

/** Assignments: the learner's submission and the lecturer's grading (README.md, CONTRACT.md §15). */
export const assignmentRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = app.deps;
  const events = eventsOf(app);
  const signer = createUrlSigner(app.deps.secrets.jwtSecret);
  const signedIn = { preHandler: app.authenticate };
  const graders = { preHandler: app.requireRole(Role.Lecturer, Role.Admin) };

  // Multipart is parsed in this one route's scope only, so no other route accepts a form body.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      attachFieldsToBody: false,
      throwFileSizeLimit: true,
      limits: { fileSize: app.deps.config.uploadLimit + 1 },
    });

    scope.withTypeProvider<ZodTypeProvider>().post(
      '/lectures/:id/submissions',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary:
            'Ödevi gönderir (metin, bağlantı, dosya; en az biri); notlanana kadar yenisi öncekinin yerini alır',
          description:
            'multipart/form-data: text (en fazla 20.000 karakter), link (http/https), file (en fazla 50 MB; PDF, resim, ZIP, Office veya düz metin; türü dosyanın içeriğinden anlaşılır ve uzantıyla uyuşmalıdır). Dosyasız gönderim JSON olabilir. data: teslimin kimliği.',
          params: IdParamsSchema,
          consumes: ['multipart/form-data', 'application/json'],
          response: responses(z.uuid(), 401, 403, 404, 413, 422),
        },
      },
      async (request) => {
        const user = userOf(request);
        const form = await readForm(request, app.deps, submissionForm);
        try {
          const fields = parseForm(SubmissionFieldsSchema, form.fields);
          // A file is a stored upload of this request, never a value a JSON body or a text part made up.
          if (form.fields.file !== undefined)
            throw appError('VALIDATION_FAILED', { fields: { file: am.fileType } });
          const file = form.files.file?.[0] ?? null;
          if (!fields.text && !fields.link && !file)
            throw appError('VALIDATION_FAILED', { message: am.empty, fields: { text: am.empty } });
          const { id, replacedKey, isReplaced } = await submitAssignment(db, request.params.id, user, {
            ...fields,
            file,
          });
          await form.discard(file ? [file] : []);
          if (replacedKey) await storage.delete(replacedKey).catch((e) => request.log.warn(e));
          return ok(id, isReplaced ? am.resubmitted : am.submitted);
        } catch (error) {
          await form.discard();
          throw error;
        }
      },
    );
  });

  r.get(
    '/lectures/:id/submissions/mine',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Öğrencinin bu ödeve teslimi, notu ve geri bildirimiyle (henüz yoksa null)',
        params: IdParamsSchema,
        response: responses(MySubmissionSchema.nullable(), 401, 403, 404, 422),
      },
    },
    async (request) => ok(await mySubmission(db, signer, request.params.id, userOf(request))),
  );

  r.get(
    '/lecturer/submissions',
    {
      ...graders,
      schema: {
        tags,
        security,
        summary:
          'Eğitmenin ödevlerine gelen teslimler: notlanmamışlar önce, en eski önce (yönetici: bütün kurslar)',
        querystring: LecturerSubmissionsQuerySchema,
        response: responses(pagedSchema(SubmissionItemSchema), 401, 403),
      },
    },
    async (request) => ok(await lecturerSubmissions(db, userOf(request), request.query)),
  );

  r.get(
    '/submissions/:id',
    {
      ...graders,
      schema: {
        tags,
        security,
        summary: 'Bir teslim (kursun eğitmeni veya yönetici): metin, bağlantı, dosya bağlantısı, not',
        params: IdParamsSchema,
        response: responses(SubmissionDetailSchema, 401, 403, 404),
      },
    },
    async (request) => ok(await submissionDetail(db, signer, request.params.id, userOf(request))),
  );

  r.post(
    '/submissions/:id/grade',
    {
      ...graders,
      schema: {
        tags,
        security,
        summary:
          'Teslimi notlandırır (0 ≤ score ≤ maxScore, feedback); en az yarım puan dersi tamamlar; öğrenci ve velileri bilgilendirilir',
        params: IdParamsSchema,
        body: GradeInputSchema,
        response: responses(GradeResultSchema, 401, 403, 404),
      },
    },
    async (request) =>
      ok(await gradeSubmission(db, events, request.params.id, userOf(request), request.body), am.graded),
  );

  await app.register(submissionFileRoute(signer));
};
