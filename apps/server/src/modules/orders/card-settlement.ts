import { OrderStatus, orderMessages as om, PaymentType } from '@kampus/contract';
import { and, eq, lt } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { AppError } from '../../lib/app-error.ts';
import { announcing } from '../announcements/index.ts';
import {
  type PaymentGateway,
  type PaymentNotification,
  PaymentProviderError,
  type PaymentResult,
  paymentExchangeRecorder,
} from '../payments/index.ts';
import { claimSeats, SEAT_HOLD_MINUTES, seatsLeftOf } from '../seats/index.ts';
import { type CardDeps, cancelCardOrderIn } from './card-checkout.ts';
import { completeOrderIn } from './order-status.ts';

/*
 * Settling card orders (CONTRACT.md §13): the buyer's return (callback), iyzico's notification (webhook) and the
 * reconciliation job all come here with a token, and only a result retrieved from the provider and checked against
 * the order changes it, exactly once, under the order's row lock.
 */

/** What settling a token did: the order it names (null: none of ours) and whether this call changed it. */
export type Settlement = {
  orderId: string | null;
  outcome: 'completed' | 'cancelled' | 'unchanged';
  /** The provider answered that the payment has no outcome (an unfinished or expired form). */
  open?: boolean;
  /** Paid after its seat hold ended for a course filled meanwhile: cancelled, and the payment is refunded. */
  seatLost?: boolean;
};

/**
 * A card order holds its seats for `SEAT_HOLD_MINUTES.card` (CONTRACT.md §16); a payment that arrives later finds
 * them free for others. Under the course rows' lock (the checkout's own, `claimSeats`), the name of a course of the
 * order that has been filled meanwhile, else null. Within its hold the order's seats are its own.
 */
const courseFilledMeanwhile = async (tx: Tx, order: CardOrderRow): Promise<string | null> => {
  if (Date.now() - order.createdAt.getTime() <= SEAT_HOLD_MINUTES.card * 60_000) return null;
  const courses = await tx
    .select({ id: orderItems.courseId, name: orderItems.courseName })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  const held = courses.flatMap((c) => (c.id ? [{ id: c.id, name: c.name }] : []));
  try {
    await claimSeats(tx, held);
    return null;
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'COURSE_SOLD_OUT') throw error;
    const left = await seatsLeftOf(
      tx,
      held.map((c) => c.id),
    );
    return held.find((c) => left.get(c.id) === 0)?.name ?? '';
  }
};

type CardOrderRow = {
  id: string;
  userId: string;
  orderNumber: string;
  status: number;
  paymentType: number;
  totalKurus: number;
  createdAt: Date;
};

const cardOrderColumns = {
  id: orders.id,
  userId: orders.userId,
  orderNumber: orders.orderNumber,
  status: orders.status,
  paymentType: orders.paymentType,
  totalKurus: orders.totalDiscountedPriceKurus,
  createdAt: orders.createdAt,
};

/**
 * Whether a retrieved result is about this order and its whole price: the signature was checked by the gateway;
 * here conversationId = order id, basketId = order number, price = paid price = the order's total, in lira.
 */
export const resultMatchesOrder = (result: PaymentResult, order: CardOrderRow): boolean =>
  result.conversationId === order.id &&
  result.basketId === order.orderNumber &&
  result.price === order.totalKurus &&
  result.paidPrice === order.totalKurus &&
  result.currency === 'TRY';

/**
 * Asks the provider for the result behind `token` and settles the order it belongs to. A token of no order of
 * ours, an order already settled, a result that is unknown, pending, badly signed or about another order or price:
 * nothing changes. Success completes the order (enrolment, invoice, receipt); failure cancels it with the
 * provider's reason and gives the basket back.
 */
export const settleCardToken = async (
  deps: CardDeps,
  gateway: PaymentGateway,
  token: string,
): Promise<Settlement> => {
  const { db } = deps;
  const [order] = await db
    .select(cardOrderColumns)
    .from(orders)
    .where(and(eq(orders.paymentToken, token), eq(orders.paymentType, PaymentType.CreditCard)))
    .limit(1);
  if (!order) return { orderId: null, outcome: 'unchanged' };
  // A replayed callback or a second notification: the order was settled once, nobody is asked again.
  if (order.status !== OrderStatus.Pending) return { orderId: order.id, outcome: 'unchanged' };
  let result: PaymentResult;
  try {
    result = await gateway.paymentResult(token, paymentExchangeRecorder(db, order.id));
  } catch (error) {
    if (error instanceof PaymentProviderError) return { orderId: order.id, outcome: 'unchanged' };
    throw error;
  }
  if (result.status !== 'success' && result.status !== 'failure')
    return { orderId: order.id, outcome: 'unchanged', open: true };
  if (!resultMatchesOrder(result, order)) return { orderId: order.id, outcome: 'unchanged' };
  const settled = await applyOutcome(deps, order.id, result);
  if (settled.seatLost) await refundLostSeat(deps, gateway, order, result.paymentId);
  return settled;
};

/**
 * Gives back a payment whose seat was lost (above). Recorded on the order when the provider refunds it; when the
 * provider refuses or does not answer, the order says the refund is the admin's to make.
 */
const refundLostSeat = async (
  deps: CardDeps,
  gateway: PaymentGateway,
  order: CardOrderRow,
  paymentId: string | null,
): Promise<void> => {
  let isRefunded = false;
  try {
    const refund = paymentId
      ? await gateway.refund(
          { orderId: order.id, amountKurus: order.totalKurus, ip: '127.0.0.1', paymentId },
          paymentExchangeRecorder(deps.db, order.id),
        )
      : null;
    isRefunded = refund?.refunded === true;
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
  }
  const [line] = await deps.db
    .select({ name: orderItems.courseName })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .limit(1);
  await deps.db
    .update(orders)
    .set(
      isRefunded
        ? { refundedAt: new Date(), paymentId, updatedAt: new Date() }
        : { paymentId, paymentError: om.cardSeatGoneNotRefunded(line?.name ?? ''), updatedAt: new Date() },
    )
    .where(eq(orders.id, order.id));
};

/** Completes or cancels the order under its row lock, only from Pending: of two racing settlements one acts. */
const applyOutcome = (deps: CardDeps, orderId: string, result: PaymentResult): Promise<Settlement> =>
  announcing(deps.events, (news) =>
    deps.db.transaction(async (tx) => {
      const [locked] = await tx
        .select(cardOrderColumns)
        .from(orders)
        .where(eq(orders.id, orderId))
        .for('update');
      if (!locked || locked.status !== OrderStatus.Pending) return { orderId, outcome: 'unchanged' as const };
      const lostSeat = result.status === 'success' ? await courseFilledMeanwhile(tx, locked) : null;
      if (lostSeat) {
        await cancelCardOrderIn(tx, news, locked, om.cardSeatGone(lostSeat), true);
        return { orderId, outcome: 'cancelled' as const, seatLost: true };
      }
      if (result.status === 'success') {
        await completeOrderIn(tx, news, locked, deps.config.seller, result.paymentId);
        return { orderId, outcome: 'completed' as const };
      }
      await cancelCardOrderIn(tx, news, locked, result.errorMessage ?? om.cardPaymentFailed, true);
      return { orderId, outcome: 'cancelled' as const };
    }),
  );

/**
 * POST /payments/iyzico/webhook: a notification whose signature is right is recorded and taken as a hint only: the
 * result is retrieved by its token and checked like a callback. → null when the signature is wrong (401).
 */
export const settleNotification = async (
  deps: CardDeps,
  gateway: PaymentGateway,
  headers: Record<string, string | string[] | undefined>,
  body: unknown,
): Promise<Settlement | null> => {
  const notification: PaymentNotification | null = gateway.verifyNotification(headers, body);
  if (!notification) return null;
  const [order] = notification.token
    ? await deps.db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.paymentToken, notification.token))
        .limit(1)
    : [];
  await paymentExchangeRecorder(
    deps.db,
    order?.id ?? null,
  )({
    provider: gateway.provider,
    kind: 'webhook',
    request: notification,
    response: null,
    error: null,
  });
  if (!notification.token) return { orderId: null, outcome: 'unchanged' };
  return settleCardToken(deps, gateway, notification.token);
};

/** A Pending card order is asked about after 20 minutes (the seat it holds is released then, §16). */
export const CARD_PENDING_MINUTES = 20;
/**
 * iyzico's checkout form lives 30 minutes (`tokenExpireTime` 1800 s); an order still without an outcome 40 minutes
 * after it was placed (the buyer left the page) is cancelled: no payment can be made on its form any more.
 */
export const CARD_ABANDONED_MINUTES = 40;

/**
 * The reconciliation job (`orders.reconcile-card-payments`): every card order Pending for more than 20 minutes is
 * settled from the provider's answer, for a buyer who never came back and a notification that never came; one
 * the provider says has no outcome 40 minutes after it was placed, or whose page never opened, is cancelled and
 * its basket given back. A provider that does not answer, or a result that does not match, decides nothing.
 * → how many orders changed.
 */
export const reconcileCardOrders = async (
  deps: CardDeps,
  gateway: PaymentGateway | null,
  now: Date = new Date(),
): Promise<number> => {
  const asked = new Date(now.getTime() - CARD_PENDING_MINUTES * 60_000);
  const abandoned = new Date(now.getTime() - CARD_ABANDONED_MINUTES * 60_000);
  const pending = await deps.db
    .select({ id: orders.id, token: orders.paymentToken, createdAt: orders.createdAt })
    .from(orders)
    .where(
      and(
        eq(orders.status, OrderStatus.Pending),
        eq(orders.paymentType, PaymentType.CreditCard),
        lt(orders.createdAt, asked),
      ),
    );
  let changed = 0;
  for (const order of pending) {
    if (order.token) {
      // Without a gateway (keys removed) or an answer, nothing is decided: money may have been taken.
      if (!gateway) continue;
      const settled = await settleCardToken(deps, gateway, order.token);
      if (settled.outcome !== 'unchanged') {
        changed += 1;
        continue;
      }
      if (!settled.open || order.createdAt.getTime() > abandoned.getTime()) continue;
    }
    const cancelled = await announcing(deps.events, (news) =>
      deps.db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ id: orders.id, status: orders.status })
          .from(orders)
          .where(eq(orders.id, order.id))
          .for('update');
        if (locked?.status !== OrderStatus.Pending) return false;
        await cancelCardOrderIn(tx, news, locked, om.cardAbandoned, true);
        return true;
      }),
    );
    if (cancelled) changed += 1;
  }
  return changed;
};
