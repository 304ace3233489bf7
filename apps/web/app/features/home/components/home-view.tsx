import type { HomeData } from '@kampus/contract';
import {
  Anchor,
  Box,
  Button,
  Card,
  EmptyState,
  Grid,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconArrowRight,
  IconBookmark,
  IconCertificate,
  IconCompass,
  IconRosette,
  IconSchool,
  IconStar,
} from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { formatPercent } from '../../../components/ui/course-card.tsx';
import { CourseImage } from '../../../components/ui/course-image.tsx';
import { RatingSummary } from '../../../components/ui/rating-summary.tsx';
import { paths } from '../../../config/paths.ts';
import { CompletedList } from './completed-list.tsx';
import { CourseRows } from './course-rows.tsx';

type StatCard = {
  label: string;
  value: number;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  color: string;
  /** Seed 000 §2 links enrolled courses and bookmarks only; the certificate list is in the user menu. */
  to?: string;
};

export const statCardsOf = (stats: HomeData['stats']): StatCard[] => [
  {
    label: 'Kayıtlı kurslar',
    value: stats.enrolledCourses,
    icon: IconSchool,
    color: 'indigo',
    to: paths.myCourses,
  },
  { label: 'Kaydedilenler', value: stats.bookmarks, icon: IconBookmark, color: 'grape', to: paths.bookmarks },
  { label: 'Sertifikalar', value: stats.certificates, icon: IconCertificate, color: 'teal' },
  { label: 'Tamamlanan kurslar', value: stats.completedCourses, icon: IconRosette, color: 'orange' },
  { label: 'Puanlarım', value: stats.points, icon: IconStar, color: 'yellow', to: paths.points },
];

/** Seed 000 §2 "Student home". */
export function HomeView({ home, firstName }: { home: HomeData; firstName: string }) {
  return (
    <Stack gap="xl">
      <div>
        <Title order={1}>{firstName ? `Hoş geldin, ${firstName}` : 'Hoş geldin'}</Title>
        <Text c="dimmed">Öğrenmeye kaldığın yerden devam et.</Text>
      </div>

      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing={{ base: 'sm', sm: 'md' }}>
        {statCardsOf(home.stats).map((stat) => (
          <Paper key={stat.label} withBorder radius="md" p="md">
            <Stack gap={6} h="100%">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text size="sm" c="dimmed" fw={500}>
                  {stat.label}
                </Text>
                <ThemeIcon variant="light" color={stat.color} radius="md" aria-hidden="true">
                  <stat.icon size={18} stroke={1.8} />
                </ThemeIcon>
              </Group>
              <Text fz={32} fw={800} lh={1}>
                {stat.value}
              </Text>
              {stat.to && (
                <Anchor
                  component={Link}
                  to={stat.to}
                  size="sm"
                  mt="auto"
                  aria-label={`Tümünü gör: ${stat.label}`}
                >
                  Tümünü gör
                </Anchor>
              )}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="xl">
            <Section title="Devam eden kurslar">
              <InProgressList courses={home.inProgressCourses} ownsAny={home.stats.enrolledCourses > 0} />
            </Section>
            {home.completedCourses.length > 0 && (
              <Section
                title="Tamamlanan kurslar"
                action={
                  <Anchor component={Link} to={paths.certificates} size="sm" fw={600}>
                    Sertifikalarım
                  </Anchor>
                }
              >
                <CompletedList courses={home.completedCourses} />
              </Section>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Section title="Öne çıkan kurs">
            {home.selectedCourse ? (
              <Card withBorder radius="md" padding="md">
                <Card.Section>
                  <CourseImage src={home.selectedCourse.imageUrl} />
                </Card.Section>
                <Stack gap="xs" mt="md">
                  <Title order={3} size="h4">
                    {home.selectedCourse.title}
                  </Title>
                  <Text size="sm" lineClamp={3}>
                    {home.selectedCourse.description}
                  </Text>
                  <Group justify="space-between" mt="xs">
                    <Text fw={700} size="lg" c="indigo.9">
                      {home.selectedCourse.priceText}
                    </Text>
                    <Button component={Link} to={paths.course(home.selectedCourse.id)} variant="light">
                      Kursu incele
                    </Button>
                  </Group>
                </Stack>
              </Card>
            ) : (
              <Text c="dimmed">Şu an öne çıkan bir kurs yok.</Text>
            )}
          </Section>
        </Grid.Col>
      </Grid>

      <Section
        title="Önerilen kurslar"
        action={
          <Anchor component={Link} to={paths.courses} size="sm" fw={600}>
            Tüm kursları gör
          </Anchor>
        }
      >
        {home.recommendedCourses.length === 0 ? (
          <Text c="dimmed">Şimdilik önerecek yeni bir kurs yok; tüm kurslara göz at.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {home.recommendedCourses.map((course) => (
              <Card key={course.id} withBorder radius="md" padding="md" h="100%">
                <Card.Section>
                  <CourseImage src={course.imageUrl} />
                </Card.Section>
                <Stack gap="xs" mt="md" flex={1}>
                  <Title order={3} size="h5">
                    {course.title}
                  </Title>
                  {course.lecturerName && (
                    <Text size="sm" c="dimmed">
                      {course.lecturerName}
                    </Text>
                  )}
                  <Text size="sm" lineClamp={2}>
                    {course.description}
                  </Text>
                  <RatingSummary rating={course.rating} ratingCount={course.ratingCount} />
                </Stack>
                <Group justify="space-between" mt="md">
                  <Text fw={700} c="indigo.9">
                    {course.priceText}
                  </Text>
                  <Button
                    component={Link}
                    to={paths.course(course.id)}
                    size="sm"
                    aria-label={`Kursa Git: ${course.title}`}
                  >
                    Kursa Git
                  </Button>
                </Group>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Section>

      <Section title="Popüler kategoriler">
        {home.popularCategories.length === 0 ? (
          <Text c="dimmed">Henüz kategori yok.</Text>
        ) : (
          <Group gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {home.popularCategories.map((category) => (
              <li key={category.id}>
                <Button
                  component={Link}
                  to={paths.coursesInCategory(category.id)}
                  variant="light"
                  radius="xl"
                >
                  {category.name}
                </Button>
              </li>
            ))}
          </Group>
        )}
        <Button
          component={Link}
          to={paths.courses}
          variant="subtle"
          mt="sm"
          px={0}
          w="fit-content"
          rightSection={<IconArrowRight size={16} aria-hidden="true" />}
        >
          Tüm kursları keşfet
        </Button>
      </Section>
    </Stack>
  );
}

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Stack>
  );
}

/**
 * Every owned course that is not finished, started or not; the invitation to discover courses is only for
 * someone who owns none, and someone who finished everything is told so.
 */
function InProgressList({ courses, ownsAny }: { courses: HomeData['inProgressCourses']; ownsAny: boolean }) {
  if (courses.length === 0 && ownsAny)
    return (
      <Paper withBorder radius="md" py="lg" px="md">
        <Text c="dimmed">Devam eden kursun yok: kayıtlı olduğun her kursu tamamladın.</Text>
        <Button component={Link} to={paths.courses} variant="light" mt="sm">
          Yeni bir kurs keşfet
        </Button>
      </Paper>
    );
  if (courses.length === 0)
    return (
      <Paper withBorder radius="md" py="xl" px="md">
        <EmptyState icon={<IconCompass size={32} aria-hidden="true" />} title="Henüz bir kursa kayıt olmadın">
          <Button component={Link} to={paths.courses} mt="sm">
            Kurs Keşfet
          </Button>
        </EmptyState>
      </Paper>
    );

  return (
    <CourseRows courses={courses} gap="md">
      {(course) => (
        <>
          <Box w={96} style={{ flexShrink: 0 }} visibleFrom="xs">
            <CourseImage src={course.imageUrl} radius="var(--mantine-radius-sm)" />
          </Box>
          <Stack gap={6} flex={1} miw={0}>
            <Text fw={600} lineClamp={2}>
              {course.title}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <Progress
                value={course.progress}
                flex={1}
                aria-label={`${course.title} ilerlemesi: ${formatPercent(course.progress)}`}
              />
              <Text size="sm" fw={600}>
                {formatPercent(course.progress)}
              </Text>
            </Group>
          </Stack>
          <Button
            component={Link}
            to={paths.courseLearning(course.id)}
            size="sm"
            variant="light"
            aria-label={`${course.started ? 'Devam Et' : 'Başla'}: ${course.title}`}
          >
            {course.started ? 'Devam Et' : 'Başla'}
          </Button>
        </>
      )}
    </CourseRows>
  );
}
export function HomeSkeleton() {
  return (
    <Stack gap="xl" aria-busy="true" aria-label="Ana sayfa yükleniyor">
      <Skeleton height={36} width={280} />
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
        {[0, 1, 2, 3, 4].map((key) => (
          <Skeleton key={key} height={110} radius="md" />
        ))}
      </SimpleGrid>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Skeleton height={260} radius="md" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Skeleton height={260} radius="md" />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
