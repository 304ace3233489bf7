import type { HomeData } from '@kampus/contract';
import { Anchor, Button, ThemeIcon } from '@mantine/core';
import { IconCertificate, IconRosette } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { CourseRows } from './course-rows.tsx';

export function CompletedList({ courses }: { courses: HomeData['completedCourses'] }) {
  return (
    <CourseRows courses={courses} gap="sm">
      {(course) => (
        <>
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
        </>
      )}
    </CourseRows>
  );
}
