/** What other modules may use of `authoring` (README.md); everything else in this folder is internal. */
export { authoringRoutes } from './authoring.routes.ts';
export { type TranscodeJob, transcodeLectureVideo } from './video-transcode.ts';
