import type { Queue } from 'pg-boss';

/**
 * Every queue of the job engine with its retry rule (modules/jobs/README.md). Mail is retried 6–12 s after a
 * failure, then with doubling waits capped at five minutes; 20 retries outlast more than an hour of SMTP outage.
 */
export const QUEUES = {
  'mail.send': {
    retryLimit: 20,
    retryDelay: 6,
    retryBackoff: true,
    retryDelayMax: 300,
    expireInSeconds: 60,
  },
  // Singleton: one sweep runs at a time, across instances, so two sweeps never both queue the same row.
  'mail.requeue-unsent': {
    policy: 'singleton',
    retryLimit: 3,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 120,
  },
  'orders.expire-transfers': { retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
  // Singleton: one reconciliation at a time; settling is idempotent (row lock, only from Pending) all the same.
  'orders.reconcile-card-payments': {
    policy: 'singleton',
    retryLimit: 3,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 300,
  },
  // Singleton: one digest run at a time; a retried run queues only the mails the failed one had not (event keys).
  'families.weekly-digest': {
    policy: 'singleton',
    retryLimit: 3,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 1800,
  },
  // Singleton: one reminder sweep at a time; each session is also locked and marked, so none is reminded twice.
  'classes.session-reminders': {
    policy: 'singleton',
    retryLimit: 3,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 600,
  },
  // One upload's transcode (modules/media). The worker refreshes a heartbeat every 15 s while it runs: a job whose
  // process died is failed and retried once its heartbeat is 30 s old (at the next start, or pg-boss's next
  // supervision; decision 052), while a long transcode keeps running up to its 2 h expiry. A file ffmpeg cannot read
  // fails at once without retries.
  'video.transcode': {
    retryLimit: 2,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: 7200,
    heartbeatSeconds: 30,
  },
} as const satisfies Record<string, Omit<Queue, 'name'>>;

export type QueueName = keyof typeof QUEUES;

/**
 * Queues fed only by the schedules below, polled at a fifth of the rate of the others: their jobs come every few
 * minutes and a few seconds more before one starts change nothing, while every poll is a statement and a wake-up of
 * the server between requests. Mail, its requeue sweep (also queued at start) and transcodes, which people wait
 * for, are polled at `JOB_POLL_SECONDS`.
 */
export const SWEEP_QUEUES: ReadonlySet<QueueName> = new Set([
  'orders.expire-transfers',
  'orders.reconcile-card-payments',
  'families.weekly-digest',
  'classes.session-reminders',
]);
export const SWEEP_POLL_FACTOR = 5;

/**
 * Recurring work: bank transfers left unpaid past their window are cancelled (and their buyers told) every 10 min;
 * card orders Pending over 20 min are settled from the provider's answer every 5 min;
 * outbox rows left pending without a send job (a restored backup, a lost job) are queued again every 5 min; the
 * weekly family digest is queued every Monday at 09:00 (the engine runs every schedule in Europe/Istanbul).
 */
export const SCHEDULES: ReadonlyArray<{ queue: QueueName; cron: string }> = [
  { queue: 'orders.expire-transfers', cron: '*/10 * * * *' },
  { queue: 'orders.reconcile-card-payments', cron: '*/5 * * * *' },
  { queue: 'mail.requeue-unsent', cron: '*/5 * * * *' },
  { queue: 'families.weekly-digest', cron: '0 9 * * 1' },
  { queue: 'classes.session-reminders', cron: '*/10 * * * *' },
];
