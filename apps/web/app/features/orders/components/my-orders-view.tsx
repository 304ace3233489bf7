import type { AwaitingTransfer, MyOrders, OrderListItem } from '@kampus/contract';
import { Alert, Anchor, Button, EmptyState, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconClock, IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Pager } from '../../../components/ui/pager.tsx';
import { paths } from '../../../config/paths.ts';
import { formatOrderDate, orderTexts, myOrdersTexts as texts } from '../order-texts.ts';
import { BankTransferDetails } from './bank-transfer-details.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';

/** Order number and date, the number kept on one line (it is read out and typed into bank forms). */
function OrderHeading({ order, headingOrder }: { order: OrderListItem; headingOrder: 2 | 3 }) {
  return (
    <Stack gap={2} miw={0}>
      <Title order={headingOrder} size="h5">
        <Text component="span" inherit ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {order.orderNumber}
        </Text>
      </Title>
      <Text size="sm" c="dimmed">
        <time dateTime={order.createDate}>{formatOrderDate(order.createDate)}</time>
      </Text>
    </Stack>
  );
}

/** A bank transfer still waiting for the money: how much, where to, the reference, and until when. */
function AwaitingOrder({ order }: { order: AwaitingTransfer }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="li" data-testid="awaiting-order">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <OrderHeading order={order} headingOrder={3} />
          <OrderStatusBadge status={order.status} />
        </Group>
        {order.payBy && (
          <Alert color="yellow" variant="light" icon={<IconClock size={20} aria-hidden="true" />} p="sm">
            <Text size="sm" data-testid="pay-by">
              {orderTexts.payBy(formatOrderDate(order.payBy))}
            </Text>
          </Alert>
        )}
        <BankTransferDetails bank={order.bankDetails} amountText={order.totalText} headingOrder={4} />
        <Button
          component={Link}
          to={paths.orderSummary(order.id)}
          variant="light"
          w={{ base: '100%', xs: 'fit-content' }}
          rightSection={<IconArrowRight size={16} aria-hidden="true" />}
          aria-label={texts.viewSummaryLabel(order.orderNumber)}
        >
          {texts.viewSummary}
        </Button>
      </Stack>
    </Paper>
  );
}

/** One order of the full list: number, date, status, payment type, course count, total and its summary. */
function OrderRow({ order }: { order: OrderListItem }) {
  return (
    <Paper withBorder radius="md" p="md" component="li" data-testid="order-row">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <OrderHeading order={order} headingOrder={3} />
        <Group gap="sm" wrap="wrap" align="center">
          <OrderStatusBadge status={order.status} />
          <Text size="sm">{order.paymentTypeText}</Text>
          <Text size="sm" c="dimmed">
            {texts.courseCount(order.itemCount)}
          </Text>
          <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
            <Text component="span" size="sm" c="dimmed" fw={400}>
              {`${texts.total}: `}
            </Text>
            {order.totalText}
          </Text>
          <Anchor
            component={Link}
            to={paths.orderSummary(order.id)}
            size="sm"
            fw={600}
            aria-label={texts.viewSummaryLabel(order.orderNumber)}
          >
            {texts.viewSummary}
          </Anchor>
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * 'Siparişlerim': bank transfers still waiting for the money first, with everything needed to pay them (they are
 * otherwise only on the summary page), then every order of the learner, newest first, a page at a time.
 */
export function MyOrdersView({ orders, onPage }: { orders: MyOrders; onPage: (page: number) => void }) {
  const listStyle = { listStyle: 'none', margin: 0, padding: 0 };
  return (
    <Stack gap="xl">
      <div>
        <Title order={1}>{texts.title}</Title>
        <Text c="dimmed">{texts.intro}</Text>
      </div>

      {orders.awaitingPayment.length > 0 && (
        <Stack component="section" aria-labelledby="awaiting-orders" gap="md">
          <Title order={2} size="h3" id="awaiting-orders">
            {texts.awaitingTitle}
          </Title>
          <Stack component="ul" gap="md" style={listStyle}>
            {orders.awaitingPayment.map((order) => (
              <AwaitingOrder key={order.id} order={order} />
            ))}
          </Stack>
        </Stack>
      )}

      <Stack component="section" aria-labelledby="all-orders" gap="md">
        <Title order={2} size="h3" id="all-orders">
          {texts.allTitle}
        </Title>
        {orders.totalItemCount === 0 ? (
          <Paper withBorder radius="md" py="xl" px="md">
            <EmptyState icon={<IconReceipt size={32} aria-hidden="true" />} title={texts.emptyTitle}>
              <Text c="dimmed" size="sm">
                {texts.emptyText}
              </Text>
              <Button component={Link} to={paths.courses} mt="sm">
                {texts.explore}
              </Button>
            </EmptyState>
          </Paper>
        ) : (
          <Stack component="ul" gap="sm" style={listStyle}>
            {orders.items.map((order) => (
              <OrderRow key={order.id} order={order} />
            ))}
          </Stack>
        )}
        <Pager
          page={orders.currentPage}
          totalPages={orders.totalPageCount}
          onChange={onPage}
          label={texts.pages}
        />
      </Stack>
    </Stack>
  );
}

/** Stand-in while the orders load. */
export function MyOrdersSkeleton() {
  return (
    <Stack gap="xl" aria-busy="true" aria-label={texts.loading}>
      <Title order={1}>{texts.title}</Title>
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} h={72} radius="md" />
      ))}
    </Stack>
  );
}
