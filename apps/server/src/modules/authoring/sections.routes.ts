import {
  EditorSectionSchema,
  IdParamsSchema,
  MoveSectionSchema,
  Role,
  SectionCreateSchema,
  SectionUpdateSchema,
} from '@kampus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/envelope.ts';
import { userOf } from '../../plugins/auth.ts';
import { deleteFiles } from './access.ts';
import { createSection, deleteSection, getSection, moveSection, updateSection } from './sections.service.ts';

const tags = ['lecturer sections'];
const security = [{ bearerAuth: [] }];

/** Sections of the lecturer's courses: read, create, rename, delete, move (orders stay 0..n−1). */
export const sectionAuthoringRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const preHandler = app.requireRole(Role.Lecturer, Role.Admin);

  r.get(
    '/sections/:id',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Bir bölüm ve dersleri (sıralı)',
        params: IdParamsSchema,
        response: responses(EditorSectionSchema, 401, 403, 404),
      },
    },
    async (request) => ok(await getSection(db, userOf(request), request.params.id)),
  );

  r.post(
    '/sections',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Kursa yeni bölüm ekler (sona); data yeni bölümün kimliğidir',
        body: SectionCreateSchema,
        response: responses(z.uuid(), 401, 403, 404, 413),
      },
    },
    async (request) => ok(await createSection(db, userOf(request), request.body)),
  );

  r.put(
    '/sections',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Bölümün adını ve açıklamasını günceller; data kimliktir',
        body: SectionUpdateSchema,
        response: responses(z.uuid(), 401, 403, 404, 413),
      },
    },
    async (request) => ok(await updateSection(db, userOf(request), request.body)),
  );

  r.put(
    '/sections/move-section',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Bölümü verilen sıraya taşır (bir adım yukarı/aşağı komşusuyla yer değiştirir)',
        body: MoveSectionSchema,
        response: responses(z.null(), 401, 403, 404, 413, 422),
      },
    },
    async (request) => {
      await moveSection(db, userOf(request), request.body);
      return ok(null);
    },
  );

  r.delete(
    '/sections/:id',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Bölümü dersleriyle birlikte siler; sonraki bölümler kayar',
        params: IdParamsSchema,
        response: responses(z.null(), 401, 403, 404),
      },
    },
    async (request) => {
      const { removedKeys } = await deleteSection(db, userOf(request), request.params.id);
      await deleteFiles(app.deps.storage, removedKeys, request.log);
      return ok(null);
    },
  );
};
