import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type ScreenReaderInstructions,
  TouchSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  durationText,
  type EditorLecture,
  LectureContentType,
  labelOf,
  lectureContentTypeLabels,
} from '@kampus/contract';
import { ActionIcon, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconFileText,
  IconGripVertical,
  IconHtml,
  IconListCheck,
  IconPencil,
  IconTrash,
  IconVideo,
} from '@tabler/icons-react';
import { authoringTexts } from '../authoring-texts.ts';

const texts = authoringTexts.editor;

const typeIcons: Record<number, typeof IconVideo> = {
  [LectureContentType.Video]: IconVideo,
  [LectureContentType.Text]: IconFileText,
  [LectureContentType.Html]: IconHtml,
  [LectureContentType.Quiz]: IconListCheck,
};

export type SortableLectureListProps = {
  lectures: EditorLecture[];
  disabled?: boolean;
  onMove: (lecture: EditorLecture, targetIndex: number) => void;
  onEdit: (lecture: EditorLecture) => void;
  onDelete: (lecture: EditorLecture) => void;
};

/** What a screen reader hears while a lecture is moved (dnd-kit's own texts are English). */
const announcementsFor = (lectures: EditorLecture[]): Announcements => {
  const nameOf = (id: UniqueIdentifier) => lectures.find((l) => l.id === id)?.name ?? '';
  const placeOf = (id: UniqueIdentifier) => lectures.findIndex((l) => l.id === id) + 1;
  return {
    onDragStart: ({ active }) => `${nameOf(active.id)} dersi alındı. Şu anki sırası ${placeOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} dersi ${placeOf(over.id)}. sıranın üzerinde.`
        : `${nameOf(active.id)} dersi listenin dışında.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} dersi ${placeOf(over.id)}. sıraya bırakıldı.`
        : `${nameOf(active.id)} dersi bırakıldı.`,
    onDragCancel: ({ active }) => `Taşıma iptal edildi. ${nameOf(active.id)} dersi yerinde kaldı.`,
  };
};

const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'Dersi taşımak için Boşluk ya da Enter tuşuna basın. Ok tuşlarıyla yeni yerini seçin; bırakmak için yeniden Boşluk ya da Enter, vazgeçmek için Escape tuşuna basın.',
};

function LectureRow({
  lecture,
  disabled,
  onEdit,
  onDelete,
}: {
  lecture: EditorLecture;
  disabled?: boolean;
  onEdit: (lecture: EditorLecture) => void;
  onDelete: (lecture: EditorLecture) => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: lecture.id,
      disabled,
    });
  const Icon = typeIcons[lecture.lectureContentType] ?? IconFileText;
  return (
    <Paper
      ref={setNodeRef}
      component="li"
      withBorder
      radius="sm"
      px="xs"
      py={6}
      data-testid="lecture-row"
      data-lecture-id={lecture.id}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
        boxShadow: isDragging ? 'var(--mantine-shadow-md)' : undefined,
        listStyle: 'none',
      }}
    >
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray.7"
            size="lg"
            aria-label={texts.dragLecture(lecture.name)}
            disabled={disabled}
            style={{ cursor: disabled ? undefined : 'grab', touchAction: 'none' }}
            {...attributes}
            {...listeners}
          >
            <IconGripVertical size={18} aria-hidden="true" />
          </ActionIcon>
          <Icon size={20} aria-hidden="true" style={{ flexShrink: 0 }} />
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="lecture-name">
              {lecture.name}
            </Text>
            <Group gap={6}>
              <Text size="xs" c="dimmed">
                {labelOf(lectureContentTypeLabels, lecture.lectureContentType)} ·{' '}
                {durationText(lecture.durationMinute)}
              </Text>
              {lecture.isPublic && (
                <Badge size="xs" variant="outline" color="indigo.8">
                  {texts.publicBadge}
                </Badge>
              )}
            </Group>
          </div>
        </Group>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={authoringTexts.edit}>
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={texts.editLectureLabel(lecture.name)}
              onClick={() => onEdit(lecture)}
            >
              <IconPencil size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={authoringTexts.delete}>
            <ActionIcon
              variant="subtle"
              color="red.8"
              size="lg"
              aria-label={texts.deleteLectureLabel(lecture.name)}
              onClick={() => onDelete(lecture)}
            >
              <IconTrash size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * A section's lectures, ordered by dragging their handle (pointer or touch) or from the keyboard: focus the handle,
 * Space to lift, arrows to move, Space to drop (dnd-kit's keyboard sensor). Drops outside the list change nothing.
 */
export function SortableLectureList({
  lectures,
  disabled,
  onMove,
  onEdit,
  onDelete,
}: SortableLectureListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const lecture = lectures.find((l) => l.id === active.id);
    const targetIndex = lectures.findIndex((l) => l.id === over.id);
    if (lecture && targetIndex >= 0) onMove(lecture, targetIndex);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements: announcementsFor(lectures), screenReaderInstructions }}
    >
      <SortableContext items={lectures.map((l) => l.id)} strategy={verticalListSortingStrategy}>
        <Stack component="ol" gap={6} p={0} m={0} data-testid="lecture-list">
          {lectures.map((lecture) => (
            <LectureRow
              key={lecture.id}
              lecture={lecture}
              disabled={disabled}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
