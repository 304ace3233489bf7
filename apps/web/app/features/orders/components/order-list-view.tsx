import {
  formatDate,
  labelOf,
  type OrderListItem,
  OrderStatus,
  orderStatusLabels,
  type Paged,
  PaymentType,
  paymentTypeLabels,
} from '@kampus/contract';
import { Alert, Anchor, Badge, Button, Group, Modal, Select, Stack, Table, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { AdminList, useAdminList } from '../../../components/ui/admin-list.tsx';
import { AdminPageHeader } from '../../../components/ui/admin-page-header.tsx';
import { ResponsiveTable } from '../../../components/ui/responsive-table.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { setOrderStatus } from '../order-desk-api.ts';
import { orderDeskTexts as adminTexts } from '../order-desk-texts.ts';

const texts = adminTexts.orders;

/** AA contrast: dark text on yellow for Bekliyor, white on dark teal and red for the others. */
const statusColors: Record<number, string> = {
  [OrderStatus.Pending]: 'yellow.4',
  [OrderStatus.Completed]: 'teal.9',
  [OrderStatus.Cancelled]: 'red.9',
};

const statusOptions = [
  { value: '', label: texts.all },
  ...[OrderStatus.Pending, OrderStatus.Completed, OrderStatus.Cancelled].map((status) => ({
    value: String(status),
    label: orderStatusLabels[status],
  })),
];

/** The status filter from the address: 0, 1 or 2, else every order. */
export const orderStatusFrom = (value: string | null): OrderStatus | null => {
  const status = Number(value);
  return value !== null && value !== '' && (Object.values(OrderStatus) as number[]).includes(status)
    ? (status as OrderStatus)
    : null;
};

type Decision = { order: OrderListItem; status: typeof OrderStatus.Completed | typeof OrderStatus.Cancelled };

/**
 * The order desk: every order newest first, a status filter and a search, and for a pending
 * (bank-transfer) order 'Onayla' — the money arrived, the buyer is enrolled — or 'İptal Et', each after a question.
 */
export function OrderListView({ data, loadError }: { data: Paged<OrderListItem>; loadError: string | null }) {
  const { list, listProps } = useAdminList(data, loadError, texts);
  const status = orderStatusFrom(list.params.get('status'));
  const revalidator = useRevalidator();
  const [decision, setDecision] = useState<Decision | null>(null);
  const [shown, setShown] = useState<Decision | null>(null);
  const [isSaving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const ask = (next: Decision) => {
    setDecision(next);
    setShown(next);
    setError(null);
  };
  const close = () => {
    setDecision(null);
    setError(null);
    setSaving(false);
  };
  const confirm = async () => {
    if (!decision || isSaving) return;
    setSaving(true);
    setError(null);
    try {
      await setOrderStatus(decision.order.id, decision.status);
      close();
      void revalidator.revalidate();
    } catch (caught) {
      setSaving(false);
      setError(isApiError(caught) && caught.errorMessage ? caught.errorMessage : texts.actionFailed);
    }
  };

  const isCompleting = shown?.status === OrderStatus.Completed;

  return (
    <Stack gap="lg">
      <AdminPageHeader title={texts.title} subtitle={texts.subtitle} />
      <AdminList
        {...listProps}
        isFiltered={list.search !== '' || status !== null}
        onClearFilters={() => list.clearFilters('status')}
        filters={
          <Select
            label={texts.statusFilter}
            data={statusOptions}
            value={status === null ? '' : String(status)}
            onChange={(value) => list.setFilter('status', value ?? '')}
            allowDeselect={false}
            w={{ base: '100%', xs: 200 }}
            comboboxProps={{ withinPortal: true }}
          />
        }
      >
        <ResponsiveTable aria-label={texts.title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{texts.orderNumber}</Table.Th>
              <Table.Th>{texts.user}</Table.Th>
              <Table.Th>{texts.date}</Table.Th>
              <Table.Th>{texts.total}</Table.Th>
              <Table.Th>{texts.status}</Table.Th>
              <Table.Th>{adminTexts.actions}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.items.map((order) => (
              <Table.Tr key={order.id} data-testid="order-row">
                <Table.Td data-label={texts.orderNumber}>
                  <Stack gap={0}>
                    <Anchor
                      component={Link}
                      to={paths.orderSummary(order.id)}
                      size="sm"
                      fw={600}
                      ff="monospace"
                      // KMP-20261121-7Q4K2M is read and typed as one word: never broken at its hyphens.
                      style={{ whiteSpace: 'nowrap' }}
                      aria-label={texts.viewLabel(order.orderNumber)}
                    >
                      {order.orderNumber}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {texts.itemCount(order.itemCount)}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td data-label={texts.user}>
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600}>
                      {order.user.fullName}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'break-word' }}>
                      {order.user.email}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td data-label={texts.date}>
                  <Text size="sm">{formatDate(order.createDate)}</Text>
                </Table.Td>
                <Table.Td data-label={texts.total}>
                  <Stack gap={0}>
                    <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {order.totalText}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {labelOf(paymentTypeLabels, order.paymentType, 'Bilinmiyor')}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td data-label={texts.status}>
                  <Badge
                    color={statusColors[order.status] ?? 'gray.7'}
                    variant="filled"
                    autoContrast
                    radius="sm"
                    miw="max-content"
                    data-testid="order-status"
                  >
                    {labelOf(orderStatusLabels, order.status, 'Bilinmiyor')}
                  </Badge>
                </Table.Td>
                <Table.Td data-label={adminTexts.actions}>
                  {order.status === OrderStatus.Pending && order.paymentType === PaymentType.CreditCard ? (
                    <Text size="sm" c="dimmed">
                      {texts.settledByProvider}
                    </Text>
                  ) : order.status === OrderStatus.Pending ? (
                    <Group gap={6} wrap="nowrap">
                      <Button
                        size="xs"
                        color="teal.9"
                        leftSection={<IconCheck size={14} aria-hidden="true" />}
                        aria-label={texts.completeLabel(order.orderNumber)}
                        onClick={() => ask({ order, status: OrderStatus.Completed })}
                      >
                        {texts.complete}
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        color="red.9"
                        leftSection={<IconX size={14} aria-hidden="true" />}
                        aria-label={texts.cancelLabel(order.orderNumber)}
                        onClick={() => ask({ order, status: OrderStatus.Cancelled })}
                      >
                        {texts.cancel}
                      </Button>
                    </Group>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {texts.noActions}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      </AdminList>
      <Modal
        opened={decision !== null}
        onClose={close}
        centered
        title={
          <Text component="span" fw={700}>
            {isCompleting ? texts.completeTitle : texts.cancelTitle}
          </Text>
        }
        closeButtonProps={{ 'aria-label': 'Kapat' }}
        closeOnClickOutside={!isSaving}
        closeOnEscape={!isSaving}
      >
        <Stack gap="md">
          <Text size="sm">
            {shown
              ? isCompleting
                ? texts.completeText(
                    shown.order.orderNumber,
                    shown.order.user.fullName,
                    shown.order.totalText,
                  )
                : texts.cancelText(shown.order.orderNumber)
              : null}
          </Text>
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={isSaving}>
              {texts.keep}
            </Button>
            <Button
              color={isCompleting ? 'teal.9' : 'red.9'}
              onClick={() => void confirm()}
              loading={isSaving}
            >
              {isCompleting ? texts.complete : texts.cancel}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
