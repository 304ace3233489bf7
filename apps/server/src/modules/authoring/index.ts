/** What other modules may use of `authoring` (README.md); everything else in this folder is internal. */
export { authoringRoutes } from './authoring.routes.ts';
// The upload pipeline (streamed to storage, typed by the first bytes), shared with modules/assignments.
export { type FileKind, looksLikeText } from './file-kinds.ts';
// A lecture's captions and resources with signed links, for the learning screen.
export { lectureFilesOf } from './lecture-files.service.ts';
export { type FormSpec, parseForm, type ReadForm, readForm, type StoredUpload } from './upload-form.ts';
export { removeDeadWorkFolders, type TranscodeJob, transcodeLectureVideo } from './video-transcode.ts';
