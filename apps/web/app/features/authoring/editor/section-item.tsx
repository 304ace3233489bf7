import { durationText, type EditorLecture, type EditorSection } from '@kampus/contract';
import { Accordion, ActionIcon, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { authoringTexts } from '../authoring-texts.ts';
import { ReorderOverlay } from './reorder-overlay.tsx';
import { SortableLectureList } from './sortable-lecture-list.tsx';

const texts = authoringTexts.editor;

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

/**
 * One section of the editor's accordion: its name, lecture count and length, moves one step up or down, edit and
 * delete; opened, its description and its lectures, dragged by their handle.
 */
export function SectionItem({
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
          <ReorderOverlay visible={isReorderingLectures} label={texts.reorderingLectures} />
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
