import {
  type Basket,
  basketMessages as bm,
  discountCodeWindow,
  OrderStatus,
  PublishStatus,
  redemptionScopeKey,
} from '@kampus/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { basketItems, baskets } from '../../db/schema/basket.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { discountRedemptions, orderItems, orders } from '../../db/schema/orders.ts';
import { appError } from '../../lib/app-error.ts';
import { announcing, type Events } from '../announcements/index.ts';
import { type DiscountCodeRow, findDiscountCodeByCode } from '../discount-codes/index.ts';
import { firstEnrolledCourse } from '../enrolments/index.ts';
import { expireOverdueTransfers, expireOverdueTransfersIn } from '../orders/index.ts';
import { cancelPendingRequests } from '../purchase-requests/index.ts';
import { refuseFullCourse } from '../seats/index.ts';
import { assertOwnBasket, BASKET_OPEN, payloadOf } from './priced-basket.ts';

/*
 * Changing a basket: adding and removing courses and applying or removing discount codes, each under a row lock on
 * the basket. Reading and pricing a basket is in priced-basket.ts.
 */

type Db = Database | Tx;

/** Why a course cannot go into (or be ordered from) the caller's basket, or null when it can. */
export const courseOwnershipProblem = async (
  db: Db,
  userId: string,
  courseIds: string[],
): Promise<{ courseId: string; reason: 'owned' | 'pending' } | null> => {
  if (courseIds.length === 0) return null;
  const owned = await firstEnrolledCourse(db, userId, courseIds);
  if (owned) return { courseId: owned, reason: 'owned' };
  const [pending] = await db
    .select({ courseId: orderItems.courseId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, OrderStatus.Pending),
        inArray(orderItems.courseId, courseIds),
      ),
    )
    .limit(1);
  return pending ? { courseId: pending.courseId, reason: 'pending' } : null;
};

/**
 * POST /baskets/add-item. The course must be Published, not owned, not waiting in a pending order and not already in
 * the basket. The basket is created on the first add; the partial unique index (one open basket per user) makes two
 * simultaneous first adds share one basket, and the row lock keeps a concurrent order or removal from taking the
 * basket away underneath.
 */
export const addItem = async (
  db: Database,
  events: Events,
  userId: string,
  courseId: string,
  basketId?: string | null,
): Promise<Basket> => {
  // The seeds send null; a basket id that is sent must be the caller's. The item always goes to the open basket.
  if (basketId) await assertOwnBasket(db, userId, basketId);

  // The checks, the change and the answer share one transaction, so the request takes a pool connection once
  // (under load every separate query waited for one again: `npm run bench:load`).
  // The open basket can vanish between the insert and the lock (its last item removed by a parallel request): try
  // again a few times, then ask the user to retry.
  // A bank transfer of theirs past its time no longer holds the course (orders README, "Open for 48 hours").
  await expireOverdueTransfers(db, events, { userId });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const added = await announcing(events, (news) =>
      db.transaction(async (tx) => {
        const [course] = await tx
          .select({ id: courses.id, name: courses.name, publishStatus: courses.publishStatus })
          .from(courses)
          .where(eq(courses.id, courseId))
          .limit(1);
        if (!course) throw appError('COURSE_NOT_FOUND');
        if (course.publishStatus !== PublishStatus.Published) throw appError('COURSE_NOT_PUBLISHED');
        const problem = await courseOwnershipProblem(tx, userId, [courseId]);
        if (problem) throw appError(problem.reason === 'owned' ? 'COURSE_OWNED' : 'COURSE_PENDING');
        // A full course is refused here already; the order checks the seats again under a lock (modules/seats).
        await refuseFullCourse(tx, course);
        await tx
          .insert(baskets)
          .values({ userId })
          .onConflictDoNothing({ target: baskets.userId, where: sql`status = 'open'` });
        const [basket] = await tx
          .select({ id: baskets.id })
          .from(baskets)
          .where(and(eq(baskets.userId, userId), eq(baskets.status, BASKET_OPEN)))
          .for('update');
        if (!basket) return null;
        const inserted = await tx
          .insert(basketItems)
          .values({ basketId: basket.id, courseId })
          .onConflictDoNothing({ target: [basketItems.basketId, basketItems.courseId] })
          .returning({ id: basketItems.id });
        if (inserted.length === 0) throw appError('COURSE_IN_BASKET');
        await cancelPendingRequests(tx, news, basket.id); // a changed basket is no longer what the parent was asked
        await tx.update(baskets).set({ updatedAt: new Date() }).where(eq(baskets.id, basket.id));
        return { payload: (await payloadOf(tx, basket.id)) as Basket };
      }),
    );
    if (added) return added.payload;
  }
  throw appError('BASKET_BUSY');
};

/** The caller's basket item with its basket locked; 404 when it is not theirs, 422 once the basket was ordered. */
const lockedItem = async (tx: Tx, userId: string, itemId: string) => {
  const [row] = await tx
    .select({
      itemId: basketItems.id,
      basketId: baskets.id,
      courseId: basketItems.courseId,
      status: baskets.status,
    })
    .from(basketItems)
    .innerJoin(baskets, eq(baskets.id, basketItems.basketId))
    .where(and(eq(basketItems.id, itemId), eq(baskets.userId, userId)))
    .for('update', { of: baskets })
    .limit(1);
  if (!row) throw appError('BASKET_ITEM_NOT_FOUND');
  if (row.status !== BASKET_OPEN) throw appError('BASKET_ORDERED');
  return row;
};

/** The caller's basket locked for a change; 404 when it is not theirs, 422 once it was ordered. */
const lockedBasket = async (tx: Tx, userId: string, basketId: string) => {
  const [row] = await tx
    .select({ id: baskets.id, status: baskets.status })
    .from(baskets)
    .where(and(eq(baskets.id, basketId), eq(baskets.userId, userId)))
    .for('update')
    .limit(1);
  if (!row) throw appError('BASKET_NOT_FOUND');
  if (row.status !== BASKET_OPEN) throw appError('BASKET_ORDERED');
  return row;
};

/**
 * POST /baskets/remove-item: the basket, or null when it became empty. An empty basket is deleted, so GET /baskets
 * answers null and the next add starts a new one (removing the last item clears the basket id).
 */
export const removeItem = async (
  db: Database,
  events: Events,
  userId: string,
  itemId: string,
): Promise<Basket | null> =>
  announcing(events, (news) =>
    db.transaction(async (tx) => {
      const item = await lockedItem(tx, userId, itemId);
      await cancelPendingRequests(tx, news, item.basketId);
      await tx.delete(basketItems).where(eq(basketItems.id, item.itemId));
      const [left] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(basketItems)
        .where(eq(basketItems.basketId, item.basketId));
      if (Number(left?.n ?? 0) === 0) {
        await tx.delete(baskets).where(eq(baskets.id, item.basketId));
        return null;
      }
      await tx.update(baskets).set({ updatedAt: new Date() }).where(eq(baskets.id, item.basketId));
      return payloadOf(tx, item.basketId);
    }),
  );

/** Whether this user may still redeem the code: single-use codes once in total, reusable ones once per user. */
const assertRedeemable = async (db: Db, code: DiscountCodeRow, userId: string) => {
  const [used] = await db
    .select({ id: discountRedemptions.id })
    .from(discountRedemptions)
    .where(eq(discountRedemptions.scopeKey, redemptionScopeKey(code, userId)))
    .limit(1);
  if (used) throw appError(code.isReusable ? 'CODE_USED_BY_YOU' : 'CODE_USED_UP');
};

const assertInWindow = (code: DiscountCodeRow) => {
  const window = discountCodeWindow(code);
  if (window === 'notStarted')
    throw appError('CODE_NOT_STARTED', { message: bm.codeNotStarted(code.startDate) });
  if (window === 'expired') throw appError('CODE_EXPIRED');
};

const knownCode = async (db: Db, text: string) => {
  const code = await findDiscountCodeByCode(db, text);
  if (!code) throw appError('CODE_UNKNOWN');
  return code;
};

/** POST /baskets/apply-discount-code: an admin (basket-wide) code on the whole basket; replaces any earlier one. */
export const applyBasketCode = async (
  db: Database,
  events: Events,
  userId: string,
  basketId: string,
  codeText: string,
): Promise<Basket> =>
  // `announcing`: a buyer whose transfer expires here is told live once this transaction commits.
  announcing(events, (news) =>
    db.transaction(async (tx) => {
      const basket = await lockedBasket(tx, userId, basketId);
      await expireOverdueTransfersIn(tx, news); // an overdue transfer no longer holds its code
      const code = await knownCode(tx, codeText);
      if (!code.isBasketDiscount) throw appError('CODE_IS_COURSE_CODE');
      assertInWindow(code);
      await assertRedeemable(tx, code, userId);
      await cancelPendingRequests(tx, news, basket.id);
      await tx
        .update(baskets)
        .set({ discountCodeId: code.id, updatedAt: new Date() })
        .where(eq(baskets.id, basket.id));
      return (await payloadOf(tx, basket.id)) as Basket;
    }),
  );

/** POST /baskets/apply-discount-code-to-basket-item: a lecturer code on the item of its own course. */
export const applyItemCode = async (
  db: Database,
  events: Events,
  userId: string,
  itemId: string,
  codeText: string,
): Promise<Basket> =>
  announcing(events, (news) =>
    db.transaction(async (tx) => {
      const item = await lockedItem(tx, userId, itemId);
      await expireOverdueTransfersIn(tx, news); // an overdue transfer no longer holds its code
      const code = await knownCode(tx, codeText);
      if (code.isBasketDiscount) throw appError('CODE_IS_BASKET_CODE');
      if (code.courseId !== item.courseId) throw appError('CODE_WRONG_COURSE');
      assertInWindow(code);
      await assertRedeemable(tx, code, userId);
      await cancelPendingRequests(tx, news, item.basketId);
      await tx.update(basketItems).set({ discountCodeId: code.id }).where(eq(basketItems.id, item.itemId));
      return (await payloadOf(tx, item.basketId)) as Basket;
    }),
  );

/** POST /baskets/remove-discount-code: takes the basket-wide code off (nothing to take off is fine). */
export const removeBasketCode = async (
  db: Database,
  events: Events,
  userId: string,
  basketId: string,
): Promise<Basket> =>
  announcing(events, (news) =>
    db.transaction(async (tx) => {
      const basket = await lockedBasket(tx, userId, basketId);
      await cancelPendingRequests(tx, news, basket.id);
      await tx
        .update(baskets)
        .set({ discountCodeId: null, updatedAt: new Date() })
        .where(eq(baskets.id, basket.id));
      return (await payloadOf(tx, basket.id)) as Basket;
    }),
  );

/** POST /baskets/remove-discount-code-from-basket-item. */
export const removeItemCode = async (
  db: Database,
  events: Events,
  userId: string,
  itemId: string,
): Promise<Basket> =>
  announcing(events, (news) =>
    db.transaction(async (tx) => {
      const item = await lockedItem(tx, userId, itemId);
      await cancelPendingRequests(tx, news, item.basketId);
      await tx.update(basketItems).set({ discountCodeId: null }).where(eq(basketItems.id, item.itemId));
      return (await payloadOf(tx, item.basketId)) as Basket;
    }),
  );
