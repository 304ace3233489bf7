import type { EditorLecture, EditorSection } from '@kampus/contract';
import { Alert, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { updateCourse } from '../authoring-api.ts';
import { authoringTexts } from '../authoring-texts.ts';
import { CourseForm } from '../components/course-form.tsx';
import { courseValuesOf } from '../course-form-values.ts';
import { type CourseEditData, loadCourseForEdit } from '../course-loaders.ts';
import type { LectureFormMode } from '../lecture-form-values.ts';
import type { EditorDialog } from './editor-dialogs.ts';
import { LectureForm } from './lecture-form.tsx';
import { SectionForm } from './section-form.tsx';

const texts = authoringTexts.editor;

export type EditorDialogsProps = {
  courseId: string;
  sections: EditorSection[];
  dialog: EditorDialog | null;
  onClose: () => void;
  onSectionSaved: (sectionId: string) => void;
  onLectureSaved: (sectionId: string) => void;
  onCourseSaved: () => void;
};

const titleOf = (dialog: EditorDialog | null): string => {
  switch (dialog?.kind) {
    case 'section-new':
      return texts.newSection;
    case 'section-edit':
      return texts.editSection;
    case 'lecture-new':
      return texts.newLecture;
    case 'lecture-edit':
      return texts.editLecture;
    case 'course-info':
      return texts.editCourseInfo;
    default:
      return '';
  }
};

function Missing({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <Stack gap="md">
      <Alert color="red" variant="light" role="alert">
        {message}
      </Alert>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {authoringTexts.back}
        </Button>
      </Group>
    </Stack>
  );
}

/** The course form in the editor's dialog: it loads the stored course when opened. */
function CourseInfoDialogBody({
  courseId,
  onSaved,
  onCancel,
  onBusyChange,
}: {
  courseId: string;
  onSaved: () => void;
  onCancel: () => void;
  onBusyChange: (isBusy: boolean) => void;
}) {
  const [data, setData] = useState<CourseEditData | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    loadCourseForEdit(courseId, controller.signal).then(setData, (caught: unknown) => {
      if (!controller.signal.aborted)
        setError(caught instanceof Error ? caught.message : texts.contentLoadFailed);
    });
    return () => controller.abort();
  }, [courseId]);
  const initialValues = useMemo(() => (data ? courseValuesOf(data.record) : null), [data]);

  if (error) return <Missing message={error} onClose={onCancel} />;
  if (!data || !initialValues)
    return (
      <Center py="xl">
        <Loader role="status" aria-label={authoringTexts.courseForm.editTitle} />
      </Center>
    );
  return (
    <CourseForm
      mode="edit"
      isCompact
      initialValues={initialValues}
      categories={data.categories}
      tags={data.tags}
      currentCoverUrl={data.record.coverImage?.url ?? data.record.image}
      keptCertificates={data.record.isCertified ? 1 : 0}
      send={(form, onProgress, signal) => updateCourse(courseId, form, onProgress, signal)}
      onSaved={onSaved}
      cancel={{ onClick: onCancel }}
      onBusyChange={onBusyChange}
    />
  );
}

/**
 * The editor's dialogs: section create/edit, lecture create/edit and the
 * course information. While an upload runs a dialog cannot be closed, so the upload is never cut off by a stray
 * Escape; closing one leaves the editor scrolled where it was.
 */
export function EditorDialogs({
  courseId,
  sections,
  dialog,
  onClose,
  onSectionSaved,
  onLectureSaved,
  onCourseSaved,
}: EditorDialogsProps) {
  const isPhone = useMediaQuery('(max-width: 36em)');
  const [isBusy, setBusy] = useState(false);
  useEffect(() => {
    if (!dialog) setBusy(false);
  }, [dialog]);
  const close = () => {
    if (!isBusy) onClose();
  };

  let body: ReactNode = null;
  let size = 'lg';
  if (dialog?.kind === 'section-new')
    body = <SectionForm courseId={courseId} onSaved={onSectionSaved} onCancel={close} />;
  else if (dialog?.kind === 'section-edit') {
    const section = sections.find((s) => s.id === dialog.sectionId);
    body = section ? (
      <SectionForm
        key={section.id}
        courseId={courseId}
        section={section}
        onSaved={onSectionSaved}
        onCancel={close}
      />
    ) : (
      <Missing message={texts.sectionNotFound} onClose={close} />
    );
  } else if (dialog?.kind === 'lecture-new') {
    const section = sections.find((s) => s.id === dialog.sectionId);
    const mode: LectureFormMode | null = section ? { kind: 'create', courseId, sectionId: section.id } : null;
    body = mode ? (
      <>
        <Text size="sm" c="dimmed" mb="sm">
          {section?.name}
        </Text>
        <LectureForm
          mode={mode}
          onSaved={() => onLectureSaved(dialog.sectionId)}
          onCancel={close}
          onBusyChange={setBusy}
        />
      </>
    ) : (
      <Missing message={texts.sectionNotFound} onClose={close} />
    );
  } else if (dialog?.kind === 'lecture-edit') {
    const lecture = sections.flatMap((s) => s.lectures).find((l) => l.id === dialog.lectureId);
    body = lecture ? (
      <LectureFormForEdit
        key={lecture.id}
        lecture={lecture}
        onSaved={() => onLectureSaved(lecture.sectionId)}
        onCancel={close}
        onBusyChange={setBusy}
      />
    ) : (
      <Missing message={texts.lectureNotFound} onClose={close} />
    );
  } else if (dialog?.kind === 'course-info') {
    size = 'xl';
    body = (
      <CourseInfoDialogBody
        courseId={courseId}
        onSaved={onCourseSaved}
        onCancel={close}
        onBusyChange={setBusy}
      />
    );
  }

  return (
    <Modal
      opened={dialog !== null}
      onClose={close}
      title={
        <Text component="span" fw={700} size="lg">
          {titleOf(dialog)}
        </Text>
      }
      size={size}
      fullScreen={
        Boolean(isPhone) &&
        (dialog?.kind === 'lecture-new' || dialog?.kind === 'lecture-edit' || dialog?.kind === 'course-info')
      }
      closeOnClickOutside={!isBusy}
      closeOnEscape={!isBusy}
      withCloseButton={!isBusy}
      closeButtonProps={{ 'aria-label': 'Kapat' }}
      // The page under the dialog stays where it was (closing restores the scroll position).
      returnFocus
      data-testid="editor-dialog"
    >
      {body}
    </Modal>
  );
}

/** The lecture form for an existing lecture; its mode object stays the same while the dialog is open. */
function LectureFormForEdit({
  lecture,
  onSaved,
  onCancel,
  onBusyChange,
}: {
  lecture: EditorLecture;
  onSaved: () => void;
  onCancel: () => void;
  onBusyChange: (isBusy: boolean) => void;
}) {
  const [mode] = useState<LectureFormMode>(() => ({ kind: 'edit', lecture }));
  return <LectureForm mode={mode} onSaved={onSaved} onCancel={onCancel} onBusyChange={onBusyChange} />;
}
