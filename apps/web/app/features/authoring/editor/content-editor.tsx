import type { CourseContents, EditorSection } from '@kampus/contract';
import { Accordion, Box, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { authoringTexts } from '../authoring-texts.ts';
import { CourseStatusBar } from './course-status-bar.tsx';
import { DIALOG_PARAMS, dialogFrom, dialogQuery, type EditorDialog } from './editor-dialogs.ts';
import { EditorDialogs } from './editor-dialogs-view.tsx';
import { readExpandedSection, saveExpandedSection } from './expanded-section.ts';
import { ReorderOverlay } from './reorder-overlay.tsx';
import { SectionItem } from './section-item.tsx';
import { useContentChanges } from './use-content-changes.ts';

const texts = authoringTexts.editor;

/** The section to open: the remembered one while it still exists, else the first. */
const initialExpanded = (courseId: string, sections: EditorSection[]): string | null => {
  const remembered = readExpandedSection(courseId);
  if (remembered && sections.some((s) => s.id === remembered)) return remembered;
  return sections[0]?.id ?? null;
};

/**
 * The one content editor ("Course content manager"): sections in
 * order, one open at a time (remembered per course), moved one step up or down; lectures dragged within their
 * section; every change goes to the server and the editor reloads what the server then holds. Dialogs for sections,
 * lectures and the course information open over it and keep the page where it was.
 */
export function ContentEditor({ contents }: { contents: CourseContents }) {
  const courseId = contents.id;
  const { sections, reordering, isSaving, isChanging, moveSectionBy, moveLecture, deletion, changeStatus } =
    useContentChanges(contents);
  const [params, setParams] = useSearchParams();
  const dialog = dialogFrom(params);

  const [expanded, setExpanded] = useState(() => initialExpanded(courseId, contents.sections));
  // A section just created opens once the reload brings it; a deleted one gives way to the first.
  const openSection =
    expanded === null || sections.some((s) => s.id === expanded) ? expanded : (sections[0]?.id ?? null);
  const expand = useCallback(
    (sectionId: string | null) => {
      setExpanded(sectionId);
      saveExpandedSection(courseId, sectionId);
    },
    [courseId],
  );

  const openDialog = useCallback(
    (next: EditorDialog | null) =>
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          for (const key of DIALOG_PARAMS) out.delete(key);
          for (const [key, value] of Object.entries(dialogQuery(next))) if (value) out.set(key, value);
          return out;
        },
        // The page stays where it was under the dialog, and back leaves the editor rather than reopening it.
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  const closeDialog = useCallback(() => openDialog(null), [openDialog]);

  const lectureCount = sections.reduce((n, s) => n + s.lectures.length, 0);

  return (
    <Stack gap="lg">
      <PageHeader
        title={contents.title}
        subtitle={
          <>
            <span style={{ display: 'block' }}>{texts.subtitle}</span>
            {/* A line of its own, always there: the page does not jump when the indicator comes and goes. */}
            <Text
              span
              size="sm"
              c="dimmed"
              aria-live="polite"
              data-testid="saving-indicator"
              style={{ display: 'flex', alignItems: 'center', gap: 6, minHeight: 22 }}
            >
              {isSaving ? (
                <>
                  <Loader size={12} aria-hidden="true" />
                  {texts.saving}
                </>
              ) : null}
            </Text>
          </>
        }
        backTo={paths.lecturer.manageCourses}
        backLabel={texts.backToCourses}
      />

      <CourseStatusBar
        courseId={courseId}
        status={contents.publishStatus}
        isChanging={isChanging}
        onEditInfo={() => openDialog({ kind: 'course-info' })}
        onChangeStatus={(to) => void changeStatus(to)}
      />

      <Group justify="space-between" align="center">
        <div>
          <Title order={2}>{texts.title}</Title>
          <Text size="sm" c="dimmed">
            {sections.length} bölüm · {texts.lectureCount(lectureCount)}
          </Text>
        </div>
        <Button
          leftSection={<IconPlus size={18} aria-hidden="true" />}
          onClick={() => openDialog({ kind: 'section-new' })}
        >
          {texts.newSection}
        </Button>
      </Group>

      {sections.length === 0 ? (
        <EmptyState
          message={texts.noSections}
          action={
            <Stack gap="xs" align="center">
              <Text size="sm" c="dimmed">
                {texts.noSectionsText}
              </Text>
              <Button
                leftSection={<IconPlus size={16} aria-hidden="true" />}
                onClick={() => openDialog({ kind: 'section-new' })}
              >
                {texts.firstSection}
              </Button>
            </Stack>
          }
        />
      ) : (
        <Box pos="relative">
          <ReorderOverlay visible={reordering?.kind === 'sections'} label={texts.reordering} />
          <Text size="xs" c="dimmed" mb="xs">
            {texts.dragHint}
          </Text>
          <Accordion
            value={openSection}
            onChange={expand}
            variant="separated"
            radius="md"
            chevronPosition="left"
            data-testid="section-list"
          >
            {sections.map((section, index) => (
              <SectionItem
                key={section.id}
                section={section}
                isFirst={index === 0}
                isLast={index === sections.length - 1}
                isBusy={reordering !== null}
                isReorderingLectures={reordering?.kind === 'lectures' && reordering.sectionId === section.id}
                onMove={(step) => void moveSectionBy(section, step)}
                onEdit={() => openDialog({ kind: 'section-edit', sectionId: section.id })}
                onDelete={() => deletion.open({ kind: 'section', section })}
                onAddLecture={() => openDialog({ kind: 'lecture-new', sectionId: section.id })}
                onMoveLecture={(lecture, targetIndex) => void moveLecture(section, lecture, targetIndex)}
                onEditLecture={(lecture) => openDialog({ kind: 'lecture-edit', lectureId: lecture.id })}
                onDeleteLecture={(lecture) => deletion.open({ kind: 'lecture', lecture })}
              />
            ))}
          </Accordion>
        </Box>
      )}

      <EditorDialogs
        courseId={courseId}
        sections={contents.sections}
        dialog={dialog}
        onClose={closeDialog}
        onSectionSaved={(sectionId) => {
          expand(sectionId);
          closeDialog();
        }}
        onLectureSaved={(sectionId) => {
          expand(sectionId);
          closeDialog();
        }}
        onCourseSaved={closeDialog}
      />

      <ConfirmDeleteDialog
        opened={deletion.target !== null}
        title={deletion.subject?.kind === 'lecture' ? texts.deleteLectureTitle : texts.deleteSectionTitle}
        error={deletion.error}
        isDeleting={deletion.isDeleting}
        onConfirm={() => void deletion.confirm()}
        onClose={deletion.close}
      >
        <Text size="sm">
          {deletion.subject?.kind === 'lecture'
            ? texts.deleteLectureQuestion(deletion.subject.lecture.name)
            : deletion.subject?.kind === 'section'
              ? texts.deleteSectionQuestion(deletion.subject.section.name)
              : null}
        </Text>
        <Text size="sm" c="dimmed" mt={4}>
          {texts.deleteText}
        </Text>
      </ConfirmDeleteDialog>
    </Stack>
  );
}
