import type { FailedJob, FailedJobListQuery, Paged } from '@kampus/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/sql.ts';
import { appError } from '../../lib/app-error.ts';
import type { JobEngine } from './job-engine.ts';

/** The job engine's own table (pg-boss, schema `pgboss`): read here only, changed only through the engine. */
type FailedJobRow = {
  id: string;
  name: string;
  error: string | null;
  retry_count: number;
  failed_at: Date | string;
  total: number | string;
};

/** `GET /admin/jobs/failed`: jobs that used up their retries, the most recent failure first. */
export const listFailedJobs = async (db: Database, query: FailedJobListQuery): Promise<Paged<FailedJob>> => {
  const rows = await queryRows<FailedJobRow>(
    db,
    sql`SELECT id::text AS id, name, COALESCE(output->>'message', output::text) AS error, retry_count,
          COALESCE(completed_on, started_on, created_on) AS failed_at, count(*) OVER () AS total
        FROM pgboss.job WHERE state = 'failed'
        ORDER BY failed_at DESC, id
        LIMIT ${query.pageSize} OFFSET ${(query.pageNumber - 1) * query.pageSize}`,
  );
  const totalItemCount =
    rows.length > 0
      ? Number(rows[0]?.total)
      : Number(
          (
            await queryRows<{ n: number | string }>(
              db,
              sql`SELECT count(*) AS n FROM pgboss.job WHERE state = 'failed'`,
            )
          )[0]?.n ?? 0,
        );
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      error: r.error ?? '',
      attempts: r.retry_count + 1,
      failedAt: new Date(r.failed_at).toISOString(),
    })),
    currentPage: query.pageNumber,
    totalPageCount: Math.ceil(totalItemCount / query.pageSize),
    totalItemCount,
    hasNextPage: query.pageNumber * query.pageSize < totalItemCount,
  };
};

/** `POST /admin/jobs/:id/retry`: a failed job goes back to its queue with its retries counted afresh. */
export const retryFailedJob = async (db: Database, jobs: JobEngine, id: string): Promise<void> => {
  const [job] = await queryRows<{ name: string; state: string }>(
    db,
    sql`SELECT name, state FROM pgboss.job WHERE id = ${id}::uuid LIMIT 1`,
  );
  if (!job) throw appError('JOB_NOT_FOUND');
  if (job.state !== 'failed') throw appError('JOB_NOT_FAILED');
  await jobs.retry(job.name, id);
};
