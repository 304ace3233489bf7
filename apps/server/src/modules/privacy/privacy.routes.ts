import {
  IdParamsSchema,
  MyDeletionRequestSchema,
  PrivacyRequestPageSchema,
  PrivacyRequestsQuerySchema,
  privacyMessages,
  Role,
} from '@kampus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/envelope.ts';
import { userOf } from '../../plugins/auth.ts';
import { findById } from '../users/index.ts';
import { exportPersonalData } from './data-export.ts';
import {
  completePrivacyRequest,
  listPrivacyRequests,
  myDeletionRequest,
  requestDeletion,
} from './requests.service.ts';

const security = [{ bearerAuth: [] }];

/** The caller's data export and deletion request, and the admin's list and completion (modules/privacy/README.md). */
export const privacyRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, secrets } = app.deps;
  const signedIn = { preHandler: app.authenticate };
  const admin = { preHandler: app.requireRole(Role.Admin) };

  r.get(
    '/privacy/export',
    {
      ...signedIn,
      schema: {
        tags: ['privacy'],
        security,
        summary: 'Hakkınızda saklanan bütün veriler: JSON dosyalarından oluşan bir ZIP (KVKK md. 11)',
        description:
          'Yanıt `application/zip`; kimlik numaraları açık hâliyle `profil.json` içindedir. Zarf (envelope) yoktur.',
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const row = await findById(db, user.id);
      const bytes = await exportPersonalData(
        { db, dataKey: secrets.dataKey },
        { userId: user.id, email: row?.email ?? '' },
      );
      const day = new Date().toISOString().slice(0, 10);
      request.log.info({ event: 'privacy.export', userId: user.id }, 'personal data exported');
      reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="kampus-verilerim-${day}.zip"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff');
      return reply.send(Buffer.from(bytes));
    },
  );

  r.get(
    '/privacy/deletion-request',
    {
      ...signedIn,
      schema: {
        tags: ['privacy'],
        security,
        summary: 'Hesabınızın en son silme talebi (yoksa null)',
        response: responses(MyDeletionRequestSchema, 401),
      },
    },
    async (request) => ok(await myDeletionRequest(db, userOf(request).id)),
  );

  r.post(
    '/privacy/deletion-request',
    {
      ...signedIn,
      schema: {
        tags: ['privacy'],
        security,
        summary:
          'Hesabın ve kişisel verilerin silinmesini talep eder; açık talep varken 422; data talebin kimliği',
        response: responses(z.uuid(), 401, 422),
      },
    },
    async (request) => {
      const userId = userOf(request).id;
      const id = await requestDeletion(db, userId);
      request.log.info({ event: 'privacy.deletion-requested', userId }, 'deletion requested');
      return ok(id, privacyMessages.deletionRequested);
    },
  );

  r.get(
    '/admin/privacy-requests',
    {
      ...admin,
      schema: {
        tags: ['admin privacy'],
        security,
        summary: 'Silme talepleri, en yeni önce (varsayılan 10 kayıt)',
        querystring: PrivacyRequestsQuerySchema,
        response: responses(PrivacyRequestPageSchema, 400, 401, 403),
      },
    },
    async (request) => ok(await listPrivacyRequests(db, request.query)),
  );

  r.post(
    '/admin/privacy-requests/:id/complete',
    {
      ...admin,
      schema: {
        tags: ['admin privacy'],
        security,
        summary:
          'Talebi tamamlar: hesabın kişisel verileri silinir, siparişler ve faturalar anonim olarak kalır, hesap bir daha giriş yapamaz',
        params: IdParamsSchema,
        response: responses(z.null(), 400, 401, 403, 404, 422),
      },
    },
    async (request) => {
      const actorId = userOf(request).id;
      await completePrivacyRequest(db, secrets.dataKey, actorId, request.params.id);
      request.log.info(
        { event: 'privacy.erased', userId: actorId, requestId: request.params.id },
        'deletion request completed',
      );
      return ok(null, privacyMessages.requestCompleted);
    },
  );
};
