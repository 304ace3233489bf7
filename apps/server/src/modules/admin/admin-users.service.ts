import { type AdminUserUpdate, Role } from '@kampus/contract';
import type { Database, Tx } from '../../db/client.ts';
import { appError } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { revokeUserSessions } from '../auth/index.ts';
import { bumpCatalogueVersionForLecturer } from '../catalogue/index.ts';
import { lockUsers, setNameAndRoles, softDelete } from '../users/index.ts';

/* The admin's changes to accounts: the checks, the lock order and the audit are here; the writes are the users
 * module's. The list and the page of one account are read by the users module (`admin-user-pages.ts`). */

/**
 * Locks the acting admin's row and the target's row, always in id order so two admins acting on each other
 * cannot deadlock, and checks again under the lock that the actor is still a live admin. Without this, two admins
 * removing each other's Admin role (or deleting each other) at the same moment could both pass the request's
 * role check and leave no admin at all; with it, the second one finds it no longer holds the role and gets 403.
 */
const lockActorAndTarget = async (tx: Tx, actor: CurrentUser, targetId: string) => {
  const rows = await lockUsers(tx, [actor.id, targetId]);
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
    await setNameAndRoles(tx, input.id, { name: input.name, surname: input.surname, roles });
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
    await softDelete(tx, id, now);
    await revokeUserSessions(tx, id, 'user-deleted');
    await audit(tx, actor.id, 'user.delete', 'user', id, { email: target.email, roles: target.roles });
  });
};
