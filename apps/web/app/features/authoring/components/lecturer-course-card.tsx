import { formatDate, formatMoney, type LecturerCourse, PublishStatus } from '@kampus/contract';
import { ActionIcon, Button, Card, Group, Menu, Stack, Text, Title } from '@mantine/core';
import {
  IconArchive,
  IconDots,
  IconEdit,
  IconFilePencil,
  IconRocket,
  IconRotate,
  IconTrash,
  IconUsers,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { CourseImage } from '../../../components/ui/course-image.tsx';
import { paths } from '../../../config/paths.ts';
import { authoringTexts } from '../authoring-texts.ts';
import { nextStatusesOf, PublishStatusBadge } from './publish-status.tsx';

const texts = authoringTexts.courses;

const statusIcons = {
  [PublishStatus.Published]: IconRocket,
  [PublishStatus.Archived]: IconArchive,
  [PublishStatus.Draft]: IconRotate,
} as const;

/**
 * One of the lecturer's courses: cover, name, status, two lines of description, students, creation date and price;
 * a menu with the allowed publish moves and 'Kursu Sil', and the two ways into the course's editing.
 */
export function LecturerCourseCard({
  course,
  onDelete,
  onStatusChange,
  isChanging,
}: {
  course: LecturerCourse;
  onDelete: (course: LecturerCourse) => void;
  onStatusChange: (course: LecturerCourse, to: PublishStatus) => void;
  isChanging: boolean;
}) {
  const next = nextStatusesOf(course.publishStatus);
  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      component="article"
      data-testid="lecturer-course-card"
      aria-labelledby={`course-${course.id}`}
    >
      <Card.Section>
        <CourseImage src={course.coverImageFile?.url} />
      </Card.Section>
      <Stack gap="xs" mt="sm" style={{ flex: 1 }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} size="h4" id={`course-${course.id}`} style={{ overflowWrap: 'anywhere' }}>
            {course.name}
          </Title>
          <Menu position="bottom-end" withinPortal shadow="md">
            <Menu.Target>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={texts.menu(course.name)}
                loading={isChanging}
              >
                <IconDots size={18} aria-hidden="true" />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {next.map((to) => {
                const Icon = statusIcons[to];
                return (
                  <Menu.Item
                    key={to}
                    leftSection={<Icon size={16} aria-hidden="true" />}
                    onClick={() => onStatusChange(course, to)}
                  >
                    {authoringTexts.publish.actionTo(to)}
                  </Menu.Item>
                );
              })}
              {next.length > 0 && <Menu.Divider />}
              <Menu.Item
                color="red.8"
                leftSection={<IconTrash size={16} aria-hidden="true" />}
                onClick={() => onDelete(course)}
              >
                {texts.deleteCourse}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
        <Group gap="xs">
          <PublishStatusBadge status={course.publishStatus} />
        </Group>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {course.description}
        </Text>
        <Group gap="md" justify="space-between" mt="auto">
          <Group gap={4}>
            <IconUsers size={16} aria-hidden="true" />
            <Text size="sm">{texts.students(course.purchasedCount)}</Text>
          </Group>
          <Text size="sm" c="dimmed">
            {texts.createdAt(formatDate(course.createDate))}
          </Text>
        </Group>
        <Group gap="xs" align="baseline">
          <Text fw={700} size="lg">
            {course.priceText}
          </Text>
          {course.discountedPrice > 0 && course.discountedPrice < course.price && (
            <Text size="sm" c="dimmed" td="line-through">
              {formatMoney(course.price)}
            </Text>
          )}
        </Group>
        <Stack gap="xs">
          <Button
            component={Link}
            to={paths.lecturer.manageCourseInfo(course.id)}
            variant="default"
            leftSection={<IconFilePencil size={16} aria-hidden="true" />}
          >
            {texts.editInfo}
          </Button>
          <Button
            component={Link}
            to={paths.lecturer.manageCourse(course.id)}
            leftSection={<IconEdit size={16} aria-hidden="true" />}
          >
            {texts.editContent}
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}
