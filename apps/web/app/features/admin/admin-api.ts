import {
  type AdminDashboard,
  type AdminUser,
  type AdminUserUpdate,
  adminMessages,
  type Paged,
} from '@kampus/contract';
import { apiPaths } from '../../config/paths.ts';
import { api } from '../../lib/api-client.ts';
import { type ListQuery, pagedApiQuery } from '../../lib/list-query.ts';

/**
 * Calls of the admin area's own screens, the dashboard and user administration. Lists
 * and forms show their own failures, so reads and form submits raise no second notice; successful writes say what
 * happened.
 */

export const fetchDashboard = (signal?: AbortSignal) =>
  api.get<AdminDashboard>(apiPaths.admin.dashboard, { signal, errorNotice: false });

// Users

/** Seed 001 §9: ordered by Email ascending. */
export const fetchUserPage = (query: ListQuery, signal?: AbortSignal) =>
  api.get<Paged<AdminUser>>(apiPaths.admin.usersPaginated, {
    query: { ...pagedApiQuery(query), orderBy: 'Email', desc: false },
    signal,
    errorNotice: false,
  });

export const fetchUser = (id: string, signal?: AbortSignal) =>
  api.get<AdminUser>(apiPaths.admin.user(id), { signal, errorNotice: false });

/** The e-mail is read-only; the server ignores it, so it is not sent. */
export const updateUser = (input: AdminUserUpdate) =>
  api.put<string>(apiPaths.admin.users, input, {
    successMessage: adminMessages.userUpdated,
    errorNotice: false,
  });

export const deleteUser = (id: string) =>
  api.delete<null>(apiPaths.admin.user(id), {
    successMessage: adminMessages.userDeleted,
    errorNotice: false,
  });
