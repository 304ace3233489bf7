import {
  type CourseDetail,
  type CourseRatings,
  durationText,
  formatLongDate,
  LectureContentType,
  labelOf,
  lectureContentTypeLabels,
} from '@kampus/contract';
import {
  Accordion,
  Anchor,
  Badge,
  Box,
  Button,
  Grid,
  Group,
  Paper,
  type PaperProps,
  Progress,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconBook2,
  IconCertificate,
  IconCircleCheckFilled,
  IconClock,
  IconCode,
  IconFileText,
  IconLanguage,
  IconListCheck,
  IconPlayerPlay,
  IconRefresh,
  IconUsers,
} from '@tabler/icons-react';
import { type ReactNode, Suspense } from 'react';
import { Await, Form, Link } from 'react-router';
import { formatPercent } from '../../../components/ui/course-card.tsx';
import { CourseImage } from '../../../components/ui/course-image.tsx';
import { LevelBadge } from '../../../components/ui/level-badge.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { RatingSummary } from '../../../components/ui/rating-summary.tsx';
import { paths } from '../../../config/paths.ts';
import { ADD_TO_BASKET } from '../add-to-basket.ts';
import {
  CourseRatingsSection,
  type RateResult,
  RatingsSkeleton,
  type RatingValues,
} from './course-ratings.tsx';
import { ShareCourse } from './share-course.tsx';

const lectureIcons: Record<number, typeof IconPlayerPlay> = {
  [LectureContentType.Video]: IconPlayerPlay,
  [LectureContentType.Text]: IconFileText,
  [LectureContentType.Html]: IconCode,
  [LectureContentType.Quiz]: IconListCheck,
};

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
  const lectureCount = detail.sections.reduce((sum, section) => sum + section.lectures.length, 0);

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
                                          aria-label={labelOf(
                                            lectureContentTypeLabels,
                                            lecture.lectureContentType,
                                          )}
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

type CoursePanelProps = {
  detail: CourseDetail;
  shareUrl: string;
  isAddingToBasket: boolean;
  sideActions: ReactNode;
} & Pick<PaperProps, 'pos' | 'top'>;

/** Side panel: image, the buying or learning state, enrolment count, facts and sharing. */
function CoursePanel({ detail, shareUrl, isAddingToBasket, sideActions, ...paperProps }: CoursePanelProps) {
  return (
    <Paper withBorder radius="md" p="md" component="aside" aria-label="Kurs özeti" {...paperProps}>
      <Stack gap="md">
        <CourseImage src={detail.image} radius="var(--mantine-radius-sm)" />
        <CourseState detail={detail} isAdding={isAddingToBasket} />
        {sideActions}
        <Stack gap={6}>
          <Fact
            icon={<IconUsers size={18} aria-hidden="true" />}
          >{`${detail.purchasedCount} öğrenci kayıtlı`}</Fact>
          {detail.language && (
            <Fact icon={<IconLanguage size={18} aria-hidden="true" />}>{`Dil: ${detail.language}`}</Fact>
          )}
          {detail.isCertified && (
            <Fact icon={<IconCertificate size={18} aria-hidden="true" />}>Bitirene sertifika</Fact>
          )}
          <Fact icon={<IconRefresh size={18} aria-hidden="true" />}>
            {`Son güncelleme: ${formatLongDate(detail.updatedAt)}`}
          </Fact>
        </Stack>
        <ShareCourse url={shareUrl} title={detail.name} />
      </Stack>
    </Paper>
  );
}

/** Owned → progress and 'Continue Learning'; in the basket → 'Sepete Git'; otherwise price and 'Sepete Ekle'. */
function CourseState({ detail, isAdding }: { detail: CourseDetail; isAdding: boolean }) {
  if (detail.isCoursePurchased)
    return (
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>İlerlemen</Text>
          <Text size="sm">{`${detail.completedLessons}/${detail.totalLessons} ders • ${formatPercent(detail.progressPercent)}`}</Text>
        </Group>
        <Progress
          value={detail.progressPercent}
          size="lg"
          aria-label={`İlerleme: ${formatPercent(detail.progressPercent)}`}
        />
        <Button component={Link} to={paths.courseLearning(detail.id)} size="md" mt="xs">
          Continue Learning
        </Button>
      </Stack>
    );

  return (
    <Stack gap="sm">
      <Price
        priceText={detail.priceText}
        price={detail.price}
        discountedPrice={detail.discountedPrice}
        size="xl"
      />
      {detail.isInTheBasket ? (
        <Button component={Link} to={paths.basket} size="md" variant="light">
          Sepete Git
        </Button>
      ) : (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value={ADD_TO_BASKET} />
          <input type="hidden" name="courseId" value={detail.id} />
          <Button type="submit" size="md" fullWidth loading={isAdding}>
            Sepete Ekle
          </Button>
        </Form>
      )}
    </Stack>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap">
      <ThemeIcon variant="transparent" color="gray.7" size="sm">
        {icon}
      </ThemeIcon>
      <Text size="sm">{children}</Text>
    </Group>
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
