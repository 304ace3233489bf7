import {
  type CaptionLanguage,
  captionLanguageLabels,
  type LectureCaption,
  type LectureResource,
} from '@kampus/contract';
import { LECTURE_MEDIA_PATH } from './lecture-media.ts';
import type { UrlSigner } from './signed-url.ts';

/**
 * Signed links of a lecture's captions and resources (decision 050). The subject binds the lecture and the stored
 * file, so a replaced caption's old link stops working and a link of one lecture never opens another's file; the
 * purposes keep these links apart from the video's.
 */
export const CAPTION_PURPOSE = 'lecture-caption';
export const RESOURCE_PURPOSE = 'lecture-resource';

export const lectureFileSubject = (lectureId: string, key: string) => `${lectureId}:${key}`;

const query = (signed: { exp: number; sig: string }) => `exp=${signed.exp}&sig=${signed.sig}`;

export type CaptionRow = { language: string; fileKey: string };
export type ResourceRow = { id: string; name: string; size: number; fileKey: string };

export const captionPath = (signer: UrlSigner, lectureId: string, row: CaptionRow, now = new Date()) =>
  `${LECTURE_MEDIA_PATH}${lectureId}/captions/${row.language}?${query(
    signer.sign(CAPTION_PURPOSE, lectureFileSubject(lectureId, row.fileKey), now),
  )}`;

export const resourcePath = (signer: UrlSigner, lectureId: string, row: ResourceRow, now = new Date()) =>
  `${LECTURE_MEDIA_PATH}${lectureId}/resources/${row.id}?${query(
    signer.sign(RESOURCE_PURPOSE, lectureFileSubject(lectureId, row.fileKey), now),
  )}`;

const isLanguage = (value: string): value is CaptionLanguage => value in captionLanguageLabels;

/** The caption tracks as the contract lists them: Turkish first, then English. */
export const captionViews = (
  signer: UrlSigner,
  lectureId: string,
  rows: CaptionRow[],
  now = new Date(),
): LectureCaption[] =>
  rows
    .filter((row): row is CaptionRow & { language: CaptionLanguage } => isLanguage(row.language))
    .sort((a, b) => (a.language === b.language ? 0 : a.language === 'tr' ? -1 : 1))
    .map((row) => ({
      language: row.language,
      label: captionLanguageLabels[row.language],
      path: captionPath(signer, lectureId, row, now),
    }));

export const resourceViews = (
  signer: UrlSigner,
  lectureId: string,
  rows: ResourceRow[],
  now = new Date(),
): LectureResource[] =>
  rows.map((row) => ({
    id: row.id,
    name: row.name,
    size: row.size,
    path: resourcePath(signer, lectureId, row, now),
  }));

/** How a resource is served, from its key's extension (decided from the bytes at upload). */
export const RESOURCE_CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  zip: 'application/zip',
  txt: 'text/plain; charset=utf-8',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

/**
 * `Content-Disposition: attachment` with the file's name: an ASCII fallback (Turkish letters folded, anything
 * else `_`) in `filename`, the name itself RFC 5987-encoded in `filename*`. Quotes, backslashes, control
 * characters and path separators never reach the header.
 */
export const attachmentDisposition = (name: string): string => {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what must not reach the header
  const clean = name.replace(/[\u0000-\u001f\u007f"\\/:*?<>|]/g, '_').trim() || 'dosya';
  const ascii = clean
    .replace(/ı/g, 'i')
    .replace(/İ/g, 'I')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(clean).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
};
