import { Group, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';

const oneDecimal = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** `4,5 (12)` with a star; a course nobody rated yet says so instead of showing 0. */
export function RatingSummary({ rating, ratingCount }: { rating: number; ratingCount: number }) {
  if (ratingCount === 0)
    return (
      <Text size="sm" c="dimmed">
        Henüz puanlanmadı
      </Text>
    );
  return (
    <Group
      gap={4}
      wrap="nowrap"
      role="img"
      aria-label={`Puan ${oneDecimal.format(rating)} / 5, ${ratingCount} değerlendirme`}
    >
      <IconStarFilled size={16} color="var(--mantine-color-yellow-6)" aria-hidden="true" />
      <Text size="sm" fw={600} aria-hidden="true">
        {oneDecimal.format(rating)}
      </Text>
      <Text size="sm" c="dimmed" aria-hidden="true">
        ({ratingCount})
      </Text>
    </Group>
  );
}

export const formatRating = (rating: number) => oneDecimal.format(rating);
