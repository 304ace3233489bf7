import { boolean, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
