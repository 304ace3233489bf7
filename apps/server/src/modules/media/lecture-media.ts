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
export const htmlLectureHeaders = (appOrigin: string | null): Record<string, string> => ({
  // On a separate media origin the app frames the page from another origin: `frame-ancestors` names the app,
  // which browsers then obey instead of the `X-Frame-Options: SAMEORIGIN` every answer carries.
  'content-security-policy': `sandbox allow-scripts; default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:; form-action 'none'; base-uri 'none'${appOrigin ? `; frame-ancestors ${appOrigin}` : ''}`,
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
});

/** The headers of a lecture page served on the app's own origin (no `MEDIA_ORIGIN`). */
export const HTML_LECTURE_HEADERS = htmlLectureHeaders(null);

/**
 * Whether a request for a lecture page comes from a page opened by itself rather than from the app's frame.
 * Opened as a page, its script runs in the top-level window, where `sandbox` does not stop it navigating that
 * window (`top.location`) anywhere, e.g. to a copy of the login page. Browsers say how a response will be used
 * in `Sec-Fetch-Dest`; the app's iframe sends `iframe`. Browsers that send no such header are let through.
 */
export const isOpenedAsPage = (headers: Record<string, string | string[] | undefined>) =>
  headers['sec-fetch-dest'] === 'document';

/** What a lecture page opened by itself shows instead (Turkish, no script). */
export const framedOnlyPage = (message: string) =>
  `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Kampüs</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><h1 style="font-size:1.25rem">Ders sayfası açılamadı</h1><p>${message}</p></body></html>`;

/** The signed, bearer-free URL of a Video or Html lecture's stored file (the lecture's `contentPath`). */
export const lectureContentPath = (
  signer: UrlSigner,
  lectureId: string,
  contentKey: string,
  now: Date = new Date(),
): string => {
  const { exp, sig } = signer.sign(PURPOSE, lectureMediaSubject(lectureId, contentKey), now);
  return `${LECTURE_MEDIA_PATH}${lectureId}?exp=${exp}&sig=${sig}`;
};
