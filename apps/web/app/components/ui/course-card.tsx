import type { CourseListItem } from '@kampus/contract';
import { Button, Card, Group, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBook2, IconClock } from '@tabler/icons-react';
import { createContext, type MouseEvent, type ReactNode, useContext } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import classes from './course-card.module.css';
import { CourseImage } from './course-image.tsx';
import { LevelBadge } from './level-badge.tsx';
import { Price } from './price.tsx';
import { RatingSummary } from './rating-summary.tsx';

export type CourseCardProps = {
  course: CourseListItem;
  /** Offered while the course is neither owned nor in the basket; without it the card has no add button. */
  onAddToBasket?: (courseId: string) => void;
  isAdding?: boolean;
  headingOrder?: 2 | 3 | 4;
  /** The cover is among the first the page shows (see CourseImage's `isPriority`). */
  isPriorityImage?: boolean;
};

const percentFormat = new Intl.NumberFormat('tr-TR', { style: 'percent', maximumFractionDigits: 0 });
export const formatPercent = (percent: number) => percentFormat.format(percent / 100);

/** Seed 000 §2: 'Kursa Git' when owned, 'Sepete Git' when already in the basket, otherwise 'Sepete Ekle'. */
export type CourseCardAction = 'go-to-course' | 'go-to-basket' | 'add-to-basket' | 'none';
export const courseCardActionOf = (
  course: Pick<CourseListItem, 'isCoursePurchased' | 'isInTheBasket'>,
  canAdd: boolean,
): CourseCardAction => {
  if (course.isCoursePurchased) return 'go-to-course';
  if (course.isInTheBasket) return 'go-to-basket';
  return canAdd ? 'add-to-basket' : 'none';
};

/**
 * Extra controls a page puts on every course card below it (the bookmark toggle on the signed-in pages). The card
 * stays a presentational piece: the route layout that knows the features provides them.
 */
export const CourseCardExtras = createContext<((course: CourseListItem) => ReactNode) | null>(null);

/** A course in a list: the whole card opens the course page. */
export function CourseCard({
  course,
  onAddToBasket,
  isAdding = false,
  headingOrder = 2,
  isPriorityImage = false,
}: CourseCardProps) {
  const action = courseCardActionOf(course, Boolean(onAddToBasket));
  const renderExtras = useContext(CourseCardExtras);

  const add = (event: MouseEvent<HTMLButtonElement>) => {
    // The button sits on the card's link: adding must not open the course as well.
    event.preventDefault();
    event.stopPropagation();
    onAddToBasket?.(course.id);
  };

  return (
    <Card withBorder radius="md" padding="md" className={classes.card} data-testid="course-card">
      <Card.Section>
        <CourseImage src={course.image} isPriority={isPriorityImage} />
      </Card.Section>

      <Stack gap="xs" mt="md" className={classes.body}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <LevelBadge level={course.level} />
          <RatingSummary rating={course.rating} ratingCount={course.ratingCount} />
        </Group>

        <Title order={headingOrder} size="h4" lh={1.3}>
          <Link to={paths.course(course.id)} className={classes.link}>
            {course.name}
          </Link>
        </Title>
        {course.seatsLeft !== null && course.seatsLeft !== undefined ? (
          <Text size="sm" fw={600} c={course.seatsLeft <= 5 ? 'red.9' : 'dark'} data-testid="seats-left">
            {course.seatsLeft === 0
              ? 'Kontenjan dolu'
              : course.seatsLeft <= 10
                ? `Son ${course.seatsLeft} kontenjan`
                : `${course.seatsLeft} kontenjan kaldı`}
          </Text>
        ) : null}
        {course.lecturerName && (
          <Text size="sm" c="dimmed">
            {course.lecturerName}
          </Text>
        )}
        <Text size="sm" lineClamp={3}>
          {course.description}
        </Text>

        <Group gap="md" mt="auto">
          <Group gap={4} wrap="nowrap">
            <IconClock size={16} aria-hidden="true" />
            <Text size="sm">{course.durationText}</Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconBook2 size={16} aria-hidden="true" />
            <Text size="sm">{`${course.totalLessons} lessons`}</Text>
          </Group>
        </Group>

        {course.isCoursePurchased && (
          <Group gap="xs" wrap="nowrap">
            <Progress
              value={course.progressPercent}
              flex={1}
              size="md"
              aria-label={`İlerleme: ${formatPercent(course.progressPercent)}`}
            />
            <Text size="sm" fw={600}>
              {formatPercent(course.progressPercent)}
            </Text>
          </Group>
        )}
      </Stack>

      <div className={classes.footer}>
        <div className={classes.price}>
          <Price priceText={course.priceText} price={course.price} discountedPrice={course.discountedPrice} />
        </div>
        {renderExtras?.(course)}
        {action === 'go-to-course' && (
          <Button component={Link} to={paths.courseLearning(course.id)} className={classes.action}>
            Kursa Git
          </Button>
        )}
        {action === 'go-to-basket' && (
          <Button component={Link} to={paths.basket} variant="light" className={classes.action}>
            Sepete Git
          </Button>
        )}
        {action === 'add-to-basket' && (
          <Button
            onClick={add}
            loading={isAdding}
            className={classes.action}
            aria-label={`Sepete Ekle: ${course.name}`}
          >
            Sepete Ekle
          </Button>
        )}
      </div>
    </Card>
  );
}

/** Stand-in while cards load. */
export function CourseCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="md" aria-hidden="true" data-testid="course-card-skeleton">
      <Card.Section>
        <Skeleton radius={0} style={{ aspectRatio: '16 / 9', height: 'auto' }} />
      </Card.Section>
      <Stack gap="xs" mt="md">
        <Skeleton height={18} width="30%" />
        <Skeleton height={22} width="80%" />
        <Skeleton height={12} />
        <Skeleton height={12} width="90%" />
        <Skeleton height={12} width="50%" />
        <Group justify="space-between" mt="sm">
          <Skeleton height={24} width="30%" />
          <Skeleton height={36} width="35%" />
        </Group>
      </Stack>
    </Card>
  );
}
