import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { decryptField, encryptField } from '../../lib/field-crypto.ts';
import { hashPassword } from '../../lib/passwords.ts';

/*
 * The account's part of a data export and of an erasure (KVKK; modules/privacy). Only this module reads the
 * identification numbers in clear: for the owner's profile and the owner's export.
 */

const roleNames = ['Admin', 'Lecturer', 'Student', 'Parent'] as const;

/** The whole `users` row as its owner may read it: identification numbers decrypted, the password hash left out. */
export const accountForExport = async (db: Database | Tx, dataKey: Buffer, userId: string) => {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) return null;
  const clear = (value: string) => (value === '' ? '' : decryptField(dataKey, value));
  return {
    id: row.id,
    name: row.name,
    surname: row.surname,
    email: row.email,
    identificationNumber: clear(row.identificationNumberEnc),
    parentName: row.parentName,
    parentSurname: row.parentSurname,
    parentIdentificationNumber: clear(row.parentIdentificationNumberEnc),
    fullAddress: row.fullAddress,
    roles: row.roles.map((r) => roleNames[r] ?? String(r)),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    lastActivityAt: row.lastActivityAt,
  };
};

/** What an erasure replaces, so the other modules can find rows that name the person (an address, a limit key). */
export type ErasedAccount = { email: string; name: string; surname: string };

/** A password hash nobody knows the password of, made before the erasing transaction (argon2 takes a moment). */
export const unusablePasswordHash = (): Promise<string> => hashPassword(randomBytes(32).toString('hex'));

/**
 * Replaces every personal field of the account with an anonymous value and marks it deleted: the row stays, so
 * the orders it bought (kept by law) still have a buyer, shown as `name surname` ('Silinmiş Kullanıcı'). The
 * e-mail becomes an address of the reserved `.invalid` domain, so the old one is free and nobody can sign in.
 */
export const eraseAccount = async (
  tx: Tx,
  dataKey: Buffer,
  userId: string,
  anonymous: { name: string; surname: string; passwordHash: string },
  at: Date,
): Promise<ErasedAccount | null> => {
  const [before] = await tx
    .select({ email: users.email, name: users.name, surname: users.surname, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!before) return null;
  await tx
    .update(users)
    .set({
      name: anonymous.name,
      surname: anonymous.surname,
      email: `silinmis-${userId}@silinmis.invalid`,
      identificationNumberEnc: encryptField(dataKey, ''),
      parentName: '',
      parentSurname: '',
      parentIdentificationNumberEnc: encryptField(dataKey, ''),
      fullAddress: '',
      passwordHash: anonymous.passwordHash,
      lastActivityAt: null,
      updatedAt: at,
      deletedAt: before.deletedAt ?? at,
    })
    .where(eq(users.id, userId));
  return { email: before.email, name: before.name, surname: before.surname };
};
