import {
  bankTransferPayBy,
  formatMoney,
  kurusToLira,
  type PaymentType,
  paymentTypeLabels,
} from '@kampus/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { orderItems, orders, users } from '../../db/schema/index.ts';
import type { OrderMailData } from '../mail/templates/orders.ts';

const money = (kurus: number) => formatMoney(kurusToLira(kurus));

/** What an order's mails say, read in the transaction that changed the order, with the buyer to write to. */
export const orderFacts = async (
  tx: Database | Tx,
  orderId: string,
): Promise<{ userId: string; email: string; data: OrderMailData; payBy: string } | null> => {
  const [order] = await tx
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      userId: orders.userId,
      paymentType: orders.paymentType,
      total: orders.totalPriceKurus,
      payable: orders.totalDiscountedPriceKurus,
      createdAt: orders.createdAt,
      email: users.email,
      name: users.name,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!order) return null;
  const lines = await tx
    .select({
      name: orderItems.courseName,
      price: orderItems.priceKurus,
      payable: orderItems.payablePriceKurus,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.courseName));
  const discount = order.total - order.payable;
  return {
    userId: order.userId,
    email: order.email,
    payBy: bankTransferPayBy(order.createdAt).toISOString(),
    data: {
      name: order.name,
      orderId: order.id,
      orderNumber: order.orderNumber,
      createdAt: order.createdAt.toISOString(),
      lines: lines.map((l) => ({ name: l.name, priceText: money(l.price), payableText: money(l.payable) })),
      totalText: money(order.total),
      discountText: discount > 0 ? money(discount) : null,
      payableText: money(order.payable),
      paymentTypeLabel: paymentTypeLabels[order.paymentType as PaymentType],
    },
  };
};
