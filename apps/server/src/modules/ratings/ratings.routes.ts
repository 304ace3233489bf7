import {
  CourseRatingsSchema,
  catalogueMessages,
  IdParamsSchema,
  RatingInputSchema,
  RatingsQuerySchema,
} from '@kampus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/envelope.ts';
import { userOf } from '../../plugins/auth.ts';
import { listRatings, rateCourse } from './ratings.service.ts';

const tags = ['ratings'];

/** Course ratings: the public list and the enrolled learner's own rating. */
export const ratingRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  r.get(
    '/courses/:id/ratings',
    {
      preHandler: app.identify,
      schema: {
        tags,
        summary: 'Kursun değerlendirmeleri (en yeni önce)',
        security: [{}, { bearerAuth: [] }],
        params: IdParamsSchema,
        querystring: RatingsQuerySchema,
        response: responses(CourseRatingsSchema, 404),
      },
    },
    async (request) => ok(await listRatings(db, request.params.id, request.currentUser, request.query)),
  );

  r.post(
    '/courses/:id/ratings',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Kursu puanla (varsa önceki puanın yerine geçer)',
        security: [{ bearerAuth: [] }],
        params: IdParamsSchema,
        body: RatingInputSchema,
        response: responses(z.null(), 401, 403, 404),
      },
    },
    async (request) => {
      await rateCourse(db, request.params.id, userOf(request), request.body);
      return ok(null, catalogueMessages.ratingSaved);
    },
  );
};
