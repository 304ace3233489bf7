/**
 * The content editor's dialogs live in the address (`?modal=lecture-edit&lectureId=…`): a reload reopens the same
 * dialog, and the seed's other editor paths land on the one editor with the matching dialog open.
 */

export type EditorDialog =
  | { kind: 'section-new' }
  | { kind: 'section-edit'; sectionId: string }
  | { kind: 'lecture-new'; sectionId: string }
  | { kind: 'lecture-edit'; lectureId: string }
  | { kind: 'course-info' };

/** Address parameters that only open or close a dialog; changing them reloads nothing. */
export const DIALOG_PARAMS = ['modal', 'sectionId', 'lectureId'] as const;

export const dialogFrom = (params: URLSearchParams): EditorDialog | null => {
  const sectionId = params.get('sectionId') ?? '';
  const lectureId = params.get('lectureId') ?? '';
  switch (params.get('modal')) {
    case 'section-new':
      return { kind: 'section-new' };
    case 'section-edit':
      return sectionId ? { kind: 'section-edit', sectionId } : null;
    case 'lecture-new':
      return sectionId ? { kind: 'lecture-new', sectionId } : null;
    case 'lecture-edit':
      return lectureId ? { kind: 'lecture-edit', lectureId } : null;
    case 'course-info':
      return { kind: 'course-info' };
    default:
      return null;
  }
};

export const dialogQuery = (dialog: EditorDialog | null): Record<string, string | undefined> => {
  if (!dialog) return {};
  return {
    modal: dialog.kind,
    sectionId: 'sectionId' in dialog ? dialog.sectionId : undefined,
    lectureId: 'lectureId' in dialog ? dialog.lectureId : undefined,
  };
};

/**
 * The dialog an old editor address asks for: `edit-course/{id}/…` children and
 * `manage-course/{id}/edit/…`, given the part after the course id; `null` opens the editor as it is.
 */
export const dialogOfLegacyPath = (rest: string): EditorDialog | null => {
  const parts = rest
    .split('/')
    .filter(Boolean)
    .map((part) => decodeURIComponent(part));
  // manage-course/{id}/edit/… and manage-course/{id}/info mirror edit-course/{id}/….
  if (parts[0] === 'edit') parts.shift();
  const [first, second, third, fourth] = parts;
  if (first === 'info') return { kind: 'course-info' };
  if (first === 'section' && second === 'new') return { kind: 'section-new' };
  if (first === 'section' && second && third === 'edit') return { kind: 'section-edit', sectionId: second };
  if (first === 'section' && second && third === 'lesson' && fourth === 'new')
    return { kind: 'lecture-new', sectionId: second };
  if (first === 'lesson' && second && third === 'edit') return { kind: 'lecture-edit', lectureId: second };
  return null;
};
