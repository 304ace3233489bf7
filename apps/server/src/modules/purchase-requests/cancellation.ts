import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { purchaseRequests } from '../../db/schema/purchase-requests.ts';
import type { Announcements } from '../announcements/index.ts';
import { linkedParentIds } from '../families/index.ts';
import { namesOf } from '../users/index.ts';

/**
 * A student changed or ordered the basket they asked a parent to buy: the waiting request is cancelled in the
 * transaction of the change, which holds the basket's row lock, so an approval (which takes that lock first) and
 * the change never both win. Each parent linked now is told in the app, through the change's `news`, so the
 * notification exists exactly when the cancellation does. → how many requests were cancelled (0 or 1).
 */
export const cancelPendingRequests = async (
  tx: Tx,
  news: Announcements,
  basketId: string,
  why: 'changed' | 'ordered' = 'changed',
): Promise<number> => {
  const cancelled = await tx
    .update(purchaseRequests)
    .set({ status: 'Cancelled', decidedAt: new Date() })
    .where(and(eq(purchaseRequests.basketId, basketId), eq(purchaseRequests.status, 'Pending')))
    .returning({ id: purchaseRequests.id, childId: purchaseRequests.childId });
  for (const request of cancelled) {
    const parentIds = await linkedParentIds(tx, request.childId);
    if (parentIds.length === 0) continue;
    const child = (await namesOf(tx, [request.childId])).get(request.childId);
    await news.purchaseCancelled(tx, {
      requestId: request.id,
      childName: child ? `${child.name} ${child.surname}` : 'Çocuğunuz',
      parentIds,
      why,
    });
  }
  return cancelled.length;
};
