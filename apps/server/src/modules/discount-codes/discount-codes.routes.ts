import {
  AdminDiscountCodeCreateSchema,
  AdminDiscountCodeUpdateSchema,
  DiscountCodePageSchema,
  DiscountCodeSchema,
  DiscountCodesQuerySchema,
  IdParamsSchema,
  LecturerDiscountCodeCreateSchema,
  LecturerDiscountCodeUpdateSchema,
  PickerCourseSchema,
  Role,
} from '@kampus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/envelope.ts';
import { userOf } from '../../plugins/auth.ts';
import {
  createAdminCode,
  createLecturerCode,
  deleteDiscountCode,
  updateAdminCode,
  updateLecturerCode,
} from './discount-code-changes.ts';
import {
  allDiscountCodes,
  getDiscountCode,
  lecturerCoursesForDiscountCode,
  listDiscountCodes,
} from './discount-codes.service.ts';

const security = [{ bearerAuth: [] }];

/** Lecturer course codes under /lecturer/discount-codes, admin basket codes under /admin/discount-codes. */
export const discountCodeRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const lecturer = { preHandler: app.requireRole(Role.Lecturer, Role.Admin) };
  const admin = { preHandler: app.requireRole(Role.Admin) };
  const lecturerTags = ['lecturer discount codes'];
  const adminTags = ['admin discount codes'];

  r.get(
    '/courses/lecturer-courses-for-discount-code',
    {
      ...lecturer,
      schema: {
        tags: lecturerTags,
        security,
        summary: 'İndirim kodu formundaki kurs seçicisi için eğitmenin kendi kursları',
        response: responses(z.array(PickerCourseSchema), 401, 403),
      },
    },
    async (request) => ok(await lecturerCoursesForDiscountCode(db, userOf(request))),
  );

  for (const scope of ['lecturer', 'admin'] as const) {
    const base = `/${scope}/discount-codes`;
    const guard = scope === 'lecturer' ? lecturer : admin;
    const tags = scope === 'lecturer' ? lecturerTags : adminTags;

    r.get(
      `${base}/paginated`,
      {
        ...guard,
        schema: {
          tags,
          security,
          summary: 'İndirim kodlarının bir sayfası (varsayılan 10 kayıt, koda göre artan)',
          querystring: DiscountCodesQuerySchema,
          response: responses(DiscountCodePageSchema, 401, 403),
        },
      },
      async (request) => ok(await listDiscountCodes(db, userOf(request), scope, request.query)),
    );

    r.get(
      base,
      {
        ...guard,
        schema: {
          tags,
          security,
          summary: 'Bütün indirim kodları, koda göre sıralı',
          response: responses(z.array(DiscountCodeSchema), 401, 403),
        },
      },
      async (request) => ok(await allDiscountCodes(db, userOf(request), scope)),
    );

    r.get(
      `${base}/:id`,
      {
        ...guard,
        schema: {
          tags,
          security,
          summary: 'Bir indirim kodu',
          params: IdParamsSchema,
          response: responses(DiscountCodeSchema, 401, 403, 404),
        },
      },
      async (request) => ok(await getDiscountCode(db, userOf(request), request.params.id)),
    );

    r.delete(
      `${base}/:id`,
      {
        ...guard,
        schema: {
          tags,
          security,
          summary: 'İndirim kodunu siler',
          params: IdParamsSchema,
          response: responses(z.null(), 401, 403, 404),
        },
      },
      async (request) => {
        await deleteDiscountCode(db, userOf(request), request.params.id);
        return ok(null);
      },
    );
  }

  r.post(
    '/lecturer/discount-codes',
    {
      ...lecturer,
      schema: {
        tags: lecturerTags,
        security,
        summary: 'Eğitmenin kendi kursu için indirim kodu oluşturur; data yeni kodun kimliğidir',
        body: LecturerDiscountCodeCreateSchema,
        response: responses(z.uuid(), 401, 403, 413, 422),
      },
    },
    async (request) => ok(await createLecturerCode(db, userOf(request), request.body)),
  );

  r.put(
    '/lecturer/discount-codes',
    {
      ...lecturer,
      schema: {
        tags: lecturerTags,
        security,
        summary: 'Bir kurs indirim kodunu günceller (courseId boşsa kurs değişmez)',
        body: LecturerDiscountCodeUpdateSchema,
        response: responses(z.uuid(), 401, 403, 404, 413, 422),
      },
    },
    async (request) => ok(await updateLecturerCode(db, userOf(request), request.body)),
  );

  r.post(
    '/admin/discount-codes',
    {
      ...admin,
      schema: {
        tags: adminTags,
        security,
        summary: 'Sepetin tamamına uygulanan indirim kodu oluşturur; başlangıç geçmişte olamaz',
        body: AdminDiscountCodeCreateSchema,
        response: responses(z.uuid(), 401, 403, 413, 422),
      },
    },
    async (request) => ok(await createAdminCode(db, userOf(request), request.body)),
  );

  r.put(
    '/admin/discount-codes',
    {
      ...admin,
      schema: {
        tags: adminTags,
        security,
        summary: 'Bir sepet indirim kodunu günceller',
        body: AdminDiscountCodeUpdateSchema,
        response: responses(z.uuid(), 401, 403, 404, 413, 422),
      },
    },
    async (request) => ok(await updateAdminCode(db, userOf(request), request.body)),
  );
};
