import type { Tx } from '../../db/client.ts';
import { appError, retryAfter } from '../../lib/app-error.ts';
import { claimWindowSlot } from '../auth/index.ts';

/** Attempts a learner may send per quiz in an hour (module README: quiz attempts). */
export const QUIZ_ATTEMPTS_PER_WINDOW = 3;
export const QUIZ_ATTEMPT_WINDOW_MS = 60 * 60 * 1000;
export const QUIZ_ATTEMPT_BUCKET = 'quiz-attempt';

/**
 * Counts one attempt of `userId` at the quiz `lectureId`, or refuses it with 429 `QUIZ_ATTEMPTS_EXCEEDED` and a
 * Retry-After of the seconds until the oldest of the hour's attempts leaves it. Without a limit the answers could be
 * found by changing one answer at a time and watching the score. Attempts are rows of the auth module's
 * `rate_limit_events` (no table of their own), claimed inside the caller's transaction, so two attempts sent at
 * once cannot both take the last slot and a refused or failed attempt counts nothing.
 */
export const claimQuizAttempt = async (tx: Tx, userId: string, lectureId: string, now = new Date()) => {
  const claim = await claimWindowSlot(
    tx,
    { bucket: QUIZ_ATTEMPT_BUCKET, max: QUIZ_ATTEMPTS_PER_WINDOW, windowMs: QUIZ_ATTEMPT_WINDOW_MS },
    `${userId}:${lectureId}`,
    now,
  );
  if (!claim.isClaimed) {
    const seconds = (claim.freesAt.getTime() - now.getTime()) / 1000;
    throw appError('QUIZ_ATTEMPTS_EXCEEDED', { headers: retryAfter(seconds) });
  }
};
