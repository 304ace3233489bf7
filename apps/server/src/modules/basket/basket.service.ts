import {
  type Basket,
  type BasketTotals,
  basketTotals,
  basketMessages as bm,
  type DiscountType,
  discountCodeWindow,
  discountPercent,
  durationText,
  formatAmount,
  formatMoney,
  kurusToLira,
  OrderStatus,
  orderMessages as om,
  type PricingCode,
  PublishStatus,
  redemptionScopeKey,
} from '@kampus/contract';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import {
  basketItems,
  baskets,
  courses,
  discountCodes,
  discountRedemptions,
  enrolments,
  orderItems,
  orders,
} from '../../db/schema/index.ts';
import { AppError, notFound, unprocessable } from '../../lib/app-error.ts';
import { coverImageUrl } from '../catalogue/course-cards.ts';
import { type DiscountCodeRow, findDiscountCodeByCode } from '../discounts/discounts.service.ts';
import { expireOverdueTransfers } from '../orders/transfer-expiry.ts';
import type { LessonStats } from './course-lines.ts';

type Db = Database | Tx;

/** A basket is 'open' while shopping and 'ordered' once an order took it; only one open basket per user. */
export const BASKET_OPEN = 'open';
export const BASKET_ORDERED = 'ordered';

const codeColumns = {
  id: discountCodes.id,
  code: discountCodes.code,
  ownerId: discountCodes.ownerId,
  courseId: discountCodes.courseId,
  isBasketDiscount: discountCodes.isBasketDiscount,
  type: discountCodes.type,
  valueHundredths: discountCodes.valueHundredths,
  startDate: discountCodes.startDate,
  endDate: discountCodes.endDate,
  applyOnDiscountedPrice: discountCodes.applyOnDiscountedPrice,
  isReusable: discountCodes.isReusable,
  createdAt: discountCodes.createdAt,
  updatedAt: discountCodes.updatedAt,
};

export type BasketLine = {
  itemId: string;
  course: {
    id: string;
    name: string;
    description: string;
    coverImageKey: string | null;
    priceKurus: number;
    discountedPriceKurus: number;
    publishStatus: number;
  };
  code: DiscountCodeRow | null;
  /** The course's lecture minutes and lesson count, read with the line. */
  lessons: LessonStats;
};

export type PricedBasket = {
  basket: { id: string; userId: string; status: string };
  basketCode: DiscountCodeRow | null;
  lines: BasketLine[];
  totals: BasketTotals;
};

export const pricingOf = (code: DiscountCodeRow | null): PricingCode | null =>
  code
    ? {
        type: code.type as DiscountType,
        valueHundredths: code.valueHundredths,
        applyOnDiscountedPrice: code.applyOnDiscountedPrice,
      }
    : null;

/**
 * The basket with its lines, codes, lesson counts and totals at today's prices, in two queries (the basket, its
 * lines); null when the basket does not exist.
 */
export const loadPricedBasket = (db: Db, basketId: string): Promise<PricedBasket | null> =>
  loadPricedBasketWhere(db, eq(baskets.id, basketId));

const loadPricedBasketWhere = async (db: Db, which: SQL | undefined): Promise<PricedBasket | null> => {
  const [head] = await db
    .select({
      basket: { id: baskets.id, userId: baskets.userId, status: baskets.status },
      code: codeColumns,
    })
    .from(baskets)
    .leftJoin(discountCodes, eq(discountCodes.id, baskets.discountCodeId))
    .where(which)
    .limit(1);
  if (!head) return null;
  const lines = await db
    .select({
      itemId: basketItems.id,
      course: {
        id: courses.id,
        name: courses.name,
        description: courses.description,
        coverImageKey: courses.coverImageKey,
        priceKurus: courses.priceKurus,
        discountedPriceKurus: courses.discountedPriceKurus,
        publishStatus: courses.publishStatus,
      },
      code: codeColumns,
      lessons: {
        durationMinute: sql<number>`(SELECT coalesce(sum(l.duration_minute), 0) FROM lectures l WHERE l.course_id = ${courses.id})::int`,
        totalLessons: sql<number>`(SELECT count(*) FROM lectures l WHERE l.course_id = ${courses.id})::int`,
      },
    })
    .from(basketItems)
    .innerJoin(courses, eq(courses.id, basketItems.courseId))
    .leftJoin(discountCodes, eq(discountCodes.id, basketItems.discountCodeId))
    .where(eq(basketItems.basketId, head.basket.id))
    .orderBy(asc(basketItems.createdAt), asc(basketItems.id));
  const totals = basketTotals(
    lines.map((l) => ({ course: l.course, code: pricingOf(l.code) })),
    pricingOf(head.code),
  );
  return { basket: head.basket, basketCode: head.code, lines, totals };
};

const lira = kurusToLira;

/**
 * The basket payload (seed 000 §3). Prices read through formatMoney, so a price of 0 reads 'Ücretsiz'; the discount
 * amount reads through formatAmount, because "no discount" is '₺0,00', not 'Ücretsiz'.
 */
export const basketPayload = (priced: PricedBasket): Basket => {
  const { totals } = priced;
  const discount = totals.totalPrice - totals.totalDiscountedPrice;
  return {
    id: priced.basket.id,
    items: priced.lines.map((line, i) => {
      const t = totals.items[i] ?? { listPriceKurus: 0, payablePriceKurus: 0 };
      const s = {
        durationMinute: Number(line.lessons.durationMinute),
        totalLessons: Number(line.lessons.totalLessons),
      };
      return {
        id: line.itemId,
        course: {
          id: line.course.id,
          image: coverImageUrl(line.course.coverImageKey),
          name: line.course.name,
          description: line.course.description,
          durationMinute: s.durationMinute,
          durationText: durationText(s.durationMinute),
          totalLessons: s.totalLessons,
        },
        discountCode: line.code?.code ?? null,
        discountCodeId: line.code?.id ?? null,
        hasDiscount: t.payablePriceKurus < t.listPriceKurus,
        isAvailable: line.course.publishStatus === PublishStatus.Published,
        price: lira(t.listPriceKurus),
        payablePrice: lira(t.payablePriceKurus),
        priceText: formatMoney(lira(t.listPriceKurus)),
        payablePriceText: formatMoney(lira(t.payablePriceKurus)),
      };
    }),
    totalPrice: lira(totals.totalPrice),
    totalDiscount: lira(discount),
    totalDiscountedPrice: lira(totals.totalDiscountedPrice),
    discountCode: priced.basketCode?.code ?? null,
    discountCodeId: priced.basketCode?.id ?? null,
    totalPriceText: formatMoney(lira(totals.totalPrice)),
    totalDiscountText: formatAmount(lira(discount)),
    totalDiscountedPriceText: formatMoney(lira(totals.totalDiscountedPrice)),
    discountPercent: discountPercent(totals.totalPrice, totals.totalDiscountedPrice),
  };
};

/** The basket payload of a basket, or null once it no longer exists. */
const payloadOf = async (db: Db, basketId: string): Promise<Basket | null> => {
  const priced = await loadPricedBasket(db, basketId);
  return priced ? basketPayload(priced) : null;
};

/** A basket id sent by the client must be the caller's: anyone else's (or an unknown one) is 404. */
const assertOwnBasket = async (db: Db, userId: string, basketId: string) => {
  const [row] = await db
    .select({ id: baskets.id, status: baskets.status })
    .from(baskets)
    .where(and(eq(baskets.id, basketId), eq(baskets.userId, userId)))
    .limit(1);
  if (!row) throw notFound(bm.basketNotFound);
  return row;
};

/**
 * GET /baskets: the caller's open basket or null. A `basketId` kept by the browser is checked to be the caller's;
 * when that basket has since been ordered, the current open basket (or null) is the answer.
 */
export const getBasket = async (db: Database, userId: string, basketId?: string): Promise<Basket | null> => {
  if (basketId) await assertOwnBasket(db, userId, basketId);
  const priced = await loadPricedBasketWhere(
    db,
    and(eq(baskets.userId, userId), eq(baskets.status, BASKET_OPEN)),
  );
  return priced ? basketPayload(priced) : null;
};

/** Why a course cannot go into (or be ordered from) the caller's basket, or null when it can. */
export const courseOwnershipProblem = async (
  db: Db,
  userId: string,
  courseIds: string[],
): Promise<{ courseId: string; reason: 'owned' | 'pending' } | null> => {
  if (courseIds.length === 0) return null;
  const [owned] = await db
    .select({ courseId: enrolments.courseId })
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), inArray(enrolments.courseId, courseIds)))
    .limit(1);
  if (owned) return { courseId: owned.courseId, reason: 'owned' };
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
  await expireOverdueTransfers(db, { userId });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const added = await db.transaction(async (tx) => {
      const [course] = await tx
        .select({ id: courses.id, publishStatus: courses.publishStatus })
        .from(courses)
        .where(eq(courses.id, courseId))
        .limit(1);
      if (!course) throw notFound(bm.courseNotFound);
      if (course.publishStatus !== PublishStatus.Published) throw unprocessable(bm.courseNotPublished);
      const problem = await courseOwnershipProblem(tx, userId, [courseId]);
      if (problem) throw unprocessable(problem.reason === 'owned' ? bm.courseOwned : bm.coursePending);
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
      if (inserted.length === 0) throw unprocessable(bm.courseInBasket);
      await tx.update(baskets).set({ updatedAt: new Date() }).where(eq(baskets.id, basket.id));
      return { payload: (await payloadOf(tx, basket.id)) as Basket };
    });
    if (added) return added.payload;
  }
  throw new AppError(409, bm.basketBusy);
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
  if (!row) throw notFound(bm.basketItemNotFound);
  if (row.status !== BASKET_OPEN) throw unprocessable(om.basketOrdered);
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
  if (!row) throw notFound(bm.basketNotFound);
  if (row.status !== BASKET_OPEN) throw unprocessable(om.basketOrdered);
  return row;
};

/**
 * POST /baskets/remove-item: the basket, or null when it became empty. An empty basket is deleted, so GET /baskets
 * answers null and the next add starts a new one (seed 000 §4: removing the last item clears the basket id).
 */
export const removeItem = async (db: Database, userId: string, itemId: string): Promise<Basket | null> =>
  db.transaction(async (tx) => {
    const item = await lockedItem(tx, userId, itemId);
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
  });

/** Whether this user may still redeem the code: single-use codes once in total, reusable ones once per user. */
const assertRedeemable = async (db: Db, code: DiscountCodeRow, userId: string) => {
  const [used] = await db
    .select({ id: discountRedemptions.id })
    .from(discountRedemptions)
    .where(eq(discountRedemptions.scopeKey, redemptionScopeKey(code, userId)))
    .limit(1);
  if (used) throw unprocessable(code.isReusable ? bm.codeUsedByYou : bm.codeUsedUp);
};

const assertInWindow = (code: DiscountCodeRow) => {
  const window = discountCodeWindow(code);
  if (window === 'notStarted') throw unprocessable(bm.codeNotStarted(code.startDate));
  if (window === 'expired') throw unprocessable(bm.codeExpired);
};

const knownCode = async (db: Db, text: string) => {
  const code = await findDiscountCodeByCode(db, text);
  if (!code) throw unprocessable(bm.codeUnknown);
  return code;
};

/** POST /baskets/apply-discount-code: an admin (basket-wide) code on the whole basket; replaces any earlier one. */
export const applyBasketCode = async (
  db: Database,
  userId: string,
  basketId: string,
  codeText: string,
): Promise<Basket> =>
  db.transaction(async (tx) => {
    const basket = await lockedBasket(tx, userId, basketId);
    await expireOverdueTransfers(tx); // an overdue transfer no longer holds its code
    const code = await knownCode(tx, codeText);
    if (!code.isBasketDiscount) throw unprocessable(bm.codeIsCourseCode);
    assertInWindow(code);
    await assertRedeemable(tx, code, userId);
    await tx
      .update(baskets)
      .set({ discountCodeId: code.id, updatedAt: new Date() })
      .where(eq(baskets.id, basket.id));
    return (await payloadOf(tx, basket.id)) as Basket;
  });

/** POST /baskets/apply-discount-code-to-basket-item: a lecturer code on the item of its own course. */
export const applyItemCode = async (
  db: Database,
  userId: string,
  itemId: string,
  codeText: string,
): Promise<Basket> =>
  db.transaction(async (tx) => {
    const item = await lockedItem(tx, userId, itemId);
    await expireOverdueTransfers(tx); // an overdue transfer no longer holds its code
    const code = await knownCode(tx, codeText);
    if (code.isBasketDiscount) throw unprocessable(bm.codeIsBasketCode);
    if (code.courseId !== item.courseId) throw unprocessable(bm.codeWrongCourse);
    assertInWindow(code);
    await assertRedeemable(tx, code, userId);
    await tx.update(basketItems).set({ discountCodeId: code.id }).where(eq(basketItems.id, item.itemId));
    return (await payloadOf(tx, item.basketId)) as Basket;
  });

/** POST /baskets/remove-discount-code: takes the basket-wide code off (nothing to take off is fine). */
export const removeBasketCode = async (db: Database, userId: string, basketId: string): Promise<Basket> =>
  db.transaction(async (tx) => {
    const basket = await lockedBasket(tx, userId, basketId);
    await tx
      .update(baskets)
      .set({ discountCodeId: null, updatedAt: new Date() })
      .where(eq(baskets.id, basket.id));
    return (await payloadOf(tx, basket.id)) as Basket;
  });

/** POST /baskets/remove-discount-code-from-basket-item. */
export const removeItemCode = async (db: Database, userId: string, itemId: string): Promise<Basket> =>
  db.transaction(async (tx) => {
    const item = await lockedItem(tx, userId, itemId);
    await tx.update(basketItems).set({ discountCodeId: null }).where(eq(basketItems.id, item.itemId));
    return (await payloadOf(tx, item.basketId)) as Basket;
  });
