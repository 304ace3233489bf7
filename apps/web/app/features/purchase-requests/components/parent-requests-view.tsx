import type { PurchaseApproval, PurchaseRequest } from '@kampus/contract';
import { Badge, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconCheck, IconInbox, IconReceipt, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { statusColor, purchaseRequestTexts as t } from '../purchase-request-texts.ts';
import { ApproveDialog } from './approve-dialog.tsx';
import { DeclineDialog } from './decline-dialog.tsx';

const nameOf = (r: PurchaseRequest) => `${r.child.name} ${r.child.surname}`;

function Heading() {
  return (
    <div>
      <Title order={1}>{t.title}</Title>
      <Text c="dimmed">{t.subtitle}</Text>
    </div>
  );
}

/** One request: the child, its status and date, the courses with prices and the total, the note; the decisions. */
function RequestCard({
  request,
  onApprove,
  onDecline,
}: {
  request: PurchaseRequest;
  onApprove: () => void;
  onDecline: () => void;
}) {
  const name = nameOf(request);
  const titleId = `request-${request.id}`;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Title order={2} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            <Text size="sm" c="dimmed">
              {t.sentAt(request.createdAt)}
            </Text>
          </div>
          <Badge
            color={statusColor[request.status]}
            variant="filled"
            autoContrast
            data-testid="request-status"
          >
            {t.status(request.status)}
          </Badge>
        </Group>
        <Table verticalSpacing={4} horizontalSpacing={0} aria-label={`${t.courses}: ${name}`}>
          <Table.Tbody>
            {request.items.map((item) => (
              <Table.Tr key={item.courseId}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{item.name}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {item.priceText}
                </Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th scope="row">{t.total}</Table.Th>
              <Table.Td ta="right" fw={700} data-testid="request-total" style={{ whiteSpace: 'nowrap' }}>
                {request.totalText}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        {request.note && (
          <Text size="sm">
            <Text span fw={600}>{`${t.note}: `}</Text>
            {request.note}
          </Text>
        )}
        {request.declineReason && (
          <Text size="sm">
            <Text span fw={600}>{`${t.declineReason}: `}</Text>
            {request.declineReason}
          </Text>
        )}
        {request.status === 'Pending' && (
          <Group gap="sm" grow preventGrowOverflow={false}>
            <Button
              leftSection={<IconCheck size={18} aria-hidden="true" />}
              onClick={onApprove}
              aria-label={t.approveFor(name)}
            >
              {t.approve}
            </Button>
            <Button
              variant="outline"
              color="red.9"
              leftSection={<IconX size={18} aria-hidden="true" />}
              onClick={onDecline}
              aria-label={t.declineFor(name)}
            >
              {t.decline}
            </Button>
          </Group>
        )}
        {request.orderId && (
          <Button
            component={Link}
            to={paths.orderSummary(request.orderId)}
            variant="light"
            leftSection={<IconReceipt size={18} aria-hidden="true" />}
          >
            {t.viewOrder}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The parent's requests page (`/parent/requests`, CONTRACT.md §12): every request of the linked children, newest
 * first, with Approve and Decline on the waiting ones. After a bank-transfer approval `onApproved` opens the order's
 * summary, where the bank details are.
 */
export function ParentRequestsView({
  requests,
  onApproved,
  onDeclined,
}: {
  requests: PurchaseRequest[];
  onApproved: (approval: PurchaseApproval, request: PurchaseRequest) => void;
  onDeclined: () => void;
}) {
  const [approving, setApproving] = useState<PurchaseRequest | null>(null);
  const [declining, setDeclining] = useState<PurchaseRequest | null>(null);
  return (
    <Stack gap="lg">
      <Heading />
      {requests.length === 0 ? (
        <Paper withBorder radius="md" p="xl" data-testid="empty-state">
          <Stack align="center" gap="sm" ta="center">
            <IconInbox size={40} stroke={1.4} aria-hidden="true" color="var(--mantine-color-gray-6)" />
            <Text fw={600}>{t.emptyTitle}</Text>
            <Text c="dimmed" maw={520}>
              {t.emptyText}
            </Text>
          </Stack>
        </Paper>
      ) : (
        <Stack gap="md" component="section" aria-label={t.openRequests} data-testid="purchase-requests">
          {requests.map((request) => (
            <RequestCard
              key={request.id}
              request={request}
              onApprove={() => setApproving(request)}
              onDecline={() => setDeclining(request)}
            />
          ))}
        </Stack>
      )}
      <ApproveDialog request={approving} onClose={() => setApproving(null)} onApproved={onApproved} />
      <DeclineDialog request={declining} onClose={() => setDeclining(null)} onDeclined={onDeclined} />
    </Stack>
  );
}

export function ParentRequestsSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label={t.loading}>
      <Heading />
      {[0, 1].map((key) => (
        <Paper key={key} withBorder radius="md" p="md">
          <Stack gap="sm">
            <Skeleton height={22} width="50%" />
            <Skeleton height={12} width="30%" />
            <Skeleton height={12} />
            <Skeleton height={12} />
            <Skeleton height={36} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
