import type { BasketItem } from '@kampus/contract';
import { Badge, Button, Group, Paper, Stack } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useFetcher } from 'react-router';
import { CourseLine } from '../../../components/ui/course-line.tsx';
import { type BasketActionResult, basketIntents } from '../basket-actions.ts';
import { basketTexts } from '../basket-texts.ts';
import { AppliedCode } from './applied-code.tsx';
import { DiscountCodeForm } from './discount-code-form.tsx';

/** One basket line: the course, its prices, its own discount code and its removal. */
export function BasketItemCard({ item }: { item: BasketItem }) {
  const codeFetcher = useFetcher<BasketActionResult>({ key: `basket-item-code-${item.id}` });
  const removeFetcher = useFetcher<BasketActionResult>({ key: `basket-item-remove-${item.id}` });
  const { course } = item;

  const isRemoving = removeFetcher.state !== 'idle';
  const isCodeBusy = codeFetcher.state !== 'idle';
  const submittedIntent = codeFetcher.formData?.get('intent');
  const codeError =
    codeFetcher.data && !codeFetcher.data.ok && codeFetcher.data.intent === basketIntents.applyItemCode
      ? codeFetcher.data.message
      : null;

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="article"
      aria-label={course.name}
      aria-busy={isRemoving}
      style={{ opacity: isRemoving ? 0.6 : 1 }}
      data-testid="basket-item"
    >
      <CourseLine
        courseId={course.id}
        name={course.name}
        description={course.description}
        image={course.image}
        durationText={course.durationText}
        totalLessons={course.totalLessons}
        priceText={item.priceText}
        payablePriceText={item.payablePriceText}
        hasDiscount={item.hasDiscount}
        badges={
          !item.isAvailable && (
            <Badge color="red.8" variant="filled">
              {basketTexts.notAvailable}
            </Badge>
          )
        }
      >
        <Stack gap="xs">
          {item.discountCodeId && item.discountCode ? (
            <AppliedCode
              code={item.discountCode}
              isRemoving={isCodeBusy && submittedIntent === basketIntents.removeItemCode}
              onRemove={() =>
                codeFetcher.submit(
                  { intent: basketIntents.removeItemCode, basketDetailId: item.id },
                  { method: 'post' },
                )
              }
            />
          ) : (
            <DiscountCodeForm
              label={basketTexts.itemCodeLabel}
              accessibleLabel={`${basketTexts.itemCodeLabel}: ${course.name}`}
              applyLabel={basketTexts.applyItemCodeLabel(course.name)}
              isSubmitting={isCodeBusy}
              error={codeError}
              onApply={(discountCode) =>
                codeFetcher.submit(
                  { intent: basketIntents.applyItemCode, basketItemId: item.id, discountCode },
                  { method: 'post' },
                )
              }
            />
          )}
          <Group justify="flex-end">
            <Button
              variant="subtle"
              color="gray"
              c="red.9"
              size="compact-sm"
              leftSection={<IconTrash size={16} aria-hidden="true" />}
              loading={isRemoving}
              onClick={() =>
                removeFetcher.submit(
                  { intent: basketIntents.removeItem, basketDetailId: item.id },
                  { method: 'post' },
                )
              }
              aria-label={basketTexts.removeItemLabel(course.name)}
            >
              {basketTexts.removeItem}
            </Button>
          </Group>
        </Stack>
      </CourseLine>
    </Paper>
  );
}
