import { count, lt } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { rateLimitEvents } from '../../db/schema/auth.ts';
import {
  dropKeyEventsBefore,
  keyEventsSince,
  keyEventTimesSince,
  lockBucketKey,
  recordKeyEvent,
} from './rate-limit-events.ts';

type Db = Database | Tx;

export const RATE_WINDOW_MS = 15 * 60 * 1000;

export type Limit = { bucket: string; max: number };
export type LimitCheck = { limit: Limit; key: string };

/** Counted in the database so the limits hold across restarts and server instances. */
export const limits = {
  loginFailAccount: { bucket: 'login-fail:account', max: 5 },
  loginFailAddress: { bucket: 'login-fail:address', max: 50 },
  forgotEmail: { bucket: 'forgot:email', max: 3 },
  forgotAddress: { bucket: 'forgot:address', max: 30 },
  /** One "your account was locked" mail per account and window, however often the lock is hit again. */
  lockoutNotice: { bucket: 'lockout-notice:account', max: 1 },
} satisfies Record<string, Limit>;

/**
 * Registrations per client address in 15 minutes (`REGISTER_LIMIT_PER_ADDRESS`, default 100): enough for a few
 * classrooms behind one address signing up together, too few for a script filling the database or burning CPU on
 * password hashing.
 */
export const registerLimit = (max: number): Limit => ({ bucket: 'register:address', max });

/** Accounts are keyed by the lower-cased address, so letter case cannot buy more attempts. */
export const accountKey = (email: string) => email.trim().toLowerCase();

/** Events of one key in the last 15 minutes. */
export const countInWindow = async (db: Db, limit: Limit, key: string, now = new Date()): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(rateLimitEvents)
    .where(keyEventsSince(limit.bucket, key, new Date(now.getTime() - RATE_WINDOW_MS)));
  return Number(row?.n ?? 0);
};

/**
 * Records one event for the key unless the window already holds `max` of them; true when it was recorded. The
 * check and the insert run under a transaction-scoped advisory lock on the key, so two server instances (or two
 * requests) racing for the last slot record it once.
 */
export const claimSlot = (db: Database, limit: Limit, key: string, now = new Date()): Promise<boolean> =>
  db.transaction(async (tx) => {
    await lockBucketKey(tx, limit.bucket, key);
    if ((await countInWindow(tx, limit, key, now)) >= limit.max) return false;
    await recordKeyEvent(tx, limit.bucket, key, now);
    return true;
  });

/**
 * The first limit already reached in the last 15 minutes, with the seconds until its oldest counted event
 * leaves the window (for Retry-After), or null when every limit still has room.
 */
export const exceededLimit = async (
  db: Db,
  checks: LimitCheck[],
  now = new Date(),
): Promise<{ retryAfterSeconds: number } | null> => {
  const since = new Date(now.getTime() - RATE_WINDOW_MS);
  for (const { limit, key } of checks) {
    if ((await countInWindow(db, limit, key, now)) < limit.max) continue;
    // Rejected attempts are not recorded, so the count sits at `max` and the oldest event leaving frees a slot.
    const recent = await keyEventTimesSince(db, limit.bucket, key, since).limit(1);
    const oldest = recent[0]?.createdAt ?? now;
    return { retryAfterSeconds: Math.max(1, (oldest.getTime() + RATE_WINDOW_MS - now.getTime()) / 1000) };
  }
  return null;
};

/** The longest window of any bucket in `rate_limit_events` (quiz attempts: one hour). */
const LONGEST_WINDOW_MS = 60 * 60 * 1000;

let lastGlobalPrune = 0;
const GLOBAL_PRUNE_EVERY_MS = 10 * 60 * 1000;

/**
 * Counts one event per check. Old events of the same keys go at once (cheap through the lookup index); keys
 * that never come back are swept by a table-wide prune at most every ten minutes per process.
 */
export const recordEvents = async (db: Db, checks: LimitCheck[], now = new Date()): Promise<void> => {
  if (checks.length === 0) return;
  const cutoff = new Date(now.getTime() - RATE_WINDOW_MS);
  await db
    .insert(rateLimitEvents)
    .values(checks.map(({ limit, key }) => ({ bucket: limit.bucket, key, createdAt: now })));
  for (const { limit, key } of checks) await dropKeyEventsBefore(db, limit.bucket, key, cutoff);
  if (now.getTime() - lastGlobalPrune > GLOBAL_PRUNE_EVERY_MS) {
    lastGlobalPrune = now.getTime();
    // Quiz attempts (modules/learning) share the table with an hour's window; the sweep keeps that long.
    await db
      .delete(rateLimitEvents)
      .where(lt(rateLimitEvents.createdAt, new Date(now.getTime() - LONGEST_WINDOW_MS)));
  }
};
