import type { CourseListItem } from '@kampus/contract';
import { Button, EmptyState, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCompass } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CourseCard, CourseCardSkeleton } from '../../../components/ui/course-card.tsx';
import { paths } from '../../../config/paths.ts';

/** Seed 000 §2 "My courses": the learner's courses with their progress. */
export function MyCoursesView({ courses }: { courses: CourseListItem[] }) {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Kurslarım</Title>
        {courses.length > 0 && <Text c="dimmed">{`${courses.length} kursa kayıtlısın`}</Text>}
      </div>
      {courses.length === 0 ? (
        <Paper withBorder radius="md" py="xl" px="md">
          <EmptyState
            icon={<IconCompass size={32} aria-hidden="true" />}
            title="Henüz kayıtlı olduğun bir kurs yok"
            description="Kataloğa göz at, ilgini çeken kursu sepetine ekle."
          >
            <Button component={Link} to={paths.courses} mt="sm">
              Kursları Keşfet
            </Button>
          </EmptyState>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {courses.map((course) => (
            <CourseCard key={course.id} course={course} headingOrder={2} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

export function MyCoursesSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Kurslarım yükleniyor">
      <Title order={1}>Kurslarım</Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {[0, 1, 2].map((key) => (
          <CourseCardSkeleton key={key} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
