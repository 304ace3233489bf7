import { buildApp } from './app.ts';
import { loadConfig } from './config/env.ts';
import { openContext } from './context.ts';
import { runStartupTasks } from './startup.ts';

const SHUTDOWN_GRACE_MS = 10_000;

/** Starts the server and stops it gracefully: no new requests, in-flight ones finish, the database closes. */
const main = async () => {
  const config = loadConfig();
  const deps = await openContext(config);
  const app = await buildApp(deps);
  await runStartupTasks({ ...deps, jobs: app.jobs }, app.log);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Kampüs hazır: ${config.publicUrl} (veritabanı: ${deps.database.driver})`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.isShuttingDown = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('in-flight requests did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await app.close();
      await deps.database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
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
