import {
  AdminDashboardSchema,
  AdminUserPageSchema,
  AdminUserSchema,
  AdminUserUpdateSchema,
  adminMessages,
  IdParamsSchema,
  Role,
  UsersQuerySchema,
} from '@kampus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/envelope.ts';
import { userOf } from '../../plugins/auth.ts';
import { getAdminUser, listUsersPage } from '../users/index.ts';
import { adminDashboard } from './admin-dashboard.service.ts';
import { deleteAdminUser, updateAdminUser } from './admin-users.service.ts';

const security = [{ bearerAuth: [] }];

/** The admin dashboard and user administration; every route needs Admin. */
export const adminRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const admin = { preHandler: app.requireRole(Role.Admin) };

  r.get(
    '/admin/dashboard',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Yönetim paneli sayıları, son 30 günün kayıtları ve son 12 ayın satışları',
        response: responses(AdminDashboardSchema, 401, 403),
      },
    },
    async () => ok(await adminDashboard(db)),
  );

  r.get(
    '/users/paginated',
    {
      ...admin,
      schema: {
        tags: ['admin users'],
        security,
        summary: 'Kullanıcıların bir sayfası (varsayılan 10 kayıt, e-postaya göre artan); silinenler hariç',
        querystring: UsersQuerySchema,
        response: responses(AdminUserPageSchema, 401, 403),
      },
    },
    async (request) => ok(await listUsersPage(db, request.query)),
  );

  r.get(
    '/users/:id',
    {
      ...admin,
      schema: {
        tags: ['admin users'],
        security,
        summary: 'Bir kullanıcı; silinmiş hesaplar bulunamaz',
        params: IdParamsSchema,
        response: responses(AdminUserSchema, 401, 403, 404),
      },
    },
    async (request) => ok(await getAdminUser(db, request.params.id)),
  );

  r.put(
    '/users',
    {
      ...admin,
      schema: {
        tags: ['admin users'],
        security,
        summary:
          'Kullanıcının adını, soyadını ve rollerini günceller; e-posta değiştirilemez; data kimliktir',
        body: AdminUserUpdateSchema,
        response: responses(z.uuid(), 401, 403, 404, 413, 422),
      },
    },
    async (request) => {
      await updateAdminUser(db, userOf(request), request.body);
      return ok(request.body.id, adminMessages.userUpdated);
    },
  );

  r.delete(
    '/users/:id',
    {
      ...admin,
      schema: {
        tags: ['admin users'],
        security,
        summary: 'Kullanıcıyı siler (siparişleri kalır) ve bütün oturumlarını kapatır',
        params: IdParamsSchema,
        response: responses(z.null(), 401, 403, 404, 422),
      },
    },
    async (request) => {
      await deleteAdminUser(db, userOf(request), request.params.id);
      return ok(null, adminMessages.userDeleted);
    },
  );
};
