import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { baskets } from '../../db/schema/basket.ts';
import { appError } from '../../lib/app-error.ts';
import { BASKET_OPEN, BASKET_ORDERED } from './priced-basket.ts';

/* What checkout (the orders module) does to a basket, inside its transaction: lock it, then close it. */

/**
 * Locks the caller's basket for the rest of the transaction, so two checkouts of one basket run one after the
 * other. 404 `BASKET_NOT_FOUND` when it is not theirs, 409 `BASKET_ORDERED` when it was ordered already.
 */
export const lockOpenBasket = async (tx: Tx, userId: string, basketId: string): Promise<{ id: string }> => {
  const [basket] = await tx
    .select({ id: baskets.id, status: baskets.status })
    .from(baskets)
    .where(and(eq(baskets.id, basketId), eq(baskets.userId, userId)))
    .for('update');
  if (!basket) throw appError('BASKET_NOT_FOUND');
  if (basket.status !== BASKET_OPEN) throw appError('BASKET_ORDERED');
  return { id: basket.id };
};

/** Closes the basket its order was placed from; the buyer's next addition opens a new one. */
export const markBasketOrdered = async (tx: Tx, basketId: string): Promise<void> => {
  await tx
    .update(baskets)
    .set({ status: BASKET_ORDERED, updatedAt: new Date() })
    .where(eq(baskets.id, basketId));
};

/**
 * Locks a basket row whatever its owner and status, for a change decided by someone other than its owner (a parent
 * approving the child's purchase request): → its owner and status, or null when the basket is gone.
 */
export const lockBasket = async (
  tx: Tx,
  basketId: string,
): Promise<{ userId: string; isOpen: boolean } | null> => {
  const [basket] = await tx
    .select({ userId: baskets.userId, status: baskets.status })
    .from(baskets)
    .where(eq(baskets.id, basketId))
    .for('update');
  return basket ? { userId: basket.userId, isOpen: basket.status === BASKET_OPEN } : null;
};
