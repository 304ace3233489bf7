import type { AppDeps } from '../../app.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { removeDeadWorkFolders, type TranscodeJob, transcodeLectureVideo } from '../authoring/index.ts';
import { sendSessionReminders } from '../classes/index.ts';
import { sendWeeklyDigest } from '../families/index.ts';
import type { SendMailJob } from '../mail/index.ts';
import { requeueUnsentMail, sendOutboxBatch } from '../mail/index.ts';
import { expireOverdueTransfers, reconcileCardOrders } from '../orders/index.ts';
import { cardGatewayOf } from '../payments/index.ts';
import type { JobEngine } from './job-engine.ts';

/**
 * Mail jobs fetched at once. Each batch costs a fixed few statements (fetch, claim, mark sent, settle), so larger
 * batches leave PGlite's one connection to requests; 25 mails are sent within about a second, far inside the job's
 * 60 s expiry.
 */
const MAIL_BATCH = 25;

/** The handlers of every queue (modules/jobs/README.md). */
export const startWorkers = async (
  jobs: JobEngine,
  deps: Pick<AppDeps, 'db' | 'config' | 'secrets' | 'notificationHub' | 'database' | 'storage'>,
  mailer: Pick<Mailer, 'sendComposed' | 'settings'>,
  log: Parameters<typeof transcodeLectureVideo>[0]['log'],
) => {
  if (!jobs.isWorking) return;
  const { db, config } = deps;
  // One fetch of mail jobs is one batch of outbox rows: claimed, rendered, sent and marked together (modules/mail).
  await jobs.workBatch<SendMailJob>('mail.send', MAIL_BATCH, async (batch) => {
    const outcomes = await sendOutboxBatch(
      { db, config, secrets: deps.secrets, mailer, log },
      batch.map((job) => ({ outboxId: job.data.outboxId, isLastAttempt: job.isLastAttempt })),
    );
    const errors = new Map<string, unknown>();
    for (const job of batch) {
      const outcome = outcomes.get(job.data.outboxId);
      if (outcome instanceof Error) errors.set(job.id, outcome);
    }
    return errors;
  });
  await jobs.work('mail.requeue-unsent', async () => {
    await requeueUnsentMail(db, jobs);
  });
  // At start too, not only on the schedule: after a restore (done with the server stopped) the restored pending
  // mail goes out when the server comes back, not up to 5 minutes later.
  await jobs.send(db, 'mail.requeue-unsent', {});
  await jobs.work('orders.expire-transfers', async () => {
    await expireOverdueTransfers(db, { jobs, publicUrl: config.publicUrl, hub: deps.notificationHub });
  });
  await jobs.work('orders.reconcile-card-payments', async () => {
    const events = {
      jobs,
      publicUrl: config.publicUrl,
      dataKey: deps.secrets.dataKey,
      hub: deps.notificationHub,
    };
    await reconcileCardOrders({ db, events, config, dataKey: deps.secrets.dataKey }, cardGatewayOf(config));
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
  await jobs.work('classes.session-reminders', async () => {
    await sendSessionReminders(db, {
      jobs,
      publicUrl: config.publicUrl,
      dataKey: deps.secrets.dataKey,
      hub: deps.notificationHub,
    });
  });
  // One transcode at a time in this process (a batch of one: a fetched job waits for no other), at low priority.
  // What a killed process left is dealt with first: its working folders (and any ffmpeg still in them) are
  // removed, and its transcodes handed back for a retry (abandoned-jobs.ts; decision 052).
  await removeDeadWorkFolders();
  await jobs.recoverAbandoned('video.transcode');
  await jobs.workBatch<TranscodeJob>('video.transcode', 1, async ([job]) => {
    const errors = new Map<string, unknown>();
    if (!job) return errors;
    await transcodeLectureVideo({ db, storage: deps.storage, log }, job.data, {
      isLastAttempt: job.isLastAttempt,
      signal: job.signal,
    }).catch((error: unknown) => errors.set(job.id, error));
    return errors;
  });
};
