import type { RoleName, UserInformation } from '@kampus/contract';
import { useRouteLoaderData } from 'react-router';
import { paths } from '../../config/paths.ts';
import { api } from '../../lib/api-client.ts';
import { clearTokens, hasSession, type SessionTokens, saveTokens } from '../../lib/tokens.ts';
import { fetchUserInformation, logoutRequest } from './account-api.ts';

/** Route id of the signed-in layout, whose loader holds the current user for every page below it. */
export const SIGNED_IN_ROUTE_ID = 'signed-in';

/** User information is loaded once per session and shared (roles are cached). */
let cachedUser: Promise<UserInformation> | null = null;

export const loadUserInformation = (): Promise<UserInformation> => {
  if (!cachedUser) {
    const loading = fetchUserInformation();
    cachedUser = loading;
    // A failed load must not stick: the next navigation asks again.
    loading.catch(() => {
      if (cachedUser === loading) cachedUser = null;
    });
  }
  return cachedUser;
};

/** After a profile change the name in the navbar must follow. */
export const forgetUserInformation = () => {
  cachedUser = null;
};

// A session the API client had to end (refused refresh, 401 after retries) also drops the cached roles.
api.onSessionEnd(forgetUserInformation);

export const startSession = (tokens: SessionTokens) => {
  saveTokens(tokens);
  forgetUserInformation();
};

/** Clears tokens and roles on this browser only. */
export const endLocalSession = () => {
  clearTokens();
  forgetUserInformation();
};

/** Logs out on the server (best effort: the browser forgets the session either way). */
export const logout = async () => {
  if (hasSession()) await logoutRequest().catch(() => undefined);
  endLocalSession();
};

export const hasRole = (user: Pick<UserInformation, 'roles'>, role: RoleName) => user.roles.includes(role);

/** An account that holds the Parent role and nothing else: it has no courses of its own (CONTRACT.md §12). */
export const isParentOnly = (user: Pick<UserInformation, 'roles'>) =>
  user.roles.length > 0 && user.roles.every((role) => role === 'Parent');

/**
 * Seed 000 §2: Admin → /admin-panel, else Lecturer → /lecturer, else /homepage (checked in that order); an account
 * that is only a parent goes to its children (/parent, CONTRACT.md §12). A student who is also a parent keeps the
 * student's home and finds the children in the navbar.
 */
export const homePathFor = (user: Pick<UserInformation, 'roles'>): string => {
  if (hasRole(user, 'Admin')) return paths.adminPanel;
  if (hasRole(user, 'Lecturer')) return paths.lecturer.home;
  if (isParentOnly(user)) return paths.parent.home;
  return paths.homepage;
};

export const fullNameOf = (user: Pick<UserInformation, 'name' | 'surname'>) =>
  `${user.name} ${user.surname}`.trim();

/** The signed-in user, for any component rendered below the signed-in layout. */
export const useCurrentUser = (): UserInformation => {
  const data = useRouteLoaderData(SIGNED_IN_ROUTE_ID) as { user: UserInformation } | undefined;
  if (!data) throw new Error('useCurrentUser is only available below the signed-in layout');
  return data.user;
};
