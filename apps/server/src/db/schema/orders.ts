import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { baskets } from './basket.ts';
import { courses } from './catalogue.ts';
import { discountCodes } from './discount-codes.ts';
import { users } from './users.ts';

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Human-readable, unique, e.g. KMP-20261121-7Q4K2M. */
    orderNumber: text('order_number').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** Who pays when it is not the learner: a linked parent approving a purchase request (CONTRACT.md §12). */
    payerId: uuid('payer_id').references(() => users.id),
    /** One order per basket: the database refuses a second one for a double submission. */
    basketId: uuid('basket_id')
      .notNull()
      .references(() => baskets.id)
      .unique(),
    status: smallint('status').notNull(),
    paymentType: smallint('payment_type').notNull(),
    totalPriceKurus: integer('total_price_kurus').notNull(),
    totalDiscountedPriceKurus: integer('total_discounted_price_kurus').notNull(),
    discountCodeId: uuid('discount_code_id').references(() => discountCodes.id, { onDelete: 'set null' }),
    discountCode: text('discount_code'),
    /** A card order's hosted-payment token (iyzico's checkout form token): how the callback finds the order. */
    paymentToken: text('payment_token').unique(),
    /** The provider's id of the captured payment, once a card order completes (refunds name it). */
    paymentId: text('payment_id'),
    /** Why a card payment failed, as the provider said it (Turkish), or why it was refunded. */
    paymentError: text('payment_error'),
    /** When a completed card order was refunded through the provider (it is then Cancelled). */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_payer_idx').on(t.payerId, t.createdAt).where(sql`payer_id is not null`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    /** Snapshot of the course line at purchase time. */
    courseName: text('course_name').notNull(),
    priceKurus: integer('price_kurus').notNull(),
    payablePriceKurus: integer('payable_price_kurus').notNull(),
    discountCodeId: uuid('discount_code_id').references(() => discountCodes.id, { onDelete: 'set null' }),
    discountCode: text('discount_code'),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_course_idx').on(t.courseId)],
);

/**
 * One row per code use by an order. `scopeKey` is the code id for a single-use code and code id + user id for
 * a reusable one, so a unique index lets the database refuse a second redemption under concurrency.
 */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    discountCodeId: uuid('discount_code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    scopeKey: text('scope_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('discount_redemptions_code_idx').on(t.discountCodeId)],
);

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
