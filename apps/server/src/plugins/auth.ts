import { Role } from '@kampus/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sessions, users } from '../db/schema/index.ts';
import { verifyAccessToken } from '../lib/access-token.ts';
import { appError } from '../lib/app-error.ts';

export type CurrentUser = { id: string; sessionId: string; roles: Role[] };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate` (or `identify` when a valid token was sent). */
    currentUser: CurrentUser | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless a valid access token of a live session is sent. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler: reads the token when one is sent, never refuses (public routes with per-user fields). */
    identify: (request: FastifyRequest) => Promise<void>;
    /** preHandler factory: 401 without a session, 403 without one of the roles. */
    requireRole: (...roles: Role[]) => (request: FastifyRequest) => Promise<void>;
  }
}

const bearer = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
};

/** Signed-in user of the request: the token must verify and its session must still be live in the database. */
export const authPlugin = fp(async (app: FastifyInstance) => {
  const { db, secrets } = app.deps;

  const resolve = async (request: FastifyRequest): Promise<CurrentUser | null> => {
    const token = bearer(request);
    if (!token) return null;
    const claims = await verifyAccessToken(secrets.jwtSecret, token);
    if (!claims) return null;
    const [row] = await db
      .select({ roles: users.roles })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.id, claims.sessionId),
          eq(sessions.userId, claims.userId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date()),
          isNull(users.deletedAt),
        ),
      )
      .limit(1);
    if (!row) return null;
    return { id: claims.userId, sessionId: claims.sessionId, roles: row.roles as Role[] };
  };

  app.decorateRequest('currentUser', null);
  app.decorate('identify', async (request: FastifyRequest) => {
    request.currentUser = await resolve(request);
  });
  app.decorate('authenticate', async (request: FastifyRequest) => {
    request.currentUser = await resolve(request);
    if (!request.currentUser) throw appError('UNAUTHENTICATED');
  });
  app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
    request.currentUser = await resolve(request);
    if (!request.currentUser) throw appError('UNAUTHENTICATED');
    if (!roles.some((r) => request.currentUser?.roles.includes(r))) throw appError('FORBIDDEN');
  });
});

/** The signed-in user of a route guarded by `authenticate` or `requireRole`. */
export const userOf = (request: FastifyRequest): CurrentUser => {
  if (!request.currentUser) throw appError('UNAUTHENTICATED');
  return request.currentUser;
};

export const isAdmin = (user: CurrentUser | null) => Boolean(user?.roles.includes(Role.Admin));
