import { randomUUID } from 'node:crypto';
import type { Writable } from 'node:stream';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config/env.ts';
import type { Secrets } from './config/secrets.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import { loggerOptions } from './lib/logging.ts';
import { openRedis } from './lib/redis.ts';
import { healthRoutes } from './modules/health/index.ts';
import { apiModules } from './modules/index.ts';
import type { NotificationHub } from './modules/notifications/index.ts';
import { authPlugin } from './plugins/auth.ts';
import { closeConnectionsFirst } from './plugins/close-connections.ts';
import { clientErrorHandler, errorsPlugin, frameworkErrorHandler } from './plugins/errors.ts';
import { jobsPlugin } from './plugins/jobs.ts';
import { mailPlugin } from './plugins/mail.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { requestBodiesPlugin } from './plugins/request-bodies.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import type { Storage } from './plugins/storage.ts';
import { webPlugin } from './plugins/web.ts';

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  secrets: Secrets;
  /** Uploaded and seeded files (cover images, lecture videos and pages). */
  storage: Storage;
  /** Delivers in-app notifications to open streams (in this process, or through Redis). */
  notificationHub: NotificationHub;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    isShuttingDown: boolean;
  }
}

export const API_PREFIX = '/api/v1/web';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** API calls are rate limited per address; the web app's files and public media (covers, signed lectures) are not. */
export const isRateLimitedPath = (url: string) =>
  url.startsWith(`${API_PREFIX}/`) && !url.startsWith(`${API_PREFIX}/media/`);

/** Builds the whole server: external plugins, app plugins, modules, error handler and the web app. */
export const buildApp = async (
  deps: AppDeps,
  options: {
    logger?: boolean;
    /** Where log lines go instead of stdout (tests read them). */
    logStream?: Writable;
  } = {},
): Promise<FastifyInstance> => {
  const { config } = deps;
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config, options.logStream),
    bodyLimit: config.bodyLimit,
    // A body trickled a byte at a time held its connection open without end: a whole request must arrive within
    // requestTimeout (sized for the largest upload on a slow phone) and a connection silent for connectionTimeout
    // is closed. Node checks the request deadline on an interval (30 s by default); it is checked at least four
    // times per deadline so a short configured deadline is kept too. Node only enforces a request timeout given
    // to the server's constructor (setting the property afterwards, as Fastify does, is not enough), hence `http`.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(30_000, Math.max(250, Math.floor(config.requestTimeoutMs / 4))),
    },
    trustProxy: config.trustProxy,
    // A proxy's X-Request-Id is kept so one id follows a request through both logs; anything that is not a plain
    // short id (a client forging log lines, megabytes of header) is replaced by a fresh one.
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // A request read while the server closes is served in full (with Connection: close) rather than refused with
    // Fastify's own 503 body, which is not the envelope; new connections are refused once the listener is closed.
    return503OnClosing: false,
    ajv: { customOptions: { removeAdditional: false } },
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  });
  app.decorate('deps', deps);
  app.decorate('isShuttingDown', false);
  closeConnectionsFirst(app);
  app.addHook('onClose', () => deps.notificationHub.close());
  // While shutting down, a kept-alive connection whose request was in flight would stay open after its response
  // (until keepAliveTimeout, 72 s) and hold up the exit: answers say Connection: close, and a response that had
  // started before the signal closes its connection once it has been sent.
  app.addHook('onSend', async (_request, reply) => {
    if (app.isShuttingDown && !reply.raw.headersSent) reply.header('connection', 'close');
  });
  app.addHook('onResponse', async () => {
    if (app.isShuttingDown) setImmediate(() => app.server.closeIdleConnections());
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(requestBodiesPlugin);
  await app.register(securityHeadersPlugin);
  // Several instances behind one address must count requests together: with REDIS_URL the counters live in
  // Redis (a Redis outage lets requests through rather than failing them); alone, in this process's memory.
  const redis = config.redis ? await openRedis(config.redis.url, app.log) : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  await app.register(rateLimit, {
    ...(redis ? { redis, nameSpace: `${config.redis?.keyPrefix}rate-limit:`, skipOnError: true } : {}),
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    // Only API calls count: one page view also loads the app's files and a few dozen cover images, and a whole
    // classroom often shares one address.
    allowList: (request) => !isRateLimitedPath(request.url),
    errorResponseBuilder: () => ({
      statusCode: 429,
      message: 'Çok fazla istek gönderildi. Lütfen daha sonra tekrar deneyin.',
    }),
  });
  await app.register(openApiPlugin);
  await app.register(authPlugin);
  await app.register(mailPlugin);
  await app.register(jobsPlugin);
  await app.register(healthRoutes);
  await app.register(apiModules, { prefix: API_PREFIX });
  await app.register(webPlugin);
  return app;
};
