import { redirect } from 'react-router';
import { paths } from '../../config/paths.ts';
import {
  dialogOfLegacyPath,
  dialogQuery,
  type EditorDialog,
} from '../../features/authoring/editor/editor-dialogs.ts';
import type { Route } from './+types/editor-redirect';

/**
 * The seed's other editor addresses all lead to the one content editor, with the
 * dialog they stood for open:
 * `{courseId}/create-section`, `{courseId}/{sectionId}/create-lecture`, `{courseId}/{sectionId}/edit-section`,
 * `{courseId}/{lectureId}/edit-lecture`, `edit-course/{courseId}/…` and `manage-course/{courseId}/…`.
 */
export const dialogForAddress = (
  params: Record<string, string | undefined>,
  pathname: string,
): EditorDialog | null => {
  const last = pathname.replace(/\/+$/, '').split('/').at(-1);
  if (last === 'create-section') return { kind: 'section-new' };
  if (last === 'create-lecture' && params.sectionId)
    return { kind: 'lecture-new', sectionId: params.sectionId };
  if (last === 'edit-section' && params.sectionId)
    return { kind: 'section-edit', sectionId: params.sectionId };
  if (last === 'edit-lecture' && params.lectureId)
    return { kind: 'lecture-edit', lectureId: params.lectureId };
  return dialogOfLegacyPath(params['*'] ?? '');
};

export const clientLoader = ({ params, request }: Route.ClientLoaderArgs) => {
  const all = params as Record<string, string | undefined>;
  const courseId = all.courseId ?? '';
  const dialog = dialogForAddress(all, new URL(request.url).pathname);
  throw redirect(paths.lecturer.manageCourseDialog(courseId, dialogQuery(dialog)));
};

export default function LecturerEditorRedirect() {
  return null;
}
