import type { AppDeps } from '../../app.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { SendMailJob } from '../mail/outbox.ts';
import { sendOutboxMail } from '../mail/send-mail.ts';
import { expireOverdueTransfers } from '../orders/transfer-expiry.ts';
import type { JobEngine } from './job-engine.ts';

/**
 * The handlers of every queue (modules/jobs/README.md). Mail is sent two at a time on PGlite (one connection) and
 * four at a time on PostgreSQL.
 */
export const startWorkers = async (
  jobs: JobEngine,
  deps: Pick<AppDeps, 'db' | 'config' | 'secrets' | 'notificationHub' | 'database'>,
  mailer: Pick<Mailer, 'send'>,
) => {
  if (!jobs.isWorking) return;
  const { db, config } = deps;
  await jobs.work<SendMailJob>(
    'mail.send',
    async (job) => {
      await sendOutboxMail({ db, config, secrets: deps.secrets, mailer }, job.data.outboxId, {
        isLastAttempt: job.isLastAttempt,
      });
    },
    deps.database.driver === 'postgres' ? 4 : 2,
  );
  await jobs.work('orders.expire-transfers', async () => {
    await expireOverdueTransfers(db, { jobs, publicUrl: config.publicUrl, hub: deps.notificationHub });
  });
};
