import { PRIVACY_NOTICE_VERSION } from '@kampus/contract';
import { asc, desc, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { privacyAcceptances, privacyRequests } from '../../db/schema/privacy.ts';

/**
 * Records that the user was shown and accepted the current privacy notice, in the registration's transaction
 * (decision 034: every registration, `register` and `register-parent`, records the version in force).
 */
export const recordPrivacyAcceptance = async (tx: Tx, userId: string, ipAddress: string): Promise<void> => {
  await tx.insert(privacyAcceptances).values({ userId, textVersion: PRIVACY_NOTICE_VERSION, ipAddress });
};

/** The user's acceptances and requests, for their own data export. */
export const privacyRecordsForExport = async (db: Database, userId: string) => ({
  acceptances: await db
    .select({
      textVersion: privacyAcceptances.textVersion,
      acceptedAt: privacyAcceptances.acceptedAt,
      ipAddress: privacyAcceptances.ipAddress,
    })
    .from(privacyAcceptances)
    .where(eq(privacyAcceptances.userId, userId))
    .orderBy(asc(privacyAcceptances.acceptedAt)),
  requests: await db
    .select({
      status: privacyRequests.status,
      createdAt: privacyRequests.createdAt,
      completedAt: privacyRequests.completedAt,
    })
    .from(privacyRequests)
    .where(eq(privacyRequests.userId, userId))
    .orderBy(desc(privacyRequests.createdAt)),
});
