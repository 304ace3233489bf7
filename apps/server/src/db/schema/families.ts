import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A student's invitation of a parent (CONTRACT.md §12). Only the SHA-256 of the token is kept, so the table alone
 * opens no link; a pending invitation is neither accepted nor expired.
 */
export const familyInvitations = pgTable(
  'family_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    childId: uuid('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('family_invitations_token_hash_uq').on(t.tokenHash),
    index('family_invitations_child_pending_idx').on(t.childId).where(sql`accepted_at is null`),
  ],
);

/** A parent linked to a child; at most two parents per child (checked under a lock on the child). */
export const familyLinks = pgTable(
  'family_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: uuid('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('family_links_parent_child_uq').on(t.parentId, t.childId),
    index('family_links_child_idx').on(t.childId),
  ],
);

/**
 * The parent's consent to the processing of the child's data: which text version, when and from which address.
 * Kept when the link ends, as the record of what was agreed while it lasted.
 */
export const familyConsents = pgTable(
  'family_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: uuid('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitationId: uuid('invitation_id').references(() => familyInvitations.id, { onDelete: 'set null' }),
    textVersion: text('text_version').notNull(),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address').notNull(),
  },
  (t) => [index('family_consents_parent_child_idx').on(t.parentId, t.childId)],
);
