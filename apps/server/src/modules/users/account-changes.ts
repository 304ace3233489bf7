import type { Role } from '@kampus/contract';
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';

type Db = Database | Tx;

/*
 * Writes to `users` that other modules ask for (README.md): the admin's account changes, the last activity that a
 * login or a learner's progress refreshes. This module is the only writer of the table.
 */

export type LockedUser = Pick<
  typeof users.$inferSelect,
  'id' | 'email' | 'name' | 'surname' | 'roles' | 'deletedAt'
>;

/**
 * Locks the rows of `ids` for the rest of the transaction, always in id order so two transactions locking the same
 * accounts cannot deadlock, and returns them (deleted ones too; callers decide).
 */
export const lockUsers = async (tx: Tx, ids: string[]): Promise<LockedUser[]> =>
  tx
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      surname: users.surname,
      roles: users.roles,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(asc(users.id))
    .for('update');

/** Replaces name, surname and roles in one statement; `roles` must already be sorted and without duplicates. */
export const setNameAndRoles = async (
  db: Db,
  userId: string,
  fields: { name: string; surname: string; roles: Role[] },
): Promise<void> => {
  await db
    .update(users)
    .set({ name: fields.name, surname: fields.surname, roles: fields.roles, updatedAt: new Date() })
    .where(eq(users.id, userId));
};

/**
 * Marks the account deleted. The row stays, so orders, enrolments and the courses a lecturer made stay intact and
 * the e-mail stays taken; ending the sessions is the caller's (auth's) part.
 */
export const softDelete = async (db: Db, userId: string, at: Date): Promise<void> => {
  await db.update(users).set({ deletedAt: at, updatedAt: at }).where(eq(users.id, userId));
};

/** 'Last Updated' of the user: a login or their latest progress anywhere. `at` defaults to the database's now. */
export const touchLastActivity = async (db: Db, userId: string, at?: Date): Promise<void> => {
  await db
    .update(users)
    .set({ lastActivityAt: at ?? sql`now()` })
    .where(eq(users.id, userId));
};

/**
 * The same refresh as a statement to embed in a `WITH` of one larger statement (a learner's completion or saved
 * position), so the progress and the activity are written together. `when` adds a condition; `atMostEvery` (an
 * SQL interval) leaves a recent enough activity alone.
 */
export const touchLastActivitySql = (
  userId: string,
  options: { when?: SQL; atMostEvery?: SQL } = {},
): SQL => {
  const conditions = [sql`id = ${userId}`];
  if (options.when) conditions.push(options.when);
  if (options.atMostEvery)
    conditions.push(sql`(last_activity_at IS NULL OR last_activity_at < now() - ${options.atMostEvery})`);
  return sql`UPDATE ${users} SET last_activity_at = now() WHERE ${sql.join(conditions, sql` AND `)} RETURNING 1`;
};
