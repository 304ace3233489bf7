import {
  type Basket,
  type BasketTotals,
  basketTotals,
  type DiscountType,
  discountPercent,
  durationText,
  formatAmount,
  formatMoney,
  kurusToLira,
  type PricingCode,
  PublishStatus,
} from '@kampus/contract';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { basketItems, baskets } from '../../db/schema/basket.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { discountCodes } from '../../db/schema/discount-codes.ts';
import { appError } from '../../lib/app-error.ts';
import { coverImageUrl } from '../catalogue/index.ts';
import type { DiscountCodeRow } from '../discount-codes/index.ts';
import type { LessonStats } from './course-lines.ts';

/*
 * The priced basket: a basket read with its lines, codes and lesson counts, priced at today's prices and shaped as
 * the wire payload. Changing a basket is in basket.service.ts.
 */

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
 * The basket payload. Prices read through formatMoney, so a price of 0 reads 'Ücretsiz'; the discount
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
export const payloadOf = async (db: Db, basketId: string): Promise<Basket | null> => {
  const priced = await loadPricedBasket(db, basketId);
  return priced ? basketPayload(priced) : null;
};

/** A basket id sent by the client must be the caller's: anyone else's (or an unknown one) is 404. */
export const assertOwnBasket = async (db: Db, userId: string, basketId: string) => {
  const [row] = await db
    .select({ id: baskets.id, status: baskets.status })
    .from(baskets)
    .where(and(eq(baskets.id, basketId), eq(baskets.userId, userId)))
    .limit(1);
  if (!row) throw appError('BASKET_NOT_FOUND');
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
