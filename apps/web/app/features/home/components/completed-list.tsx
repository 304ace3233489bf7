import type { HomeData } from '@kampus/contract';
import { Anchor, Button, Group, Paper, Stack, ThemeIcon } from '@mantine/core';
import { IconCertificate, IconRosette } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

export function CompletedList({ courses }: { courses: HomeData['completedCourses'] }) {
  return (
    <Paper withBorder radius="md" p={0}>
      <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {courses.map((course, index) => (
          <Group
            key={course.id}
            component="li"
            wrap="nowrap"
            gap="sm"
            p="md"
            style={index > 0 ? { borderTop: '1px solid var(--mantine-color-gray-3)' } : undefined}
          >
            <ThemeIcon variant="light" color="teal" radius="xl" aria-hidden="true">
              <IconRosette size={18} stroke={1.8} />
            </ThemeIcon>
            <Anchor
              component={Link}
              to={paths.courseLearning(course.id)}
              fw={600}
              flex={1}
              miw={0}
              lineClamp={2}
            >
              {course.title}
            </Anchor>
            {course.certificateCode && (
              <Button
                component={Link}
                to={paths.certificateVerify(course.certificateCode)}
                size="compact-sm"
                variant="light"
                leftSection={<IconCertificate size={16} aria-hidden="true" />}
                aria-label={`Sertifika: ${course.title}`}
                style={{ flexShrink: 0 }}
              >
                Sertifika
              </Button>
            )}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
