import { OrderStatus, orderMessages as om, type PaymentExchangeRecord, PaymentType } from '@kampus/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { appError } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { announcing } from '../announcements/index.ts';
import { endEnrolmentsOfOrder } from '../enrolments/index.ts';
import { exchangesOfOrder, PaymentProviderError, paymentExchangeRecorder } from '../payments/index.ts';
import { type CardDeps, requireCardGateway } from './card-checkout.ts';

/*
 * An admin's refund of a whole card order through the provider (CONTRACT.md §13), and the order's exchanges with the
 * provider as the admin's order page shows them.
 */

const refundable = async (db: Database, orderId: string) => {
  const [order] = await db
    .select({
      id: orders.id,
      status: orders.status,
      paymentType: orders.paymentType,
      paymentId: orders.paymentId,
      orderNumber: orders.orderNumber,
      userId: orders.userId,
      totalKurus: orders.totalDiscountedPriceKurus,
      refundedAt: orders.refundedAt,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!order) throw appError('ORDER_NOT_FOUND');
  const ok =
    order.status === OrderStatus.Completed &&
    order.paymentType === PaymentType.CreditCard &&
    order.paymentId !== null &&
    order.refundedAt === null;
  if (!ok) throw appError('ORDER_NOT_REFUNDABLE');
  return { ...order, paymentId: order.paymentId as string };
};

/**
 * POST /admin/orders/{id}/refund: the provider refunds the order's whole paid amount (by its payment id); only then,
 * in one transaction under the order's row lock, the order becomes Cancelled (refunded, with the reason), the
 * enrolments it granted end, the buyer is mailed and told in the app, and an `order.refund` audit row names the
 * admin. A refusal by the provider changes nothing (422 with its reason); one that does not answer, 503.
 */
export const refundCardOrder = async (
  deps: CardDeps,
  orderId: string,
  reason: string,
  actorId: string,
  ip: string,
): Promise<void> => {
  const gateway = requireCardGateway(deps.config);
  const order = await refundable(deps.db, orderId);
  let refunded: Awaited<ReturnType<typeof gateway.refund>>;
  try {
    refunded = await gateway.refund(
      { orderId: order.id, amountKurus: order.totalKurus, ip, paymentId: order.paymentId },
      paymentExchangeRecorder(deps.db, order.id),
    );
  } catch (error) {
    if (error instanceof PaymentProviderError) throw appError('PAYMENT_PROVIDER_UNAVAILABLE');
    throw error;
  }
  if (!refunded.refunded)
    throw appError('REFUND_REFUSED', { message: om.refundRefused(refunded.errorMessage ?? '') });
  await announcing(deps.events, (news) =>
    deps.db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ status: orders.status, refundedAt: orders.refundedAt })
        .from(orders)
        .where(eq(orders.id, order.id))
        .for('update');
      if (!locked || locked.status !== OrderStatus.Completed || locked.refundedAt) return;
      await tx
        .update(orders)
        .set({
          status: OrderStatus.Cancelled,
          refundedAt: new Date(),
          paymentError: `İade: ${reason}`,
          updatedAt: new Date(),
        })
        .where(eq(orders.id, order.id));
      const ended = await endEnrolmentsOfOrder(tx, order.id);
      await news.orderCancelled(tx, order.id, 'refunded');
      await audit(tx, actorId, 'order.refund', 'order', order.id, {
        orderNumber: order.orderNumber,
        amountKurus: refunded.amountKurus ?? order.totalKurus,
        reason,
        buyerId: order.userId,
        endedEnrolments: ended,
      });
    }),
  );
};

/** GET /admin/orders/{id}/payment-exchanges: what was sent to and came from the provider, oldest first. */
export const orderExchanges = async (db: Database, orderId: string): Promise<PaymentExchangeRecord[]> => {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw appError('ORDER_NOT_FOUND');
  const rows = await exchangesOfOrder(db, orderId);
  return rows.map((r) => ({
    id: r.id,
    provider: r.provider,
    kind: r.kind,
    request: r.request,
    response: r.response,
    error: r.error,
    createdAt: r.createdAt.toISOString(),
  }));
};
