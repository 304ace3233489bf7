import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fail } from '../lib/envelope.ts';

const isApiPath = (url: string) => /^\/(api|healthz|readyz)(\/|$|\?)/.test(url);

/**
 * Serves the built web app from the same port. Deep links (GET, no file extension, not the API) get
 * index.html so that client-side routing renders them; everything else is a JSON 404.
 */
export const webPlugin = fp(async (app: FastifyInstance) => {
  const root = app.deps.config.webDist;
  const hasBuild = existsSync(path.join(root, 'index.html'));
  if (!hasBuild) app.log.warn({ root }, 'web build not found: run `npm run build` to serve the web app');
  else
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // Hashed assets never change; index.html must always be fresh.
      setHeaders: (res, filePath) => {
        // @fastify/static 10 passes the Fastify reply here.
        (res as unknown as { header: (k: string, v: string) => void }).header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      hasBuild &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(pathname) &&
      !path.extname(pathname);
    if (wantsPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.status(404).send(fail('NOT_FOUND'));
  });
});
