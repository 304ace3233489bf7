import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  type ChangePassword,
  isPersonalPassword,
  type PersonalFacts,
  type ResetPassword,
} from '@kampus/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Secrets } from '../../config/secrets.ts';
import { passwordResetCodes } from '../../db/schema/auth.ts';
import { appError, retryAfter } from '../../lib/app-error.ts';
import { decryptField } from '../../lib/field-crypto.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { announcing } from '../announcements/index.ts';
import { mailContext, renderMail } from '../mail/index.ts';
import { findByEmail, findById, setPassword, type UserRow } from '../users/index.ts';
import { type AuthDeps, type ClientInfo, revokeUserSessions } from './auth.service.ts';
import { accountKey, exceededLimit, type LimitCheck, limits, recordEvents } from './rate-limits.ts';

/**
 * Passwords of existing accounts: changing one with the current password, and resetting a forgotten one with a
 * mailed code. Sessions (sign-in, refresh, sign-out) are in auth.service.ts.
 */

export const RESET_CODE_TTL_MS = 15 * 60 * 1000;
export const RESET_CODE_MAX_FAILURES = 5;

/** Compares two hex digests in constant time. */
const sameDigest = (a: string, b: string) => {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Reset codes are keyed with the data key: a six-digit code under a plain hash would fall to a million guesses
 * by anyone holding a copy of the database.
 */
const resetCodeDigest = (secrets: Pick<Secrets, 'dataKey'>, userId: string, code: string) =>
  createHmac('sha256', secrets.dataKey).update(`password-reset:${userId}:${code}`).digest('hex');
/** The account's own data a new password must not be built from (identification numbers decrypted here only). */
const personalFactsOf = (secrets: Pick<Secrets, 'dataKey'>, row: UserRow): PersonalFacts => {
  const decrypted = (value: string) => {
    // Accounts made from ADMIN_EMAIL start without identification numbers.
    try {
      return value ? decryptField(secrets.dataKey, value) : '';
    } catch {
      return '';
    }
  };
  return {
    email: row.email,
    name: row.name,
    surname: row.surname,
    parentName: row.parentName,
    parentSurname: row.parentSurname,
    identificationNumber: decrypted(row.identificationNumberEnc),
    parentIdentificationNumber: decrypted(row.parentIdentificationNumberEnc),
  };
};

/**
 * `POST /authentication/change-password`: needs the current password, refuses a new one built from the account's
 * own data (the schema already refused common ones); every other session ends.
 */
export const changePassword = async (
  deps: AuthDeps,
  user: { id: string; sessionId: string },
  input: ChangePassword,
): Promise<void> => {
  const { db, secrets, log } = deps;
  const row = await findById(db, user.id);
  if (!row || !(await verifyPassword(row.passwordHash, input.password))) {
    log.warn(
      { event: 'auth.password.change-refused', userId: user.id },
      'password change: wrong current password',
    );
    throw appError('WRONG_CURRENT_PASSWORD');
  }
  if (input.newPassword === input.password) throw appError('SAME_PASSWORD');
  if (isPersonalPassword(input.newPassword, personalFactsOf(secrets, row)))
    throw appError('PERSONAL_PASSWORD');
  await announcing(deps.events, (news) =>
    db.transaction(async (tx) => {
      await setPassword(tx, user.id, input.newPassword);
      await revokeUserSessions(tx, user.id, 'password-change', { exceptSessionId: user.sessionId });
      await news.passwordChanged(tx, user.id, 'changed', new Date());
    }),
  );
  log.info(
    { event: 'auth.password.changed', userId: user.id, sessionId: user.sessionId },
    'password changed; other sessions ended',
  );
};

/**
 * `POST /authentication/forgot-password`: always the same answer, whether or not the address has an account
 * (no enumeration). For a live account a new six-digit code replaces any earlier one and is mailed in the
 * background. Limited to 3 requests per e-mail and 30 per address in 15 minutes.
 */
export const requestPasswordReset = async (
  deps: AuthDeps,
  email: string,
  client: ClientInfo,
): Promise<void> => {
  const { db, secrets, mailer, log } = deps;
  const checks: LimitCheck[] = [
    { limit: limits.forgotEmail, key: accountKey(email) },
    { limit: limits.forgotAddress, key: client.ip },
  ];
  const blocked = await exceededLimit(db, checks);
  if (blocked) {
    log.warn({ event: 'auth.reset.limited', ip: client.ip }, 'reset request refused: too many requests');
    throw appError('TOO_MANY_RESET_REQUESTS', { headers: retryAfter(blocked.retryAfterSeconds) });
  }
  await recordEvents(db, checks);

  const user = await findByEmail(db, email);
  log.info(
    { event: 'auth.reset.requested', userId: user && !user.deletedAt ? user.id : null, ip: client.ip },
    'password reset requested',
  );
  if (!user || user.deletedAt) return;
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const now = new Date();
  await db.insert(passwordResetCodes).values({
    userId: user.id,
    codeHash: resetCodeDigest(secrets, user.id, code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_CODE_TTL_MS),
  });
  // Rendered after the answer too: an answer that waited for it would reveal which addresses have accounts. The
  // code goes straight to the mailer, never into the outbox, which would keep it readable in the database.
  mailer.sendInBackground(async () => ({
    to: user.email,
    ...(await renderMail('password-reset-code', { name: user.name, code }, mailContext(deps.config))),
  }));
};

/**
 * Checks a reset code against the newest code issued to the account. Each check first claims one of the five
 * attempts in a single conditional update (so parallel guesses cannot exceed the limit) and gives it back when
 * the code is right. Runs outside any transaction so that a failed attempt stays counted.
 */
const checkResetCode = async (
  deps: Pick<AuthDeps, 'db' | 'secrets' | 'log'>,
  email: string,
  code: string,
): Promise<{ user: UserRow; codeId: string }> => {
  const { db, secrets, log } = deps;
  const user = await findByEmail(db, email);
  if (!user || user.deletedAt) throw appError('RESET_CODE_INVALID');
  const [latest] = await db
    .select()
    .from(passwordResetCodes)
    .where(eq(passwordResetCodes.userId, user.id))
    .orderBy(desc(passwordResetCodes.createdAt))
    .limit(1);
  if (!latest || latest.usedAt || latest.expiresAt <= new Date()) throw appError('RESET_CODE_INVALID');
  const [claimed] = await db
    .update(passwordResetCodes)
    .set({ failedAttempts: sql`${passwordResetCodes.failedAttempts} + 1` })
    .where(
      and(
        eq(passwordResetCodes.id, latest.id),
        isNull(passwordResetCodes.usedAt),
        sql`${passwordResetCodes.failedAttempts} < ${RESET_CODE_MAX_FAILURES}`,
      ),
    )
    .returning({ failedAttempts: passwordResetCodes.failedAttempts });
  if (!claimed) {
    // Either the attempts are used up or a parallel reset spent the code a moment ago.
    const [current] = await db
      .select({ usedAt: passwordResetCodes.usedAt })
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.id, latest.id));
    throw appError(current?.usedAt ? 'RESET_CODE_INVALID' : 'RESET_CODE_ATTEMPTS_EXCEEDED');
  }
  if (!sameDigest(resetCodeDigest(secrets, user.id, code), latest.codeHash)) {
    log.warn(
      { event: 'auth.reset.code-failed', userId: user.id, failedAttempts: claimed.failedAttempts },
      'wrong password reset code',
    );
    throw appError(
      claimed.failedAttempts >= RESET_CODE_MAX_FAILURES
        ? 'RESET_CODE_ATTEMPTS_EXCEEDED'
        : 'RESET_CODE_INVALID',
    );
  }
  await db
    .update(passwordResetCodes)
    .set({ failedAttempts: sql`${passwordResetCodes.failedAttempts} - 1` })
    .where(eq(passwordResetCodes.id, latest.id));
  return { user, codeId: latest.id };
};

/** `POST /authentication/verify-code`: 200 when the code would be accepted now; it is not spent. */
export const verifyResetCode = async (
  deps: Pick<AuthDeps, 'db' | 'secrets' | 'log'>,
  email: string,
  code: string,
): Promise<void> => {
  await checkResetCode(deps, email, code);
};

/**
 * `POST /authentication/reset-password`: spends the code, sets the password and ends every session. A new password
 * built from the account's own data is refused after the code was checked (so only the code's holder learns why)
 * and before it is spent, so the same code can carry a better password.
 */
export const resetPassword = async (deps: AuthDeps, input: ResetPassword): Promise<void> => {
  const { user, codeId } = await checkResetCode(deps, input.email, input.code);
  const userId = user.id;
  if (isPersonalPassword(input.newPassword, personalFactsOf(deps.secrets, user)))
    throw appError('PERSONAL_PASSWORD');
  await announcing(deps.events, (news) =>
    deps.db.transaction(async (tx) => {
      // Two resets racing with one code: only the one that marks it used goes on.
      const spent = await tx
        .update(passwordResetCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResetCodes.id, codeId), isNull(passwordResetCodes.usedAt)))
        .returning({ id: passwordResetCodes.id });
      if (spent.length === 0) throw appError('RESET_CODE_INVALID');
      await setPassword(tx, userId, input.newPassword);
      await revokeUserSessions(tx, userId, 'password-reset');
      await news.passwordChanged(tx, userId, 'reset', new Date());
    }),
  );
  deps.log.info({ event: 'auth.reset.completed', userId }, 'password reset; every session ended');
};
