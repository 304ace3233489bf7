import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { baskets } from './basket.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

/** One course of a request as it was asked for: what the parent was shown. */
export type PurchaseRequestLine = { courseId: string; name: string; payablePriceKurus: number };

/**
 * A student asking a linked parent to buy their basket (CONTRACT.md §12). The lines and the total are kept as asked,
 * so a declined or cancelled request still shows what it was about after the basket changed or was deleted.
 * Status: 'Pending', 'Approved', 'Declined', 'Cancelled'; at most one Pending request per basket.
 */
export const purchaseRequests = pgTable(
  'purchase_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    childId: uuid('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null once the basket is gone (its last course removed, which cancels the request first). */
    basketId: uuid('basket_id').references(() => baskets.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('Pending'),
    note: text('note'),
    lines: jsonb('lines').$type<PurchaseRequestLine[]>().notNull(),
    totalKurus: integer('total_kurus').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    declineReason: text('decline_reason'),
    orderId: uuid('order_id').references(() => orders.id),
  },
  (t) => [
    uniqueIndex('purchase_requests_pending_basket_uq').on(t.basketId).where(sql`status = 'Pending'`),
    index('purchase_requests_child_idx').on(t.childId, t.createdAt),
  ],
);
