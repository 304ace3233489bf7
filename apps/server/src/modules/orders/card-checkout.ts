import { type CardOrder, OrderStatus, orderMessages as om } from '@kampus/contract';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config/env.ts';
import type { Database, Tx } from '../../db/client.ts';
import { discountRedemptions, orderItems, orders } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';
import { appError } from '../../lib/app-error.ts';
import { decryptField } from '../../lib/field-crypto.ts';
import { type Announcements, announcing, type Events } from '../announcements/index.ts';
import { reopenBasketCopy } from '../basket/index.ts';
import {
  cardGatewayOf,
  type HostedPaymentBuyer,
  type PaymentGateway,
  PaymentProviderError,
  paymentExchangeRecorder,
} from '../payments/index.ts';
import { type PaidSale, placeOrder } from './checkout.service.ts';
import { paidLines } from './sales.service.ts';

/*
 * Card orders (CONTRACT.md §13; modules/payments README, "Card orders"): the order is placed like a bank transfer,
 * then the provider's hosted page is opened for it. Settling the result is card-settlement.ts.
 */

export type CardDeps = {
  db: Database;
  events: Events;
  config: Pick<Config, 'iyzico' | 'publicUrl' | 'seller'>;
  dataKey: Buffer;
};

/** The configured gateway, or 422 CARD_NOT_CONFIGURED: without keys there is no card payment at all. */
export const requireCardGateway = (config: Pick<Config, 'iyzico'>): PaymentGateway => {
  const gateway = cardGatewayOf(config);
  if (!gateway) throw appError('CARD_NOT_CONFIGURED');
  return gateway;
};

/** iyzico requires an identification number; its documentation says to send 11111111111 for a buyer without one. */
const NO_IDENTITY_NUMBER = '11111111111';

/** The city of a free-text Turkish address: its last part ("…, Çankaya, Ankara" or "… Kadıköy / İstanbul"). */
export const cityOf = (address: string): string => {
  const parts = address
    .split(/[,/\n]/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
  return parts.at(-1) ?? 'İstanbul';
};

/** The buyer as the hosted page needs them: the payer of a parent-paid order, else the learner. */
const hostedBuyer = async (
  tx: Database | Tx,
  dataKey: Buffer,
  userId: string,
  ip: string,
): Promise<HostedPaymentBuyer> => {
  const [u] = await tx
    .select({
      id: users.id,
      name: users.name,
      surname: users.surname,
      email: users.email,
      identity: users.identificationNumberEnc,
      address: users.fullAddress,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!u) throw appError('ORDER_NOT_FOUND');
  let identityNumber = NO_IDENTITY_NUMBER;
  try {
    const clear = decryptField(dataKey, u.identity);
    if (/^\d{11}$/.test(clear)) identityNumber = clear;
  } catch {
    // An erased account, or one stored before numbers were kept: the documented stand-in number.
  }
  const address = u.address.trim() || 'Türkiye';
  return {
    id: u.id,
    firstName: u.name,
    lastName: u.surname,
    email: u.email,
    identityNumber,
    phone: null,
    address,
    city: cityOf(address),
    country: 'Turkey',
    ip,
    registeredAt: u.createdAt,
  };
};

/**
 * Cancels a card order that bought nothing, inside the caller's transaction with its row locked and seen Pending:
 * Cancelled with the provider's reason, its codes freed, and its courses and codes back in the buyer's open basket
 * so they can pay again. `announce` tells the buyer (not when the page never opened: they read the refusal at once).
 */
export const cancelCardOrderIn = async (
  tx: Tx,
  news: Announcements,
  order: { id: string },
  reason: string,
  announce: boolean,
): Promise<void> => {
  const [row] = await tx
    .update(orders)
    .set({ status: OrderStatus.Cancelled, paymentError: reason, updatedAt: new Date() })
    .where(eq(orders.id, order.id))
    .returning({ basketId: orders.basketId });
  await tx.delete(discountRedemptions).where(eq(discountRedemptions.orderId, order.id));
  if (row) await reopenBasketCopy(tx, row.basketId);
  if (announce) await news.orderCancelled(tx, order.id, 'payment-failed');
};

/**
 * Opens the provider's hosted page for a Pending card order that was just placed, and keeps its token on the order.
 * A refusal or a provider that does not answer cancels the order (codes freed, basket given back) and answers 422
 * or 503 with the reason. Shared by the buyer's own checkout and a parent's approval.
 */
export const startCardPayment = async (
  deps: CardDeps,
  gateway: PaymentGateway,
  orderId: string,
  ip: string,
): Promise<CardOrder> => {
  const { db } = deps;
  const [order] = await db
    .select({
      orderNumber: orders.orderNumber,
      userId: orders.userId,
      payerId: orders.payerId,
      totalKurus: orders.totalDiscountedPriceKurus,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!order) throw appError('ORDER_NOT_FOUND');
  const lines = await db
    .select({
      courseId: orderItems.courseId,
      name: orderItems.courseName,
      amount: orderItems.payablePriceKurus,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  const buyer = await hostedBuyer(db, deps.dataKey, order.payerId ?? order.userId, ip);
  try {
    const hosted = await gateway.createHostedPayment(
      {
        orderId,
        orderNumber: order.orderNumber,
        callbackUrl: `${deps.config.publicUrl}/api/v1/web/payments/iyzico/callback`,
        buyer,
        items: chargedLines(lines, order.totalKurus),
      },
      paymentExchangeRecorder(db, orderId),
    );
    await db.update(orders).set({ paymentToken: hosted.token }).where(eq(orders.id, orderId));
    return { orderId, paymentPageUrl: hosted.paymentPageUrl };
  } catch (error) {
    const reason =
      error instanceof PaymentProviderError
        ? error.message
        : 'Ödeme sağlayıcısından beklenmeyen bir yanıt geldi.';
    await announcing(deps.events, (news) =>
      db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ id: orders.id, status: orders.status })
          .from(orders)
          .where(eq(orders.id, orderId))
          .for('update');
        if (locked?.status === OrderStatus.Pending) await cancelCardOrderIn(tx, news, locked, reason, false);
      }),
    );
    if (error instanceof PaymentProviderError && error.reason === 'refused')
      throw appError('PAYMENT_PROVIDER_REFUSED', { message: om.cardProviderRefused(ensureStop(reason)) });
    throw appError('PAYMENT_PROVIDER_UNAVAILABLE');
  }
};

const ensureStop = (s: string) => (/[.!?]$/.test(s.trim()) ? s.trim() : `${s.trim()}.`);

/**
 * The lines as the provider charges them: each course at its payable price, a basket-wide code spread over them as
 * the documents and the invoice spread it (`paidLines`), so that they add up to the order's total as iyzico requires;
 * a line of 0 is left out (iyzico refuses a basket item without a price).
 */
export const chargedLines = (
  lines: { courseId: string; name: string; amount: number }[],
  totalKurus: number,
): { id: string; name: string; category: string; amountKurus: number }[] => {
  const paid = paidLines(
    lines.map((l) => ({ name: l.name, payableKurus: l.amount })),
    totalKurus,
  );
  return lines
    .map((l, i) => ({
      id: l.courseId,
      name: l.name,
      category: 'Kurs',
      amountKurus: paid[i]?.payableKurus ?? 0,
    }))
    .filter((l) => l.amountKurus > 0);
};

/**
 * POST /orders/card: the buyer's basket becomes a Pending card order (snapshot prices, codes redeemed, documents
 * accepted, all in one transaction), then the provider's hosted page is opened for it → `{orderId,
 * paymentPageUrl}`.
 */
export const placeCardOrder = async (
  deps: CardDeps,
  userId: string,
  basketId: string,
  sale: Omit<PaidSale, 'seller'>,
): Promise<CardOrder> => {
  const gateway = requireCardGateway(deps.config);
  const orderId = await placeOrder(deps.db, deps.events, userId, basketId, 'card', {
    ...sale,
    seller: deps.config.seller,
  });
  return startCardPayment(deps, gateway, orderId, sale.ipAddress);
};
