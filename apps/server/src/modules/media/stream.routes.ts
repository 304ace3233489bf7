import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lectures } from '../../db/schema/catalogue.ts';
import { appError } from '../../lib/app-error.ts';
import { sendStoredObject } from '../../plugins/storage.ts';
import { createStoredObjectCache } from '../../plugins/stored-object-cache.ts';
import { createUrlSigner, secondsLeft } from './signed-url.ts';
import {
  masterPlaylist,
  masterSubject,
  STREAM_AREAS,
  STREAM_CONTENT_TYPES,
  STREAM_PURPOSE,
  signVariantPlaylist,
  streamSubject,
} from './stream.ts';

const tags = ['learning'];
const signedQuery = z.object({ exp: z.string().max(20).optional(), sig: z.string().max(100).optional() });
const FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(m3u8|ts|jpg)$/;
/** Segments and posters kept in memory: the lectures being watched now (a 6 s segment of 720p is about 2 MB). */
const SEGMENT_CACHE = { maxBytes: 64 * 1_048_576, maxObjectBytes: 8 * 1_048_576 };
/** Playlists are small and made per request; a CDN may keep one a few minutes (its entries live about an hour). */
const PLAYLIST_SECONDS = 300;

/**
 * The HLS stream of a Ready video lecture (README.md): the master playlist made from the lecture's current stream,
 * variant playlists with signed entries, segments and the poster. Segments and posters never change under their
 * key, so they are `public, immutable` for the life of their link: a CDN in front shares them between learners.
 */
export const streamRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage, secrets } = app.deps;
  const signer = createUrlSigner(secrets.jwtSecret);
  const segments = createStoredObjectCache(SEGMENT_CACHE);
  const lectureIdOf = (value: string) => {
    if (!z.uuid().safeParse(value).success) throw appError('LINK_INVALID');
    return value;
  };

  r.get(
    '/media/lectures/:lectureId/master.m3u8',
    {
      schema: {
        tags,
        summary: 'Video dersinin HLS ana oynatma listesi (imzalı bağlantı)',
        description:
          'Bağlantıyı `GET /courses/{id}/with-contents` yanıtındaki `contentPath` verir; listedeki her kalite imzalıdır.',
        params: z.object({ lectureId: z.string().max(64) }),
        querystring: signedQuery,
      },
      logLevel: 'warn',
    },
    async (request, reply) => {
      const lectureId = lectureIdOf(request.params.lectureId);
      if (!signer.verify(STREAM_PURPOSE, masterSubject(lectureId), request.query))
        throw appError('LINK_INVALID');
      const [lecture] = await db
        .select({ stream: lectures.videoStream })
        .from(lectures)
        .where(eq(lectures.id, lectureId))
        .limit(1);
      if (!lecture) throw appError('LINK_INVALID');
      if (!lecture.stream) throw appError('MEDIA_NOT_FOUND');
      return reply
        .headers({
          'content-type': STREAM_CONTENT_TYPES.m3u8,
          'cache-control': `public, max-age=${Math.min(PLAYLIST_SECONDS, secondsLeft(request.query.exp))}`,
          'x-content-type-options': 'nosniff',
        })
        .send(masterPlaylist(signer, lectureId, lecture.stream));
    },
  );

  r.get(
    '/media/lectures/:lectureId/:area/:name',
    {
      schema: {
        tags,
        summary: 'HLS kalite listesi, video parçası veya kapak görseli (imzalı bağlantı)',
        description:
          'Bağlantılar oynatma listelerinin içinde imzalı gelir. S3 depolamada parçalar ve görseller kısa ömürlü ' +
          'önceden imzalanmış S3 bağlantısına yönlendirilir (302).',
        params: z.object({
          lectureId: z.string().max(64),
          area: z.enum(STREAM_AREAS),
          name: z.string().max(64),
        }),
        querystring: signedQuery,
      },
      logLevel: 'warn',
    },
    async (request, reply) => {
      const lectureId = lectureIdOf(request.params.lectureId);
      const { area, name } = request.params;
      const extension = FILE_NAME.exec(name)?.[1];
      const key = `${area}/${name}`;
      if (!extension || !signer.verify(STREAM_PURPOSE, streamSubject(lectureId, key), request.query))
        throw appError('LINK_INVALID');
      const left = secondsLeft(request.query.exp);
      const contentType = STREAM_CONTENT_TYPES[extension] ?? 'application/octet-stream';
      if (extension === 'm3u8') {
        const stored = (await buffer(await storage.get(key))).toString('utf8');
        return reply
          .headers({
            'content-type': contentType,
            'cache-control': `public, max-age=${Math.min(PLAYLIST_SECONDS, left)}`,
            'x-content-type-options': 'nosniff',
          })
          .send(signVariantPlaylist(signer, lectureId, stored));
      }
      const cacheControl = `public, max-age=${left}, immutable`;
      if (storage.presignGet) {
        const location = await storage.presignGet(key, new Date(Number(request.query.exp) * 1000));
        return reply.status(302).headers({ location, 'cache-control': cacheControl }).send();
      }
      return sendStoredObject(request, reply, storage, key, { contentType, cacheControl, cache: segments });
    },
  );
};
