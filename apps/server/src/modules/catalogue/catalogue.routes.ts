import {
  CourseDetailSchema,
  CourseListItemSchema,
  CourseQuerySchema,
  CourseRecordSchema,
  FilterOptionSchema,
  IdParamsSchema,
  PagedCoursesSchema,
} from '@kampus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appError } from '../../lib/app-error.ts';
import { ok, responses } from '../../lib/envelope.ts';
import { userOf } from '../../plugins/auth.ts';
import { isStorageKey, sendStoredObject } from '../../plugins/storage.ts';
import {
  categoryFilterOptions,
  getCourseDetail,
  getCourseRecord,
  listMyCourses,
  tagFilterOptions,
} from './catalogue.service.ts';
import { COVER_AREA } from './course-cards.ts';
import { createCourseList } from './course-list-query.ts';

const tags = ['catalogue'];
const optionalAuth: { [name: string]: string[] }[] = [{}, { bearerAuth: [] }];

/** Cover images only: anything else in storage is never served from this public path. */
const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

/** Catalogue: filter options, the paginated course list, course detail and record, my courses, cover images. */
export const catalogueRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = app.deps;
  const courseList = createCourseList(db, {
    // Counts fall back to SQL while the index cannot load; say why once per failed load.
    countIndex: { onError: (err) => app.log.warn({ err }, 'catalogue count index not loaded') },
  });
  app.addHook('onReady', async () => {
    // Never a reason not to start: without the index, counts are SQL.
    await courseList
      .warmUp()
      .catch((err: unknown) => app.log.warn({ err }, 'catalogue count index not loaded'));
  });
  app.addHook('onClose', () => courseList.close());

  r.get(
    '/categories/filter-options',
    {
      schema: {
        tags,
        summary: 'Kategori filtre seçenekleri',
        response: responses(z.array(FilterOptionSchema)),
      },
    },
    async () => ok(await categoryFilterOptions(db)),
  );

  r.get(
    '/tags/filter-options',
    {
      schema: {
        tags,
        summary: 'Etiket filtre seçenekleri',
        response: responses(z.array(FilterOptionSchema)),
      },
    },
    async () => ok(await tagFilterOptions(db)),
  );

  r.get(
    '/courses/paginated',
    {
      preHandler: app.identify,
      schema: {
        tags,
        summary: 'Yayındaki kurslar: filtreli, sayfalı',
        security: optionalAuth,
        querystring: CourseQuerySchema,
        response: responses(PagedCoursesSchema),
      },
    },
    async (request, reply) => {
      const { currentUser, stateVersions } = request;
      if (!currentUser || !stateVersions)
        return reply
          .type('application/json; charset=utf-8')
          .send(await courseList.visitorPageJson(request.query));
      const viewer = {
        userId: currentUser.id,
        catalogueVersion: stateVersions.catalogue,
        learnerVersion: stateVersions.learner,
      };
      return ok(await courseList.page(request.query, viewer));
    },
  );

  r.get(
    '/courses/my-courses',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Kayıtlı olduğum kurslar',
        security: [{ bearerAuth: [] }],
        response: responses(z.array(CourseListItemSchema), 401),
      },
    },
    async (request) => ok(await listMyCourses(db, userOf(request).id)),
  );

  r.get(
    '/courses/:id/detail',
    {
      preHandler: app.identify,
      schema: {
        tags,
        summary: 'Kurs detayı',
        security: optionalAuth,
        params: IdParamsSchema,
        response: responses(CourseDetailSchema, 404),
      },
    },
    async (request) => ok(await getCourseDetail(db, request.params.id, request.currentUser)),
  );

  r.get(
    '/courses/:id',
    {
      preHandler: app.identify,
      schema: {
        tags,
        summary: 'Kurs kaydı (düzenleme formu için)',
        security: optionalAuth,
        params: IdParamsSchema,
        response: responses(CourseRecordSchema, 404),
      },
    },
    async (request) => ok(await getCourseRecord(db, request.params.id, request.currentUser)),
  );

  r.get(
    '/media/covers/:key',
    {
      schema: {
        tags,
        summary: 'Kurs kapak görseli',
        params: z.object({ key: z.string().max(64) }),
      },
      logLevel: 'warn',
    },
    async (request, reply) => {
      const key = `${COVER_AREA}/${request.params.key}`;
      const extension = request.params.key.split('.').pop()?.toLowerCase() ?? '';
      const contentType = IMAGE_TYPES[extension];
      if (!contentType || !isStorageKey(key)) throw appError('COVER_NOT_FOUND');
      // Keys are never reused (a new cover gets a new key), so a cover can be cached for good.
      return sendStoredObject(request, reply, storage, key, {
        contentType,
        cacheControl: 'public, max-age=31536000, immutable',
      });
    },
  );
};
