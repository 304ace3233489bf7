import type { MantineSpacing } from '@mantine/core';
import { Group, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The home page's course lists (in progress, completed): one bordered box, a course a row, rows parted by a line,
 * as a real list so screen readers announce how many courses it holds.
 */
export function CourseRows<T extends { id: string }>({
  courses,
  gap,
  children,
}: {
  courses: readonly T[];
  /** Space between a row's parts. */
  gap: MantineSpacing;
  /** One row's parts. */
  children: (course: T) => ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p={0}>
      <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {courses.map((course, index) => (
          <Group
            key={course.id}
            component="li"
            wrap="nowrap"
            gap={gap}
            p="md"
            style={index > 0 ? { borderTop: '1px solid var(--mantine-color-gray-3)' } : undefined}
          >
            {children(course)}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
