import { LectureContentType } from '@kampus/contract';
import type { UrlSigner } from './signed-url.ts';

/** URL path of the media route (under the API prefix), shared by the signer and the route. */
export const LECTURE_MEDIA_PATH = '/api/v1/web/media/lectures/';
const PURPOSE = 'lecture-media';

/** What a signature binds: the lecture and the stored file, so replacing the file retires links to the old one. */
export const lectureMediaSubject = (lectureId: string, contentKey: string) => `${lectureId}:${contentKey}`;
export const LECTURE_MEDIA_PURPOSE = PURPOSE;

/** Video and Html lectures are served from storage; Text and Quiz travel inside the course payload. */
export const isStoredContentType = (contentType: number): boolean =>
  contentType === LectureContentType.Video || contentType === LectureContentType.Html;

const VIDEO_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  ogv: 'video/ogg',
  ogg: 'video/ogg',
  mov: 'video/quicktime',
  mkv: 'video/x-matroska',
};

/** The video's MIME type from its storage key's extension (keys keep the uploaded file's extension). */
export const videoContentType = (key: string): string =>
  VIDEO_TYPES[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';

/**
 * Headers of a lecture's HTML page. The page may run its own inline scripts and styles, but `sandbox` (without
 * `allow-same-origin`) gives it an opaque origin even when opened directly, so it can read no cookie or storage
 * of the app, and `default-src 'none'` stops every request it could send (fetch, images, forms, frames); images
 * must be inline `data:` URLs. The web app shows it in an iframe with `sandbox="allow-scripts"` and `src` set to
 * the signed URL (a `srcdoc` frame would inherit the app's own policy instead of this one).
 */
export const HTML_LECTURE_HEADERS: Record<string, string> = {
  'content-security-policy':
    "sandbox allow-scripts; default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:; form-action 'none'; base-uri 'none'",
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
};

/** The signed, bearer-free URL of a Video or Html lecture's stored file (CONTRACT.md §7 `contentPath`). */
export const lectureContentPath = (
  signer: UrlSigner,
  lectureId: string,
  contentKey: string,
  now: Date = new Date(),
): string => {
  const { exp, sig } = signer.sign(PURPOSE, lectureMediaSubject(lectureId, contentKey), now);
  return `${LECTURE_MEDIA_PATH}${lectureId}?exp=${exp}&sig=${sig}`;
};
