import Fastify from 'fastify';
import { loadConfig } from './config/env.ts';
import { openContext } from './context.ts';
import { loggerOptions } from './lib/logging.ts';
import { createMailer } from './lib/mailer.ts';
import { startJobEngine, startWorkers } from './modules/jobs/index.ts';

/**
 * `npm run worker`: works the background jobs without serving HTTP, for a school whose web processes run with
 * JOB_WORKERS=false (docs/operations.md). Needs PostgreSQL: PGlite's data directory belongs to one process.
 */
const main = async () => {
  const config = { ...loadConfig(), jobWorkers: true };
  if (!config.databaseUrl)
    throw new Error(
      'Ayrı çalışan süreç PostgreSQL ister (DATABASE_URL). Gömülü veritabanında işler web sürecinde çalışır.',
    );
  // The server's logger (same fields and redaction), without an HTTP server.
  const log = Fastify({ logger: loggerOptions(config) }).log;
  const deps = await openContext(config);
  const mailer = createMailer(config, log);
  const jobs = await startJobEngine(deps.database, config, log);
  await startWorkers(jobs, deps, mailer, log);
  log.info('Kampüs iş süreci hazır');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'worker stopping');
    try {
      await jobs.stop();
      await mailer.close();
      await deps.database.close();
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'worker stop failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
