import { Role } from '@kampus/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { sessions } from '../db/schema/auth.ts';
import { learnerState } from '../db/schema/learner-state.ts';
import { users } from '../db/schema/users.ts';
import { verifyAccessToken } from '../lib/access-token.ts';
import { appError } from '../lib/app-error.ts';
import { type StateVersions, stateVersionsReader } from './state-versions.ts';

export type CurrentUser = {
  id: string;
  sessionId: string;
  roles: Role[];
  /** When the access token of this request expires (the notifications stream ends then). */
  tokenExpiresAt: Date;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate` (or `identify` when a valid token was sent). */
    currentUser: CurrentUser | null;
    /** The versions read for the signed-in user of this request (null without one): the catalogue uses them. */
    stateVersions: StateVersions | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless a valid access token of a live session is sent. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /**
     * preHandler: like `authenticate`, but the token may also come as `?access_token=`: a browser's EventSource
     * cannot send headers (notifications stream, decision 027). The header wins when both are sent.
     */
    authenticateStream: (request: FastifyRequest) => Promise<void>;
    /** preHandler: reads the token when one is sent, never refuses (public routes with per-user fields). */
    identify: (request: FastifyRequest) => Promise<void>;
    /** preHandler factory: 401 without a session, 403 without one of the roles. */
    requireRole: (...roles: Role[]) => (request: FastifyRequest) => Promise<void>;
    /** Routes whose guard refuses callers, with the roles it asks for (none: any signed-in user). */
    guardedRoutes: GuardedRoute[];
  }
}

export type GuardedRoute = { method: string; url: string; roles: Role[] };

type Guard = (request: FastifyRequest) => Promise<void>;

const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

const bearer = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
};

/** The access token of a stream request: the Authorization header, else the `access_token` query parameter. */
export const streamToken = (request: FastifyRequest): string | null => {
  const fromHeader = bearer(request);
  if (fromHeader) return fromHeader;
  const given = (request.query as Record<string, unknown> | undefined)?.access_token;
  return typeof given === 'string' && given !== '' ? given : null;
};

/** A session found live, with the user's auth version at that moment and what the check returned. */
type CheckedSession = { userId: string; roles: Role[]; expiresAt: Date; authVersion: number };

/**
 * Signed-in user of the request: the token must verify and its session must still be live in the database. A
 * session checked once is kept in memory with the user's `auth_version` (decision 049); every request reads that
 * version (with the catalogue's, in one statement) and checks the session again only when it has moved: a logout,
 * a password change or reset, a role change or a deletion moves it in the same transaction, so each takes effect
 * on the next request on every instance.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  const { db, secrets } = app.deps;
  const readVersions = stateVersionsReader(db);
  const checked = new LRUCache<string, CheckedSession>({ max: 100_000 });

  const checkSession = async (userId: string, sessionId: string): Promise<CheckedSession | null> => {
    const [row] = await db
      .select({ roles: users.roles, expiresAt: sessions.expiresAt, authVersion: learnerState.authVersion })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(learnerState, eq(learnerState.userId, sessions.userId))
      .where(
        and(
          eq(sessions.id, sessionId),
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date()),
          isNull(users.deletedAt),
        ),
      )
      .limit(1);
    if (!row) return null;
    return {
      userId,
      roles: row.roles as Role[],
      expiresAt: row.expiresAt,
      authVersion: row.authVersion ?? 0,
    };
  };

  const resolve = async (
    request: FastifyRequest,
    token: string | null = bearer(request),
  ): Promise<CurrentUser | null> => {
    if (!token) return null;
    const claims = await verifyAccessToken(secrets.jwtSecret, token);
    if (!claims) return null;
    const versions = await readVersions(claims.userId);
    const kept = checked.get(claims.sessionId);
    const isKeptCurrent =
      kept !== undefined &&
      kept.userId === claims.userId &&
      kept.authVersion === versions.auth &&
      kept.expiresAt.getTime() > Date.now();
    const session = isKeptCurrent ? kept : await checkSession(claims.userId, claims.sessionId);
    if (!session) {
      checked.delete(claims.sessionId);
      return null;
    }
    if (!isKeptCurrent) checked.set(claims.sessionId, session);
    request.stateVersions = versions;
    return {
      id: claims.userId,
      sessionId: claims.sessionId,
      roles: session.roles,
      tokenExpiresAt: claims.expiresAt,
    };
  };

  // Every guard, with the roles it asks for (null: it never refuses).
  const guards = new WeakMap<Guard, Role[] | null>();
  const guard = (roles: Role[] | null, check: Guard): Guard => {
    guards.set(check, roles);
    return check;
  };

  app.decorateRequest('currentUser', null);
  app.decorateRequest('stateVersions', null);
  app.decorate('guardedRoutes', []);
  app.decorate(
    'identify',
    guard(null, async (request: FastifyRequest) => {
      request.currentUser = await resolve(request);
    }),
  );
  app.decorate(
    'authenticate',
    guard([], async (request: FastifyRequest) => {
      request.currentUser = await resolve(request);
      if (!request.currentUser) throw appError('UNAUTHENTICATED');
    }),
  );
  app.decorate(
    'authenticateStream',
    guard([], async (request: FastifyRequest) => {
      request.currentUser = await resolve(request, streamToken(request));
      if (!request.currentUser) throw appError('UNAUTHENTICATED');
    }),
  );
  app.decorate('requireRole', (...roles: Role[]) =>
    guard(roles, async (request: FastifyRequest) => {
      request.currentUser = await resolve(request);
      if (!request.currentUser) throw appError('UNAUTHENTICATED');
      if (!roles.some((r) => request.currentUser?.roles.includes(r))) throw appError('FORBIDDEN');
    }),
  );

  // Routes name their guard as a preHandler, which Fastify runs after the body is read and validated: an anonymous
  // caller with an empty body got 400 listing every field, and one with a broken body learnt what the route
  // expects. Here, once for every route, the guard moves to the route's onRequest hooks, so 401 and 403 come
  // before any body is read (decision 019).
  app.addHook('onRoute', (route) => {
    const preHandlers = asList(route.preHandler) as Guard[];
    const moved = preHandlers.filter((h) => guards.has(h));
    if (moved.length === 0) return;
    route.preHandler = preHandlers.filter((h) => !guards.has(h)) as typeof route.preHandler;
    route.onRequest = [...asList(route.onRequest), ...moved] as typeof route.onRequest;
    for (const h of moved) {
      const roles = guards.get(h);
      if (roles) app.guardedRoutes.push({ method: String(route.method), url: route.url, roles });
    }
  });
});

/** The signed-in user of a route guarded by `authenticate` or `requireRole`. */
export const userOf = (request: FastifyRequest): CurrentUser => {
  if (!request.currentUser) throw appError('UNAUTHENTICATED');
  return request.currentUser;
};

export const isAdmin = (user: CurrentUser | null) => Boolean(user?.roles.includes(Role.Admin));
