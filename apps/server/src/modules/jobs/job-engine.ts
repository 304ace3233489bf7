import { sql } from 'drizzle-orm';
import { fromDrizzle, type JobResult, type JobWithMetadata, PgBoss, type Queue } from 'pg-boss';
import type { Config } from '../../config/env.ts';
import type { Database, DatabaseHandle, Tx } from '../../db/client.ts';
import { recoverAbandonedJobs } from './abandoned-jobs.ts';
import { QUEUES, type QueueName, SCHEDULES, SWEEP_POLL_FACTOR, SWEEP_QUEUES } from './queues.ts';

type JobLog = {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

/** What a handler learns about its job: the data, and whether this is the last attempt before it stays failed. */
export type JobRun<T> = {
  id: string;
  data: T;
  attempt: number;
  isLastAttempt: boolean;
  /** Aborted when this process no longer holds the job (its heartbeat found the claim gone, or it expired). */
  signal: AbortSignal;
};

/** Handles a batch of jobs at once; answers the jobs that failed with their errors. */
export type BatchHandler<T> = (jobs: JobRun<T>[]) => Promise<Map<string, unknown>>;

export type JobEngine = {
  /**
   * Queues a job in the caller's transaction (or on its own when given the database): the job exists only if the
   * change that asked for it commits.
   */
  send: (
    db: Database | Tx,
    queue: QueueName,
    data: object,
    /**
     * Overrides the queue's retry rule for this job (a job that must not be retried); `priority` below 0 lets
     * every job of the default priority 0 be fetched first (the demo's transcodes).
     */
    options?: { retryLimit?: number; priority?: number },
  ) => Promise<string | null>;
  /** Queues one job per item of `data` in one statement, in the caller's transaction like `send`; → how many. */
  sendMany: (db: Database | Tx, queue: QueueName, data: readonly object[]) => Promise<number>;
  /** Works a queue in this process (only when JOB_WORKERS is on); `concurrency` jobs at a time. */
  work: <T>(
    queue: QueueName,
    handler: (job: JobRun<T>) => Promise<void>,
    concurrency?: number,
  ) => Promise<void>;
  /**
   * Works a queue a batch at a time (only when JOB_WORKERS is on): the handler gets up to `batchSize` jobs and
   * answers the ones that failed, with their errors; the others complete.
   */
  workBatch: <T>(queue: QueueName, batchSize: number, handler: BatchHandler<T>) => Promise<void>;
  /**
   * Fails, so that they are retried, the jobs of a queue with heartbeats that a dead process left active
   * (abandoned-jobs.ts). Run when the queue's worker starts.
   */
  recoverAbandoned: (queue: QueueName) => Promise<void>;
  /** Puts a failed job back in its queue. */
  retry: (queue: string, id: string) => Promise<void>;
  /** Stops taking jobs and waits for the running ones (or hands them back when they outlast the grace). */
  stop: () => Promise<void>;
  isWorking: boolean;
};

/** Graceful stop: within the server's 10 s shutdown grace (docs/operations.md). */
const STOP_GRACE_MS = 6_000;

/**
 * pg-boss on the server's own database (decision 026): its own small pool on PostgreSQL; on PGlite the single
 * connection through `executeSql`, with its maintenance and schedules in this process only when it works jobs.
 */
export const startJobEngine = async (
  database: Pick<DatabaseHandle, 'jobs'>,
  config: Pick<Config, 'jobWorkers' | 'jobPollSeconds'>,
  log: JobLog,
): Promise<JobEngine> => {
  const working = config.jobWorkers;
  const common = { supervise: working, schedule: working, application_name: 'kampus-jobs' };
  const boss =
    database.jobs.kind === 'postgres'
      ? new PgBoss({ ...common, connectionString: database.jobs.connectionString, max: 4 })
      : new PgBoss({
          ...common,
          backend: 'pglite',
          db: { executeSql: database.jobs.executeSql as never },
        });
  boss.on('error', (error) => log.error({ err: error }, 'job engine error'));
  await boss.start();
  for (const [name, options] of Object.entries(QUEUES)) {
    // createQueue keeps an existing queue as it is; updateQueue brings its retry rule to this version's. A queue's
    // policy is fixed when it is created (pg-boss refuses to update it), so it is left out of the update.
    await boss.createQueue(name, options);
    const { policy: _policy, ...rules } = options as Omit<Queue, 'name'>;
    await boss.updateQueue(name, rules);
  }
  if (working)
    for (const { queue, cron } of SCHEDULES)
      await boss.schedule(queue, cron, null, { tz: 'Europe/Istanbul' });
  let stopped = false;
  const recheckTimers = new Set<NodeJS.Timeout>();
  // A batch per fetch, each job with its own outcome: a worker that fetched one job at a time waited a polling
  // interval between jobs (1 mail/s). A full batch means more is waiting: pg-boss fetches again at once.
  const workBatches = async <T>(queue: QueueName, batchSize: number, handler: BatchHandler<T>) => {
    if (!working) return;
    await boss.work<T>(
      queue,
      {
        includeMetadata: true,
        perJobResults: true,
        batchSize,
        burstWhenBatchFull: true,
        pollingIntervalSeconds: SWEEP_QUEUES.has(queue)
          ? config.jobPollSeconds * SWEEP_POLL_FACTOR
          : config.jobPollSeconds,
      },
      async (batch) => {
        const jobs = batch as JobWithMetadata<T>[];
        const errors = await handler(
          jobs.map((job) => ({
            id: job.id,
            data: job.data,
            attempt: job.retryCount + 1,
            isLastAttempt: job.retryCount >= job.retryLimit,
            signal: job.signal,
          })),
        );
        return jobs.map((job): JobResult => {
          if (!errors.has(job.id)) return { id: job.id, status: 'completed' };
          const error = errors.get(job.id);
          const message = error instanceof Error ? error.message : String(error);
          log.warn({ err: error, queue, jobId: job.id, attempt: job.retryCount + 1 }, 'job failed');
          return { id: job.id, status: 'failed', output: { message } };
        });
      },
    );
  };
  return {
    isWorking: working,
    send: (db, queue, data, options = {}) =>
      boss.send(queue, data, { ...options, db: fromDrizzle(db as never, sql) }),
    sendMany: async (db, queue, data) => {
      if (data.length === 0) return 0;
      await boss.insert(
        queue,
        data.map((d) => ({ data: d })),
        { db: fromDrizzle(db as never, sql) },
      );
      return data.length;
    },
    work: <T>(queue: QueueName, handler: (job: JobRun<T>) => Promise<void>, concurrency = 1) =>
      workBatches<T>(queue, concurrency * 5, async (runs) => {
        const errors = new Map<string, unknown>();
        const waiting = [...runs];
        await Promise.all(
          Array.from({ length: concurrency }, async () => {
            for (let job = waiting.shift(); job; job = waiting.shift())
              await handler(job).catch((error: unknown) => errors.set(job.id, error));
          }),
        );
        return errors;
      }),
    workBatch: workBatches,
    recoverAbandoned: async (queue) => {
      if (!working) return;
      await recoverAbandonedJobs(
        { boss, isSoleProcess: database.jobs.kind === 'pglite', log },
        queue,
        (timer) => recheckTimers.add(timer),
      );
    },
    retry: async (queue, id) => {
      await boss.retry(queue, id);
    },
    stop: async () => {
      if (stopped) return;
      stopped = true;
      for (const timer of recheckTimers) clearTimeout(timer);
      await boss.stop({ graceful: true, timeout: STOP_GRACE_MS });
    },
  };
};
