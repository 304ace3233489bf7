import { labelOf, orderStatusLabels } from '@kampus/contract';
import { Badge, type BadgeProps } from '@mantine/core';
import { orderStatusColors } from '../order-texts.ts';

/** Seed 000 §3: Bekliyor, Tamamlandı, İptal Edildi; an unknown status reads 'Unknown'. */
export function OrderStatusBadge({ status, ...props }: { status: number } & Omit<BadgeProps, 'color'>) {
  return (
    <Badge
      color={orderStatusColors[status] ?? 'gray.7'}
      variant="filled"
      autoContrast
      data-testid="order-status"
      {...props}
    >
      {labelOf(orderStatusLabels, status)}
    </Badge>
  );
}
