import type { OrderSummary } from '@kampus/contract';
import { Paper, Stack, Title } from '@mantine/core';
import { formatOrderDate, orderTexts } from '../order-texts.ts';
import { InfoList } from './info-list.tsx';

/** For admins: when, from where and to which version of the sale documents the buyer agreed (CONTRACT.md §13). */
export function SaleAcceptance({ acceptance }: { acceptance: NonNullable<OrderSummary['acceptance']> }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="acceptance" data-no-print>
      <Stack gap="sm">
        <Title order={2} size="h4" id="acceptance">
          {orderTexts.acceptanceTitle}
        </Title>
        <InfoList
          rows={[
            { label: orderTexts.acceptanceVersion, value: acceptance.documentVersion },
            { label: orderTexts.acceptanceAt, value: formatOrderDate(acceptance.acceptedAt) },
            {
              label: orderTexts.acceptanceWaiver,
              value: acceptance.waiveWithdrawal ? orderTexts.acceptanceWaived : '—',
            },
            { label: orderTexts.acceptanceAddress, value: acceptance.ipAddress },
            { label: orderTexts.acceptanceUserAgent, value: acceptance.userAgent ?? '—' },
          ]}
        />
      </Stack>
    </Paper>
  );
}
