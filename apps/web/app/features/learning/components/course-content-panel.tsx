import {
  type CourseWithContents,
  durationText,
  LectureContentType,
  labelOf,
  lectureContentTypeLabels,
} from '@kampus/contract';
import { Accordion, NavLink, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import {
  IconCircle,
  IconCircleCheckFilled,
  IconCode,
  IconFileText,
  IconListCheck,
  IconLock,
  IconPlayerPlay,
} from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { findLecture } from '../lecture-selection.ts';

export const lectureIcons: Record<number, typeof IconPlayerPlay> = {
  [LectureContentType.Video]: IconPlayerPlay,
  [LectureContentType.Text]: IconFileText,
  [LectureContentType.Html]: IconCode,
  [LectureContentType.Quiz]: IconListCheck,
};

/** Seed 000 §2: the side panel 'Course Content', at most 600 px high, scrolling inside. */
export const CONTENT_PANEL_MAX_HEIGHT = 600;

type CourseContentPanelProps = {
  course: CourseWithContents;
  selectedLectureId: string | null;
};

/** Collapsible sections with their lectures: name, duration, a completed mark, the current one highlighted. */
export function CourseContentPanel({ course, selectedLectureId }: CourseContentPanelProps) {
  const titleId = useId();
  const lectureCount = course.sections.reduce((sum, section) => sum + section.lectures.length, 0);
  const selectedSectionId = findLecture(course, selectedLectureId)?.section.id;
  const [opened, setOpened] = useState<string[]>(() => {
    const initial = course.sections.filter((section) => section.isExpanded).map((section) => section.id);
    return selectedSectionId && !initial.includes(selectedSectionId)
      ? [...initial, selectedSectionId]
      : initial;
  });

  // Moving to a lecture of a closed section (next/previous, or the address) opens that section.
  useEffect(() => {
    if (selectedSectionId)
      setOpened((current) =>
        current.includes(selectedSectionId) ? current : [...current, selectedSectionId],
      );
  }, [selectedSectionId]);

  return (
    <Paper withBorder radius="md" p="md" component="nav" aria-labelledby={titleId}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={titleId}>
            Course Content
          </Title>
          <Text size="sm" c="dimmed">
            {`${course.sections.length} bölüm • ${lectureCount} ders • ${course.durationText}`}
          </Text>
        </div>
        {course.sections.length === 0 ? (
          <Text size="sm" c="dimmed">
            Bu kursun içeriği henüz eklenmedi.
          </Text>
        ) : (
          <ScrollArea.Autosize mah={CONTENT_PANEL_MAX_HEIGHT} type="auto" offsetScrollbars>
            <Accordion
              multiple
              value={opened}
              onChange={setOpened}
              variant="contained"
              radius="md"
              chevronPosition="left"
            >
              {course.sections.map((section) => {
                const done = section.lectures.filter((lecture) => lecture.isCompleted).length;
                return (
                  <Accordion.Item key={section.id} value={section.id}>
                    <Accordion.Control>
                      <Stack gap={0}>
                        <Text fw={600} size="sm">
                          {section.name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {`${done}/${section.lectures.length} ders • ${section.durationText}`}
                        </Text>
                      </Stack>
                    </Accordion.Control>
                    <Accordion.Panel>
                      {section.lectures.length === 0 ? (
                        <Text size="sm" c="dimmed">
                          Bu bölümde henüz ders yok.
                        </Text>
                      ) : (
                        <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                          {section.lectures.map((lecture) => {
                            const isCurrent = lecture.id === selectedLectureId;
                            const TypeIcon = lecture.isLocked
                              ? IconLock
                              : (lectureIcons[lecture.lectureContentType] ?? IconFileText);
                            const typeLabel = lecture.isLocked
                              ? 'Kilitli'
                              : labelOf(lectureContentTypeLabels, lecture.lectureContentType);
                            return (
                              <li key={lecture.id}>
                                <NavLink
                                  component={Link}
                                  to={paths.courseLecture(course.id, lecture.id)}
                                  preventScrollReset
                                  active={isCurrent}
                                  aria-current={isCurrent ? 'true' : undefined}
                                  disabled={lecture.isLocked}
                                  variant="light"
                                  color="indigo"
                                  label={lecture.name}
                                  description={durationText(lecture.durationMinute)}
                                  leftSection={<TypeIcon size={18} role="img" aria-label={typeLabel} />}
                                  rightSection={
                                    lecture.isCompleted ? (
                                      <IconCircleCheckFilled
                                        size={20}
                                        color="var(--mantine-color-teal-8)"
                                        role="img"
                                        aria-label="Tamamlandı"
                                      />
                                    ) : (
                                      <IconCircle
                                        size={20}
                                        color="var(--mantine-color-gray-6)"
                                        role="img"
                                        aria-label="Tamamlanmadı"
                                      />
                                    )
                                  }
                                  // Mantine's light active colours are below AA for the small duration text.
                                  styles={{
                                    label: { fontWeight: isCurrent ? 700 : 500 },
                                    description: isCurrent
                                      ? { color: 'var(--mantine-color-indigo-9)', opacity: 1 }
                                      : undefined,
                                  }}
                                  data-testid="lecture-link"
                                />
                              </li>
                            );
                          })}
                        </Stack>
                      )}
                    </Accordion.Panel>
                  </Accordion.Item>
                );
              })}
            </Accordion>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Paper>
  );
}
