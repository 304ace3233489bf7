import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { appError, invalidField, messageOf } from '../lib/app-error.ts';

export const INVALID_UTF8_MESSAGE = messageOf('INVALID_UTF8');
export const MISSING_CONTENT_TYPE_MESSAGE = messageOf('CONTENT_TYPE_MISSING');

/** Whether the request carries a body, by its framing headers (a body of 0 bytes is no body). */
const hasBody = (request: FastifyRequest) => {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
};

/**
 * How request bodies are read before any route sees them (JSON bodies, multipart where the seeds
 * say so):
 *
 * - JSON must be valid UTF-8 (RFC 8259 §8.1). Fastify's own parser decodes with replacement characters, so a name
 *   with a broken byte was stored as 'Ay�e' and answered 200; here the bytes are decoded strictly and a broken
 *   sequence is a 400 envelope. Parsing itself stays Fastify's (prototype keys refused, the body limit applies).
 * - A body without a Content-Type is refused with 415 instead of being read as JSON anyway, so only bodies that say
 *   what they are reach a route. Plain text is refused with 415 like every other type no route reads.
 */
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'];

export const requestBodiesPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  const decoder = new TextDecoder('utf-8', { fatal: true });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = decoder.decode(body as Buffer);
    } catch {
      done(appError('INVALID_UTF8'), undefined);
      return;
    }
    parseJson(request, text, done);
  });

  // Fastify reads text/plain as a string by default, which then failed the route's schema with a 400; no route
  // takes plain text, so it is refused like any other type a route does not read (415).
  app.removeContentTypeParser('text/plain');

  app.addHook('onRequest', async (request) => {
    if (request.headers['content-type'] === undefined && hasBody(request))
      throw appError('CONTENT_TYPE_MISSING');
    // Prototype keys in a query string are refused as they are in JSON bodies: no route takes them, and a route
    // whose schema simply ignored an unknown `__proto__` answered 200 where every other refused it.
    const query = request.query as Record<string, unknown> | undefined;
    const key = query && PROTOTYPE_KEYS.find((k) => Object.hasOwn(query, k));
    if (key) throw invalidField(key, 'Adres satırındaki parametre adı geçersiz.');
  });
});
