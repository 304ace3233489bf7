import type { OrderSummary } from '@kampus/contract';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { orderTexts } from '../order-texts.ts';
import { CopyValue } from './copy-value.tsx';

type BankDetails = NonNullable<OrderSummary['bankDetails']>;

function Field({ label, children, copy }: { label: string; children: ReactNode; copy?: string }) {
  return (
    <Stack gap={2} component="div">
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Group component="dd" m={0} gap="xs" wrap="nowrap" justify="space-between">
        <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
          {children}
        </Text>
        {copy && <CopyValue value={copy} what={label} />}
      </Group>
    </Stack>
  );
}

/**
 * Where a bank-transfer buyer sends the money: bank, account holder, IBAN and the reference to
 * write in the transfer's description, with copy buttons, and who confirms the payment.
 */
export function BankTransferDetails({
  bank,
  amountText,
  headingOrder = 2,
  forPayer = false,
}: {
  bank: BankDetails;
  amountText: string;
  /** A parent paying for a child's courses reads that the courses open in the child's account. */
  forPayer?: boolean;
  /** 2 on the summary page; deeper where the details sit inside an order of a list. */
  headingOrder?: 2 | 3 | 4;
}) {
  // The orders page shows several of these: each needs its own heading id.
  const headingId = useId();
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={headingId}
    >
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap">
          <IconBuildingBank size={22} aria-hidden="true" />
          <Title order={headingOrder} size="h4" id={headingId}>
            {orderTexts.bankTitle}
          </Title>
        </Group>
        <Stack component="dl" gap="sm" m={0}>
          <Field label={orderTexts.amount}>{amountText}</Field>
          <Field label={orderTexts.bankName}>{bank.bankName}</Field>
          <Field label={orderTexts.accountHolder}>{bank.accountHolder}</Field>
          {/* Banking apps take the IBAN with or without spaces; the shown one keeps the groups for reading aloud. */}
          <Field label={orderTexts.iban} copy={bank.iban.replace(/\s+/g, '')}>
            <Text component="span" inherit ff="monospace" data-testid="iban">
              {bank.iban}
            </Text>
          </Field>
          <Field label={orderTexts.reference} copy={bank.reference}>
            <Text component="span" inherit ff="monospace" data-testid="transfer-reference">
              {bank.reference}
            </Text>
          </Field>
        </Stack>
        <Text size="sm">{forPayer ? orderTexts.payerAdminConfirms : orderTexts.adminConfirms}</Text>
      </Stack>
    </Paper>
  );
}
