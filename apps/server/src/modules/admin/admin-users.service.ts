import {
  type AdminUser,
  type AdminUserUpdate,
  foldForSearch,
  type Paged,
  Role,
  SEARCH_FOLD_FROM,
  SEARCH_FOLD_TO,
  type UsersQuery,
} from '@kampus/contract';
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { likeContains } from '../../db/sql.ts';
import { appError } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { revokeUserSessions } from '../auth/auth.service.ts';
import { bumpCatalogueVersionForLecturer } from '../catalogue/catalogue-version.ts';

const columns = {
  id: users.id,
  email: users.email,
  name: users.name,
  surname: users.surname,
  roles: users.roles,
  createdAt: users.createdAt,
  lastActivityAt: users.lastActivityAt,
};
type Row = Pick<typeof users.$inferSelect, keyof typeof columns>;

const toWire = (row: Row): AdminUser => ({
  id: row.id,
  email: row.email,
  name: row.name,
  surname: row.surname,
  fullName: `${row.name} ${row.surname}`.trim(),
  roles: [...row.roles].sort((a, b) => a - b),
  createdAt: row.createdAt.toISOString(),
  lastActivityAt: row.lastActivityAt?.toISOString() ?? null,
});

/**
 * Sort keys of the list. E-mails are compared lower-cased (the unique `lower(email)` index serves that order);
 * names are compared folded the way search folds them, because neither PGlite nor a default PostgreSQL locale
 * has a Turkish collation: `Çelik` sorts with the c's, not after them.
 */
const orderKeys: Record<UsersQuery['orderBy'], SQL> = {
  Email: sql`lower(${users.email})`,
  Name: sql`lower(translate(${users.name} || ' ' || ${users.surname}, ${SEARCH_FOLD_FROM}, ${SEARCH_FOLD_TO}))`,
  CreatedAt: sql`${users.createdAt}`,
};

/** `GET /users/paginated`: live accounts, searched over e-mail, name and surname in any letter case. */
export const listUsersPage = async (db: Database, query: UsersQuery): Promise<Paged<AdminUser>> => {
  const term = query.search?.trim();
  const where = and(
    isNull(users.deletedAt),
    term ? sql`${users.searchText} LIKE ${likeContains(foldForSearch(term))}` : undefined,
  );
  const direction = query.desc ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .where(where)
      .orderBy(direction(orderKeys[query.orderBy]), direction(users.id))
      .limit(query.pageSize)
      .offset((query.pageNumber - 1) * query.pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  const totalItemCount = total?.n ?? 0;
  return {
    items: rows.map(toWire),
    currentPage: query.pageNumber,
    totalPageCount: Math.ceil(totalItemCount / query.pageSize),
    totalItemCount,
    hasNextPage: query.pageNumber * query.pageSize < totalItemCount,
  };
};

/** `GET /users/:id`: a live account; a deleted or unknown one is 404. */
export const getAdminUser = async (db: Database, id: string): Promise<AdminUser> => {
  const [row] = await db
    .select(columns)
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  if (!row) throw appError('USER_NOT_FOUND');
  return toWire(row);
};

/**
 * Locks the acting admin's row and the target's row, always in id order so two admins acting on each other
 * cannot deadlock, and checks again under the lock that the actor is still a live admin. Without this, two admins
 * removing each other's Admin role (or deleting each other) at the same moment could both pass the request's
 * role check and leave no admin at all; with it, the second one finds it no longer holds the role and gets 403.
 */
const lockActorAndTarget = async (tx: Tx, actor: CurrentUser, targetId: string) => {
  const rows = await tx
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      surname: users.surname,
      roles: users.roles,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(inArray(users.id, [actor.id, targetId]))
    .orderBy(asc(users.id))
    .for('update');
  const actorRow = rows.find((r) => r.id === actor.id);
  if (!actorRow || actorRow.deletedAt || !actorRow.roles.includes(Role.Admin)) throw appError('FORBIDDEN');
  const target = rows.find((r) => r.id === targetId);
  if (!target || target.deletedAt) throw appError('USER_NOT_FOUND');
  return target;
};

const sameRoles = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((r, i) => r === b[i]);

/**
 * `PUT /users`: name, surname and roles. The e-mail is read-only here (the owner changes it on their profile).
 * An admin cannot take the Admin role away from themselves (422), so an admin is always left to undo mistakes.
 * Roles are read from the database on every request, so a change takes effect at the user's next call.
 */
export const updateAdminUser = async (db: Database, actor: CurrentUser, input: AdminUserUpdate) => {
  if (input.id === actor.id && !input.roles.includes(Role.Admin)) throw appError('CANNOT_REMOVE_OWN_ADMIN');
  const roles = [...input.roles].sort((a, b) => a - b);
  await db.transaction(async (tx) => {
    const before = await lockActorAndTarget(tx, actor, input.id);
    await tx
      .update(users)
      .set({ name: input.name, surname: input.surname, roles, updatedAt: new Date() })
      .where(eq(users.id, input.id));
    if (before.name !== input.name || before.surname !== input.surname)
      await bumpCatalogueVersionForLecturer(tx, input.id);
    const previousRoles = [...before.roles].sort((a, b) => a - b);
    await audit(tx, actor.id, 'user.update', 'user', input.id, {
      changed: [
        ...(before.name !== input.name ? ['name'] : []),
        ...(before.surname !== input.surname ? ['surname'] : []),
        ...(sameRoles(previousRoles, roles) ? [] : ['roles']),
      ],
      roles: { from: previousRoles, to: roles },
    });
  });
};

/**
 * `DELETE /users/:id`: a soft delete. The row stays (with `deletedAt`), so orders, enrolments and the courses a
 * lecturer made stay intact and the e-mail stays taken; every session of the account ends at once, and the login
 * refuses the account from now on. An admin cannot delete their own account (422).
 */
export const deleteAdminUser = async (db: Database, actor: CurrentUser, id: string) => {
  if (id === actor.id) throw appError('CANNOT_DELETE_SELF');
  await db.transaction(async (tx) => {
    const target = await lockActorAndTarget(tx, actor, id);
    const now = new Date();
    await tx.update(users).set({ deletedAt: now, updatedAt: now }).where(eq(users.id, id));
    await revokeUserSessions(tx, id, 'user-deleted');
    await audit(tx, actor.id, 'user.delete', 'user', id, { email: target.email, roles: target.roles });
  });
};
