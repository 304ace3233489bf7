import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

/**
 * Every exchange with a payment provider (modules/payments): what was sent and what came back, with keys, card data
 * and identification numbers removed before the row is written. Kept for the admin's order page and for disputes.
 */
export const paymentExchanges = pgTable(
  'payment_exchanges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order the exchange was about; null when a notification names no order of ours (a forged token). */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** `iyzico` today; another adapter writes its own name. */
    provider: text('provider').notNull(),
    /** `initialize`, `retrieve`, `refund` or `webhook`. */
    kind: text('kind').notNull(),
    request: jsonb('request').notNull(),
    /** Null when no answer came (the provider could not be reached); `error` then says why. */
    response: jsonb('response'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_exchanges_order_idx').on(t.orderId, t.createdAt)],
);
