import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rateLimitEvents } from '../../db/schema/index.ts';
import { appError, retryAfter } from '../../lib/app-error.ts';

/** Attempts a learner may send per quiz in an hour (module README: quiz attempts). */
export const QUIZ_ATTEMPTS_PER_WINDOW = 3;
export const QUIZ_ATTEMPT_WINDOW_MS = 60 * 60 * 1000;
export const QUIZ_ATTEMPT_BUCKET = 'quiz-attempt';

/**
 * Counts one attempt of `userId` at the quiz `lectureId`, or refuses it with 429 `QUIZ_ATTEMPTS_EXCEEDED` and a
 * Retry-After of the seconds until the oldest of the hour's attempts leaves it. Without a limit the answers could be
 * found by changing one answer at a time and watching the score. Attempts are rows of `rate_limit_events` (no table
 * of their own), taken under an advisory lock on the key inside the caller's transaction, so two attempts sent at
 * once cannot both take the last slot and a refused or failed attempt counts nothing.
 */
export const claimQuizAttempt = async (tx: Tx, userId: string, lectureId: string, now = new Date()) => {
  const key = `${userId}:${lectureId}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${QUIZ_ATTEMPT_BUCKET}\n${key}`}))`);
  const since = new Date(now.getTime() - QUIZ_ATTEMPT_WINDOW_MS);
  const recent = await tx
    .select({ createdAt: rateLimitEvents.createdAt })
    .from(rateLimitEvents)
    .where(
      and(
        eq(rateLimitEvents.bucket, QUIZ_ATTEMPT_BUCKET),
        eq(rateLimitEvents.key, key),
        gt(rateLimitEvents.createdAt, since),
      ),
    )
    .orderBy(asc(rateLimitEvents.createdAt));
  if (recent.length >= QUIZ_ATTEMPTS_PER_WINDOW) {
    // Refused attempts are not recorded, so the hour holds exactly the counted ones; the oldest frees the slot.
    const oldest = recent[recent.length - QUIZ_ATTEMPTS_PER_WINDOW]?.createdAt ?? now;
    const seconds = (oldest.getTime() + QUIZ_ATTEMPT_WINDOW_MS - now.getTime()) / 1000;
    throw appError('QUIZ_ATTEMPTS_EXCEEDED', { headers: retryAfter(seconds) });
  }
  await tx.insert(rateLimitEvents).values({ bucket: QUIZ_ATTEMPT_BUCKET, key, createdAt: now });
  await tx
    .delete(rateLimitEvents)
    .where(
      and(
        eq(rateLimitEvents.bucket, QUIZ_ATTEMPT_BUCKET),
        eq(rateLimitEvents.key, key),
        lt(rateLimitEvents.createdAt, since),
      ),
    );
};
