import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * iyzico's signatures, as docs.iyzico.com describes them (docs/decisions/037-payment-gateway.md cites the pages).
 * The `iyzipay` client signs requests itself (IYZWSv2); these check what iyzico sends back, and are tested against
 * the examples in iyzico's documentation (iyzico-signatures.test.ts).
 */

const hmacHex = (secretKey: string, data: string) =>
  createHmac('sha256', secretKey).update(data, 'utf8').digest('hex');

/** Compares two hex signatures in constant time; anything that is not 64 hex characters never matches. */
export const sameSignature = (expected: string, given: unknown): boolean => {
  if (typeof given !== 'string' || !/^[0-9a-fA-F]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given.toLowerCase(), 'hex'));
};

/**
 * "Trailing Zero": a price enters a signature without zeros after the decimal point, and without the point when
 * nothing is left (`10.50` → `10.5`, `10.0` → `10`).
 */
export const trimPrice = (price: unknown): string => {
  const text = price === undefined || price === null ? '' : String(price);
  if (!text.includes('.')) return text;
  return text.replace(/0+$/, '').replace(/\.$/, '');
};

/** A response's `signature`: the listed fields joined with ':' (prices trimmed), HMAC-SHA256 with the secret key, hex. */
export const responseSignature = (secretKey: string, fields: unknown[]) =>
  hmacHex(secretKey, fields.map((f) => (f === undefined || f === null ? '' : String(f))).join(':'));

/** Checkout Form retrieve: paymentStatus, paymentId, currency, basketId, conversationId, paidPrice, price, token. */
export const checkoutFormResultSignature = (secretKey: string, r: Record<string, unknown>) =>
  responseSignature(secretKey, [
    r.paymentStatus,
    r.paymentId,
    r.currency,
    r.basketId,
    r.conversationId,
    trimPrice(r.paidPrice),
    trimPrice(r.price),
    r.token,
  ]);

/** Checkout Form initialize: conversationId, token. */
export const checkoutFormInitializeSignature = (secretKey: string, r: Record<string, unknown>) =>
  responseSignature(secretKey, [r.conversationId, r.token]);

/** Refund (`/payment/refund` and `/v2/payment/refund`): paymentId, price, currency, conversationId. */
export const refundSignature = (secretKey: string, r: Record<string, unknown>) =>
  responseSignature(secretKey, [r.paymentId, trimPrice(r.price), r.currency, r.conversationId]);

/**
 * X-IYZ-SIGNATURE-V3 of a hosted-page (HPP) notification: hex(HMAC-SHA256(secret, secret + iyziEventType +
 * iyziPaymentId + token + paymentConversationId + status)).
 */
export const hppNotificationSignature = (secretKey: string, n: Record<string, unknown>) =>
  hmacHex(
    secretKey,
    [secretKey, n.iyziEventType, n.iyziPaymentId, n.token, n.paymentConversationId, n.status]
      .map((f) => (f === undefined || f === null ? '' : String(f)))
      .join(''),
  );
