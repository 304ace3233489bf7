import { FailedJobListQuerySchema, FailedJobPageSchema, IdParamsSchema, Role } from '@kampus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/envelope.ts';
import { listFailedJobs, retryFailedJob } from './failed-jobs.ts';

const security = [{ bearerAuth: [] }];
const tags = ['admin jobs'];

/** Failed background jobs for admins (CONTRACT.md §11; modules/jobs/README.md). */
export const jobRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const admin = { preHandler: app.requireRole(Role.Admin) };

  r.get(
    '/admin/jobs/failed',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Bütün denemeleri başarısız olmuş arka plan işleri, en son başarısız olan önce',
        querystring: FailedJobListQuerySchema,
        response: responses(FailedJobPageSchema, 400, 401, 403),
      },
    },
    async (request) => ok(await listFailedJobs(db, request.query)),
  );

  r.post(
    '/admin/jobs/:id/retry',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Başarısız olmuş bir işi yeniden kuyruğa koyar',
        params: IdParamsSchema,
        response: responses(z.null(), 400, 401, 403, 404, 422),
      },
    },
    async (request) => {
      await retryFailedJob(db, app.jobs, request.params.id);
      return ok(null);
    },
  );
};
