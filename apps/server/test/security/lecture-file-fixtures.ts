import { LectureContentType } from '@kampus/contract';
import { lectureCaptions, lectureResources, lectures } from '../../src/db/schema/index.ts';
import { captionPath, resourcePath } from '../../src/modules/media/lecture-file-links.ts';
import { createUrlSigner } from '../../src/modules/media/signed-url.ts';
import { filePart } from '../support/authoring.ts';
import { storeFile } from '../support/learning.ts';
import type { Fixtures, RequestSpec } from './access-fixtures.ts';

/* Throwaway video lectures of course A with captions and resources, for the access matrix (decision 050). */

let order = 20_000;
export const MATRIX_VTT = 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nErişim matrisi\n';
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

/** A new video lecture at the end of course A's first section, so each call changes its own lecture. */
export const videoLectureIn = async (fx: Fixtures): Promise<string> => {
  order += 1;
  const [row] = await fx.t.app.deps.db
    .insert(lectures)
    .values({
      courseId: fx.courseA.id,
      sectionId: fx.courseA.sectionIds[0],
      name: 'Erişim matrisi videosu',
      contentType: LectureContentType.Video,
      orderNumber: order,
    })
    .returning({ id: lectures.id });
  return (row as { id: string }).id;
};

/** A video lecture of course A with a Turkish caption and one resource, both stored. */
export const lectureWithFiles = async (fx: Fixtures) => {
  const lectureId = await videoLectureIn(fx);
  const captionKey = await storeFile(fx.t, 'captions', '.vtt', Buffer.from(MATRIX_VTT));
  const resourceKey = await storeFile(fx.t, 'resources', '.pdf', PDF);
  const { db } = fx.t.app.deps;
  await db.insert(lectureCaptions).values({ lectureId, language: 'tr', fileKey: captionKey });
  const [resource] = await db
    .insert(lectureResources)
    .values({ lectureId, name: 'Ders Notları.pdf', size: PDF.length, fileKey: resourceKey })
    .returning({ id: lectureResources.id });
  const resourceId = (resource as { id: string }).id;
  const signer = createUrlSigner(fx.t.app.deps.secrets.jwtSecret);
  return {
    lectureId,
    resourceId,
    captionPath: (now?: Date) => captionPath(signer, lectureId, { language: 'tr', fileKey: captionKey }, now),
    resourcePath: (now?: Date) =>
      resourcePath(
        signer,
        lectureId,
        { id: resourceId, name: 'Ders Notları.pdf', size: PDF.length, fileKey: resourceKey },
        now,
      ),
  };
};

export const captionUpload = async (fx: Fixtures): Promise<RequestSpec> => ({
  method: 'POST',
  url: `/lectures/${await videoLectureIn(fx)}/captions`,
  form: [
    ['language', 'tr'],
    ['file', filePart(Buffer.from(MATRIX_VTT), 'altyazi.vtt', 'text/vtt')],
  ],
});

export const resourceUpload = async (fx: Fixtures): Promise<RequestSpec> => ({
  method: 'POST',
  url: `/lectures/${await videoLectureIn(fx)}/resources`,
  form: [['file', filePart(PDF, 'notlar.pdf', 'application/pdf')]],
});
