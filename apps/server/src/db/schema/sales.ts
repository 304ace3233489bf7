import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

/**
 * The buyer's acceptance of the sale documents (CONTRACT.md §13): the two documents as they were shown and accepted,
 * their template version, the waiver of the right of withdrawal, when and from where. One row per paid order.
 */
export const orderAcceptances = pgTable('order_acceptances', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  documentVersion: text('document_version').notNull(),
  waiveWithdrawal: boolean('waive_withdrawal').notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  ipAddress: text('ip_address').notNull(),
  userAgent: text('user_agent'),
  /** The pre-contract information form and the distance sales contract as accepted (structured, sale-documents.ts). */
  preInformation: jsonb('pre_information').notNull(),
  distanceSales: jsonb('distance_sales').notNull(),
});

/**
 * One counter row per calendar year (Istanbul): the last invoice number given. Taken with an upsert in the
 * transaction that completes the order, so concurrent completions wait on the row and a rolled-back one gives its
 * number back: no gaps, no repeats.
 */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/** A paid order's invoice: its number and the seller and buyer as they were when it was issued. */
export const invoices = pgTable('invoices', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  /** `KMP2026000001`: the prefix, the year and the year's sequence. */
  number: text('number').notNull().unique(),
  year: integer('year').notNull(),
  sequence: integer('sequence').notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  seller: jsonb('seller').notNull(),
  buyer: jsonb('buyer').notNull(),
});
