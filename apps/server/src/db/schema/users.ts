import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    /** AES-256-GCM ciphertext (see lib/field-crypto.ts). */
    identificationNumberEnc: text('identification_number_enc').notNull(),
    parentName: text('parent_name').notNull(),
    parentSurname: text('parent_surname').notNull(),
    parentIdentificationNumberEnc: text('parent_identification_number_enc').notNull(),
    fullAddress: text('full_address').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Role numbers. */
    roles: integer('roles').array().notNull().default(sql`'{2}'::integer[]`),
    /** Case-insensitive search text over e-mail and full name (admin user list). */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(translate(email || ' ' || name || ' ' || surname, 'İIıĞğŞşÇçÖöÜüÂâÎîÛû', 'iiiggssccoouuaaiiuu'))`,
    ),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Soft delete keeps orders; a deleted account cannot sign in. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    index('users_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);
