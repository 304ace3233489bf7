import type { CourseDetail, CourseRatings } from '@kampus/contract';
import { Anchor, Box, Button, Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconBook2, IconClock } from '@tabler/icons-react';
import { type ReactNode, Suspense } from 'react';
import { Await, Link } from 'react-router';
import { LevelBadge } from '../../../components/ui/level-badge.tsx';
import { RatingSummary } from '../../../components/ui/rating-summary.tsx';
import { paths } from '../../../config/paths.ts';
import { CourseContentList } from './course-content-list.tsx';
import { CoursePanel, Fact } from './course-panel.tsx';
import {
  CourseRatingsSection,
  type RateResult,
  RatingsSkeleton,
  type RatingValues,
} from './course-ratings.tsx';

export type CourseDetailViewProps = {
  detail: CourseDetail;
  ratings: Promise<CourseRatings>;
  shareUrl: string;
  isAddingToBasket: boolean;
  rateResult: RateResult | undefined;
  isRating: boolean;
  onRate: (values: RatingValues) => void;
  onRatingsPageChange: (page: number) => void;
  /** Controls the route adds under the course state in the side panel (the bookmark toggle). */
  sideActions?: ReactNode;
};

/** Seed 000 §2 "Course detail": the course, its content, the side panel with the buying or learning state. */
export function CourseDetailView({
  detail,
  ratings,
  shareUrl,
  isAddingToBasket,
  rateResult,
  isRating,
  onRate,
  onRatingsPageChange,
  sideActions,
}: CourseDetailViewProps) {
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.courses} size="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden="true" />
          Tüm kurslar
        </Group>
      </Anchor>

      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="xl">
            <Stack gap="sm">
              <Title order={1}>{detail.name}</Title>
              {detail.lecturerName && <Text c="dimmed">Eğitmen: {detail.lecturerName}</Text>}
              <Group gap="md">
                <LevelBadge level={detail.level} size="lg" />
                <Fact icon={<IconClock size={18} aria-hidden="true" />}>{detail.durationText}</Fact>
                <Fact
                  icon={<IconBook2 size={18} aria-hidden="true" />}
                >{`${detail.totalLessons} lessons`}</Fact>
                <RatingSummary rating={detail.rating} ratingCount={detail.ratingCount} />
              </Group>
              {detail.categories.length > 0 && (
                <Group
                  gap="xs"
                  component="ul"
                  p={0}
                  m={0}
                  style={{ listStyle: 'none' }}
                  aria-label="Kategoriler"
                >
                  {detail.categories.map((category) => (
                    <li key={category.id}>
                      <Button
                        component={Link}
                        to={paths.coursesInCategory(category.id)}
                        variant="light"
                        size="compact-sm"
                        radius="xl"
                      >
                        {category.name}
                      </Button>
                    </li>
                  ))}
                </Group>
              )}
              <Text style={{ whiteSpace: 'pre-line' }}>{detail.description}</Text>
            </Stack>

            {/* On phones the panel follows the title; on wide screens it stays beside the page. */}
            <Box hiddenFrom="md">
              <CoursePanel
                detail={detail}
                shareUrl={shareUrl}
                isAddingToBasket={isAddingToBasket}
                sideActions={sideActions}
              />
            </Box>

            <CourseContentList detail={detail} />

            <Suspense fallback={<RatingsSkeleton />}>
              <Await
                resolve={ratings}
                errorElement={
                  <Text c="red.9" role="alert">
                    Değerlendirmeler yüklenemedi.
                  </Text>
                }
              >
                {(loaded) => (
                  <CourseRatingsSection
                    ratings={loaded}
                    canRate={detail.isCoursePurchased}
                    result={rateResult}
                    isSubmitting={isRating}
                    onSubmit={onRate}
                    onPageChange={onRatingsPageChange}
                  />
                )}
              </Await>
            </Suspense>
          </Stack>
        </Grid.Col>

        <Grid.Col span={4} visibleFrom="md">
          <CoursePanel
            detail={detail}
            shareUrl={shareUrl}
            isAddingToBasket={isAddingToBasket}
            sideActions={sideActions}
            pos="sticky"
            top={80}
          />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

export function CourseDetailSkeleton() {
  return (
    <Grid gap="xl" aria-busy="true" aria-label="Kurs yükleniyor">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="sm">
          <Skeleton height={36} width="70%" />
          <Skeleton height={16} width="30%" />
          <Skeleton height={24} width="50%" />
          <Skeleton height={14} mt="md" />
          <Skeleton height={14} />
          <Skeleton height={14} width="80%" />
          <Skeleton height={28} width="40%" mt="xl" />
          <Skeleton height={52} />
          <Skeleton height={52} />
          <Skeleton height={52} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Paper withBorder radius="md" p="md">
          <Stack gap="md">
            <Skeleton style={{ aspectRatio: '16 / 9', height: 'auto' }} />
            <Skeleton height={28} width="40%" />
            <Skeleton height={42} />
            <Skeleton height={14} width="60%" />
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
