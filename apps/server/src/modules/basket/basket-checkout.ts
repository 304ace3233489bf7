import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { basketItems, baskets } from '../../db/schema/basket.ts';
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

/**
 * Gives the buyer their basket back after an order that bought nothing (a card payment that failed or was never
 * finished): the order keeps the ordered basket it was placed from, so its courses and codes go into the owner's
 * open basket, a new one when they have none. Courses already there stay; a basket-wide code is kept when the open
 * basket has none. → the open basket's id. Checkout checks everything again when the buyer orders it.
 */
export const reopenBasketCopy = async (tx: Tx, basketId: string): Promise<string | null> => {
  const [from] = await tx
    .select({ userId: baskets.userId, discountCodeId: baskets.discountCodeId })
    .from(baskets)
    .where(eq(baskets.id, basketId))
    .limit(1);
  if (!from) return null;
  const [open] = await tx
    .select({ id: baskets.id, discountCodeId: baskets.discountCodeId })
    .from(baskets)
    .where(and(eq(baskets.userId, from.userId), eq(baskets.status, BASKET_OPEN)))
    .for('update');
  let targetId = open?.id;
  if (!targetId) {
    const [created] = await tx
      .insert(baskets)
      .values({ userId: from.userId, discountCodeId: from.discountCodeId })
      .returning({ id: baskets.id });
    targetId = created?.id as string;
  } else if (!open?.discountCodeId && from.discountCodeId)
    await tx
      .update(baskets)
      .set({ discountCodeId: from.discountCodeId, updatedAt: new Date() })
      .where(eq(baskets.id, targetId));
  const items = await tx
    .select({ courseId: basketItems.courseId, discountCodeId: basketItems.discountCodeId })
    .from(basketItems)
    .where(eq(basketItems.basketId, basketId));
  if (items.length > 0)
    await tx
      .insert(basketItems)
      .values(items.map((i) => ({ basketId: targetId as string, ...i })))
      .onConflictDoNothing({ target: [basketItems.basketId, basketItems.courseId] });
  return targetId;
};
