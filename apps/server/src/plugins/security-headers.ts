import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { inlineScriptHashes } from '../lib/csp.ts';

/** Where the API answers live; their bodies carry personal data unless a route says otherwise. */
const API_PATH = /^\/api\/v1\/web(\/|$|\?)/;
const DOCS_PATH = /^\/api\/docs(\/|$|\?)/;

/**
 * The interactive API page (Scalar) runs inline scripts of its own, which change with its version; it gets a policy
 * of its own that allows them. It shows only the public OpenAPI document and sends no tokens of the app's users.
 */
export const DOCS_CSP =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'";

/**
 * Headers on every answer (API, errors, 404s, the web app and its files), set in `onRequest` so that even a request
 * refused before its handler carries them:
 * - a Content-Security-Policy whose scripts are the app's own files plus the hashes of the inline scripts of the built
 *   index.html (no `unsafe-inline` scripts); styles may be inline because Mantine writes its CSS variables that way;
 * - `nosniff`, `frame-ancestors 'self'` and `X-Frame-Options: SAMEORIGIN` (only the app may frame its pages: HTML
 *   lectures are framed by the learning screen), `Referrer-Policy: no-referrer`, no `X-Powered-By`;
 * - HSTS (one year, subdomains) only when `PUBLIC_URL` is https, since on plain http it would be ignored or, behind a
 *   TLS proxy with a wrong setting, lock people out;
 * - `Cache-Control: no-store` on API answers that did not choose their own caching (covers and signed media do),
 *   so no shared or browser cache keeps profiles, orders or tokens;
 * - `Content-Disposition: attachment` on JSON answers of the API, so an API address opened in a browser tab is never
 *   rendered as a page, whatever it holds (fetch ignores the header);
 * - `X-Request-Id` on every answer: the id of the request's log lines, which a person reporting a 500 can quote.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app.deps;
  const scriptHashes = inlineScriptHashes(config.webDist);
  // On S3, HLS segments and posters are fetched from the bucket (presigned redirects, media module README).
  const bucket = config.s3 ? [new URL(config.s3.endpoint).origin] : [];
  // helmet itself, configured once: @fastify/helmet built the middleware again on every request (its CSP
  // directives parsed per answer, 3 % of a question list's server time in a profile).
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...bucket],
        mediaSrc: ["'self'", 'blob:', ...bucket],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...bucket],
        // HTML lectures are framed from MEDIA_ORIGIN when one is set (media module README).
        frameSrc: ["'self'", ...(config.mediaOrigin ? [config.mediaOrigin] : [])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: config.publicUrl.startsWith('https://')
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (DOCS_PATH.test(request.url)) reply.header('content-security-policy', DOCS_CSP);
    if (API_PATH.test(request.url)) {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      const type = String(reply.getHeader('content-type') ?? '');
      if (type.startsWith('application/json') && !reply.hasHeader('content-disposition'))
        reply.header('content-disposition', 'attachment; filename="api.json"');
    }
    reply.removeHeader('x-powered-by');
  });
});
