import { type EditorLecture, lectureFileMessages as m } from '@kampus/contract';
import { apiPaths } from '../../config/paths.ts';
import { api, type UploadOptions } from '../../lib/api-client.ts';

/** A lecture's captions and resources in the lecture form (decision 050); the form shows refusals itself. */

const p = apiPaths.lecturer;

/** The lecture as its owner sees it, with signed links to its captions and resources. */
export const fetchEditorLecture = (lectureId: string, signal?: AbortSignal) =>
  api.get<EditorLecture>(p.lecture(lectureId), { signal, errorNotice: false });

export const uploadCaption = (
  lectureId: string,
  language: string,
  file: File,
  onProgress?: UploadOptions['onProgress'],
) => {
  const form = new FormData();
  form.append('language', language);
  form.append('file', file);
  return api.upload<null>(p.lectureCaptions(lectureId), form, {
    onProgress,
    successMessage: m.captionSaved,
    errorNotice: false,
  });
};

export const deleteCaption = (lectureId: string, language: string) =>
  api.delete<null>(p.lectureCaption(lectureId, language), {
    successMessage: m.captionDeleted,
    errorNotice: false,
  });

export const uploadResource = (lectureId: string, file: File, onProgress?: UploadOptions['onProgress']) => {
  const form = new FormData();
  form.append('file', file);
  return api.upload<string>(p.lectureResources(lectureId), form, {
    onProgress,
    successMessage: m.resourceSaved,
    errorNotice: false,
  });
};

export const deleteResource = (lectureId: string, resourceId: string) =>
  api.delete<null>(p.lectureResource(lectureId, resourceId), {
    successMessage: m.resourceDeleted,
    errorNotice: false,
  });
