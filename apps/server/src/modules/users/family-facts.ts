import { createHash, timingSafeEqual } from 'node:crypto';
import type { Role } from '@kampus/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { decryptField } from '../../lib/field-crypto.ts';

/*
 * What the families module needs of accounts (CONTRACT.md §12), kept here so `users` stays the only reader of the
 * encrypted numbers and the only writer of roles.
 */

type Db = Database | Tx;

const digest = (value: string) => createHash('sha256').update(value.trim()).digest();

/**
 * Whether `candidate` is the parent identification number the child registered. The stored value is decrypted
 * here and never leaves this function; the comparison takes as long whatever the number. An account without a
 * number (made from the environment) or a deleted one matches nothing.
 */
export const parentIdentificationMatches = async (
  db: Db,
  dataKey: Buffer,
  childId: string,
  candidate: string,
): Promise<boolean> => {
  const [row] = await db
    .select({ enc: users.parentIdentificationNumberEnc })
    .from(users)
    .where(and(eq(users.id, childId), isNull(users.deletedAt)))
    .limit(1);
  if (!row) return false;
  let stored: string;
  try {
    stored = decryptField(dataKey, row.enc);
  } catch {
    return false;
  }
  return stored.trim() !== '' && timingSafeEqual(digest(stored), digest(candidate));
};

/** Names of live accounts by id; deleted and unknown ids are left out. */
export const namesOf = async (
  db: Db,
  ids: readonly string[],
): Promise<Map<string, { name: string; surname: string; email: string }>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, surname: users.surname, email: users.email })
    .from(users)
    .where(and(inArray(users.id, [...ids]), isNull(users.deletedAt)));
  return new Map(rows.map((r) => [r.id, { name: r.name, surname: r.surname, email: r.email }]));
};

/** Adds one role to a live account in one statement, keeping the array sorted and free of duplicates. */
export const addRole = async (db: Db, userId: string, role: Role): Promise<void> => {
  await db
    .update(users)
    .set({
      roles: sql`array(select distinct r from unnest(${users.roles} || ${role}::integer) as r order by r)`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
};
