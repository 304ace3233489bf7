import { createHash, randomBytes } from 'node:crypto';
import { type Login, authMessages as m, type Register, Role, type Tokens } from '@kampus/contract';
import { and, eq, isNull, lt, ne, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env.ts';
import type { Secrets } from '../../config/secrets.ts';
import type { Database, Tx } from '../../db/client.ts';
import { passwordResetCodes, refreshTokens, sessions } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import { signAccessToken } from '../../lib/access-token.ts';
import { lockoutNotice } from '../../lib/account-notices.ts';
import { appError, retryAfter } from '../../lib/app-error.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { announcing, type Events } from '../announcements/index.ts';
import { recordPrivacyAcceptance } from '../privacy/index.ts';
import { createUser, findByEmail, touchLastActivity, type UserRow } from '../users/index.ts';
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

/*
 * Accounts and sessions: registration, sign-in with its limits and lockout notice, refresh-token rotation, sign-out
 * and ending sessions. Changing and resetting a password are in passwords.service.ts.
 */

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
  config: Pick<Config, 'publicUrl' | 'registerLimitPerAddress' | 'school' | 'bank'>;
  /** Queues the mails and notifications of account events (modules/announcements). */
  events: Events;
};
export type ClientInfo = { ip: string; userAgent: string | undefined };

export const REFRESH_TOKEN_TTL_MS = 3 * 24 * 60 * 60 * 1000;

export type RevokeReason =
  | 'logout'
  | 'refresh-token-reuse'
  | 'password-change'
  | 'password-reset'
  | 'user-deleted';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

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
    throw appError('TOO_MANY_REGISTRATIONS', { headers: retryAfter(blocked.retryAfterSeconds) });
  }
  await recordEvents(db, checks);
  const userId = await announcing(deps.events, (news) =>
    createUser(db, secrets, { ...input, roles: [Role.Student] }, async (tx, id) => {
      // Registering means having been shown the privacy notice in force (decision 034).
      await recordPrivacyAcceptance(tx, id, client.ip);
      await news.welcome(tx, id);
    }),
  );
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
    throw appError('TOO_MANY_LOGINS', { headers: retryAfter(blocked.retryAfterSeconds) });
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
    throw appError('INVALID_CREDENTIALS');
  }
  // Only someone who knows the password learns that the account was closed.
  if (user.deletedAt) {
    log.warn(
      { event: 'auth.login.deleted-account', userId: user.id, ip: client.ip },
      'login to a deleted account',
    );
    throw appError('ACCOUNT_DELETED');
  }

  const now = new Date();
  const session = await db.transaction(async (tx) => {
    const opened = await openSession(tx, user.id, client, now);
    await touchLastActivity(tx, user.id, now);
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
 * newest token stops working too (reuse detection).
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
  if (outcome.kind !== 'ok') throw appError('UNAUTHENTICATED', { message: m.invalidRefreshToken });
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
