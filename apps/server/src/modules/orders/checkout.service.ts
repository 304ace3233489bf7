import { randomInt } from 'node:crypto';
import {
  discountCodeWindow,
  formatMoney,
  kurusToLira,
  OrderStatus,
  orderMessages as om,
  PaymentType,
  PublishStatus,
  redemptionScopeKey,
} from '@kampus/contract';
import type { Seller } from '../../config/env.ts';
import type { Database, Tx } from '../../db/client.ts';
import { discountRedemptions, orderItems, orders } from '../../db/schema/orders.ts';
import { appError } from '../../lib/app-error.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { type Announcements, announcing, type Events } from '../announcements/index.ts';
import {
  courseOwnershipProblem,
  loadPricedBasket,
  lockOpenBasket,
  markBasketOrdered,
  type PricedBasket,
} from '../basket/index.ts';
import type { DiscountCodeRow } from '../discount-codes/index.ts';
import { grantEnrolments } from '../enrolments/index.ts';
import { cancelPendingRequests } from '../purchase-requests/index.ts';
import { claimSeats } from '../seats/index.ts';
import { buildSaleDocuments } from './sale-documents.ts';
import { basketLines, buyerParty, recordSaleAcceptance, requireSeller } from './sales.service.ts';
import { expireOverdueTransfers } from './transfer-expiry.ts';

/*
 * Orders change state here only: checkout turns a basket into an order, and an admin completes or cancels a bank
 * transfer. Reading orders (summary, lists) is in orders.service.ts.
 */

const lira = kurusToLira;

/** Letters and digits without look-alikes (0/O, 1/I), so an order number can be read out on the phone. */
const ORDER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const dayFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** `KMP-20261121-7Q4K2M`: the Turkish calendar day and 30 random bits. */
export const newOrderNumber = (now: Date = new Date()): string => {
  let suffix = '';
  for (let i = 0; i < 6; i += 1) suffix += ORDER_ALPHABET[randomInt(ORDER_ALPHABET.length)];
  return `KMP-${dayFormatter.format(now).replaceAll('-', '')}-${suffix}`;
};

/** A free order, a bank transfer an admin confirms, or a card payment through the provider's hosted page (§13). */
export type OrderKind = 'free' | 'bankTransfer' | 'card';

/** A paid order's seller and the client that accepted the sale documents (both boxes checked by the schema). */
export type PaidSale = { seller: Seller | null; ipAddress: string; userAgent: string | undefined };

/** The refusals' wording: the learner's own checkout, or a parent paying for a child's basket (README, Payer). */
type Words = Pick<typeof om, keyof typeof om.payer>;
const wordsFor = (payerId: string | null): Words => (payerId ? om.payer : om);

/** Every code the order uses must still be usable: started, not ended, and still of the right kind and course. */
const appliedCodes = (priced: PricedBasket, words: Words): DiscountCodeRow[] => {
  const applied: { code: DiscountCodeRow; courseId: string | null }[] = [];
  if (priced.basketCode) applied.push({ code: priced.basketCode, courseId: null });
  for (const line of priced.lines) if (line.code) applied.push({ code: line.code, courseId: line.course.id });
  for (const { code, courseId } of applied) {
    const window = discountCodeWindow(code);
    if (window === 'notStarted')
      throw appError('CODE_NOT_STARTED', { message: words.codeNotStarted(code.code) });
    if (window === 'expired') throw appError('CODE_EXPIRED', { message: words.codeExpired(code.code) });
    const fits =
      courseId === null ? code.isBasketDiscount : !code.isBasketDiscount && code.courseId === courseId;
    if (!fits) throw appError('CODE_NOT_APPLICABLE', { message: words.codeNotApplicable(code.code) });
  }
  return applied.map((a) => a.code);
};

/**
 * Records one redemption per used code. The unique scope key lets the database settle a race: a second order for a
 * single-use code (or for a reusable code by the same user) inserts nothing, waits for the first to commit, and is
 * refused here; no read-then-write check decides.
 */
const redeem = async (tx: Tx, codes: DiscountCodeRow[], userId: string, orderId: string, words: Words) => {
  if (codes.length === 0) return;
  const rows = codes.map((code) => ({
    discountCodeId: code.id,
    userId,
    orderId,
    scopeKey: redemptionScopeKey(code, userId),
  }));
  const inserted = await tx
    .insert(discountRedemptions)
    .values(rows)
    .onConflictDoNothing({ target: discountRedemptions.scopeKey })
    .returning({ scopeKey: discountRedemptions.scopeKey });
  const taken = codes.find((code) => !inserted.some((i) => i.scopeKey === redemptionScopeKey(code, userId)));
  if (taken)
    throw taken.isReusable
      ? appError('CODE_USED_BY_YOU', { message: words.codeUsedByYou(taken.code) })
      : appError('CODE_USED_UP', { message: words.codeUsedUp(taken.code) });
};

/** Inserts the order with a fresh number, drawing again in the unlikely case the number is taken. */
const insertOrder = async (
  tx: Tx,
  values: Omit<typeof orders.$inferInsert, 'orderNumber'>,
): Promise<string> => {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [row] = await tx
      .insert(orders)
      .values({ ...values, orderNumber: newOrderNumber() })
      .onConflictDoNothing({ target: orders.orderNumber })
      .returning({ id: orders.id });
    if (row) return row.id;
  }
  throw new Error('no free order number after 5 attempts');
};

/** Who an order is for and who pays: the learner, and a linked parent paying for them (or null). */
export type Checkout = {
  learnerId: string;
  payerId: string | null;
  basketId: string;
  kind: OrderKind;
  /** A paid order's accepted sale documents: who sells, and where the buyer accepted them from (decision 036). */
  sale: (PaidSale & { seller: Seller }) | null;
};

/**
 * POST /orders/free and POST /orders/bank-transfer, in one transaction: the basket is locked, priced and checked
 * again (not empty, every course still on sale and not owned, every code still usable), the order and its line
 * snapshots are written, codes are redeemed, a free order enrols the buyer at once, and the basket is marked
 * ordered so the next add starts a new one. A second call for the same basket waits on the lock and gets 422; the
 * unique basket id of orders backs that up.
 */
export const placeOrder = async (
  db: Database,
  events: Events,
  userId: string,
  basketId: string,
  kind: OrderKind,
  sale?: PaidSale,
): Promise<string> => {
  // Paid orders need a seller to name in the documents and the invoice (decision 036).
  const seller = kind === 'free' ? null : requireSeller(sale?.seller ?? null);
  // An overdue transfer of this buyer no longer holds its courses: cancelled first, they can be ordered again.
  await expireOverdueTransfers(db, events, { userId });
  return settleBasketClash(
    announcing(events, (news) =>
      db.transaction(async (tx) => {
        const orderId = await placeOrderIn(tx, news, {
          learnerId: userId,
          payerId: null,
          basketId,
          kind,
          sale: seller && sale ? { ...sale, seller } : null,
        });
        // The student bought the basket themselves: a request to a parent for it is no longer open.
        await cancelPendingRequests(tx, news, basketId, 'ordered');
        return orderId;
      }),
    ),
  );
};

/** The unique basket id of orders, hit by a second order racing past the lock, answers as the lock would. */
export const settleBasketClash = async <T>(work: Promise<T>): Promise<T> => {
  try {
    return await work;
  } catch (error) {
    if (uniqueViolation(error) === 'orders_basket_id_unique') throw appError('BASKET_ORDERED');
    throw error;
  }
};

/**
 * The checkout itself, inside the caller's transaction: the learner's basket becomes their order, paid by `payerId`
 * when a parent approves a purchase request (modules/purchase-requests), so the courses, codes and enrolments are
 * the learner's either way. The caller runs `expireOverdueTransfers` for the learner first and maps a clash on the
 * basket id with `settleBasketClash`.
 */
export const placeOrderIn = async (tx: Tx, news: Announcements, checkout: Checkout): Promise<string> => {
  const { learnerId: userId, payerId, basketId, kind, sale } = checkout;
  const words = wordsFor(payerId);
  const basket = await lockOpenBasket(tx, userId, basketId);
  const priced = (await loadPricedBasket(tx, basket.id)) as PricedBasket;
  if (priced.lines.length === 0) throw appError('BASKET_EMPTY');

  for (const line of priced.lines)
    if (line.course.publishStatus !== PublishStatus.Published)
      throw appError('COURSE_NOT_PUBLISHED', { message: words.courseUnavailable(line.course.name) });
  const courseIds = priced.lines.map((l) => l.course.id);
  const problem = await courseOwnershipProblem(tx, userId, courseIds);
  if (problem) {
    const name = priced.lines.find((l) => l.course.id === problem.courseId)?.course.name ?? '';
    throw problem.reason === 'owned'
      ? appError('COURSE_OWNED', { message: words.courseOwned(name) })
      : appError('COURSE_PENDING', { message: words.coursePending(name) });
  }
  // The last seats of a course with a capacity: taken under the course row's lock, so one buyer gets each.
  await claimSeats(
    tx,
    priced.lines.map((l) => ({ id: l.course.id, name: l.course.name })),
  );
  const codes = appliedCodes(priced, words);

  const { totals } = priced;
  if (kind === 'free' && totals.totalDiscountedPrice !== 0)
    throw appError('ORDER_NOT_FREE', {
      message: om.notFree(formatMoney(lira(totals.totalDiscountedPrice))),
    });
  if (kind !== 'free' && totals.totalDiscountedPrice === 0) throw appError('NOTHING_TO_PAY');

  const orderId = await insertOrder(tx, {
    userId,
    payerId,
    basketId: basket.id,
    status: kind === 'free' ? OrderStatus.Completed : OrderStatus.Pending,
    paymentType: {
      free: PaymentType.Free,
      bankTransfer: PaymentType.BankTransfer,
      card: PaymentType.CreditCard,
    }[kind],
    totalPriceKurus: totals.totalPrice,
    totalDiscountedPriceKurus: totals.totalDiscountedPrice,
    discountCodeId: priced.basketCode?.id ?? null,
    discountCode: priced.basketCode?.code ?? null,
  });
  await tx.insert(orderItems).values(
    priced.lines.map((line, i) => ({
      orderId,
      courseId: line.course.id,
      courseName: line.course.name,
      priceKurus: totals.items[i]?.listPriceKurus ?? 0,
      payablePriceKurus: totals.items[i]?.payablePriceKurus ?? 0,
      discountCodeId: line.code?.id ?? null,
      discountCode: line.code?.code ?? null,
    })),
  );
  await redeem(tx, codes, userId, orderId, words);
  if (sale)
    await recordSaleAcceptance(tx, orderId, {
      // The documents as the buyer (the paying parent, else the learner) was shown them, built again from the
      // prices just checked.
      documents: buildSaleDocuments(
        await buyerParty(tx, payerId ?? userId),
        basketLines(priced),
        sale.seller,
      ),
      ipAddress: sale.ipAddress,
      userAgent: sale.userAgent,
    });
  if (kind === 'free') await grantEnrolments(tx, userId, orderId, courseIds);
  await markBasketOrdered(tx, basket.id);
  // The receipt (free) or the transfer details (bank transfer), with the order (announcements README). A card
  // order says nothing yet: the buyer is on the provider's page, and its outcome is announced.
  if (kind === 'free') await news.orderCompleted(tx, orderId);
  else if (kind === 'bankTransfer') await news.orderPlaced(tx, orderId);
  return orderId;
};
