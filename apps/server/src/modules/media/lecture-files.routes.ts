import { CAPTION_LANGUAGES } from '@kampus/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lectureCaptions, lectureResources } from '../../db/schema/lecture-files.ts';
import { appError } from '../../lib/app-error.ts';
import { sendStoredObject } from '../../plugins/storage.ts';
import {
  attachmentDisposition,
  CAPTION_PURPOSE,
  lectureFileSubject,
  RESOURCE_CONTENT_TYPES,
  RESOURCE_PURPOSE,
} from './lecture-file-links.ts';
import { createUrlSigner, secondsLeft } from './signed-url.ts';

const tags = ['learning'];
const signedQuery = z.object({ exp: z.string().max(20).optional(), sig: z.string().max(100).optional() });
const isUuid = (value: string) => z.uuid().safeParse(value).success;

/**
 * A lecture's caption tracks and resources for whoever holds a valid signed link (decision 050); the links come
 * from `with-contents` and the lecturer's `GET /lectures/{id}`, to those who may open the lecture. Captions are
 * always served by this server, also on S3: a `<track>` from another origin would need CORS and a `crossorigin`
 * video, and the files are small. Resources are downloads (`attachment`); on S3 they answer 302 to a presigned GET
 * that carries the same type and file name.
 */
export const lectureFileRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage, secrets } = app.deps;
  const signer = createUrlSigner(secrets.jwtSecret);

  r.get(
    '/media/lectures/:lectureId/captions/:language',
    {
      schema: {
        tags,
        summary: 'Video dersinin altyazısı (WebVTT, imzalı bağlantı)',
        description: 'Bağlantıyı dersin `captions[].path` değeri verir; yaklaşık bir saat geçerlidir.',
        params: z.object({ lectureId: z.string().max(64), language: z.string().max(8) }),
        querystring: signedQuery,
      },
      logLevel: 'warn',
    },
    async (request, reply) => {
      const { lectureId, language } = request.params;
      const [row] =
        isUuid(lectureId) && (CAPTION_LANGUAGES as readonly string[]).includes(language)
          ? await db
              .select({ fileKey: lectureCaptions.fileKey })
              .from(lectureCaptions)
              .where(and(eq(lectureCaptions.lectureId, lectureId), eq(lectureCaptions.language, language)))
              .limit(1)
          : [];
      // A replaced or removed track reads like an expired link: the learner opens the lecture again.
      if (!row || !signer.verify(CAPTION_PURPOSE, lectureFileSubject(lectureId, row.fileKey), request.query))
        throw appError('LINK_INVALID');
      return sendStoredObject(request, reply, storage, row.fileKey, {
        contentType: 'text/vtt; charset=utf-8',
        cacheControl: `private, max-age=${secondsLeft(request.query.exp)}`,
        headers: { 'x-content-type-options': 'nosniff', 'cross-origin-resource-policy': 'same-origin' },
      });
    },
  );

  r.get(
    '/media/lectures/:lectureId/resources/:resourceId',
    {
      schema: {
        tags,
        summary: 'Dersin indirilebilir kaynağı (imzalı bağlantı)',
        description:
          'Bağlantıyı dersin `resources[].path` değeri verir; dosya adıyla indirilir (Content-Disposition: attachment). ' +
          'S3 depolamada kısa ömürlü önceden imzalanmış bağlantıya yönlendirilir (302).',
        params: z.object({ lectureId: z.string().max(64), resourceId: z.string().max(64) }),
        querystring: signedQuery,
      },
      logLevel: 'warn',
    },
    async (request, reply) => {
      const { lectureId, resourceId } = request.params;
      const [row] =
        isUuid(lectureId) && isUuid(resourceId)
          ? await db
              .select({ fileKey: lectureResources.fileKey, name: lectureResources.name })
              .from(lectureResources)
              .where(and(eq(lectureResources.id, resourceId), eq(lectureResources.lectureId, lectureId)))
              .limit(1)
          : [];
      if (!row || !signer.verify(RESOURCE_PURPOSE, lectureFileSubject(lectureId, row.fileKey), request.query))
        throw appError('LINK_INVALID');
      const extension = row.fileKey.split('.').pop() ?? '';
      const contentType = RESOURCE_CONTENT_TYPES[extension] ?? 'application/octet-stream';
      const contentDisposition = attachmentDisposition(row.name);
      const cacheControl = `private, max-age=${secondsLeft(request.query.exp)}`;
      if (storage.presignGet) {
        const expiresAt = new Date(Number(request.query.exp) * 1000);
        const location = await storage.presignGet(row.fileKey, expiresAt, {
          contentType,
          contentDisposition,
        });
        return reply.status(302).headers({ location, 'cache-control': cacheControl }).send();
      }
      return sendStoredObject(request, reply, storage, row.fileKey, {
        contentType,
        cacheControl,
        headers: {
          'content-disposition': contentDisposition,
          'x-content-type-options': 'nosniff',
          'content-security-policy': "default-src 'none'; sandbox",
          'cross-origin-resource-policy': 'same-origin',
        },
      });
    },
  );
};
