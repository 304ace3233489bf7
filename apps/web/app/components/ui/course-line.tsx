import { Box, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconBook2, IconClock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { CourseImage } from './course-image.tsx';
import classes from './course-line.module.css';

export type CourseLineProps = {
  courseId: string;
  name: string;
  description: string;
  image: string | null;
  durationText: string;
  totalLessons: number;
  /** The list price as the server wrote it. */
  priceText: string;
  /** What the buyer pays for it. */
  payablePriceText: string;
  /** The payable is below the list price: the list price is shown struck through. */
  hasDiscount: boolean;
  headingOrder?: 2 | 3;
  /** Small marks under the name (an applied code, "not on sale"). */
  badges?: ReactNode;
  /** Controls under the line (code entry, removal). */
  children?: ReactNode;
};

/**
 * One course of a basket or an order: cover, name linking to the course, description, duration,
 * lessons, price and payable price.
 */
export function CourseLine({
  courseId,
  name,
  description,
  image,
  durationText,
  totalLessons,
  priceText,
  payablePriceText,
  hasDiscount,
  headingOrder = 2,
  badges,
  children,
}: CourseLineProps) {
  return (
    <Stack gap="sm">
      <div className={classes.line}>
        {/* The name next to it is the link a keyboard or a screen reader uses; the cover is a second way to click. */}
        <Link to={paths.course(courseId)} className={classes.image} tabIndex={-1} aria-hidden="true">
          <CourseImage src={image} ratio={16 / 9} />
        </Link>

        <Stack gap={6} className={classes.body}>
          <Title order={headingOrder} size="h4" lh={1.3}>
            <Link to={paths.course(courseId)} className={classes.name}>
              {name}
            </Link>
          </Title>
          <Text size="sm" lineClamp={2}>
            {description}
          </Text>
          <Group gap="md" wrap="wrap">
            <Group gap={4} wrap="nowrap">
              <IconClock size={16} aria-hidden="true" />
              <Text size="sm">{durationText}</Text>
            </Group>
            <Group gap={4} wrap="nowrap">
              <IconBook2 size={16} aria-hidden="true" />
              <Text size="sm">{`${totalLessons} ders`}</Text>
            </Group>
          </Group>
          {badges && (
            <Group gap="xs" wrap="wrap">
              {badges}
            </Group>
          )}
        </Stack>

        <Box className={classes.price}>
          {hasDiscount && (
            <Text size="sm" c="dimmed" td="line-through" data-testid="list-price">
              <VisuallyHidden>Liste fiyatı: </VisuallyHidden>
              {priceText}
            </Text>
          )}
          <Text fw={700} size="lg" c="indigo.9" data-testid="payable-price">
            {hasDiscount && <VisuallyHidden>İndirimli fiyat: </VisuallyHidden>}
            {payablePriceText}
          </Text>
        </Box>
      </div>
      {children}
    </Stack>
  );
}
