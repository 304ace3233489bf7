import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { rateLimitEvents } from '../../db/schema/auth.ts';

/*
 * The statements on `rate_limit_events` that the login and mail limits (rate-limits.ts) and the window slots of
 * other modules (window-slots.ts) share: both count one key's events of one bucket in a window.
 */

type Db = Database | Tx;

/**
 * Holds the bucket and key until the transaction ends, so two server instances (or two requests) checking and
 * recording the same key run one after the other and cannot both take the last slot.
 */
export const lockBucketKey = async (tx: Tx, bucket: string, key: string): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${bucket}\n${key}`}))`);
};

/** The events of `key` in `bucket` newer than `since`: the ones a window starting then counts. */
export const keyEventsSince = (bucket: string, key: string, since: Date) =>
  and(eq(rateLimitEvents.bucket, bucket), eq(rateLimitEvents.key, key), gt(rateLimitEvents.createdAt, since));

/** When each event of `key` in `bucket` newer than `since` happened, oldest first. */
export const keyEventTimesSince = (db: Db, bucket: string, key: string, since: Date) =>
  db
    .select({ createdAt: rateLimitEvents.createdAt })
    .from(rateLimitEvents)
    .where(keyEventsSince(bucket, key, since))
    .orderBy(asc(rateLimitEvents.createdAt));

/** Counts one event of `key` in `bucket` at `now`. */
export const recordKeyEvent = async (db: Db, bucket: string, key: string, now: Date): Promise<void> => {
  await db.insert(rateLimitEvents).values({ bucket, key, createdAt: now });
};

/** Removes the events of `key` in `bucket` older than `cutoff`: no window counts them any more. */
export const dropKeyEventsBefore = async (
  db: Db,
  bucket: string,
  key: string,
  cutoff: Date,
): Promise<void> => {
  await db
    .delete(rateLimitEvents)
    .where(
      and(
        eq(rateLimitEvents.bucket, bucket),
        eq(rateLimitEvents.key, key),
        lt(rateLimitEvents.createdAt, cutoff),
      ),
    );
};
