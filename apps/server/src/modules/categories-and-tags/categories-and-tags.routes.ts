import {
  adminMessages,
  IdParamsSchema,
  Role,
  TaxonomyCreateSchema,
  TaxonomyItemSchema,
  TaxonomyPageSchema,
  TaxonomyQuerySchema,
  TaxonomyUpdateSchema,
} from '@kampus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/envelope.ts';
import { userOf } from '../../plugins/auth.ts';
import {
  create,
  getOne,
  listAll,
  listPage,
  remove,
  type TaxonomyKind,
  update,
} from './categories-and-tags.service.ts';

const security = [{ bearerAuth: [] }];

const scopes: {
  kind: TaxonomyKind;
  base: string;
  name: string;
  /** The accusative, as in 'kategoriyi siler'. */
  accusative: string;
  notices: { created: string; updated: string; deleted: string };
}[] = [
  {
    kind: 'category',
    base: '/categories',
    name: 'Kategori',
    accusative: 'Kategoriyi',
    notices: {
      created: adminMessages.categoryCreated,
      updated: adminMessages.categoryUpdated,
      deleted: adminMessages.categoryDeleted,
    },
  },
  {
    kind: 'tag',
    base: '/tags',
    name: 'Etiket',
    accusative: 'Etiketi',
    notices: {
      created: adminMessages.tagCreated,
      updated: adminMessages.tagUpdated,
      deleted: adminMessages.tagDeleted,
    },
  },
];

/**
 * Categories and tags. Reading needs a session of any role, because the lecturer's course form lists
 * them too; creating, changing and deleting needs Admin.
 */
export const categoryAndTagRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const signedIn = { preHandler: app.authenticate };
  const admin = { preHandler: app.requireRole(Role.Admin) };

  for (const { kind, base, name, accusative, notices } of scopes) {
    const tags = [kind === 'category' ? 'categories' : 'tags'];

    r.get(
      base,
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: `${name} listesinin tamamı, Türkçe alfabetik sırada`,
          response: responses(z.array(TaxonomyItemSchema), 401),
        },
      },
      async () => ok(await listAll(db, kind)),
    );

    r.get(
      `${base}/paginated`,
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: `${name} listesinin bir sayfası (varsayılan 10 kayıt, başlığa göre artan)`,
          querystring: TaxonomyQuerySchema,
          response: responses(TaxonomyPageSchema, 401),
        },
      },
      async (request) => ok(await listPage(db, kind, request.query)),
    );

    r.get(
      `${base}/:id`,
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: `Bir ${name.toLocaleLowerCase('tr')}`,
          params: IdParamsSchema,
          response: responses(TaxonomyItemSchema, 401, 404),
        },
      },
      async (request) => ok(await getOne(db, kind, request.params.id)),
    );

    r.post(
      base,
      {
        ...admin,
        schema: {
          tags,
          security,
          summary: `Yeni ${name.toLocaleLowerCase('tr')} (yalnızca yönetici); data yeni kimliktir`,
          body: TaxonomyCreateSchema,
          response: responses(z.uuid(), 401, 403, 413, 422),
        },
      },
      async (request) => ok(await create(db, userOf(request), kind, request.body), notices.created),
    );

    r.put(
      base,
      {
        ...admin,
        schema: {
          tags,
          security,
          summary: `${name} başlığını ve açıklamasını günceller (yalnızca yönetici)`,
          body: TaxonomyUpdateSchema,
          response: responses(z.uuid(), 401, 403, 404, 413, 422),
        },
      },
      async (request) => ok(await update(db, userOf(request), kind, request.body), notices.updated),
    );

    r.delete(
      `${base}/:id`,
      {
        ...admin,
        schema: {
          tags,
          security,
          summary: `${accusative} siler ve kurslardan kaldırır (yalnızca yönetici)`,
          params: IdParamsSchema,
          response: responses(z.null(), 401, 403, 404),
        },
      },
      async (request) => {
        await remove(db, userOf(request), kind, request.params.id);
        return ok(null, notices.deleted);
      },
    );
  }
};
