import { randomInt } from 'node:crypto';
import {
  type AdminOrdersQuery,
  type AwaitingTransfer,
  bankTransferPayBy,
  basketMessages as bm,
  discountCodeWindow,
  discountPercent,
  durationText,
  foldForSearch,
  formatAmount,
  formatMoney,
  kurusToLira,
  labelOf,
  type MyOrders,
  type MyOrdersQuery,
  type OrderListItem,
  OrderStatus,
  type OrderSummary,
  orderMessages as om,
  orderStatusLabels,
  type Paged,
  PaymentType,
  PublishStatus,
  paymentTypeLabels,
  redemptionScopeKey,
} from '@kampus/contract';
import { and, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../config/env.ts';
import type { Database, Tx } from '../../db/client.ts';
import { baskets, courses, discountRedemptions, orderItems, orders, users } from '../../db/schema/index.ts';
import { notFound, unprocessable } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { type CurrentUser, isAdmin } from '../../plugins/auth.ts';
import {
  BASKET_OPEN,
  BASKET_ORDERED,
  courseOwnershipProblem,
  loadPricedBasket,
  type PricedBasket,
} from '../basket/basket.service.ts';
import { lessonStats, statsOf } from '../basket/course-lines.ts';
import { coverImageUrl } from '../catalogue/course-cards.ts';
import type { DiscountCodeRow } from '../discounts/discounts.service.ts';
import { likeContains } from '../discounts/discounts.service.ts';
import { enrolBuyer } from './enrolment.ts';
import { expireOverdueTransfers } from './transfer-expiry.ts';

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

export type OrderKind = 'free' | 'bankTransfer';

/** Every code the order uses must still be usable: started, not ended, and still of the right kind and course. */
const appliedCodes = (priced: PricedBasket): DiscountCodeRow[] => {
  const applied: { code: DiscountCodeRow; courseId: string | null }[] = [];
  if (priced.basketCode) applied.push({ code: priced.basketCode, courseId: null });
  for (const line of priced.lines) if (line.code) applied.push({ code: line.code, courseId: line.course.id });
  for (const { code, courseId } of applied) {
    const window = discountCodeWindow(code);
    if (window === 'notStarted') throw unprocessable(om.codeNotStarted(code.code));
    if (window === 'expired') throw unprocessable(om.codeExpired(code.code));
    const fits =
      courseId === null ? code.isBasketDiscount : !code.isBasketDiscount && code.courseId === courseId;
    if (!fits) throw unprocessable(om.codeNotApplicable(code.code));
  }
  return applied.map((a) => a.code);
};

/**
 * Records one redemption per used code. The unique scope key lets the database settle a race: a second order for a
 * single-use code (or for a reusable code by the same user) inserts nothing, waits for the first to commit, and is
 * refused here; no read-then-write check decides.
 */
const redeem = async (tx: Tx, codes: DiscountCodeRow[], userId: string, orderId: string) => {
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
  if (taken) throw unprocessable(taken.isReusable ? om.codeUsedByYou(taken.code) : om.codeUsedUp(taken.code));
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

/** When a pending bank transfer placed at `createdAt` is past its time at `now`. */
const isOverdue = (createdAt: Date, now: Date) => bankTransferPayBy(createdAt).getTime() <= now.getTime();

/** `payBy` of an order: the deadline of a Pending bank transfer, else null. */
const payByOf = (o: { status: number; paymentType: number; createdAt: Date }): string | null =>
  o.status === OrderStatus.Pending && o.paymentType === PaymentType.BankTransfer
    ? bankTransferPayBy(o.createdAt).toISOString()
    : null;

/**
 * POST /orders/free and POST /orders/bank-transfer, in one transaction: the basket is locked, priced and checked
 * again (not empty, every course still on sale and not owned, every code still usable), the order and its line
 * snapshots are written, codes are redeemed, a free order enrols the buyer at once, and the basket is marked
 * ordered so the next add starts a new one. A second call for the same basket waits on the lock and gets 422; the
 * unique basket id of orders backs that up.
 */
export const placeOrder = async (
  db: Database,
  userId: string,
  basketId: string,
  kind: OrderKind,
): Promise<string> => {
  // An overdue transfer of this buyer no longer holds its courses: cancelled first, they can be ordered again.
  await expireOverdueTransfers(db, { userId });
  try {
    return await db.transaction(async (tx) => {
      const [basket] = await tx
        .select({ id: baskets.id, status: baskets.status })
        .from(baskets)
        .where(and(eq(baskets.id, basketId), eq(baskets.userId, userId)))
        .for('update');
      if (!basket) throw notFound(bm.basketNotFound);
      if (basket.status !== BASKET_OPEN) throw unprocessable(om.basketOrdered);
      const priced = (await loadPricedBasket(tx, basket.id)) as PricedBasket;
      if (priced.lines.length === 0) throw unprocessable(om.basketEmpty);

      for (const line of priced.lines)
        if (line.course.publishStatus !== PublishStatus.Published)
          throw unprocessable(om.courseUnavailable(line.course.name));
      const courseIds = priced.lines.map((l) => l.course.id);
      const problem = await courseOwnershipProblem(tx, userId, courseIds);
      if (problem) {
        const name = priced.lines.find((l) => l.course.id === problem.courseId)?.course.name ?? '';
        throw unprocessable(problem.reason === 'owned' ? om.courseOwned(name) : om.coursePending(name));
      }
      const codes = appliedCodes(priced);

      const { totals } = priced;
      if (kind === 'free' && totals.totalDiscountedPrice !== 0)
        throw unprocessable(om.notFree(formatMoney(lira(totals.totalDiscountedPrice))));
      if (kind === 'bankTransfer' && totals.totalDiscountedPrice === 0) throw unprocessable(om.nothingToPay);

      const orderId = await insertOrder(tx, {
        userId,
        basketId: basket.id,
        status: kind === 'free' ? OrderStatus.Completed : OrderStatus.Pending,
        paymentType: kind === 'free' ? PaymentType.Free : PaymentType.BankTransfer,
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
      await redeem(tx, codes, userId, orderId);
      if (kind === 'free') await enrolBuyer(tx, userId, orderId, courseIds);
      await tx
        .update(baskets)
        .set({ status: BASKET_ORDERED, updatedAt: new Date() })
        .where(eq(baskets.id, basket.id));
      return orderId;
    });
  } catch (error) {
    if (uniqueViolation(error) === 'orders_basket_id_unique') throw unprocessable(om.basketOrdered);
    throw error;
  }
};

const collator = new Intl.Collator('tr');

/** GET /orders/:id/summary: for the buyer and admins only; anyone else gets 404 (CONTRACT.md §6). */
export const orderSummary = async (
  db: Database,
  bank: Config['bank'],
  actor: CurrentUser,
  orderId: string,
): Promise<OrderSummary> => {
  await expireOverdueTransfers(db);
  const [order] = await db
    .select({
      id: orders.id,
      userId: orders.userId,
      orderNumber: orders.orderNumber,
      status: orders.status,
      paymentType: orders.paymentType,
      createdAt: orders.createdAt,
      totalPriceKurus: orders.totalPriceKurus,
      totalDiscountedPriceKurus: orders.totalDiscountedPriceKurus,
      discountCode: orders.discountCode,
      name: users.name,
      surname: users.surname,
      email: users.email,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!order || (!isAdmin(actor) && order.userId !== actor.id)) throw notFound(om.orderNotFound);

  const lines = await db
    .select({
      courseId: orderItems.courseId,
      name: orderItems.courseName,
      priceKurus: orderItems.priceKurus,
      payablePriceKurus: orderItems.payablePriceKurus,
      discountCode: orderItems.discountCode,
      description: courses.description,
      coverImageKey: courses.coverImageKey,
    })
    .from(orderItems)
    .innerJoin(courses, eq(courses.id, orderItems.courseId))
    .where(eq(orderItems.orderId, order.id));
  lines.sort((a, b) => collator.compare(a.name, b.name));
  const stats = await lessonStats(
    db,
    lines.map((l) => l.courseId),
  );
  const discount = order.totalPriceKurus - order.totalDiscountedPriceKurus;
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    statusText: labelOf(orderStatusLabels, order.status),
    createDate: order.createdAt.toISOString(),
    paymentType: order.paymentType,
    paymentTypeText: labelOf(paymentTypeLabels, order.paymentType),
    user: { fullName: `${order.name} ${order.surname}`, email: order.email },
    items: lines.map((l) => {
      const s = statsOf(stats, l.courseId);
      return {
        courseId: l.courseId,
        name: l.name,
        description: l.description,
        image: coverImageUrl(l.coverImageKey),
        durationMinute: s.durationMinute,
        durationText: durationText(s.durationMinute),
        totalLessons: s.totalLessons,
        price: lira(l.priceKurus),
        payablePrice: lira(l.payablePriceKurus),
        priceText: formatMoney(lira(l.priceKurus)),
        payablePriceText: formatMoney(lira(l.payablePriceKurus)),
        discountCode: l.discountCode,
      };
    }),
    totalPrice: lira(order.totalPriceKurus),
    totalDiscount: lira(discount),
    totalDiscountedPrice: lira(order.totalDiscountedPriceKurus),
    totalPriceText: formatMoney(lira(order.totalPriceKurus)),
    totalDiscountText: formatAmount(lira(discount)),
    totalDiscountedPriceText: formatMoney(lira(order.totalDiscountedPriceKurus)),
    discountPercent: discountPercent(order.totalPriceKurus, order.totalDiscountedPriceKurus),
    discountCode: order.discountCode,
    bankDetails:
      order.paymentType === PaymentType.BankTransfer
        ? {
            bankName: bank.bankName,
            accountHolder: bank.accountHolder,
            iban: bank.iban,
            reference: order.orderNumber,
          }
        : null,
    payBy: payByOf(order),
  };
};

const listColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  status: orders.status,
  paymentType: orders.paymentType,
  createdAt: orders.createdAt,
  totalDiscountedPriceKurus: orders.totalDiscountedPriceKurus,
  name: users.name,
  surname: users.surname,
  email: users.email,
  itemCount: sql<number>`(SELECT count(*)::int FROM ${orderItems} WHERE ${orderItems.orderId} = ${orders.id})`,
};

type ListRow = {
  id: string;
  orderNumber: string;
  status: number;
  paymentType: number;
  createdAt: Date;
  totalDiscountedPriceKurus: number;
  name: string;
  surname: string;
  email: string;
  itemCount: number;
};

const toListItem = (r: ListRow): OrderListItem => ({
  id: r.id,
  orderNumber: r.orderNumber,
  status: r.status,
  statusText: labelOf(orderStatusLabels, r.status),
  paymentType: r.paymentType,
  paymentTypeText: labelOf(paymentTypeLabels, r.paymentType),
  createDate: r.createdAt.toISOString(),
  user: { fullName: `${r.name} ${r.surname}`, email: r.email },
  itemCount: Number(r.itemCount),
  total: lira(r.totalDiscountedPriceKurus),
  totalText: formatMoney(lira(r.totalDiscountedPriceKurus)),
  payBy: payByOf(r),
});

/**
 * GET /orders: the caller's own orders a page at a time, newest first, and every bank transfer of theirs still
 * waiting for the money with where to send it. Nobody else's order is ever read.
 */
export const myOrders = async (
  db: Database,
  bank: Config['bank'],
  userId: string,
  query: MyOrdersQuery,
): Promise<MyOrders> => {
  await expireOverdueTransfers(db, { userId });
  const mine = eq(orders.userId, userId);
  const [rows, [total], awaiting] = await Promise.all([
    db
      .select(listColumns)
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(mine)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.pageSize)
      .offset((query.pageNumber - 1) * query.pageSize),
    db.select({ n: count() }).from(orders).where(mine),
    db
      .select(listColumns)
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(
        and(mine, eq(orders.status, OrderStatus.Pending), eq(orders.paymentType, PaymentType.BankTransfer)),
      )
      .orderBy(desc(orders.createdAt), desc(orders.id)),
  ]);
  const totalItemCount = Number(total?.n ?? 0);
  const totalPageCount = Math.ceil(totalItemCount / query.pageSize);
  const awaitingPayment: AwaitingTransfer[] = awaiting.map((r) => ({
    ...toListItem(r),
    bankDetails: {
      bankName: bank.bankName,
      accountHolder: bank.accountHolder,
      iban: bank.iban,
      reference: r.orderNumber,
    },
  }));
  return {
    items: rows.map(toListItem),
    currentPage: query.pageNumber,
    totalPageCount,
    totalItemCount,
    hasNextPage: query.pageNumber < totalPageCount,
    awaitingPayment,
  };
};

/** GET /admin/orders/paginated: search by order number, buyer e-mail or name (Turkish folding), filter by status. */
export const adminOrders = async (db: Database, query: AdminOrdersQuery): Promise<Paged<OrderListItem>> => {
  await expireOverdueTransfers(db);
  const term = query.search?.trim();
  const filters: (SQL | undefined)[] = [
    query.status === undefined ? undefined : eq(orders.status, query.status),
  ];
  if (term)
    filters.push(
      or(
        sql`${orders.orderNumber} LIKE ${likeContains(term.toUpperCase())}`,
        sql`${users.searchText} LIKE ${likeContains(foldForSearch(term))}`,
      ),
    );
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.pageSize)
      .offset((query.pageNumber - 1) * query.pageSize),
    db.select({ n: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
  ]);
  const totalItemCount = Number(total?.n ?? 0);
  const totalPageCount = Math.ceil(totalItemCount / query.pageSize);
  return {
    items: rows.map(toListItem),
    currentPage: query.pageNumber,
    totalPageCount,
    totalItemCount,
    hasNextPage: query.pageNumber < totalPageCount,
  };
};

/**
 * PUT /admin/orders/:id/status: a Pending order becomes Completed (the buyer is enrolled) or Cancelled (its code
 * redemptions are freed, so the codes can be used again); every other change is refused.
 */
export const updateOrderStatus = async (
  db: Database,
  orderId: string,
  status: number,
  actorId: string,
): Promise<void> => {
  // An overdue transfer is cancelled before the admin's change is looked at: it cannot be completed any more.
  const now = new Date();
  await expireOverdueTransfers(db, {}, now);
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        id: orders.id,
        status: orders.status,
        paymentType: orders.paymentType,
        createdAt: orders.createdAt,
        userId: orders.userId,
        orderNumber: orders.orderNumber,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!order) throw notFound(om.orderNotFound);
    const expired =
      order.paymentType === PaymentType.BankTransfer &&
      order.status !== OrderStatus.Completed &&
      isOverdue(order.createdAt, now);
    if (expired) throw unprocessable(om.transferExpired);
    if (order.status !== OrderStatus.Pending) throw unprocessable(om.statusNotPending);
    if (status === OrderStatus.Completed) {
      await tx
        .update(orders)
        .set({ status: OrderStatus.Completed, updatedAt: new Date() })
        .where(eq(orders.id, order.id));
      const items = await tx
        .select({ courseId: orderItems.courseId })
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id));
      await enrolBuyer(
        tx,
        order.userId,
        order.id,
        items.map((i) => i.courseId),
      );
    } else if (status === OrderStatus.Cancelled) {
      await tx
        .update(orders)
        .set({ status: OrderStatus.Cancelled, updatedAt: new Date() })
        .where(eq(orders.id, order.id));
      await tx.delete(discountRedemptions).where(eq(discountRedemptions.orderId, order.id));
    } else throw unprocessable(om.statusTarget);
    // Completing a transfer enrols the buyer without payment passing through the system: the admin answers for it.
    await audit(tx, actorId, 'order.status', 'order', order.id, {
      orderNumber: order.orderNumber,
      from: order.status,
      to: status,
      buyerId: order.userId,
    });
  });
};
