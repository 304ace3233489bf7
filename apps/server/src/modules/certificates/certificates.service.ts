import { randomInt } from 'node:crypto';
import type { Certificate, CertificateVerification } from '@kampus/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { certificates } from '../../db/schema/certificates.ts';
import { queryRows } from '../../db/sql.ts';
import { appError } from '../../lib/app-error.ts';
import type { UrlSigner } from '../media/index.ts';

type Db = Database | Tx;

/** Crockford's base32: no I, L, O or U, so a code read aloud or typed from paper cannot be misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 10;
const CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{10}$/;
export const CERTIFICATE_PDF_PURPOSE = 'certificate-pdf';
const API_PREFIX = '/api/v1/web';

/** Ten random base32 characters: 50 bits, far beyond guessing through a rate-limited public page. */
export const newVerificationCode = (): string => {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
};

/** A typed code in its stored form (upper case, no spaces or dashes, O→0, I/L→1), or null when it cannot be one. */
export const normaliseVerificationCode = (input: string): string | null => {
  const code = input.toUpperCase().replace(/[\s-]/g, '').replaceAll('O', '0').replace(/[IL]/g, '1');
  return CODE_PATTERN.test(code) ? code : null;
};

export const verificationUrl = (publicUrl: string, code: string) =>
  `${publicUrl}/certificates/verify/${code}`;

export const certificateIdOf = async (db: Db, userId: string, courseId: string): Promise<string | null> => {
  const [row] = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)))
    .limit(1);
  return row?.id ?? null;
};

/**
 * Issues the learner's certificate of a course once, with a snapshot of the names it prints; the caller has
 * established that every lesson is completed. Returns the certificate id and whether this call created it. The
 * unique (user, course) index makes a second issue a no-op even under concurrency; a clash of the random code
 * (the other unique index) is simply retried with a new one.
 */
export const issueCertificate = async (
  tx: Db,
  userId: string,
  courseId: string,
): Promise<{ id: string; isNew: boolean }> => {
  const existing = await certificateIdOf(tx, userId, courseId);
  if (existing) return { id: existing, isNew: false };
  const [names] = await queryRows<{ learner_name: string; course_name: string; lecturer_name: string }>(
    tx,
    sql`
      SELECT u.name || ' ' || u.surname AS learner_name, c.name AS course_name,
        lu.name || ' ' || lu.surname AS lecturer_name
      FROM courses c JOIN users lu ON lu.id = c.lecturer_id JOIN users u ON u.id = ${userId}
      WHERE c.id = ${courseId}`,
  );
  if (!names) throw appError('COURSE_NOT_FOUND');
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [row] = await tx
      .insert(certificates)
      .values({
        userId,
        courseId,
        verificationCode: newVerificationCode(),
        learnerName: names.learner_name,
        courseName: names.course_name,
        lecturerName: names.lecturer_name,
      })
      .onConflictDoNothing()
      .returning({ id: certificates.id });
    if (row) return { id: row.id, isNew: true };
    const issued = await certificateIdOf(tx, userId, courseId);
    if (issued) return { id: issued, isNew: false };
  }
  throw new Error('could not find a free certificate verification code');
};

export const certificatePdfPath = (signer: UrlSigner, id: string, now: Date = new Date()) => {
  const { exp, sig } = signer.sign(CERTIFICATE_PDF_PURPOSE, id, now);
  return `${API_PREFIX}/certificates/${id}/pdf?exp=${exp}&sig=${sig}`;
};

/** `GET /certificates`: the learner's certificates, newest first, each with a signed download link. */
export const listCertificates = async (
  db: Db,
  signer: UrlSigner,
  publicUrl: string,
  userId: string,
): Promise<Certificate[]> => {
  const rows = await db
    .select()
    .from(certificates)
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id));
  return rows.map((c) => ({
    id: c.id,
    courseId: c.courseId,
    courseName: c.courseName,
    lecturerName: c.lecturerName,
    issuedAt: c.issuedAt.toISOString(),
    verificationCode: c.verificationCode,
    verificationUrl: verificationUrl(publicUrl, c.verificationCode),
    downloadUrl: certificatePdfPath(signer, c.id),
  }));
};

/** `GET /certificates/verify/{code}`: what the certificate says, for anyone holding its code; else 404. */
export const verifyCertificate = async (db: Db, input: string): Promise<CertificateVerification> => {
  const code = normaliseVerificationCode(input);
  const [row] = code
    ? await db.select().from(certificates).where(eq(certificates.verificationCode, code)).limit(1)
    : [];
  if (!row) throw appError('CERTIFICATE_VERIFICATION_NOT_FOUND');
  return {
    learnerName: row.learnerName,
    courseName: row.courseName,
    lecturerName: row.lecturerName,
    issuedAt: row.issuedAt.toISOString(),
    verificationCode: row.verificationCode,
  };
};

export type CertificateRow = typeof certificates.$inferSelect;

export const findCertificate = async (db: Db, id: string): Promise<CertificateRow | null> => {
  const [row] = await db.select().from(certificates).where(eq(certificates.id, id)).limit(1);
  return row ?? null;
};

/**
 * Several learners' certificates, newest first, with the names printed on them, in one statement (the weekly
 * digest); every id maps to its list.
 */
export const certificatesOfLearners = async (db: Db, userIds: readonly string[]) => {
  const byLearner = new Map(
    userIds.map((id) => [
      id,
      [] as { id: string; courseName: string; issuedAt: string; verificationCode: string }[],
    ]),
  );
  if (userIds.length === 0) return byLearner;
  const rows = await db
    .select({
      userId: certificates.userId,
      id: certificates.id,
      courseName: certificates.courseName,
      issuedAt: certificates.issuedAt,
      verificationCode: certificates.verificationCode,
    })
    .from(certificates)
    .where(inArray(certificates.userId, [...userIds]))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id));
  for (const { userId, ...r } of rows)
    byLearner.get(userId)?.push({ ...r, issuedAt: r.issuedAt.toISOString() });
  return byLearner;
};

/** The learner's certificates, newest first, with the names printed on them (a linked parent's overview). */
export const certificatesOf = async (db: Db, userId: string) =>
  (await certificatesOfLearners(db, [userId])).get(userId) ?? [];
