import { sql } from 'drizzle-orm';
import { fromDrizzle, type JobResult, type JobWithMetadata, PgBoss, type Queue } from 'pg-boss';
import type { Config } from '../../config/env.ts';
import type { Database, DatabaseHandle, Tx } from '../../db/client.ts';
import { QUEUES, type QueueName, SCHEDULES } from './queues.ts';

type JobLog = {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

/** What a handler learns about its job: the data, and whether this is the last attempt before it stays failed. */
export type JobRun<T> = { id: string; data: T; attempt: number; isLastAttempt: boolean };

export type JobEngine = {
  /**
   * Queues a job in the caller's transaction (or on its own when given the database): the job exists only if the
   * change that asked for it commits.
   */
  send: (
    db: Database | Tx,
    queue: QueueName,
    data: object,
    /** Overrides the queue's retry rule for this job (a job that must not be retried). */
    options?: { retryLimit?: number },
  ) => Promise<string | null>;
  /** Works a queue in this process (only when JOB_WORKERS is on); `concurrency` jobs at a time. */
  work: <T>(
    queue: QueueName,
    handler: (job: JobRun<T>) => Promise<void>,
    concurrency?: number,
  ) => Promise<void>;
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
  return {
    isWorking: working,
    send: (db, queue, data, options = {}) =>
      boss.send(queue, data, { ...options, db: fromDrizzle(db as never, sql) }),
    work: async <T>(queue: QueueName, handler: (job: JobRun<T>) => Promise<void>, concurrency = 1) => {
      if (!working) return;
      // A batch per fetch, each job with its own outcome: a worker that fetched one job at a time waited a polling
      // interval between jobs (1 mail/s); `concurrency` jobs of the batch run at once.
      const batchSize = concurrency * 5;
      let workerId = '';
      workerId = await boss.work<T>(
        queue,
        {
          includeMetadata: true,
          perJobResults: true,
          batchSize,
          pollingIntervalSeconds: config.jobPollSeconds,
        },
        async (batch) => {
          const results: JobResult[] = [];
          const run = async (job: JobWithMetadata<T>) => {
            try {
              await handler({
                id: job.id,
                data: job.data,
                attempt: job.retryCount + 1,
                isLastAttempt: job.retryCount >= job.retryLimit,
              });
              results.push({ id: job.id, status: 'completed' });
            } catch (error) {
              const message = error instanceof Error ? error.message : String(error);
              log.warn({ err: error, queue, jobId: job.id, attempt: job.retryCount + 1 }, 'job failed');
              results.push({ id: job.id, status: 'failed', output: { message } });
            }
          };
          const waiting = [...batch] as JobWithMetadata<T>[];
          await Promise.all(
            Array.from({ length: concurrency }, async () => {
              for (let job = waiting.shift(); job; job = waiting.shift()) await run(job);
            }),
          );
          // A full batch means more is waiting: fetch again at once instead of after the polling interval.
          if (batch.length === batchSize) setImmediate(() => boss.notifyWorker(workerId));
          return results;
        },
      );
    },
    retry: async (queue, id) => {
      await boss.retry(queue, id);
    },
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await boss.stop({ graceful: true, timeout: STOP_GRACE_MS });
    },
  };
};
