import {
  type CourseContents,
  durationText,
  type EditorLecture,
  type EditorSection,
  moveToIndex,
  type PublishStatus,
} from '@kampus/contract';
import {
  Accordion,
  ActionIcon,
  Box,
  Button,
  Group,
  Loader,
  LoadingOverlay,
  Paper,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  IconArchive,
  IconArrowDown,
  IconArrowUp,
  IconExternalLink,
  IconFilePencil,
  IconPencil,
  IconPlus,
  IconRocket,
  IconRotate,
  IconTrash,
} from '@tabler/icons-react';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Link, useNavigation, useRevalidator, useSearchParams } from 'react-router';
import { ConfirmDeleteDialog, useDeleteDialog } from '../../../components/ui/confirm-delete-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import {
  deleteLecture,
  deleteSection,
  moveSection,
  reorderLecture,
  setPublishStatus,
} from '../authoring-api.ts';
import { authoringTexts } from '../authoring-texts.ts';
import { nextStatusesOf, PublishStatusBadge } from '../components/publish-status.tsx';
import { DIALOG_PARAMS, dialogFrom, dialogQuery, type EditorDialog } from './editor-dialogs.ts';
import { EditorDialogs } from './editor-dialogs-view.tsx';
import { readExpandedSection, saveExpandedSection } from './expanded-section.ts';
import { SortableLectureList } from './sortable-lecture-list.tsx';

const texts = authoringTexts.editor;

const statusIcons = { 0: IconRotate, 1: IconRocket, 2: IconArchive } as const;

type Reordering = { kind: 'sections' } | { kind: 'lectures'; sectionId: string } | null;

type DeleteTarget = { kind: 'section'; section: EditorSection } | { kind: 'lecture'; lecture: EditorLecture };

/** The section to open: the remembered one while it still exists, else the first. */
const initialExpanded = (courseId: string, sections: EditorSection[]): string | null => {
  const remembered = readExpandedSection(courseId);
  if (remembered && sections.some((s) => s.id === remembered)) return remembered;
  return sections[0]?.id ?? null;
};

/** A failed move says why when the server gave a reason (422), else the seed's text. */
const reasonOr = (error: unknown, fallback: string) =>
  isApiError(error) && error.status === 422 && error.errorMessage ? error.errorMessage : fallback;

function Overlay({ visible, label }: { visible: boolean; label: string }) {
  return (
    <LoadingOverlay
      visible={visible}
      zIndex={5}
      overlayProps={{ blur: 1, backgroundOpacity: 0.55 }}
      loaderProps={{
        children: (
          <Group gap="xs" role="status" aria-live="polite">
            <Loader size="sm" aria-hidden="true" />
            <Text fw={600}>{label}</Text>
          </Group>
        ),
      }}
    />
  );
}

/**
 * The one content editor (CONTRACT.md §8; seed 001 §2 "Course editor shell", "Course content manager"): sections in
 * order, one open at a time (remembered per course), moved one step up or down; lectures dragged within their
 * section; every change goes to the server and the editor reloads what the server then holds. Dialogs for sections,
 * lectures and the course information open over it and keep the page where it was.
 */
export function ContentEditor({ contents }: { contents: CourseContents }) {
  const courseId = contents.id;
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const [params, setParams] = useSearchParams();
  const dialog = dialogFrom(params);

  // The server's order, or the one a move in flight is about to make it.
  const [sections, setSections] = useState(contents.sections);
  useEffect(() => setSections(contents.sections), [contents.sections]);

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

  const [reordering, setReordering] = useState<Reordering>(null);
  const [pending, setPending] = useState(0);
  const track = async <T,>(work: Promise<T>): Promise<T> => {
    setPending((n) => n + 1);
    try {
      return await work;
    } finally {
      setPending((n) => n - 1);
    }
  };
  const isSaving =
    pending > 0 || reordering !== null || revalidator.state === 'loading' || navigation.state !== 'idle';

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

  const lectureCount = sections.reduce((n, s) => n + s.lectures.length, 0);
  const next = nextStatusesOf(contents.publishStatus);

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

      <Paper withBorder p="sm" radius="md">
        <Group justify="space-between" gap="sm">
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {authoringTexts.publish.statusLabel}:
            </Text>
            <PublishStatusBadge status={contents.publishStatus} />
          </Group>
          <Group gap="xs">
            <Button
              variant="default"
              size="sm"
              leftSection={<IconFilePencil size={16} aria-hidden="true" />}
              onClick={() => openDialog({ kind: 'course-info' })}
            >
              {texts.editCourseInfo}
            </Button>
            <Button
              component={Link}
              to={paths.course(courseId)}
              variant="default"
              size="sm"
              leftSection={<IconExternalLink size={16} aria-hidden="true" />}
            >
              {texts.viewInCatalogue}
            </Button>
            {next.map((to) => {
              const Icon = statusIcons[to];
              return (
                <Button
                  key={to}
                  size="sm"
                  variant={to === 1 ? 'filled' : 'default'}
                  leftSection={<Icon size={16} aria-hidden="true" />}
                  onClick={() => void changeStatus(to)}
                  disabled={pending > 0}
                >
                  {authoringTexts.publish.actionTo(to)}
                </Button>
              );
            })}
          </Group>
        </Group>
      </Paper>

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
          <Overlay visible={reordering?.kind === 'sections'} label={texts.reordering} />
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

type SectionItemProps = {
  section: EditorSection;
  isFirst: boolean;
  isLast: boolean;
  isBusy: boolean;
  isReorderingLectures: boolean;
  onMove: (step: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
  onAddLecture: () => void;
  onMoveLecture: (lecture: EditorLecture, targetIndex: number) => void;
  onEditLecture: (lecture: EditorLecture) => void;
  onDeleteLecture: (lecture: EditorLecture) => void;
};

function IconButton({
  label,
  onClick,
  children,
  color,
  disabled,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  color?: string;
  disabled?: boolean;
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        size="lg"
        color={color}
        aria-label={label}
        onClick={onClick}
        disabled={disabled}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

function SectionItem({
  section,
  isFirst,
  isLast,
  isBusy,
  isReorderingLectures,
  onMove,
  onEdit,
  onDelete,
  onAddLecture,
  onMoveLecture,
  onEditLecture,
  onDeleteLecture,
}: SectionItemProps) {
  return (
    <Accordion.Item value={section.id} data-testid="section-item" data-section-id={section.id}>
      <Group gap={0} wrap="nowrap" align="center" pr="xs">
        <Accordion.Control>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }} data-testid="section-name">
            {section.name}
          </Text>
          <Text size="sm" c="dimmed">
            {texts.lectureCount(section.lectures.length)} · {durationText(section.durationMinute)}
          </Text>
        </Accordion.Control>
        <Group gap={2} wrap="nowrap">
          {/* Seed 001 §2: up is hidden for the first section, down for the last. */}
          {!isFirst && (
            <IconButton label={texts.moveUp(section.name)} onClick={() => onMove(-1)} disabled={isBusy}>
              <IconArrowUp size={18} aria-hidden="true" />
            </IconButton>
          )}
          {!isLast && (
            <IconButton label={texts.moveDown(section.name)} onClick={() => onMove(1)} disabled={isBusy}>
              <IconArrowDown size={18} aria-hidden="true" />
            </IconButton>
          )}
          <IconButton label={texts.editSectionLabel(section.name)} onClick={onEdit}>
            <IconPencil size={18} aria-hidden="true" />
          </IconButton>
          <IconButton label={texts.deleteSectionLabel(section.name)} onClick={onDelete} color="red.8">
            <IconTrash size={18} aria-hidden="true" />
          </IconButton>
        </Group>
      </Group>
      <Accordion.Panel>
        <Stack gap="sm" pos="relative">
          <Overlay visible={isReorderingLectures} label={texts.reorderingLectures} />
          {section.description && (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
              {section.description}
            </Text>
          )}
          {section.lectures.length === 0 ? (
            <EmptyState
              message={texts.noLectures}
              action={
                <Button
                  size="sm"
                  leftSection={<IconPlus size={16} aria-hidden="true" />}
                  onClick={onAddLecture}
                >
                  {texts.firstLecture}
                </Button>
              }
            />
          ) : (
            <>
              <SortableLectureList
                lectures={section.lectures}
                disabled={isBusy}
                onMove={onMoveLecture}
                onEdit={onEditLecture}
                onDelete={onDeleteLecture}
              />
              <Group>
                <Button
                  variant="light"
                  size="sm"
                  leftSection={<IconPlus size={16} aria-hidden="true" />}
                  onClick={onAddLecture}
                  aria-label={texts.addLectureLabel(section.name)}
                >
                  {texts.addLecture}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
