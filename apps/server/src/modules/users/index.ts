/** What other modules may use of `users` (README.md); everything else in this folder is internal. */
export {
  type LockedUser,
  lockUsers,
  setNameAndRoles,
  softDelete,
  touchLastActivity,
  touchLastActivitySql,
} from './account-changes.ts';
export { getAdminUser, listUsersPage } from './admin-user-pages.ts';
export { addRole, namesOf, parentIdentificationMatches } from './family-facts.ts';
export { accountForExport, type ErasedAccount, eraseAccount, unusablePasswordHash } from './personal-data.ts';
export { profileRoutes } from './profile.routes.ts';
export {
  createUser,
  ensureAdmin,
  findByEmail,
  findById,
  listUsers,
  type NewUser,
  setPassword,
  setRoles,
  type UserRow,
} from './users.service.ts';
