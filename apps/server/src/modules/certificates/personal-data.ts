import { asc, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { certificates } from '../../db/schema/certificates.ts';

/** The user's certificates as issued (with the printed name), for the data export (modules/privacy). */
export const certificatesForExport = async (db: Database, userId: string) =>
  db
    .select({
      courseId: certificates.courseId,
      courseName: certificates.courseName,
      learnerName: certificates.learnerName,
      lecturerName: certificates.lecturerName,
      verificationCode: certificates.verificationCode,
      issuedAt: certificates.issuedAt,
    })
    .from(certificates)
    .where(eq(certificates.userId, userId))
    .orderBy(asc(certificates.issuedAt));

/** Erasure: a certificate prints the learner's name, so it goes; its verification code then answers 404. */
export const eraseCertificates = async (tx: Tx, userId: string): Promise<void> => {
  await tx.delete(certificates).where(eq(certificates.userId, userId));
};
