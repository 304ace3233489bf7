import {
  type DiscountCode,
  DiscountType,
  discountTypeLabels,
  formatAmount,
  formatDate,
  formatLiraNumber,
  labelOf,
} from '@kampus/contract';
import { Badge, Table, Text } from '@mantine/core';

/** `%20` for a percentage, `₺50,00` for an amount, '—' for Free (it has no value). */
export const discountValueText = (code: Pick<DiscountCode, 'type' | 'discountValue'>): string => {
  if (code.type === DiscountType.Percentage) return `%${formatLiraNumber(code.discountValue)}`;
  if (code.type === DiscountType.Free) return '—';
  return formatAmount(code.discountValue);
};

type CellTexts = {
  code: string;
  type: string;
  value: string;
  period: string;
  status: string;
  active: string;
  expired: string;
};

/** The code itself, in its own cell, as the lecturer list puts the course right after it. */
export function DiscountCodeCodeCell({
  code,
  texts,
}: {
  code: DiscountCode;
  texts: Pick<CellTexts, 'code'>;
}) {
  return (
    <Table.Td data-label={texts.code}>
      <Text fw={700} size="sm" ff="monospace">
        {code.code}
      </Text>
    </Table.Td>
  );
}

/** The cells both discount-code lists show after the code: type, value, period and Aktif / Süresi Doldu. */
export function DiscountCodeTermCells({ code, texts }: { code: DiscountCode; texts: CellTexts }) {
  return (
    <>
      <Table.Td data-label={texts.type}>
        <Text size="sm">{labelOf(discountTypeLabels, code.type, 'Bilinmiyor')}</Text>
      </Table.Td>
      <Table.Td data-label={texts.value}>
        <Text size="sm">{discountValueText(code)}</Text>
      </Table.Td>
      <Table.Td data-label={texts.period}>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDate(code.startDate)} – {formatDate(code.endDate)}
        </Text>
      </Table.Td>
      <Table.Td data-label={texts.status}>
        <Badge color={code.isActive ? 'teal.9' : 'gray.7'} variant="filled" radius="sm" miw="max-content">
          {code.isActive ? texts.active : texts.expired}
        </Badge>
      </Table.Td>
    </>
  );
}
