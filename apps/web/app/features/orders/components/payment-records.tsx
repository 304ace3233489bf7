import { OrderStatus, type OrderSummary, type PaymentExchangeRecord } from '@kampus/contract';
import {
  Accordion,
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { fetchPaymentExchanges, refundOrder } from '../order-desk-api.ts';
import { orderDeskTexts } from '../order-desk-texts.ts';
import { formatOrderDate } from '../order-texts.ts';

const t = orderDeskTexts.payment;

/**
 * For admins, on a card order's summary (CONTRACT.md §13): every exchange with the payment provider, oldest first,
 * as stored without secrets, and the full refund of a completed order through the provider.
 */
export function PaymentRecords({ summary }: { summary: OrderSummary }) {
  const [records, setRecords] = useState<PaymentExchangeRecord[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [isRefundOpen, setRefundOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [refundError, setRefundError] = useState<string | null>(null);
  const [isRefunding, setRefunding] = useState(false);
  const revalidator = useRevalidator();
  const { id, status, refundedAt } = summary;

  // Read again whenever the order changes (a refund adds its exchange).
  // biome-ignore lint/correctness/useExhaustiveDependencies: status and refundedAt are the reasons to read again
  useEffect(() => {
    const controller = new AbortController();
    fetchPaymentExchanges(id, controller.signal).then(setRecords, (error: unknown) => {
      if (!controller.signal.aborted) setLoadError(isApiError(error) ? error.message : t.loadFailed);
    });
    return () => controller.abort();
  }, [id, status, refundedAt]);

  const refund = () => {
    setRefunding(true);
    setRefundError(null);
    refundOrder(id, reason)
      .then(() => {
        setRefundOpen(false);
        revalidator.revalidate();
      })
      .catch((error: unknown) => setRefundError(isApiError(error) ? error.message : t.loadFailed))
      .finally(() => setRefunding(false));
  };

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="payment-records"
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="payment-records">
            {t.title}
          </Title>
          {status === OrderStatus.Completed && !refundedAt && (
            <Button
              color="red"
              variant="light"
              leftSection={<IconReceiptRefund size={18} aria-hidden="true" />}
              onClick={() => setRefundOpen(true)}
            >
              {t.refund}
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t.description}
        </Text>
        {loadError && (
          <Alert color="red" variant="light">
            {loadError}
          </Alert>
        )}
        {!records && !loadError && <Loader size="sm" aria-label={t.title} />}
        {records && records.length === 0 && <Text size="sm">{t.empty}</Text>}
        {records && records.length > 0 && (
          <Accordion variant="separated" data-testid="payment-exchanges">
            {records.map((r) => {
              const kind = t.kinds[r.kind] ?? r.kind;
              return (
                <Accordion.Item key={r.id} value={r.id}>
                  <Accordion.Control aria-label={t.show(kind)}>
                    <Group gap="xs" wrap="wrap">
                      <Badge variant="light" color={r.error ? 'red' : 'indigo'}>
                        {kind}
                      </Badge>
                      <Text size="sm" component="time" dateTime={r.createdAt}>
                        {formatOrderDate(r.createdAt)}
                      </Text>
                    </Group>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <Stack gap="xs">
                      <Text size="sm" fw={700}>
                        {t.request}
                      </Text>
                      <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                        {JSON.stringify(r.request, null, 2)}
                      </Code>
                      <Text size="sm" fw={700}>
                        {t.response}
                      </Text>
                      <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                        {r.response === null
                          ? (r.error ?? t.noResponse)
                          : JSON.stringify(r.response, null, 2)}
                      </Code>
                    </Stack>
                  </Accordion.Panel>
                </Accordion.Item>
              );
            })}
          </Accordion>
        )}
      </Stack>

      <Modal
        opened={isRefundOpen}
        onClose={() => {
          if (!isRefunding) setRefundOpen(false);
        }}
        title={t.refundTitle}
        centered
        closeButtonProps={{ 'aria-label': 'Kapat' }}
      >
        <Stack gap="md">
          <Text size="sm">{t.refundText(summary.orderNumber, summary.totalDiscountedPriceText)}</Text>
          <Textarea
            label={t.reasonLabel}
            placeholder={t.reasonPlaceholder}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            minLength={3}
            maxLength={500}
            required
            autosize
            minRows={2}
          />
          {refundError && (
            <Alert color="red" variant="light" role="alert">
              {refundError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRefundOpen(false)} disabled={isRefunding}>
              {t.keep}
            </Button>
            <Button color="red" onClick={refund} loading={isRefunding} disabled={reason.trim().length < 3}>
              {t.confirmRefund}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
