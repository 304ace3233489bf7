import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Each acceptance of the privacy notice (aydınlatma metni, KVKK art. 10): which version, when and from which
 * address. Kept after an erasure, as the record that the person was informed; it holds no name or e-mail.
 */
export const privacyAcceptances = pgTable(
  'privacy_acceptances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    textVersion: text('text_version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address').notNull(),
  },
  (t) => [index('privacy_acceptances_user_idx').on(t.userId)],
);

/**
 * A request to erase the account's personal data (KVKK art. 7 and 11). `open` until an admin completes it; one
 * open request per user (partial unique index).
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** open | completed */
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: uuid('completed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('privacy_requests_one_open_uq').on(t.userId).where(sql`status = 'open'`),
    index('privacy_requests_created_idx').on(t.createdAt),
  ],
);
