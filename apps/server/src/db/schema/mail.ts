import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Mail waiting to be sent, written in the same transaction as the change that causes it. `eventKey` names the
 * event ("order-completed:<orderId>"), so one event queues one mail and its Message-ID stays the same on every retry.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventKey: text('event_key').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    template: text('template').notNull(),
    /** The template's data, as the template's schema reads it. */
    data: jsonb('data').notNull(),
    /** Preference category (orders, learning, family, reminders, marketing); decides List-Unsubscribe. */
    category: text('category').notNull(),
    /** pending | sent | failed */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    messageId: text('message_id').notNull(),
    /**
     * Set while a sender holds the row (modules/mail/claim.ts): a second sender skips it until then, so two workers
     * never send one row; a sender that died leaves it claimable again once the time has passed.
     */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mail_outbox_event_key_uq').on(t.eventKey),
    index('mail_outbox_pending_idx').on(t.createdAt).where(sql`status = 'pending'`),
  ],
);
