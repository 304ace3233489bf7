import type { Writable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config/env.ts';

/**
 * Names of values that are secrets or personal numbers wherever they appear in a logged object: passwords, tokens,
 * link signatures, identification numbers, stored hashes. Bodies (where reset codes travel) are never logged by the
 * server, but an error or an event that carries one of these must not show it. `code` is not on the list: errors
 * carry their own `code` (`23505`, `FST_…`), which the logs need.
 */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'newPasswordConfirm',
  'confirmPassword',
  'currentPassword',
  'accessToken',
  'access_token',
  'refreshToken',
  'RefreshToken',
  'token',
  'sig',
  'identificationNumber',
  'parentIdentificationNumber',
  'passwordHash',
  'codeHash',
  'tokenHash',
];

/** Pino redaction paths: the keys at the top of a log object and one level down, plus credential headers. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `*.${key}`),
];

/**
 * Query parameters that are credentials in themselves: signed media and certificate links carry `sig`, unsubscribe
 * links `token`, the notifications stream `access_token`.
 */
const SECRET_QUERY = /([?&](?:sig|token|code|accessToken|access_token|refreshToken)=)[^&#]*/gi;

/** The URL as logged: a signed link's signature is replaced, so a log reader cannot replay the link. */
export const loggableUrl = (url: string): string => url.replace(SECRET_QUERY, '$1[redacted]');

/** The request as every log line shows it; the default serializer would print signed links whole. */
const serializeRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: loggableUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

/** Options of the server's pino logger (Fastify's `logger`); `stream` replaces stdout (tests read the lines). */
export const loggerOptions = (config: Pick<Config, 'logLevel'>, stream?: Writable) => ({
  level: config.logLevel,
  redact: { paths: REDACT_PATHS, censor: '[redacted]' },
  serializers: { req: serializeRequest },
  ...(stream ? { stream } : {}),
});
