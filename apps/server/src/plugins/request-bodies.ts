import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

export const INVALID_UTF8_MESSAGE =
  'İstek gövdesi geçerli bir UTF-8 metni değil. Lütfen UTF-8 olarak gönderin.';
export const MISSING_CONTENT_TYPE_MESSAGE =
  'İstek gövdesinin türü (Content-Type) belirtilmemiş. Lütfen JSON (application/json) gönderin.';

/** Whether the request carries a body, by its framing headers (a body of 0 bytes is no body). */
const hasBody = (request: FastifyRequest) => {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
};

/**
 * How request bodies are read before any route sees them (CONTRACT.md §2: JSON bodies, multipart where the seeds
 * say so):
 *
 * - JSON must be valid UTF-8 (RFC 8259 §8.1). Fastify's own parser decodes with replacement characters, so a name
 *   with a broken byte was stored as 'Ay�e' and answered 200; here the bytes are decoded strictly and a broken
 *   sequence is a 400 envelope. Parsing itself stays Fastify's (prototype keys refused, the body limit applies).
 * - A body without a Content-Type is refused with 415 instead of being read as JSON anyway, so only bodies that say
 *   what they are reach a route.
 */
export const requestBodiesPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  const decoder = new TextDecoder('utf-8', { fatal: true });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = decoder.decode(body as Buffer);
    } catch {
      done(new AppError(400, INVALID_UTF8_MESSAGE), undefined);
      return;
    }
    parseJson(request, text, done);
  });

  app.addHook('onRequest', async (request) => {
    if (request.headers['content-type'] === undefined && hasBody(request))
      throw new AppError(415, MISSING_CONTENT_TYPE_MESSAGE);
  });
});
