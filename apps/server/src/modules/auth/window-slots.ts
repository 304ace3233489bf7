import type { Tx } from '../../db/client.ts';
import {
  dropKeyEventsBefore,
  keyEventTimesSince,
  lockBucketKey,
  recordKeyEvent,
} from './rate-limit-events.ts';

/**
 * A sliding-window limit kept in `rate_limit_events` for other modules (the learning module's quiz attempts), so
 * that table keeps one writer. Taken under an advisory lock on the bucket and key inside the caller's transaction:
 * two claims sent at once cannot both take the last slot, and a refused or failed one counts nothing.
 */
export type WindowLimit = { bucket: string; max: number; windowMs: number };

/**
 * Records one event of `key` in `limit`'s bucket, or records nothing and answers when the oldest counted event
 * leaves the window (the moment a slot frees). Events older than the window are removed on the way.
 */
export const claimWindowSlot = async (
  tx: Tx,
  limit: WindowLimit,
  key: string,
  now = new Date(),
): Promise<{ isClaimed: true } | { isClaimed: false; freesAt: Date }> => {
  await lockBucketKey(tx, limit.bucket, key);
  const since = new Date(now.getTime() - limit.windowMs);
  const recent = await keyEventTimesSince(tx, limit.bucket, key, since);
  if (recent.length >= limit.max) {
    // Refused events are not recorded, so the window holds exactly the counted ones; the oldest frees the slot.
    const oldest = recent[recent.length - limit.max]?.createdAt ?? now;
    return { isClaimed: false, freesAt: new Date(oldest.getTime() + limit.windowMs) };
  }
  await recordKeyEvent(tx, limit.bucket, key, now);
  await dropKeyEventsBefore(tx, limit.bucket, key, since);
  return { isClaimed: true };
};
