import { asc, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { passwordResetCodes, rateLimitEvents, sessions } from '../../db/schema/auth.ts';
import { accountKey } from './rate-limits.ts';

/** The user's sessions (devices, addresses, times), for the data export (modules/privacy); never a token. */
export const sessionsForExport = async (db: Database, userId: string) =>
  db
    .select({
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));

/**
 * Erasure: every session (their refresh tokens cascade, so every access token stops working at once), every reset
 * code, and the limiter's events keyed by the account's e-mail.
 */
export const eraseSignInData = async (tx: Tx, userId: string, email: string): Promise<void> => {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(passwordResetCodes).where(eq(passwordResetCodes.userId, userId));
  // Failed logins, reset requests and lockout notices are keyed by the lower-cased address (any bucket).
  await tx.delete(rateLimitEvents).where(eq(rateLimitEvents.key, accountKey(email)));
};
