import type { PgBoss } from 'pg-boss';
import type { QueueName } from './queues.ts';

type Log = { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };

export type RecoverDeps = {
  boss: PgBoss;
  /** PGlite: the data directory is locked to this process (db/data-dir-lock.ts), so no other process works jobs. */
  isSoleProcess: boolean;
  log: Log;
};

type ActiveRow = { id: string; retry_count: number; is_stale: boolean; seconds_left: number | string | null };

/**
 * A job a process left `active` when it died (SIGKILL, power loss) is otherwise handed out again only when pg-boss
 * notices: at its expiry (2 h for a transcode) or, for a queue with `heartbeatSeconds`, at the first supervision
 * pass (every minute, claimed by one instance) after its heartbeat went stale. At the start of a queue's worker this
 * fails such jobs at once (pg-boss then retries them after the queue's delay, counting the attempt):
 * - on PGlite every active job is abandoned: only this process can open the database;
 * - on PostgreSQL, where other live instances may hold jobs, only jobs whose heartbeat is older than its interval
 *   (a live worker refreshes it every half interval); jobs with a fresh heartbeat are looked at once more when
 *   it would be stale, which catches the job of a process that was killed just before this one started.
 * Failing names the attempt (id and retry count), so a job another instance has claimed again meanwhile is untouched.
 */
export const recoverAbandonedJobs = async (
  deps: RecoverDeps,
  queue: QueueName,
  onRecheck: (timer: NodeJS.Timeout) => void,
): Promise<void> => {
  const { rows } = (await deps.boss.getDb().executeSql(
    `SELECT id, retry_count,
        (heartbeat_seconds IS NOT NULL
          AND COALESCE(heartbeat_on, started_on) < now() - heartbeat_seconds * interval '1 second') AS is_stale,
        EXTRACT(EPOCH FROM COALESCE(heartbeat_on, started_on) + heartbeat_seconds * interval '1 second' - now())
          AS seconds_left
      FROM pgboss.job WHERE name = $1 AND state = 'active'`,
    [queue],
  )) as { rows: ActiveRow[] };
  const abandoned = rows.filter((r) => deps.isSoleProcess || r.is_stale);
  if (abandoned.length) {
    await deps.boss.fail(
      queue,
      abandoned.map((r) => ({ id: r.id, retryCount: Number(r.retry_count) })),
      { message: 'the process working this job ended before it finished' },
    );
    deps.log.info({ queue, jobIds: abandoned.map((r) => r.id) }, 'abandoned jobs handed back for a retry');
  }
  const fresh = rows.filter((r) => !abandoned.includes(r) && r.seconds_left !== null);
  if (!fresh.length) return;
  const wait = Math.max(...fresh.map((r) => Number(r.seconds_left))) + 1;
  const timer = setTimeout(() => {
    recoverAbandonedJobs({ ...deps, isSoleProcess: false }, queue, () => {}).catch((error: unknown) =>
      deps.log.warn({ err: error, queue }, 'abandoned jobs not checked'),
    );
  }, wait * 1000);
  timer.unref();
  onRecheck(timer);
};
