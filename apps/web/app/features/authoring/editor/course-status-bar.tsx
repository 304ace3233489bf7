import type { PublishStatus } from '@kampus/contract';
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconArchive, IconExternalLink, IconFilePencil, IconRocket, IconRotate } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { authoringTexts } from '../authoring-texts.ts';
import { nextStatusesOf, PublishStatusBadge } from '../components/publish-status.tsx';

const texts = authoringTexts.editor;

const statusIcons = { 0: IconRotate, 1: IconRocket, 2: IconArchive } as const;

/**
 * The editor's course bar: the publish status, 'Kurs Bilgilerini Düzenle', the course page, and a button for each
 * move the status allows.
 */
export function CourseStatusBar({
  courseId,
  status,
  isChanging,
  onEditInfo,
  onChangeStatus,
}: {
  courseId: string;
  status: number;
  /** A change is on its way: the status buttons wait for it. */
  isChanging: boolean;
  onEditInfo: () => void;
  onChangeStatus: (to: PublishStatus) => void;
}) {
  const next = nextStatusesOf(status);
  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-between" gap="sm">
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {authoringTexts.publish.statusLabel}:
          </Text>
          <PublishStatusBadge status={status} />
        </Group>
        <Group gap="xs">
          <Button
            variant="default"
            size="sm"
            leftSection={<IconFilePencil size={16} aria-hidden="true" />}
            onClick={onEditInfo}
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
                onClick={() => onChangeStatus(to)}
                disabled={isChanging}
              >
                {authoringTexts.publish.actionTo(to)}
              </Button>
            );
          })}
        </Group>
      </Group>
    </Paper>
  );
}
