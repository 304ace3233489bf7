import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { courses } from './catalogue.ts';
import { users } from './users.ts';

export const discountCodes = pgTable(
  'discount_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Upper-case A–Z and 0–9, unique. */
    code: text('code').notNull().unique(),
    /** The lecturer or admin who made it. */
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    /** Lecturer codes belong to one course; admin codes are basket-wide (null). */
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    isBasketDiscount: boolean('is_basket_discount').notNull().default(false),
    /** DiscountType 0–3. */
    type: smallint('type').notNull(),
    /** Hundredths: a percentage ×100 (12,5 % → 1250) or an amount in kuruş. */
    valueHundredths: integer('value_hundredths').notNull().default(0),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    applyOnDiscountedPrice: boolean('apply_on_discounted_price').notNull().default(false),
    isReusable: boolean('is_reusable').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('discount_codes_owner_idx').on(t.ownerId), index('discount_codes_course_idx').on(t.courseId)],
);

export const baskets = pgTable(
  'baskets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Basket-wide (admin) code. */
    discountCodeId: uuid('discount_code_id').references(() => discountCodes.id, { onDelete: 'set null' }),
    /** 'open' while shopping, 'ordered' once an order took it. */
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('baskets_one_open_per_user_uq').on(t.userId).where(sql`status = 'open'`)],
);

export const basketItems = pgTable(
  'basket_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    basketId: uuid('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    discountCodeId: uuid('discount_code_id').references(() => discountCodes.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('basket_items_basket_course_uq').on(t.basketId, t.courseId)],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Human-readable, unique, e.g. KMP-20261121-7Q4K2M. */
    orderNumber: text('order_number').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
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

export const enrolments = pgTable(
  'enrolments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('enrolments_user_course_uq').on(t.userId, t.courseId),
    index('enrolments_course_idx').on(t.courseId),
  ],
);
