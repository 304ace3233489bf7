import { bankTransferPayBy, OrderStatus, PaymentType } from '@kampus/contract';
import { eq } from 'drizzle-orm';
import type { Seller } from '../../config/env.ts';
import type { Database, Tx } from '../../db/client.ts';
import { discountRedemptions, orderItems, orders } from '../../db/schema/orders.ts';
import { appError } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { type Announcements, announcing, type Events } from '../announcements/index.ts';
import { grantEnrolments } from '../enrolments/index.ts';
import { issueInvoice, requireSeller } from './sales.service.ts';
import { expireOverdueTransfers } from './transfer-expiry.ts';

/* An order's status changes after checkout: an admin's completion or cancel, and the completion every flow shares. */

/** When a pending bank transfer placed at `createdAt` is past its time at `now`. */
const isOverdue = (createdAt: Date, now: Date) => bankTransferPayBy(createdAt).getTime() <= now.getTime();

/**
 * PUT /admin/orders/:id/status: a Pending order becomes Completed (the buyer is enrolled) or Cancelled (its code
 * redemptions are freed, so the codes can be used again); every other change is refused, and so is any change of a
 * card order, which only the provider's result settles.
 */
export const updateOrderStatus = async (
  db: Database,
  events: Events,
  orderId: string,
  status: number,
  actorId: string,
  seller: Seller | null,
): Promise<void> => {
  // An overdue transfer is cancelled before the admin's change is looked at: it cannot be completed any more.
  const now = new Date();
  await expireOverdueTransfers(db, events, {}, now);
  await announcing(events, (news) =>
    db.transaction(async (tx) => {
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
      if (!order) throw appError('ORDER_NOT_FOUND');
      const expired =
        order.paymentType === PaymentType.BankTransfer &&
        order.status !== OrderStatus.Completed &&
        isOverdue(order.createdAt, now);
      if (expired) throw appError('TRANSFER_EXPIRED');
      if (order.status !== OrderStatus.Pending) throw appError('ORDER_STATUS_NOT_PENDING');
      // A card order is settled by the provider's verified result alone (card-settlement.ts): completing it by
      // hand would enrol without payment, cancelling it while the buyer pays would take money for nothing.
      if (order.paymentType === PaymentType.CreditCard) throw appError('CARD_ORDER_STATUS_BY_PROVIDER');
      if (status === OrderStatus.Completed) await completeOrderIn(tx, news, order, seller);
      else if (status === OrderStatus.Cancelled) {
        await tx
          .update(orders)
          .set({ status: OrderStatus.Cancelled, updatedAt: new Date() })
          .where(eq(orders.id, order.id));
        await tx.delete(discountRedemptions).where(eq(discountRedemptions.orderId, order.id));
        await news.orderCancelled(tx, order.id, 'admin');
      } else throw appError('ORDER_STATUS_TARGET');
      // Completing a transfer enrols the buyer without payment passing through the system: the admin answers for it.
      await audit(tx, actorId, 'order.status', 'order', order.id, {
        orderNumber: order.orderNumber,
        from: order.status,
        to: status,
        buyerId: order.userId,
      });
    }),
  );
};

/**
 * The one completion of a Pending order, inside the caller's transaction with the order's row locked and seen
 * Pending: an admin confirming a transfer, or a verified card payment (card-settlement.ts). The order becomes
 * Completed (with the provider's payment id for a card), the learner is enrolled, a paid order gets its invoice
 * number in this transaction (decision 036) and the receipt with its PDFs is queued.
 */
export const completeOrderIn = async (
  tx: Tx,
  news: Announcements,
  order: { id: string; userId: string; paymentType: number },
  seller: Seller | null,
  paymentId: string | null = null,
): Promise<void> => {
  await tx
    .update(orders)
    .set({
      status: OrderStatus.Completed,
      updatedAt: new Date(),
      ...(paymentId ? { paymentId } : {}),
    })
    .where(eq(orders.id, order.id));
  const items = await tx
    .select({ courseId: orderItems.courseId })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  await grantEnrolments(
    tx,
    order.userId,
    order.id,
    items.map((i) => i.courseId),
  );
  if (order.paymentType !== PaymentType.Free) await issueInvoice(tx, order.id, requireSeller(seller));
  await news.orderCompleted(tx, order.id);
};
