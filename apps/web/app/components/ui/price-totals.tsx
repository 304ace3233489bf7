import { discountPercent, liraToKurus } from '@kampus/contract';
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type PriceTotalsProps = {
  /** Sum of the list prices, lira. */
  totalPrice: number;
  /** What the buyer pays, lira. */
  totalDiscountedPrice: number;
  totalPriceText: string;
  totalDiscountText: string;
  totalDiscountedPriceText: string;
  /** Size of the payable total; the order summary prints it smaller than the basket shows it. */
  payableSize?: 'lg' | 'xl';
};

const percentFormat = new Intl.NumberFormat('tr-TR', { style: 'percent', maximumFractionDigits: 0 });

/**
 * Seed 000 §2: round((total − discounted) / total × 100), 100 when the discounted total is 0, hidden (null) when
 * both are equal. The contract's rule works in kuruş, so the lira amounts of the wire are converted exactly first.
 */
export const discountPercentOf = (totalPrice: number, totalDiscountedPrice: number): number | null =>
  discountPercent(liraToKurus(totalPrice), liraToKurus(totalDiscountedPrice));

/** `%20 indirim`, in Turkish percent notation. */
export const discountPercentText = (percent: number) => `${percentFormat.format(percent / 100)} indirim`;

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Group component="div" justify="space-between" align="center" gap="xs" wrap="nowrap">
      <Text component="dt" size="sm">
        {label}
      </Text>
      <Text component="dd" size="sm" fw={600} m={0} ta="right">
        {children}
      </Text>
    </Group>
  );
}

/** The totals of a basket or an order: list total, discount with its percent, and the payable total. */
export function PriceTotals({
  totalPrice,
  totalDiscountedPrice,
  totalPriceText,
  totalDiscountText,
  totalDiscountedPriceText,
  payableSize = 'xl',
}: PriceTotalsProps) {
  const percent = discountPercentOf(totalPrice, totalDiscountedPrice);
  const hasDiscount = totalDiscountedPrice < totalPrice;
  return (
    <Stack component="dl" gap="xs" m={0}>
      <Row label="Toplam Tutar">{totalPriceText}</Row>
      <Row
        label={
          <Group component="span" gap={6} wrap="nowrap">
            İndirim
            {percent !== null && (
              <Badge color="teal.9" variant="filled" size="sm" data-testid="discount-percent">
                {discountPercentText(percent)}
              </Badge>
            )}
          </Group>
        }
      >
        <Text component="span" inherit c={hasDiscount ? 'teal.9' : undefined}>
          {hasDiscount ? `−${totalDiscountText}` : totalDiscountText}
        </Text>
      </Row>
      {/* A rule above the payable total; a list of terms may hold only its rows, so the row carries the line. */}
      <Group
        component="div"
        justify="space-between"
        align="baseline"
        gap="xs"
        wrap="nowrap"
        pt="xs"
        mt={4}
        style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      >
        <Text component="dt" fw={700}>
          Ödenecek Tutar
        </Text>
        <Text component="dd" fw={800} size={payableSize} m={0} c="indigo.9" data-testid="payable-total">
          {totalDiscountedPriceText}
        </Text>
      </Group>
    </Stack>
  );
}
