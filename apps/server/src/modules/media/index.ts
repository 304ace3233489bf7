/** What other modules may use of `media` (README.md); everything else in this folder is internal. */

export { CaptionRejected, toWebVtt } from './captions.ts';
export { runTool, videoTools } from './ffmpeg.ts';
export { type CaptionRow, captionViews, type ResourceRow, resourceViews } from './lecture-file-links.ts';
export { isStoredContentType, lectureContentPath } from './lecture-media.ts';
export { mediaRoutes } from './media.routes.ts';
export { createUrlSigner, type UrlSigner } from './signed-url.ts';
export { masterPlaylistPath, streamFilePath } from './stream.ts';
export {
  keysOfStream,
  probeVideo,
  SEGMENT_SECONDS,
  segmentsOf,
  type TranscodedVideo,
  transcodeToHls,
  VideoRejected,
} from './transcode.ts';
