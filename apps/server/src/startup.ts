import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from './app.ts';
import { runDemoSeed } from './db/seed/run-demo-seed.ts';
import type { JobEngine } from './modules/jobs/index.ts';
import { ensureAdmin } from './modules/users/users.service.ts';

/**
 * Work done once at every start after migrations: the first admin and, on an empty database, the demo data (whose
 * video transcodes it queues on `jobs`).
 */
export const runStartupTasks = async (
  deps: AppDeps & { jobs: Pick<JobEngine, 'send'> },
  log: FastifyBaseLogger,
): Promise<void> => {
  if (deps.config.admin) {
    const admin = await ensureAdmin(deps.db, deps.secrets, deps.config.admin);
    if (admin.isCreated)
      log.info({ email: deps.config.admin.email }, 'first admin account created (ADMIN_EMAIL)');
    else if (admin.isRoleAdded)
      log.info({ email: deps.config.admin.email }, 'Admin role granted (ADMIN_EMAIL)');
  }
  await runDemoSeed(deps, log);
};
