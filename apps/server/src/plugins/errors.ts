import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { codeForStatus } from '@kampus/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, messageOf } from '../lib/app-error.ts';
import { fail } from '../lib/envelope.ts';

export const DATABASE_UNAVAILABLE_MESSAGE = messageOf('DATABASE_UNAVAILABLE');

/** Seconds a client is asked to wait before trying again while the database is unreachable. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

// SQLSTATEs that mean "the server cannot serve you right now", not "your query is wrong": class 08 (connection
// exception), 57P01–57P03 (shut down by an administrator, crashed, starting up), 53300 (too many connections).
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

// What `pg` and `pg-pool` throw (without a code) when a connection is cut, times out or was already broken, and
// what PGlite throws once it is closed.
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end|PGlite is closed)/;

/**
 * Whether an error means the database could not be reached (refused, reset, timed out, shut down), as opposed to a
 * fault in the query or the code. Looks through Drizzle's `DrizzleQueryError` (`cause`) and Node's
 * `AggregateError` (one error per address tried), since the driver's error arrives wrapped.
 */
export const isDatabaseUnavailable = (error: unknown, depth = 0): boolean => {
  if (!error || typeof error !== 'object' || depth > 8) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
};

const fieldName = (instancePath: string, fallback: string) =>
  instancePath.replace(/^\//, '').replaceAll('/', '.') || fallback;

/**
 * One error handler: validation → 400 `VALIDATION_FAILED` with field messages, AppError → its code's status and
 * Turkish message, framework errors → their 4xx with a generic code, an unreachable database → 503 (the client may
 * retry; nothing is wrong with the request), anything else → 500 `INTERNAL` with a generic message. No stack or SQL
 * reaches a client; every envelope names its code.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const name = fieldName(issue.instancePath, error.validationContext ?? 'body');
        fields[name] ??= issue.message ?? messageOf('VALIDATION_FAILED');
      }
      return reply.status(400).send(fail('VALIDATION_FAILED', undefined, fields));
    }
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send(fail(error.code, error.message, error.fields));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send(fail('INTERNAL'));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(fail('RATE_LIMITED'));
    if (
      status === 413 ||
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ||
      error.code === 'FST_REQ_FILE_TOO_LARGE'
    )
      return reply.status(413).send(fail('BODY_TOO_LARGE'));
    if (status === 415 || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
      return reply.status(415).send(fail('UNSUPPORTED_MEDIA_TYPE'));
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
      return reply.status(400).send(fail('INVALID_JSON'));
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      const code = codeForStatus(status);
      return reply.status(status).send(fail(code));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.status(503).send(fail('DATABASE_UNAVAILABLE'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(fail('INTERNAL'));
  });
});

export const BAD_URL_MESSAGE = messageOf('BAD_URL');
export const URL_TOO_LONG_MESSAGE = messageOf('URL_TOO_LONG');

/**
 * Fastify's `frameworkErrors`: a URL the router cannot read (percent-encoding that is not UTF-8) or a path parameter
 * over the length limit is refused before any route or hook runs, and Fastify would answer with its own body. Such
 * refusals get the envelope too.
 */
export const frameworkErrorHandler = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  // No hook runs for these answers, so the headers the security plugin adds to every other refusal are set here.
  reply.headers({
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
    'x-request-id': request.id,
  });
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'router error');
    return reply.status(500).send(fail('INTERNAL'));
  }
  request.log.info({ err: error }, 'client error');
  return reply.status(status).send(fail(status === 414 ? 'URL_TOO_LONG' : 'BAD_URL'));
};

/**
 * Fastify's `clientErrorHandler`: Node reports on the socket, before or while a request is read, a request that
 * missed `REQUEST_TIMEOUT_SECONDS` (a body trickled in too slowly) or bytes that are not HTTP. Fastify would write its
 * own body; the answer is the envelope with a code instead (408 `REQUEST_TIMEOUT`, else 400 `BAD_REQUEST`), and
 * the connection is closed, as Fastify does.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const isTimeout = error.code === 'ERR_HTTP_REQUEST_TIMEOUT';
  const status = isTimeout ? 408 : 400;
  const body = JSON.stringify(fail(isTimeout ? 'REQUEST_TIMEOUT' : 'BAD_REQUEST'));
  this.log.info({ err: error }, isTimeout ? 'client timeout' : 'client error');
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\n\r\n${body}`,
    );
  socket.destroy(error);
}
