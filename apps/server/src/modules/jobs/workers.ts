import type { AppDeps } from '../../app.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { sendWeeklyDigest } from '../families/index.ts';
import type { SendMailJob } from '../mail/index.ts';
import { requeueUnsentMail, sendOutboxMail } from '../mail/index.ts';
import { expireOverdueTransfers } from '../orders/index.ts';
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
  await jobs.work('mail.requeue-unsent', async () => {
    await requeueUnsentMail(db, jobs);
  });
  // At start too, not only on the schedule: after a restore (done with the server stopped) the restored pending
  // mail goes out when the server comes back, not up to 5 minutes later.
  await jobs.send(db, 'mail.requeue-unsent', {});
  await jobs.work('orders.expire-transfers', async () => {
    await expireOverdueTransfers(db, { jobs, publicUrl: config.publicUrl, hub: deps.notificationHub });
  });
  await jobs.work('families.weekly-digest', async () => {
    const events = {
      jobs,
      publicUrl: config.publicUrl,
      dataKey: deps.secrets.dataKey,
      hub: deps.notificationHub,
    };
    await sendWeeklyDigest({ db, events }, new Date());
  });
};
