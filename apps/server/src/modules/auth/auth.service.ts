import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  type ChangePassword,
  isPersonalPassword,
  type Login,
  authMessages as m,
  type PersonalFacts,
  type Register,
  type ResetPassword,
  Role,
  type Tokens,
} from '@kampus/contract';
import { and, desc, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env.ts';
import type { Secrets } from '../../config/secrets.ts';
import type { Database, Tx } from '../../db/client.ts';
import { passwordResetCodes, refreshTokens, sessions, users } from '../../db/schema/index.ts';
import { signAccessToken } from '../../lib/access-token.ts';
import { lockoutNotice, passwordChangedNotice, passwordResetNotice } from '../../lib/account-notices.ts';
import { decryptField } from '../../lib/field-crypto.ts';
import { tooManyRequests, unauthorized, unprocessable } from '../../lib/legacy-errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { createUser, findByEmail, findById, setPassword, type UserRow } from '../users/users.service.ts';
import {
  accountKey,
  claimSlot,
  countInWindow,
  exceededLimit,
  type LimitCheck,
  limits,
  recordEvents,
  registerLimit,
} from './rate-limits.ts';

type Db = Database | Tx;
/**
 * What the account operations need. `log` is the request's logger, so every security event carries the request id;
 * events name users by id and never carry passwords, tokens, codes or identification numbers.
 */
export type AuthDeps = {
  db: Database;
  secrets: Secrets;
  mailer: Mailer;
  log: FastifyBaseLogger;
  config: Pick<Config, 'publicUrl' | 'registerLimitPerAddress'>;
};
export type ClientInfo = { ip: string; userAgent: string | undefined };

export const REFRESH_TOKEN_TTL_MS = 3 * 24 * 60 * 60 * 1000;
export const RESET_CODE_TTL_MS = 15 * 60 * 1000;
export const RESET_CODE_MAX_FAILURES = 5;

export type RevokeReason =
  | 'logout'
  | 'refresh-token-reuse'
  | 'password-change'
  | 'password-reset'
  | 'user-deleted';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

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

/** Verified against when the e-mail is unknown, so a wrong address costs as long as a wrong password. */
let dummyHash: Promise<string> | undefined;
const equaliseTiming = async (password: string) => {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
};

/**
 * `POST /authentication/register`: a new Student account; `data` is its id. Roles never come from the body (the
 * schema drops unknown fields and the role is set here). Every attempt that passes the schema counts towards the
 * per-address registration limit, the refused ones (an e-mail in use) too.
 */
export const register = async (deps: AuthDeps, input: Register, client: ClientInfo): Promise<string> => {
  const { db, secrets, log, config } = deps;
  const checks: LimitCheck[] = [{ limit: registerLimit(config.registerLimitPerAddress), key: client.ip }];
  const blocked = await exceededLimit(db, checks);
  if (blocked) {
    log.warn({ event: 'auth.register.limited', ip: client.ip }, 'registration refused: address limit');
    throw tooManyRequests(m.tooManyRegistrations, blocked.retryAfterSeconds);
  }
  await recordEvents(db, checks);
  const userId = await createUser(db, secrets, { ...input, roles: [Role.Student] });
  log.info({ event: 'auth.register', userId, ip: client.ip }, 'account registered');
  return userId;
};

/**
 * Opens a session with its first refresh token. The session ends 3 days after sign-in however often it is
 * refreshed (an absolute lifetime): rotation hands out new tokens, never more time.
 */
const openSession = async (tx: Db, userId: string, client: ClientInfo, now: Date) => {
  const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_MS);
  const [session] = await tx
    .insert(sessions)
    .values({
      userId,
      expiresAt,
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 500) ?? null,
      createdAt: now,
    })
    .returning({ id: sessions.id });
  if (!session) throw new Error('session insert returned no row');
  const refreshToken = randomBytes(32).toString('base64url');
  await tx
    .insert(refreshTokens)
    .values({ sessionId: session.id, tokenHash: sha256(refreshToken), expiresAt, createdAt: now });
  return { sessionId: session.id, refreshToken };
};

const tokensFor = async (
  secrets: Secrets,
  userId: string,
  session: { sessionId: string; refreshToken: string },
): Promise<Tokens> => ({
  accessToken: await signAccessToken(secrets.jwtSecret, { userId, sessionId: session.sessionId }),
  refreshToken: session.refreshToken,
});

/**
 * `POST /authentication/login`. One message for an unknown e-mail and a wrong password. Only failures count
 * towards the limits (5 per account, 50 per address in 15 minutes), because a classroom often shares one
 * address; a limited account is refused before its password is even checked.
 */
export const login = async (deps: AuthDeps, input: Login, client: ClientInfo): Promise<Tokens> => {
  const { db, secrets, log } = deps;
  const account = accountKey(input.username);
  const checks: LimitCheck[] = [
    { limit: limits.loginFailAccount, key: account },
    { limit: limits.loginFailAddress, key: client.ip },
  ];
  const blocked = await exceededLimit(db, checks);
  if (blocked) {
    log.warn({ event: 'auth.login.limited', ip: client.ip }, 'login refused: too many failures');
    throw tooManyRequests(m.tooManyLogins, blocked.retryAfterSeconds);
  }

  const user = await findByEmail(db, input.username);
  const isMatch = user ? await verifyPassword(user.passwordHash, input.password) : false;
  if (!user) await equaliseTiming(input.password);
  if (!user || !isMatch) {
    await recordEvents(db, checks);
    // The typed e-mail is not logged: people type passwords into the wrong field.
    log.warn(
      { event: 'auth.login.failed', userId: user?.id ?? null, isKnownAccount: Boolean(user), ip: client.ip },
      'login failed',
    );
    // Counted for unknown addresses too, so the answer takes as long whether or not the account exists.
    const failures = await countInWindow(db, limits.loginFailAccount, account);
    if (user && !user.deletedAt && failures >= limits.loginFailAccount.max)
      await noticeLockout(deps, user, account, client);
    throw unprocessable(m.invalidCredentials);
  }
  // Only someone who knows the password learns that the account was closed.
  if (user.deletedAt) {
    log.warn(
      { event: 'auth.login.deleted-account', userId: user.id, ip: client.ip },
      'login to a deleted account',
    );
    throw unprocessable(m.accountDeleted);
  }

  const now = new Date();
  const session = await db.transaction(async (tx) => {
    const opened = await openSession(tx, user.id, client, now);
    await tx.update(users).set({ lastActivityAt: now }).where(eq(users.id, user.id));
    return opened;
  });
  log.info(
    { event: 'auth.login', userId: user.id, sessionId: session.sessionId, ip: client.ip },
    'signed in',
  );
  if (now.getTime() - lastRetentionSweep > RETENTION_SWEEP_EVERY_MS) {
    lastRetentionSweep = now.getTime();
    const removed = await pruneEndedAuthRows(db, now);
    log.info({ event: 'auth.retention', ...removed }, 'ended sessions and old reset codes deleted');
  }
  return tokensFor(secrets, user.id, session);
};

/** How long ended sessions (with their refresh token hashes) and reset codes are kept for investigating an incident. */
export const AUTH_ROW_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
const RETENTION_SWEEP_EVERY_MS = 60 * 60 * 1000;
let lastRetentionSweep = 0;

/**
 * Deletes sessions that ended (expired or revoked) more than 30 days ago, their refresh tokens with them, and reset
 * codes that expired more than 30 days ago. Run from sign-ins at most once an hour per process, so a server that is
 * used keeps its authentication tables to what is live or recent.
 */
export const pruneEndedAuthRows = async (db: Database, now = new Date()) => {
  const cutoff = new Date(now.getTime() - AUTH_ROW_RETENTION_MS);
  const endedSessions = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, cutoff), lt(sessions.revokedAt, cutoff)))
    .returning({ id: sessions.id });
  const oldCodes = await db
    .delete(passwordResetCodes)
    .where(lt(passwordResetCodes.expiresAt, cutoff))
    .returning({ id: passwordResetCodes.id });
  return { sessions: endedSessions.length, resetCodes: oldCodes.length };
};

/**
 * The failure that reaches the account limit locks the account for the rest of the window; its owner is told by
 * mail once per window (a claimed `lockout-notice` slot), however many more attempts hit the lock. Sent in the
 * background so the answer does not take longer for existing accounts.
 */
const noticeLockout = async (deps: AuthDeps, user: UserRow, account: string, client: ClientInfo) => {
  const { db, log, mailer, config } = deps;
  if (!(await claimSlot(db, limits.lockoutNotice, account))) return;
  log.warn(
    { event: 'auth.account.locked', userId: user.id, ip: client.ip },
    'account locked after failed logins',
  );
  mailer.sendInBackground({
    to: user.email,
    ...lockoutNotice({ name: user.name, ip: client.ip, at: new Date(), publicUrl: config.publicUrl }),
  });
};

/** Ends the given sessions of a user (all, or all but one); used by logout, password changes and deletion. */
export const revokeUserSessions = async (
  db: Db,
  userId: string,
  reason: RevokeReason,
  options: { exceptSessionId?: string } = {},
): Promise<void> => {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        options.exceptSessionId ? ne(sessions.id, options.exceptSessionId) : undefined,
      ),
    );
};

const revokeSession = (db: Db, sessionId: string, reason: RevokeReason) =>
  db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));

type RefreshOutcome =
  | { kind: 'ok'; userId: string; sessionId: string; refreshToken: string }
  | { kind: 'reused'; userId: string; sessionId: string }
  | { kind: 'refused' };

/**
 * `POST /authentication/refresh-token`: swaps a live refresh token for a new pair. Every token works once;
 * presenting one that was already swapped means a copy exists elsewhere, so the whole session ends and the
 * newest token stops working too (reuse detection, CONTRACT.md §4).
 */
export const refresh = async (deps: AuthDeps, presented: string): Promise<Tokens> => {
  const { db, secrets, log } = deps;
  const now = new Date();
  const outcome = await db.transaction(async (tx): Promise<RefreshOutcome> => {
    const [row] = await tx
      .select({
        tokenId: refreshTokens.id,
        rotatedAt: refreshTokens.rotatedAt,
        tokenExpiresAt: refreshTokens.expiresAt,
        sessionId: sessions.id,
        sessionRevokedAt: sessions.revokedAt,
        sessionExpiresAt: sessions.expiresAt,
        userId: users.id,
        userDeletedAt: users.deletedAt,
      })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(refreshTokens.tokenHash, sha256(presented)))
      .limit(1);
    if (!row || row.sessionRevokedAt || row.userDeletedAt) return { kind: 'refused' };
    if (row.rotatedAt) {
      await revokeSession(tx, row.sessionId, 'refresh-token-reuse');
      return { kind: 'reused', userId: row.userId, sessionId: row.sessionId };
    }
    if (row.tokenExpiresAt <= now || row.sessionExpiresAt <= now) return { kind: 'refused' };
    // Claim the token; a concurrent request that claimed it first makes this one a reuse.
    const claimed = await tx
      .update(refreshTokens)
      .set({ rotatedAt: now })
      .where(and(eq(refreshTokens.id, row.tokenId), isNull(refreshTokens.rotatedAt)))
      .returning({ id: refreshTokens.id });
    if (claimed.length === 0) {
      await revokeSession(tx, row.sessionId, 'refresh-token-reuse');
      return { kind: 'reused', userId: row.userId, sessionId: row.sessionId };
    }
    // The new token dies with the session: refreshing never moves the session's end (absolute lifetime).
    const refreshToken = randomBytes(32).toString('base64url');
    await tx.insert(refreshTokens).values({
      sessionId: row.sessionId,
      tokenHash: sha256(refreshToken),
      expiresAt: row.sessionExpiresAt,
      createdAt: now,
    });
    return { kind: 'ok', userId: row.userId, sessionId: row.sessionId, refreshToken };
  });
  // Thrown after the transaction so that a revocation for reuse is committed, not rolled back.
  if (outcome.kind === 'reused')
    log.warn(
      { event: 'auth.refresh.reuse', userId: outcome.userId, sessionId: outcome.sessionId },
      'a rotated refresh token was presented again: session ended',
    );
  if (outcome.kind !== 'ok') throw unauthorized(m.invalidRefreshToken);
  return tokensFor(secrets, outcome.userId, outcome);
};

/** `POST /authentication/logout`: ends the session of the access token; its refresh token dies with it. */
export const logout = async (
  deps: Pick<AuthDeps, 'db' | 'log'>,
  user: { id: string; sessionId: string },
): Promise<void> => {
  await revokeSession(deps.db, user.sessionId, 'logout');
  deps.log.info({ event: 'auth.logout', userId: user.id, sessionId: user.sessionId }, 'signed out');
};

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
  const { db, secrets, log, mailer, config } = deps;
  const row = await findById(db, user.id);
  if (!row || !(await verifyPassword(row.passwordHash, input.password))) {
    log.warn(
      { event: 'auth.password.change-refused', userId: user.id },
      'password change: wrong current password',
    );
    throw unprocessable(m.wrongCurrentPassword);
  }
  if (input.newPassword === input.password) throw unprocessable(m.samePassword);
  if (isPersonalPassword(input.newPassword, personalFactsOf(secrets, row)))
    throw unprocessable(m.personalPassword);
  await db.transaction(async (tx) => {
    await setPassword(tx, user.id, input.newPassword);
    await revokeUserSessions(tx, user.id, 'password-change', { exceptSessionId: user.sessionId });
  });
  log.info(
    { event: 'auth.password.changed', userId: user.id, sessionId: user.sessionId },
    'password changed; other sessions ended',
  );
  mailer.sendInBackground({
    to: row.email,
    ...passwordChangedNotice({ name: row.name, at: new Date(), publicUrl: config.publicUrl }),
  });
};

const resetMail = (name: string, code: string) => ({
  subject: 'Kampüs şifre sıfırlama doğrulama kodunuz',
  text: [
    `Merhaba ${name},`,
    '',
    `Şifrenizi sıfırlamak için doğrulama kodunuz: ${code}`,
    '',
    'Kod 15 dakika boyunca geçerlidir ve yalnızca bir kez kullanılabilir.',
    'Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz; şifreniz değişmez.',
    '',
    'Kampüs',
  ].join('\n'),
});

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
    throw tooManyRequests(m.tooManyResetRequests, blocked.retryAfterSeconds);
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
  mailer.sendInBackground({ to: user.email, ...resetMail(user.name, code) });
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
  if (!user || user.deletedAt) throw unprocessable(m.invalidCode);
  const [latest] = await db
    .select()
    .from(passwordResetCodes)
    .where(eq(passwordResetCodes.userId, user.id))
    .orderBy(desc(passwordResetCodes.createdAt))
    .limit(1);
  if (!latest || latest.usedAt || latest.expiresAt <= new Date()) throw unprocessable(m.invalidCode);
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
    throw unprocessable(current?.usedAt ? m.invalidCode : m.codeAttemptsExceeded);
  }
  if (!sameDigest(resetCodeDigest(secrets, user.id, code), latest.codeHash)) {
    log.warn(
      { event: 'auth.reset.code-failed', userId: user.id, failedAttempts: claimed.failedAttempts },
      'wrong password reset code',
    );
    throw unprocessable(
      claimed.failedAttempts >= RESET_CODE_MAX_FAILURES ? m.codeAttemptsExceeded : m.invalidCode,
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
    throw unprocessable(m.personalPassword);
  await deps.db.transaction(async (tx) => {
    // Two resets racing with one code: only the one that marks it used goes on.
    const spent = await tx
      .update(passwordResetCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetCodes.id, codeId), isNull(passwordResetCodes.usedAt)))
      .returning({ id: passwordResetCodes.id });
    if (spent.length === 0) throw unprocessable(m.invalidCode);
    await setPassword(tx, userId, input.newPassword);
    await revokeUserSessions(tx, userId, 'password-reset');
  });
  deps.log.info({ event: 'auth.reset.completed', userId }, 'password reset; every session ended');
  deps.mailer.sendInBackground({
    to: user.email,
    ...passwordResetNotice({ name: user.name, at: new Date(), publicUrl: deps.config.publicUrl }),
  });
};
