import { formatMoney } from '@kampus/contract';
import { Group, Text, type TextProps, VisuallyHidden } from '@mantine/core';

export type PriceProps = {
  /** The list price as the server wrote it (`₺1.299,90` or `Ücretsiz`). */
  priceText: string;
  /** Regular price in lira. */
  price: number;
  /** Discounted price in lira; 0 means none. */
  discountedPrice: number;
  size?: TextProps['size'];
};

/** The list price, with the regular price struck through when a discount lowers it. */
export function Price({ priceText, price, discountedPrice, size = 'lg' }: PriceProps) {
  const isDiscounted = discountedPrice > 0 && discountedPrice < price;
  return (
    <Group gap={6} align="baseline" style={{ rowGap: 0 }}>
      <Text fw={700} size={size} c="indigo.9">
        {priceText}
      </Text>
      {isDiscounted && (
        <Text size="sm" c="dimmed" td="line-through">
          <VisuallyHidden>Önceki fiyat: </VisuallyHidden>
          {formatMoney(price)}
        </Text>
      )}
    </Group>
  );
}
