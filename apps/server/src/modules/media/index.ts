/** What other modules may use of `media` (README.md); everything else in this folder is internal. */
export { isStoredContentType, lectureContentPath } from './lecture-media.ts';
export { mediaRoutes } from './media.routes.ts';
export { createUrlSigner, type UrlSigner } from './signed-url.ts';
