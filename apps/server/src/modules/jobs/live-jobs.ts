import { type SQL, sql } from 'drizzle-orm';
import type { QueueName } from './queues.ts';

/**
 * A condition that is true while a job of `queue` whose data has `field` equal to `value` is waiting, waiting for a
 * retry, or running: the work it is about will still be done without anyone queueing it again. A job that completed,
 * was cancelled or used up its retries is not live (the last is an admin's to retry, `GET /admin/jobs/failed`).
 * Reads the job engine's own table (pg-boss, schema `pgboss`), like failed-jobs.ts; nothing else reads it.
 */
export const hasLiveJob = (queue: QueueName, field: string, value: SQL): SQL =>
  sql`EXISTS (SELECT 1 FROM pgboss.job j
      WHERE j.name = ${queue} AND j.state IN ('created', 'retry', 'active') AND j.data->>${field} = ${value})`;
