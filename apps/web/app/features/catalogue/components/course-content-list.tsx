import {
  type CourseDetail,
  durationText,
  LectureContentType,
  labelOf,
  lectureContentTypeLabels,
} from '@kampus/contract';
import { Accordion, Badge, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconCircleCheckFilled,
  IconCode,
  IconFileText,
  IconListCheck,
  IconPlayerPlay,
} from '@tabler/icons-react';

const lectureIcons: Record<number, typeof IconPlayerPlay> = {
  [LectureContentType.Video]: IconPlayerPlay,
  [LectureContentType.Text]: IconFileText,
  [LectureContentType.Html]: IconCode,
  [LectureContentType.Quiz]: IconListCheck,
};

/**
 * The course page's 'Course Content': sections as an accordion (the first open), each lecture with its kind or a
 * completed mark, 'Önizleme' on public ones, and its length.
 */
export function CourseContentList({ detail }: { detail: CourseDetail }) {
  const lectureCount = detail.sections.reduce((sum, section) => sum + section.lectures.length, 0);
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3">
          Course Content
        </Title>
        <Text size="sm" c="dimmed">
          {`${detail.sections.length} bölüm • ${lectureCount} ders • ${detail.durationText}`}
        </Text>
      </Group>
      {detail.sections.length === 0 ? (
        <Text c="dimmed">Bu kursun içeriği henüz eklenmedi.</Text>
      ) : (
        <Accordion
          multiple
          variant="contained"
          radius="md"
          chevronPosition="left"
          defaultValue={detail.sections.slice(0, 1).map((section) => section.id)}
        >
          {detail.sections.map((section) => (
            <Accordion.Item key={section.id} value={section.id}>
              <Accordion.Control>
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Text fw={600}>{section.name}</Text>
                  <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {section.durationText}
                  </Text>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                {section.lectures.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    Bu bölümde henüz ders yok.
                  </Text>
                ) : (
                  <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                    {section.lectures.map((lecture) => {
                      const Icon = lectureIcons[lecture.lectureContentType] ?? IconFileText;
                      return (
                        <li key={lecture.id}>
                          <Group justify="space-between" wrap="nowrap" gap="sm">
                            <Group gap="xs" wrap="nowrap">
                              {lecture.isCompleted ? (
                                <IconCircleCheckFilled
                                  size={18}
                                  color="var(--mantine-color-teal-8)"
                                  role="img"
                                  aria-label="Tamamlandı"
                                />
                              ) : (
                                <Icon
                                  size={18}
                                  role="img"
                                  aria-label={labelOf(lectureContentTypeLabels, lecture.lectureContentType)}
                                />
                              )}
                              <Text size="sm">{lecture.name}</Text>
                              {lecture.isPublic && (
                                <Badge size="xs" variant="outline" color="teal.9">
                                  Önizleme
                                </Badge>
                              )}
                            </Group>
                            <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                              {durationText(lecture.durationMinute)}
                            </Text>
                          </Group>
                        </li>
                      );
                    })}
                  </Stack>
                )}
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}
