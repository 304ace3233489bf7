import type { RoleName, UserInformation } from '@kampus/contract';
import { createContext, type RouterContextProvider, redirect } from 'react-router';
import { paths } from '../../config/paths.ts';
import { hasCode } from '../../lib/api-client.ts';
import { httpMessages } from '../../lib/http-messages.ts';
import { notifyError } from '../../lib/notify.ts';
import { hasSession } from '../../lib/tokens.ts';
import { hasRole, loadUserInformation, logout } from './session.ts';

/** The signed-in user, set by the session gate for every loader and action below it. */
export const userContext = createContext<UserInformation>();

/** A client middleware that only reads and fills the router context (it never looks at the loaders' results). */
type ClientMiddleware = (args: { context: Readonly<RouterContextProvider> }) => Promise<void>;

/**
 * Gate of the signed-in group, run before any loader below it: no token → /login; otherwise the
 * user information (cached) is loaded once and shared.
 */
export const requireSession: ClientMiddleware = async ({ context }) => {
  if (!hasSession()) throw redirect(paths.login);
  try {
    context.set(userContext, await loadUserInformation());
  } catch (error) {
    // The API client already ended the session and said so; the gate only sends the visitor to sign in.
    if (hasCode(error, 'UNAUTHENTICATED')) throw redirect(paths.login);
    throw error;
  }
};

/**
 * Area gates: without the role the user is told 'Yetkisiz işlem.', signed out and sent
 * to /login, before any loader of the area asks the server for data it would refuse.
 */
export const requireRole =
  (role: RoleName): ClientMiddleware =>
  async ({ context }) => {
    if (hasRole(context.get(userContext), role)) return;
    notifyError(httpMessages.unauthorizedArea);
    await logout();
    throw redirect(paths.login);
  };

/**
 * Pages of one role inside the common signed-in area (the parent's home): the app never links anyone else there, so
 * whoever lacks the role came by a typed or old address and goes to their own start page, still signed in.
 */
export const redirectWithoutRole =
  (role: RoleName): ClientMiddleware =>
  async ({ context }) => {
    if (!hasRole(context.get(userContext), role)) throw redirect(paths.root);
  };
