import { HomeDataSchema } from '@kampus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, responses } from '../../lib/envelope.ts';
import { userOf } from '../../plugins/auth.ts';
import { createHomeService } from './home.service.ts';

/** The student home page data. */
export const homeRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const home = createHomeService(app.deps.db);
  r.get(
    '/homepages/user',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['home'],
        summary: 'Öğrenci ana sayfası verileri',
        security: [{ bearerAuth: [] }],
        response: responses(HomeDataSchema, 401),
      },
    },
    async (request) => ok(await home.homeData(userOf(request).id)),
  );
};
