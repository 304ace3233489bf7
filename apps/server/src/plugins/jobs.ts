import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type JobEngine, startJobEngine, startWorkers } from '../modules/jobs/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Durable background jobs on the server's database (pg-boss; modules/jobs/README.md). */
    jobs: JobEngine;
  }
}

/**
 * Starts the job engine with the server. With JOB_WORKERS on (the default) this process also works the queues;
 * off, it only queues jobs for a separate `npm run worker`. Registered after the mailer, which the mail job uses.
 */
export const jobsPlugin = fp(async (app: FastifyInstance) => {
  const jobs = await startJobEngine(app.deps.database, app.deps.config, app.log);
  app.decorate('jobs', jobs);
  // Stops taking jobs before the mailer and the database close; a job still running is finished or handed back.
  app.addHook('preClose', () => jobs.stop());
  app.addHook('onClose', () => jobs.stop());
  await startWorkers(jobs, app.deps, app.mailer, app.log);
});
