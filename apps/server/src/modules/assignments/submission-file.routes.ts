import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assignmentSubmissions } from '../../db/schema/assignments.ts';
import { appError } from '../../lib/app-error.ts';
import { isStorageKey, sendStoredObject } from '../../plugins/storage.ts';
import type { UrlSigner } from '../media/index.ts';
import { servedAs } from './submission-file.ts';
import { SUBMISSION_FILE_PURPOSE, submissionFileSubject } from './submission-links.ts';

/** `Content-Disposition` with the learner's file name, in ASCII and in UTF-8 (RFC 6266, 5987). */
const disposition = (inline: boolean, fileName: string) => {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
};

/**
 * `GET /media/submissions/{id}?exp&sig`: a submission's file for whoever holds a valid signed link (the learner's
 * own view and the grader's view hand them out). PDFs, images and text open in the browser, everything else
 * downloads; a sandboxing Content-Security-Policy keeps anything opened from running script on the app's origin.
 */
export const submissionFileRoute = (signer: UrlSigner) => async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = app.deps;
  r.get(
    '/media/submissions/:id',
    {
      schema: {
        tags: ['assignments'],
        summary: 'Ödev dosyası (imzalı bağlantı; PDF, resim ve metin tarayıcıda açılır)',
        description:
          'Bağlantıyı teslimin `filePath` alanı verir; yaklaşık bir saat geçerlidir. Süresi dolmuş veya değiştirilmiş bağlantı 403 döner.',
        params: z.object({ id: z.string().max(64) }),
        querystring: z.object({ exp: z.string().max(20).optional(), sig: z.string().max(100).optional() }),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const [row] = z.uuid().safeParse(id).success
        ? await db
            .select({ fileKey: assignmentSubmissions.fileKey, fileName: assignmentSubmissions.fileName })
            .from(assignmentSubmissions)
            .where(eq(assignmentSubmissions.id, id))
            .limit(1)
        : [];
      if (
        !row?.fileKey ||
        !signer.verify(SUBMISSION_FILE_PURPOSE, submissionFileSubject(id, row.fileKey), request.query)
      )
        throw appError('LINK_INVALID');
      if (!isStorageKey(row.fileKey)) throw appError('FILE_NOT_FOUND');
      const served = servedAs(row.fileKey);
      return sendStoredObject(request, reply, storage, row.fileKey, {
        contentType: served.mime,
        cacheControl: 'private, no-store',
        headers: {
          'content-disposition': disposition(served.inline, row.fileName ?? 'odev'),
          'content-security-policy':
            "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'",
          'cross-origin-resource-policy': 'same-origin',
        },
      });
    },
  );
};
