import {
  type MyDeletionRequest,
  type Paged,
  type PrivacyRequest,
  type PrivacyRequestsQuery,
  privacyMessages,
} from '@kampus/contract';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { privacyRequests } from '../../db/schema/privacy.ts';
import { users } from '../../db/schema/users.ts';
import { appError } from '../../lib/app-error.ts';
import { audit, scrubAuditDetails } from '../../lib/audit.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { eraseSubmissions } from '../assignments/index.ts';
import { eraseSignInData } from '../auth/index.ts';
import { eraseOpenBasket } from '../basket/index.ts';
import { eraseBookmarks } from '../bookmarks/index.ts';
import { bumpCatalogueVersionForLecturer } from '../catalogue/index.ts';
import { eraseCertificates } from '../certificates/index.ts';
import { eraseFamily } from '../families/index.ts';
import { eraseProgress } from '../learning/index.ts';
import { eraseMails } from '../mail/index.ts';
import { eraseNotifications } from '../notifications/index.ts';
import { erasePoints } from '../points/index.ts';
import { erasePurchaseRequests } from '../purchase-requests/index.ts';
import { eraseQuestionTexts } from '../questions/index.ts';
import { eraseRatingComments } from '../ratings/index.ts';
import { eraseAccount, unusablePasswordHash } from '../users/index.ts';

/*
 * Deletion requests (KVKK art. 7 and 11): the user asks, an admin completes. Completing erases the account's
 * personal data in one transaction, each module erasing its own tables through its index.ts; orders, their lines
 * and the enrolments they made stay (tax law), under the anonymous account.
 */

/** `POST /privacy/deletion-request`: one open request per user (the partial unique index settles a race). */
export const requestDeletion = async (db: Database, userId: string): Promise<string> => {
  try {
    const [row] = await db.insert(privacyRequests).values({ userId }).returning({ id: privacyRequests.id });
    if (!row) throw new Error('request insert returned no row');
    return row.id;
  } catch (error) {
    if (uniqueViolation(error) !== null) throw appError('DELETION_REQUEST_OPEN');
    throw error;
  }
};

/** `GET /privacy/deletion-request`: the caller's latest request, or null. */
export const myDeletionRequest = async (db: Database, userId: string): Promise<MyDeletionRequest> => {
  const [row] = await db
    .select({ id: privacyRequests.id, status: privacyRequests.status, createdAt: privacyRequests.createdAt })
    .from(privacyRequests)
    .where(eq(privacyRequests.userId, userId))
    .orderBy(desc(privacyRequests.createdAt))
    .limit(1);
  return row
    ? {
        id: row.id,
        status: row.status === 'completed' ? 'completed' : 'open',
        createdAt: row.createdAt.toISOString(),
      }
    : null;
};

/** `GET /admin/privacy-requests`: newest first, optionally one status; the account as it reads now. */
export const listPrivacyRequests = async (
  db: Database,
  query: PrivacyRequestsQuery,
): Promise<Paged<PrivacyRequest>> => {
  const where: SQL | undefined = query.status ? eq(privacyRequests.status, query.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: privacyRequests.id,
        status: privacyRequests.status,
        createdAt: privacyRequests.createdAt,
        completedAt: privacyRequests.completedAt,
        userId: users.id,
        name: users.name,
        surname: users.surname,
        email: users.email,
      })
      .from(privacyRequests)
      .innerJoin(users, eq(users.id, privacyRequests.userId))
      .where(where)
      .orderBy(desc(privacyRequests.createdAt), desc(privacyRequests.id))
      .limit(query.pageSize)
      .offset((query.pageNumber - 1) * query.pageSize),
    db.select({ n: count() }).from(privacyRequests).where(where),
  ]);
  const totalItemCount = total?.n ?? 0;
  const totalPageCount = Math.ceil(totalItemCount / query.pageSize);
  return {
    items: rows.map((r) => ({
      id: r.id,
      status: r.status === 'completed' ? 'completed' : 'open',
      user: { id: r.userId, fullName: `${r.name} ${r.surname}`, email: r.email },
      createdAt: r.createdAt.toISOString(),
      completedAt: r.completedAt?.toISOString() ?? null,
    })),
    currentPage: query.pageNumber,
    totalPageCount,
    totalItemCount,
    hasNextPage: query.pageNumber < totalPageCount,
  };
};

type Who = { userId: string; email: string };
/** An eraser may answer the event keys of mails it caused about the user, which the mail module then drops. */
type Eraser = (tx: Tx, who: Who) => Promise<undefined | string[]>;
const none = async (work: Promise<void>) => {
  await work;
  return undefined;
};

/** Each module's erasure of its own rows; a new kind of personal data is one line here. */
const erasers: Eraser[] = [
  (tx, w) => none(eraseSignInData(tx, w.userId, w.email)),
  (tx, w) => eraseFamily(tx, w.userId, w.email),
  (tx, w) => none(erasePurchaseRequests(tx, w.userId)),
  (tx, w) => none(eraseNotifications(tx, w.userId)),
  (tx, w) => none(eraseBookmarks(tx, w.userId)),
  (tx, w) => none(eraseOpenBasket(tx, w.userId)),
  (tx, w) => none(eraseCertificates(tx, w.userId)),
  (tx, w) => none(eraseProgress(tx, w.userId)),
  (tx, w) => none(erasePoints(tx, w.userId)),
  (tx, w) => none(eraseRatingComments(tx, w.userId)),
  (tx, w) => none(eraseQuestionTexts(tx, w.userId)),
  (tx, w) => none(eraseSubmissions(tx, w.userId)),
  (tx, w) => none(bumpCatalogueVersionForLecturer(tx, w.userId)),
  (tx, w) => none(scrubAuditDetails(tx, w.userId, [w.email])),
];

/** Runs every eraser, then drops the user's mails with those the erasers named. */
const eraseEverywhere = async (tx: Tx, who: Who) => {
  const mailKeys: string[] = [];
  for (const erase of erasers) mailKeys.push(...((await erase(tx, who)) ?? []));
  await eraseMails(tx, who.userId, who.email, mailKeys);
};

/**
 * `POST /admin/privacy-requests/{id}/complete`: erases the account's personal data and closes the request, all or
 * nothing. The account keeps its id and its orders under 'Silinmiş Kullanıcı' and can never sign in again. An
 * admin cannot complete their own request (another admin must), so the last admin is never erased by accident.
 */
export const completePrivacyRequest = async (
  db: Database,
  dataKey: Buffer,
  actorId: string,
  requestId: string,
): Promise<void> => {
  const passwordHash = await unusablePasswordHash();
  await db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.id, requestId))
      .for('update');
    if (!request) throw appError('PRIVACY_REQUEST_NOT_FOUND');
    if (request.status !== 'open') throw appError('PRIVACY_REQUEST_DONE');
    if (request.userId === actorId) throw appError('CANNOT_ERASE_SELF');
    const now = new Date();
    const erased = await eraseAccount(
      tx,
      dataKey,
      request.userId,
      { name: privacyMessages.erasedName, surname: privacyMessages.erasedSurname, passwordHash },
      now,
    );
    if (!erased) throw appError('PRIVACY_REQUEST_NOT_FOUND');
    await eraseEverywhere(tx, { userId: request.userId, email: erased.email });
    await tx
      .update(privacyRequests)
      .set({ status: 'completed', completedAt: now, completedBy: actorId })
      .where(and(eq(privacyRequests.id, requestId), eq(privacyRequests.status, 'open')));
    await audit(tx, actorId, 'privacy.erase', 'user', request.userId, { requestId });
  });
};
