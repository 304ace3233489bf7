import {
  BookmarkCreateSchema,
  BookmarkSchema,
  IdParamsSchema,
  IdSchema,
  learningMessages as m,
} from '@kampus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/envelope.ts';
import { userOf } from '../../plugins/auth.ts';
import { addBookmark, listBookmarks, removeBookmark } from './bookmarks.service.ts';

const tags = ['bookmarks'];
const security = [{ bearerAuth: [] }];

/** Bookmarks: a learner's saved courses. */
export const bookmarkRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  r.get(
    '/bookmarks',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Kaydedilen kurslarım (en yeni önce)',
        security,
        response: responses(z.array(BookmarkSchema), 401),
      },
    },
    async (request) => ok(await listBookmarks(db, userOf(request))),
  );

  r.post(
    '/bookmarks',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Kursu kaydedilenlere ekle',
        security,
        body: BookmarkCreateSchema,
        response: responses(IdSchema, 401, 404, 422),
      },
    },
    async (request) => ok(await addBookmark(db, userOf(request), request.body.courseId), m.bookmarkAdded),
  );

  r.delete(
    '/bookmarks/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Kursu kaydedilenlerden çıkar',
        security,
        params: IdParamsSchema,
        response: responses(z.null(), 401, 404),
      },
    },
    async (request) => {
      await removeBookmark(db, userOf(request), request.params.id);
      return ok(null, m.bookmarkRemoved);
    },
  );
};
