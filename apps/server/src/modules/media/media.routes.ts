import { LectureContentType } from '@kampus/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lectures } from '../../db/schema/catalogue.ts';
import { appError, messageOf } from '../../lib/app-error.ts';
import { isStorageKey, sendStoredObject } from '../../plugins/storage.ts';
import { lectureFileRoutes } from './lecture-files.routes.ts';
import {
  framedOnlyPage,
  htmlLectureHeaders,
  isOpenedAsPage,
  isStoredContentType,
  LECTURE_MEDIA_PURPOSE,
  lectureMediaSubject,
  videoContentType,
} from './lecture-media.ts';
import { createUrlSigner, secondsLeft } from './signed-url.ts';
import { streamRoutes } from './stream.routes.ts';

const tags = ['learning'];

/**
 * `GET /media/lectures/{lectureId}?exp&sig`: a Video or Html lecture's file, for whoever holds a valid signed
 * link (the course contents hand them out only to those who may open the lecture). No bearer token: the
 * player and the iframe load it as a plain URL.
 */
export const mediaRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage, secrets } = app.deps;
  const signer = createUrlSigner(secrets.jwtSecret);
  const { mediaOrigin, publicUrl } = app.deps.config;
  const htmlHeaders = htmlLectureHeaders(mediaOrigin ? new URL(publicUrl).origin : null);

  r.get(
    '/media/lectures/:lectureId',
    {
      schema: {
        tags,
        summary: 'Ders videosu veya HTML sayfası (imzalı bağlantı, Range destekli)',
        description:
          'Bağlantıyı `GET /courses/{id}/with-contents` yanıtındaki `contentPath` verir; yaklaşık bir saat geçerlidir. ' +
          'Süresi dolmuş veya değiştirilmiş bağlantı 403 döner.',
        params: z.object({ lectureId: z.string().max(64) }),
        querystring: z.object({ exp: z.string().max(20).optional(), sig: z.string().max(100).optional() }),
      },
      // A player asks for many ranges of one video: one log line each at info level would drown the rest.
      logLevel: 'warn',
    },
    async (request, reply) => {
      const { lectureId } = request.params;
      const isUuid = z.uuid().safeParse(lectureId).success;
      const [lecture] = isUuid
        ? await db
            .select({ contentType: lectures.contentType, contentKey: lectures.contentKey })
            .from(lectures)
            .where(eq(lectures.id, lectureId))
            .limit(1)
        : [];
      // Forged, expired, and links to a lecture or file that no longer exists all read the same: ask for a new link.
      if (
        !lecture?.contentKey ||
        !signer.verify(
          LECTURE_MEDIA_PURPOSE,
          lectureMediaSubject(lectureId, lecture.contentKey),
          request.query,
        )
      )
        throw appError('LINK_INVALID');
      if (!isStoredContentType(lecture.contentType) || !isStorageKey(lecture.contentKey))
        throw appError('MEDIA_NOT_FOUND');
      const cacheControl = `private, max-age=${secondsLeft(request.query.exp)}`;
      if (lecture.contentType === LectureContentType.Html) {
        // Served only as the app's frame: opened as a page, its script could navigate the window anywhere.
        if (isOpenedAsPage(request.headers))
          return reply
            .status(403)
            .headers({
              'content-type': 'text/html; charset=utf-8',
              'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
              'x-error-code': 'LECTURE_PAGE_FRAME_ONLY',
            })
            .send(framedOnlyPage(messageOf('LECTURE_PAGE_FRAME_ONLY')));
        if (mediaOrigin) reply.removeHeader('x-frame-options');
        return sendStoredObject(request, reply, storage, lecture.contentKey, {
          contentType: 'text/html; charset=utf-8',
          cacheControl,
          headers: htmlHeaders,
        });
      }
      return sendStoredObject(request, reply, storage, lecture.contentKey, {
        contentType: videoContentType(lecture.contentKey),
        cacheControl,
        headers: { 'cross-origin-resource-policy': 'same-origin' },
      });
    },
  );
  await streamRoutes(app);
  await lectureFileRoutes(app);
};
