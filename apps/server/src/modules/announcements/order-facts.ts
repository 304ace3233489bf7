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

/** What an order's mails say, read in the transaction that changed the order, with the buyer to write to. */
export const orderFacts = async (
  tx: Database | Tx,
  orderId: string,
): Promise<{ userId: string; email: string; data: OrderMailData; payBy: string } | null> => {
  const order = await orderWithBuyer(tx, orderId);
  if (!order) return null;
  const lines = await orderLineSnapshots(tx, orderId);
  const discount = order.totalPriceKurus - order.totalDiscountedPriceKurus;
  return {
    userId: order.userId,
    email: order.email,
    payBy: bankTransferPayBy(order.createdAt).toISOString(),
    data: {
      name: order.name,
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
