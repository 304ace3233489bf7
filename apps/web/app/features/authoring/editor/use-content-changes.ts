import {
  type CourseContents,
  type EditorLecture,
  type EditorSection,
  moveToIndex,
  type PublishStatus,
} from '@kampus/contract';
import { useEffect, useState } from 'react';
import { useNavigation, useRevalidator } from 'react-router';
import { useDeleteDialog } from '../../../components/ui/confirm-delete-dialog.tsx';
import { isRuleRefusal } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import {
  deleteLecture,
  deleteSection,
  moveSection,
  reorderLecture,
  setPublishStatus,
} from '../authoring-api.ts';
import { authoringTexts } from '../authoring-texts.ts';

const texts = authoringTexts.editor;

export type Reordering = { kind: 'sections' } | { kind: 'lectures'; sectionId: string } | null;

export type DeleteTarget =
  | { kind: 'section'; section: EditorSection }
  | { kind: 'lecture'; lecture: EditorLecture };

/** A failed move says why when a rule refused it, else the seed's text. */
const reasonOr = (error: unknown, fallback: string) =>
  isRuleRefusal(error) && error.errorMessage ? error.errorMessage : fallback;

/**
 * What the content editor changes on the server: section moves, lecture moves, deletions and the publish status.
 * A move shows at once and is undone with the seed's message if the server refuses it; every change then reloads
 * what the server holds. `isSaving` is true while anything is on its way.
 */
export const useContentChanges = (contents: CourseContents) => {
  const courseId = contents.id;
  const revalidator = useRevalidator();
  const navigation = useNavigation();

  // The server's order, or the one a move in flight is about to make it.
  const [sections, setSections] = useState(contents.sections);
  useEffect(() => setSections(contents.sections), [contents.sections]);

  const [reordering, setReordering] = useState<Reordering>(null);
  const [pending, setPending] = useState(0);
  const track = async <T>(work: Promise<T>): Promise<T> => {
    setPending((n) => n + 1);
    try {
      return await work;
    } finally {
      setPending((n) => n - 1);
    }
  };
  const isSaving =
    pending > 0 || reordering !== null || revalidator.state === 'loading' || navigation.state !== 'idle';

  const moveSectionBy = async (section: EditorSection, step: -1 | 1) => {
    const from = sections.findIndex((s) => s.id === section.id);
    const to = from + step;
    if (from < 0 || to < 0 || to >= sections.length) return;
    const before = sections;
    setSections(moveToIndex(sections, from, to));
    setReordering({ kind: 'sections' });
    try {
      await moveSection(section.id, to);
      await revalidator.revalidate();
    } catch (error) {
      setSections(before);
      notify('error', reasonOr(error, texts.sectionMoveFailed));
    } finally {
      setReordering(null);
    }
  };

  const moveLecture = async (section: EditorSection, lecture: EditorLecture, targetIndex: number) => {
    const from = section.lectures.findIndex((l) => l.id === lecture.id);
    if (from < 0 || from === targetIndex) return;
    const before = sections;
    setSections(
      sections.map((s) =>
        s.id === section.id ? { ...s, lectures: moveToIndex(s.lectures, from, targetIndex) } : s,
      ),
    );
    setReordering({ kind: 'lectures', sectionId: section.id });
    try {
      await reorderLecture(section.id, lecture.id, targetIndex);
      await revalidator.revalidate();
    } catch (error) {
      setSections(before);
      notify('error', reasonOr(error, texts.lectureMoveFailed));
    } finally {
      setReordering(null);
    }
  };

  const deletion = useDeleteDialog(
    async (target: DeleteTarget) => {
      try {
        if (target.kind === 'section') await track(deleteSection(target.section.id));
        else await track(deleteLecture(target.lecture.id));
      } catch (error) {
        // Seed 001 §8 names these two failures; the dialog stays open with its own text.
        notify('error', target.kind === 'section' ? texts.sectionDeleteFailed : texts.lectureDeleteFailed);
        throw error;
      }
    },
    () => void revalidator.revalidate(),
  );

  const changeStatus = async (to: PublishStatus) => {
    try {
      await track(setPublishStatus(courseId, to));
      await revalidator.revalidate();
    } catch {
      // The API client showed the server's reason (e.g. a course without lectures cannot be published).
    }
  };

  return {
    sections,
    reordering,
    isSaving,
    /** A status change or a deletion is on its way: the status buttons wait. */
    isChanging: pending > 0,
    moveSectionBy,
    moveLecture,
    deletion,
    changeStatus,
  };
};
