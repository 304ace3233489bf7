import {
  bankTransferPayBy,
  formatMoney,
  kurusToLira,
  type PaymentType,
  paymentTypeLabels,
} from '@kampus/contract';
import type { Database, Tx } from '../../db/client.ts';
import type { OrderMailData } from '../mail/index.ts';
import { orderLineSnapshots, orderWithBuyer } from '../orders/index.ts';

const money = (kurus: number) => formatMoney(kurusToLira(kurus));

/**
 * What an order's mails say, read in the transaction that changed the order, with whom to write to: the payer when
 * a parent pays for a child's order (they send the money and keep the receipt), else the learner. `learnerId` is
 * the learner's either way.
 */
export const orderFacts = async (
  tx: Database | Tx,
  orderId: string,
): Promise<{
  userId: string;
  email: string;
  learnerId: string;
  learnerName: string;
  data: OrderMailData;
  payBy: string;
} | null> => {
  const order = await orderWithBuyer(tx, orderId);
  if (!order) return null;
  const paidByParent = order.payerId !== null && order.payerEmail !== null;
  const lines = await orderLineSnapshots(tx, orderId);
  const discount = order.totalPriceKurus - order.totalDiscountedPriceKurus;
  return {
    userId: paidByParent ? (order.payerId as string) : order.userId,
    email: paidByParent ? (order.payerEmail as string) : order.email,
    learnerId: order.userId,
    learnerName: `${order.name} ${order.surname}`,
    payBy: bankTransferPayBy(order.createdAt).toISOString(),
    data: {
      name: paidByParent ? (order.payerName ?? '') : order.name,
      orderId: order.id,
      orderNumber: order.orderNumber,
      createdAt: order.createdAt.toISOString(),
      lines: lines.map((l) => ({
        name: l.name,
        priceText: money(l.priceKurus),
        payableText: money(l.payablePriceKurus),
      })),
      totalText: money(order.totalPriceKurus),
      discountText: discount > 0 ? money(discount) : null,
      payableText: money(order.totalDiscountedPriceKurus),
      paymentTypeLabel: paymentTypeLabels[order.paymentType as PaymentType],
    },
  };
};
