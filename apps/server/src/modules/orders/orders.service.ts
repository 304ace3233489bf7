import {
  type AdminOrdersQuery,
  type AwaitingTransfer,
  bankTransferPayBy,
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
  orderStatusLabels,
  type Paged,
  PaymentType,
  paymentTypeLabels,
} from '@kampus/contract';
import { and, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Config } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { invoices, orderItems, orders } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';
import { likeContains } from '../../db/sql.ts';
import { appError } from '../../lib/app-error.ts';
import { type CurrentUser, isAdmin } from '../../plugins/auth.ts';
import type { Events } from '../announcements/index.ts';
import { lessonStats, statsOf } from '../basket/index.ts';
import { coverImageUrl } from '../catalogue/index.ts';
import { orderWithBuyer } from './order-records.ts';
import { acceptanceOf } from './sales.service.ts';
import { expireOverdueTransfers } from './transfer-expiry.ts';

/* Reading orders: a buyer's summary and list, and the admin list. Checkout and status changes are in checkout.service.ts. */

const lira = kurusToLira;

/** `payBy` of an order: the deadline of a Pending bank transfer, else null. */
const payByOf = (o: { status: number; paymentType: number; createdAt: Date }): string | null =>
  o.status === OrderStatus.Pending && o.paymentType === PaymentType.BankTransfer
    ? bankTransferPayBy(o.createdAt).toISOString()
    : null;

const collator = new Intl.Collator('tr');

/** The payer of an order as summaries and lists show it: null when the learner paid (or nothing was paid). */
const payerOf = (p: { payerName: string | null; payerSurname: string | null; payerEmail: string | null }) =>
  p.payerName !== null && p.payerEmail !== null
    ? { fullName: `${p.payerName} ${p.payerSurname ?? ''}`.trim(), email: p.payerEmail }
    : null;

const payers = alias(users, 'payer');

/** GET /orders/:id/summary: for the learner, the payer and admins only; anyone else gets 404. */
export const orderSummary = async (
  db: Database,
  events: Events,
  bank: Config['bank'],
  actor: CurrentUser,
  orderId: string,
): Promise<OrderSummary> => {
  await expireOverdueTransfers(db, events);
  const order = await orderWithBuyer(db, orderId);
  const mayRead = order && (isAdmin(actor) || order.userId === actor.id || order.payerId === actor.id);
  if (!order || !mayRead) throw appError('ORDER_NOT_FOUND');

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
  const [invoice] = await db
    .select({ number: invoices.number })
    .from(invoices)
    .where(eq(invoices.orderId, order.id))
    .limit(1);
  // Where and how the buyer accepted the sale documents is for admins (decision 036).
  const accepted = isAdmin(actor) ? await acceptanceOf(db, order.id) : null;
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    statusText: labelOf(orderStatusLabels, order.status),
    createDate: order.createdAt.toISOString(),
    paymentType: order.paymentType,
    paymentTypeText: labelOf(paymentTypeLabels, order.paymentType),
    user: { fullName: `${order.name} ${order.surname}`, email: order.email },
    payer: payerOf(order),
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
    // The invoice is the buyer's (the payer of a parent-paid order) and admins'; the learner's page prints instead.
    invoiceNumber:
      isAdmin(actor) || (order.payerId ?? order.userId) === actor.id ? (invoice?.number ?? null) : null,
    acceptance: accepted
      ? {
          documentVersion: accepted.documentVersion,
          waiveWithdrawal: accepted.waiveWithdrawal,
          acceptedAt: accepted.acceptedAt.toISOString(),
          ipAddress: accepted.ipAddress,
          userAgent: accepted.userAgent,
        }
      : null,
    paymentError: order.paymentError,
    refundedAt: order.refundedAt?.toISOString() ?? null,
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
  payerName: payers.name,
  payerSurname: payers.surname,
  payerEmail: payers.email,
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
  payerName: string | null;
  payerSurname: string | null;
  payerEmail: string | null;
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
  payer: payerOf(r),
  itemCount: Number(r.itemCount),
  total: lira(r.totalDiscountedPriceKurus),
  totalText: formatMoney(lira(r.totalDiscountedPriceKurus)),
  payBy: payByOf(r),
});

/**
 * GET /orders: the caller's own orders (as the learner or as the payer of a child's order) a page at a time, newest
 * first, and every bank transfer of theirs still waiting for the money with where to send it. Nobody else's order is
 * ever read.
 */
export const myOrders = async (
  db: Database,
  events: Events,
  bank: Config['bank'],
  userId: string,
  query: MyOrdersQuery,
): Promise<MyOrders> => {
  await expireOverdueTransfers(db, events, { userId });
  const mine = or(eq(orders.userId, userId), eq(orders.payerId, userId));
  const [rows, [total], awaiting] = await Promise.all([
    db
      .select(listColumns)
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(payers, eq(payers.id, orders.payerId))
      .where(mine)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.pageSize)
      .offset((query.pageNumber - 1) * query.pageSize),
    db.select({ n: count() }).from(orders).where(mine),
    db
      .select(listColumns)
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(payers, eq(payers.id, orders.payerId))
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
export const adminOrders = async (
  db: Database,
  events: Events,
  query: AdminOrdersQuery,
): Promise<Paged<OrderListItem>> => {
  await expireOverdueTransfers(db, events);
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
      .leftJoin(payers, eq(payers.id, orders.payerId))
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
