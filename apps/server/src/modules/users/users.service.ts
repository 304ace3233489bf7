import { type Profile, type ProfileFields, Role, RoleName, type UserInformation } from '@kampus/contract';
import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { Secrets } from '../../config/secrets.ts';
import type { Database, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { emailChangedNotice } from '../../lib/account-notices.ts';
import { appError } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { decryptField, encryptField } from '../../lib/field-crypto.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { bumpCatalogueVersionForLecturer } from '../catalogue/catalogue-version.ts';

type Db = Database | Tx;

export type NewUser = {
  name: string;
  surname: string;
  email: string;
  identificationNumber: string;
  parentName: string;
  parentSurname: string;
  parentIdentificationNumber: string;
  fullAddress: string;
  password: string;
  /** Defaults to Student, the role every self-registered account gets (CONTRACT.md §4). */
  roles?: Role[];
};

export type UserRow = typeof users.$inferSelect;

const ROLE_VALUES = Object.values(Role) as Role[];

/** Sorted and without duplicates, so stored role arrays compare and read the same way everywhere. */
const normaliseRoles = (roles: readonly Role[]): Role[] => {
  for (const r of roles) if (!ROLE_VALUES.includes(r)) throw new Error(`unknown role ${r}`);
  return [...new Set(roles)].sort((a, b) => a - b);
};

const normaliseEmail = (email: string) => email.trim();

const emailOwner = async (db: Db, email: string) => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${normaliseEmail(email)})`)
    .limit(1);
  return row?.id ?? null;
};

/**
 * Creates an account with the ten registration fields; identification numbers are stored encrypted and the
 * password as an argon2id hash. An e-mail already in use (any letter case, deleted accounts included) → 422.
 */
export const createUser = async (
  db: Db,
  secrets: Pick<Secrets, 'dataKey'>,
  input: NewUser,
  /**
   * Runs in the insert's transaction with the new id (the welcome announcement), so both exist or neither. The
   * password is hashed before, so the transaction stays short (PGlite has one connection).
   */
  afterInsert?: (tx: Tx, userId: string) => Promise<void>,
): Promise<string> => {
  if (await emailOwner(db, input.email)) throw appError('EMAIL_TAKEN');
  const passwordHash = await hashPassword(input.password);
  const insert = async (tx: Db) => {
    const [row] = await tx
      .insert(users)
      .values({
        email: normaliseEmail(input.email),
        name: input.name.trim(),
        surname: input.surname.trim(),
        identificationNumberEnc: encryptField(secrets.dataKey, input.identificationNumber.trim()),
        parentName: input.parentName.trim(),
        parentSurname: input.parentSurname.trim(),
        parentIdentificationNumberEnc: encryptField(secrets.dataKey, input.parentIdentificationNumber.trim()),
        fullAddress: input.fullAddress.trim(),
        passwordHash,
        roles: normaliseRoles(input.roles ?? [Role.Student]),
      })
      .returning({ id: users.id });
    if (!row) throw new Error('insert returned no row');
    if (afterInsert) await afterInsert(tx as Tx, row.id);
    return row.id;
  };
  try {
    return afterInsert ? await db.transaction(insert) : await insert(db);
  } catch (error) {
    // Two registrations racing for one address: the unique index decides, the loser gets the same answer.
    if (uniqueViolation(error) !== null) throw appError('EMAIL_TAKEN');
    throw error;
  }
};

/** The account with this e-mail in any letter case, deleted ones included (callers decide what that means). */
export const findByEmail = async (db: Db, email: string): Promise<UserRow | null> => {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${normaliseEmail(email)})`)
    .limit(1);
  return row ?? null;
};

export const findById = async (db: Db, userId: string): Promise<UserRow | null> => {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
};

const liveUser = async (db: Db, userId: string): Promise<UserRow> => {
  const row = await findById(db, userId);
  if (!row || row.deletedAt) throw appError('USER_NOT_FOUND');
  return row;
};

export const roleNames = (roles: readonly number[]): RoleName[] =>
  normaliseRoles(roles as Role[]).map((r) => RoleName[r] as RoleName);

/** `GET /users/information`: who is signed in and with which role names. */
export const getUserInformation = async (db: Db, userId: string): Promise<UserInformation> => {
  const row = await liveUser(db, userId);
  return { id: row.id, name: row.name, surname: row.surname, email: row.email, roles: roleNames(row.roles) };
};

/** The owner's own profile: the only place identification numbers are shown in full (CONTRACT.md §4). */
export const getProfile = async (
  db: Db,
  secrets: Pick<Secrets, 'dataKey'>,
  userId: string,
): Promise<Profile> => {
  const row = await liveUser(db, userId);
  return {
    name: row.name,
    surname: row.surname,
    email: row.email,
    identificationNumber: decryptField(secrets.dataKey, row.identificationNumberEnc),
    parentName: row.parentName,
    parentSurname: row.parentSurname,
    parentIdentificationNumber: decryptField(secrets.dataKey, row.parentIdentificationNumberEnc),
    fullAddress: row.fullAddress,
  };
};

/** Who hears about a changed sign-in address: the previous address by mail, the log as a security event. */
export type ProfileNotice = {
  mailer: Pick<Mailer, 'sendInBackground'>;
  log: { info: (obj: object, msg: string) => void };
};

/**
 * Replaces the profile fields; a new e-mail must not belong to another account (any letter case). A changed e-mail
 * is the sign-in name and where reset codes go, so the previous address is told (it will hear nothing after this).
 */
export const updateProfile = async (
  db: Db,
  secrets: Pick<Secrets, 'dataKey'>,
  userId: string,
  fields: ProfileFields,
  notice?: ProfileNotice,
): Promise<void> => {
  const current = await liveUser(db, userId);
  const owner = await emailOwner(db, fields.email);
  if (owner && owner !== userId) throw appError('EMAIL_TAKEN');
  try {
    await db
      .update(users)
      .set({
        name: fields.name,
        surname: fields.surname,
        email: normaliseEmail(fields.email),
        identificationNumberEnc: encryptField(secrets.dataKey, fields.identificationNumber),
        parentName: fields.parentName,
        parentSurname: fields.parentSurname,
        parentIdentificationNumberEnc: encryptField(secrets.dataKey, fields.parentIdentificationNumber),
        fullAddress: fields.fullAddress,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
  } catch (error) {
    if (uniqueViolation(error) !== null) throw appError('EMAIL_TAKEN');
    throw error;
  }
  if (current.name !== fields.name || current.surname !== fields.surname)
    await bumpCatalogueVersionForLecturer(db, userId);
  const newEmail = normaliseEmail(fields.email);
  if (notice && current.email.toLowerCase() !== newEmail.toLowerCase()) {
    notice.log.info(
      { event: 'account.email-changed', userId },
      'sign-in e-mail changed; previous address told',
    );
    notice.mailer.sendInBackground({
      to: current.email,
      ...emailChangedNotice({ name: current.name, newEmail, at: new Date() }),
    });
  }
};

/** Replaces the account's roles (at least one). */
export const setRoles = async (db: Db, userId: string, roles: readonly Role[]): Promise<void> => {
  if (roles.length === 0) throw appError('USER_ROLES_REQUIRED');
  const updated = await db
    .update(users)
    .set({ roles: normaliseRoles(roles), updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (updated.length === 0) throw appError('USER_NOT_FOUND');
};

/** Stores a new password hash. Ending other sessions is the caller's decision (auth service). */
export const setPassword = async (db: Db, userId: string, password: string): Promise<void> => {
  const passwordHash = await hashPassword(password);
  const updated = await db
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (updated.length === 0) throw appError('USER_NOT_FOUND');
};

export type UserSummary = {
  id: string;
  email: string;
  name: string;
  surname: string;
  roles: RoleName[];
  isDeleted: boolean;
  createdAt: Date;
};

/** Every account ordered by e-mail (CLI listing; the admin screens page through their own query). */
export const listUsers = async (
  db: Db,
  options: { includeDeleted?: boolean } = {},
): Promise<UserSummary[]> => {
  const rows = await db
    .select()
    .from(users)
    .where(options.includeDeleted ? undefined : isNull(users.deletedAt))
    .orderBy(asc(sql`lower(${users.email})`));
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: r.name,
    surname: r.surname,
    roles: roleNames(r.roles),
    isDeleted: r.deletedAt !== null,
    createdAt: r.createdAt,
  }));
};

export type EnsureAdminResult = { id: string; isCreated: boolean; isRoleAdded: boolean };

/**
 * Makes sure the configured first admin (ADMIN_EMAIL/ADMIN_PASSWORD) exists with the Admin role: created when
 * missing, given the role when it lacks it. An existing account's password is left alone so a changed password
 * survives restarts. The environment carries no personal data, so those profile fields stay empty until the
 * admin fills them in on the account page.
 */
export const ensureAdmin = async (
  db: Database,
  secrets: Pick<Secrets, 'dataKey'>,
  admin: { email: string; password: string },
): Promise<EnsureAdminResult> => {
  const existing = await findByEmail(db, admin.email);
  if (!existing) {
    const id = await db.transaction(async (tx) => {
      const created = await createUser(tx, secrets, {
        name: 'Kampüs',
        surname: 'Yöneticisi',
        email: admin.email,
        identificationNumber: '',
        parentName: '',
        parentSurname: '',
        parentIdentificationNumber: '',
        fullAddress: '',
        password: admin.password,
        roles: [Role.Admin],
      });
      await audit(tx, null, 'user.create', 'user', created, { roles: [Role.Admin], via: 'ADMIN_EMAIL' });
      return created;
    });
    return { id, isCreated: true, isRoleAdded: true };
  }
  if (existing.deletedAt)
    throw new Error(`ADMIN_EMAIL ${admin.email} belongs to a deleted account; choose another address`);
  if (existing.roles.includes(Role.Admin)) return { id: existing.id, isCreated: false, isRoleAdded: false };
  const roles = normaliseRoles([...(existing.roles as Role[]), Role.Admin]);
  await db.transaction(async (tx) => {
    await setRoles(tx, existing.id, roles);
    await audit(tx, null, 'user.update', 'user', existing.id, {
      changed: ['roles'],
      roles: { from: existing.roles, to: roles },
      via: 'ADMIN_EMAIL',
    });
  });
  return { id: existing.id, isCreated: false, isRoleAdded: true };
};
