import { asc, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { paymentExchanges } from '../../db/schema/payments.ts';
import type { ExchangeRecorder, PaymentExchange } from './gateway.ts';

/**
 * The recorder a caller hands the gateway for one order: each exchange becomes a `payment_exchanges` row. Written
 * outside the caller's transaction on purpose when given the database: a call that reached the provider is kept
 * even if the order's own change rolls back.
 */
export const paymentExchangeRecorder =
  (db: Database | Tx, orderId: string | null): ExchangeRecorder =>
  async (exchange) => {
    await db.insert(paymentExchanges).values({
      orderId,
      provider: exchange.provider,
      kind: exchange.kind,
      request: exchange.request ?? {},
      response: exchange.response ?? null,
      error: exchange.error,
    });
  };

export type RecordedExchange = PaymentExchange & { id: string; orderId: string | null; createdAt: Date };

/** An order's exchanges, oldest first (for the admin's order page). */
export const exchangesOfOrder = async (db: Database, orderId: string): Promise<RecordedExchange[]> => {
  const rows = await db
    .select()
    .from(paymentExchanges)
    .where(eq(paymentExchanges.orderId, orderId))
    .orderBy(asc(paymentExchanges.createdAt), asc(paymentExchanges.id));
  return rows.map((r) => ({
    id: r.id,
    orderId: r.orderId,
    provider: r.provider,
    kind: r.kind as PaymentExchange['kind'],
    request: r.request,
    response: r.response,
    error: r.error,
    createdAt: r.createdAt,
  }));
};
