import { LecturerFinanceSchema, Role } from '@kampus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, responses } from '../../lib/envelope.ts';
import { userOf } from '../../plugins/auth.ts';
import { getLecturerFinance } from './finance.service.ts';

/** The lecturer's finance panel: revenue and buyers of their own courses from completed orders. */
export const financeRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  r.get(
    '/lecturer/finance',
    {
      preHandler: app.requireRole(Role.Lecturer, Role.Admin),
      schema: {
        tags: ['lecturer finance'],
        security: [{ bearerAuth: [] }],
        summary: 'Tamamlanan siparişlerden gelir: toplam, son 12 ay ve kurs bazında, öğrenci sayıları',
        response: responses(LecturerFinanceSchema, 401, 403),
      },
    },
    async (request) => ok(await getLecturerFinance(db, userOf(request))),
  );
};
