import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { purchaseRequests } from '../../db/schema/purchase-requests.ts';

/**
 * A student changed or ordered the basket they asked a parent to buy: the waiting request is cancelled in the
 * transaction of the change, which holds the basket's row lock, so an approval (which takes that lock first) and
 * the change never both win. → how many requests were cancelled (0 or 1).
 */
export const cancelPendingRequests = async (tx: Tx, basketId: string): Promise<number> => {
  const cancelled = await tx
    .update(purchaseRequests)
    .set({ status: 'Cancelled', decidedAt: new Date() })
    .where(and(eq(purchaseRequests.basketId, basketId), eq(purchaseRequests.status, 'Pending')))
    .returning({ id: purchaseRequests.id });
  return cancelled.length;
};
