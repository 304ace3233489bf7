import { formatMoney, kurusToLira } from '@kampus/contract';
import { asc, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';

/*
 * Reads of one order that other modules need too: the order mails (announcements) say what the order summary
 * says, so both read the order here, where its tables are owned.
 */

type Db = Database | Tx;

const payers = alias(users, 'payer');

/**
 * One order with its learner's (`name`, `surname`, `email`) and its payer's name and address (null unless a parent
 * paid: modules/purchase-requests), or undefined when there is no such order. Takes a transaction so
 * that an event reads the order as the change that causes it left it.
 */
export const orderWithBuyer = async (db: Db, orderId: string) => {
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
      paymentToken: orders.paymentToken,
      paymentId: orders.paymentId,
      paymentError: orders.paymentError,
      refundedAt: orders.refundedAt,
      name: users.name,
      surname: users.surname,
      email: users.email,
      payerId: orders.payerId,
      payerName: payers.name,
      payerSurname: payers.surname,
      payerEmail: payers.email,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(payers, eq(payers.id, orders.payerId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return order;
};

/** An order's lines as they were bought (name and prices are snapshots), by course name. */
export const orderLineSnapshots = (db: Db, orderId: string) =>
  db
    .select({
      name: orderItems.courseName,
      priceKurus: orderItems.priceKurus,
      payablePriceKurus: orderItems.payablePriceKurus,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.courseName));

/**
 * Every order of a buyer, newest first, in the fields a linked parent sees (modules/families). The caller runs
 * `expireOverdueTransfers` for the buyer first, so an overdue transfer shows as cancelled, as in the buyer's list.
 */
export const ordersOfBuyer = async (db: Db, userId: string) => {
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      totalKurus: orders.totalDiscountedPriceKurus,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map((r) => ({
    id: r.id,
    orderNumber: r.orderNumber,
    status: r.status,
    total: kurusToLira(r.totalKurus),
    totalText: formatMoney(kurusToLira(r.totalKurus)),
    createDate: r.createdAt.toISOString(),
  }));
};
