import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const StatusSchema = z.object({ status: z.string() });

/** Liveness (`/healthz`) and readiness (`/readyz`: 200 only while the database answers). */
export const healthRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/healthz',
    { schema: { tags: ['health'], response: { 200: StatusSchema } }, logLevel: 'warn' },
    async () => ({ status: 'ok' }),
  );
  r.get(
    '/readyz',
    { schema: { tags: ['health'], response: { 200: StatusSchema, 503: StatusSchema } }, logLevel: 'warn' },
    async (_request, reply) => {
      if (app.isShuttingDown) return reply.status(503).send({ status: 'shutting-down' });
      try {
        await app.deps.database.ping();
        return { status: 'ready' };
      } catch (error) {
        app.log.warn({ err: error }, 'database did not answer the readiness check');
        return reply.status(503).send({ status: 'database-unavailable' });
      }
    },
  );
};
