import { type CourseRatings, formatDate, type MyRating, RatingInputSchema } from '@kampus/contract';
import {
  Alert,
  Button,
  Divider,
  Group,
  Input,
  Pagination,
  Paper,
  Rating,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useId } from 'react';
import { formatRating } from '../../../components/ui/rating-summary.tsx';
import { fieldRule } from '../../../lib/forms.ts';

export type RatingValues = { rating: number; comment: string };

/** What the course page's action answers to a rating. */
export type RateResult = { intent: 'rate'; ok: boolean; formError?: string; fields?: Record<string, string> };

export const RATE = 'rate';

type CourseRatingsSectionProps = {
  ratings: CourseRatings;
  /** Only a learner who owns the course may rate it. */
  canRate: boolean;
  result: RateResult | undefined;
  isSubmitting: boolean;
  onSubmit: (values: RatingValues) => void;
  onPageChange: (page: number) => void;
};

/** Ratings of a course: average, count, the newest reviews page by page, and the owner's own rating form. */
export function CourseRatingsSection({
  ratings,
  canRate,
  result,
  isSubmitting,
  onSubmit,
  onPageChange,
}: CourseRatingsSectionProps) {
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Değerlendirmeler
      </Title>

      <Group gap="md" align="center">
        <Text fz={40} fw={800} lh={1} c="indigo.9" aria-hidden="true">
          {ratings.ratingCount > 0 ? formatRating(ratings.rating) : '–'}
        </Text>
        <Stack gap={2}>
          <Rating
            value={ratings.rating}
            fractions={4}
            readOnly
            role="img"
            aria-label={
              ratings.ratingCount > 0
                ? `5 üzerinden ${formatRating(ratings.rating)} puan`
                : 'Henüz puan verilmedi'
            }
          />
          <Text size="sm" c="dimmed">
            {ratings.ratingCount > 0 ? `${ratings.ratingCount} değerlendirme` : 'Henüz değerlendirme yok'}
          </Text>
        </Stack>
      </Group>

      {canRate && (
        <OwnRatingForm
          // A saved rating comes back from the server: the form starts again from it.
          key={ratings.myRating?.updatedAt ?? 'new'}
          myRating={ratings.myRating}
          result={result}
          isSubmitting={isSubmitting}
          onSubmit={onSubmit}
        />
      )}

      {ratings.items.length > 0 && (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Yorumlar">
          {ratings.items.map((item, index) => (
            <li key={item.id}>
              {index > 0 && <Divider my="sm" />}
              <Stack gap={4}>
                <Group justify="space-between" gap="xs">
                  <Text fw={600}>{item.userName}</Text>
                  <Text size="sm" c="dimmed">
                    {formatDate(item.createdAt)}
                  </Text>
                </Group>
                <Rating
                  value={item.rating}
                  readOnly
                  size="sm"
                  role="img"
                  aria-label={`5 üzerinden ${item.rating} puan`}
                />
                {item.comment && (
                  <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                    {item.comment}
                  </Text>
                )}
              </Stack>
            </li>
          ))}
        </Stack>
      )}

      {ratings.totalPageCount > 1 && (
        <Pagination
          total={ratings.totalPageCount}
          value={ratings.currentPage}
          onChange={onPageChange}
          size="sm"
          getItemProps={(page) => ({ 'aria-label': `Yorumlar, sayfa ${page}` })}
          getControlProps={(control) => ({
            'aria-label':
              control === 'previous'
                ? 'Önceki yorumlar'
                : control === 'next'
                  ? 'Sonraki yorumlar'
                  : control === 'first'
                    ? 'İlk sayfa'
                    : 'Son sayfa',
          })}
        />
      )}
    </Stack>
  );
}

const ratingRules = {
  rating: fieldRule(RatingInputSchema.shape.rating),
  comment: fieldRule(RatingInputSchema.shape.comment),
};

function OwnRatingForm({
  myRating,
  result,
  isSubmitting,
  onSubmit,
}: {
  myRating: MyRating | null;
  result: RateResult | undefined;
  isSubmitting: boolean;
  onSubmit: (values: RatingValues) => void;
}) {
  const labelId = useId();
  const form = useForm<RatingValues>({
    mode: 'controlled',
    initialValues: { rating: myRating?.rating ?? 0, comment: myRating?.comment ?? '' },
    validate: ratingRules,
  });
  const failure = result && !result.ok ? result : undefined;
  const ratingError = form.errors.rating ?? failure?.fields?.rating;

  return (
    <Paper withBorder radius="md" p="md" bg="gray.0">
      <form noValidate onSubmit={form.onSubmit(onSubmit)} aria-busy={isSubmitting}>
        <Stack gap="sm">
          <Title order={3} size="h5">
            {myRating ? 'Değerlendirmen' : 'Bu kursu değerlendir'}
          </Title>
          {failure?.formError && (
            <Alert color="red" variant="light" role="alert">
              {failure.formError}
            </Alert>
          )}
          <Input.Wrapper labelElement="div" label="Puanın" id={labelId} error={ratingError} withAsterisk>
            <Rating
              size="lg"
              mt={4}
              role="radiogroup"
              aria-labelledby={`${labelId}-label`}
              aria-describedby={ratingError ? `${labelId}-error` : undefined}
              getSymbolLabel={(value) => (value === 0 ? 'Puan yok' : `${value} yıldız`)}
              value={form.values.rating}
              onChange={(value) => form.setFieldValue('rating', value)}
            />
          </Input.Wrapper>
          <Textarea
            label="Yorumun (isteğe bağlı)"
            autosize
            minRows={3}
            maxRows={8}
            maxLength={2000}
            {...form.getInputProps('comment')}
            error={form.errors.comment ?? failure?.fields?.comment}
          />
          <Group justify="flex-end">
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting
                ? '1 dakika canım'
                : myRating
                  ? 'Değerlendirmeyi güncelle'
                  : 'Değerlendirmeyi gönder'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

export function RatingsSkeleton() {
  return (
    <Stack gap="sm" aria-hidden="true">
      <Skeleton height={28} width={200} />
      <Skeleton height={40} width={160} />
      <Skeleton height={14} />
      <Skeleton height={14} width="80%" />
      <Skeleton height={14} width="60%" />
    </Stack>
  );
}
