import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { basketItems, baskets } from '../../db/schema/basket.ts';
import { courses } from '../../db/schema/catalogue.ts';

/** The open basket with its courses, for the data export (modules/privacy); baskets that became orders are orders. */
export const basketForExport = async (db: Database, userId: string) => {
  const [basket] = await db
    .select({ id: baskets.id, createdAt: baskets.createdAt, updatedAt: baskets.updatedAt })
    .from(baskets)
    .where(and(eq(baskets.userId, userId), eq(baskets.status, 'open')));
  if (!basket) return null;
  const items = await db
    .select({ courseId: basketItems.courseId, courseName: courses.name, addedAt: basketItems.createdAt })
    .from(basketItems)
    .innerJoin(courses, eq(courses.id, basketItems.courseId))
    .where(eq(basketItems.basketId, basket.id))
    .orderBy(asc(basketItems.createdAt));
  return { ...basket, items };
};

/** Erasure: the open basket goes; an ordered basket stays, since its order (kept by law) points at it. */
export const eraseOpenBasket = async (tx: Tx, userId: string): Promise<void> => {
  const open = await tx
    .select({ id: baskets.id })
    .from(baskets)
    .where(and(eq(baskets.userId, userId), eq(baskets.status, 'open')));
  if (open.length === 0) return;
  await tx.delete(baskets).where(
    inArray(
      baskets.id,
      open.map((b) => b.id),
    ),
  );
};
