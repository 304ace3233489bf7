import { desc, eq, or } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { purchaseRequests } from '../../db/schema/purchase-requests.ts';

/**
 * The requests the person made as a child or decided as a parent, with their courses, note and outcome, for the
 * data export (modules/privacy).
 */
export const purchaseRequestsForExport = async (db: Database, userId: string) =>
  db
    .select({
      id: purchaseRequests.id,
      childId: purchaseRequests.childId,
      status: purchaseRequests.status,
      note: purchaseRequests.note,
      lines: purchaseRequests.lines,
      totalKurus: purchaseRequests.totalKurus,
      createdAt: purchaseRequests.createdAt,
      decidedAt: purchaseRequests.decidedAt,
      declineReason: purchaseRequests.declineReason,
      orderId: purchaseRequests.orderId,
    })
    .from(purchaseRequests)
    .where(or(eq(purchaseRequests.childId, userId), eq(purchaseRequests.decidedBy, userId)))
    .orderBy(desc(purchaseRequests.createdAt))
    .then((rows) =>
      rows.map(({ childId, ...r }) => ({ role: childId === userId ? 'child' : 'parent', ...r })),
    );

/**
 * Erasure: the child's requests go (their note and the courses asked for); an order an approval made stays with the
 * orders, and a request the person decided as a parent stays with the child, naming the anonymous account.
 */
export const erasePurchaseRequests = async (tx: Tx, userId: string): Promise<void> => {
  await tx.delete(purchaseRequests).where(eq(purchaseRequests.childId, userId));
};
