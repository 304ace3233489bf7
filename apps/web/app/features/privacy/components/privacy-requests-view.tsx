import type { Paged, PrivacyRequest } from '@kampus/contract';
import { Badge, Button, Stack, Table, Text } from '@mantine/core';
import { IconUserX } from '@tabler/icons-react';
import { useRevalidator } from 'react-router';
import { AdminListResults } from '../../../components/ui/admin-list.tsx';
import { AdminPageHeader } from '../../../components/ui/admin-page-header.tsx';
import { ConfirmDeleteDialog, useDeleteDialog } from '../../../components/ui/confirm-delete-dialog.tsx';
import { ResponsiveTable } from '../../../components/ui/responsive-table.tsx';
import { useListQuery } from '../../../lib/list-query.ts';
import { formatPrivacyDate, privacyTexts } from '../privacy-texts.ts';

const texts = privacyTexts.admin;

export type PrivacyRequestsViewProps = {
  data: Paged<PrivacyRequest>;
  loadError: string | null;
  /** Erases the account of one request; rejects when refused. */
  complete: (id: string) => Promise<unknown>;
};

/** '/admin-panel/privacy-requests': deletion requests, newest first, each open one with 'Tamamla' behind a dialog. */
export function PrivacyRequestsView({ data, loadError, complete }: PrivacyRequestsViewProps) {
  const list = useListQuery();
  const revalidator = useRevalidator();
  const dialog = useDeleteDialog<PrivacyRequest>(
    (request) => complete(request.id),
    () => void revalidator.revalidate(),
  );

  return (
    <Stack gap="lg">
      <AdminPageHeader title={texts.title} subtitle={texts.subtitle} />
      <AdminListResults
        page={list.page}
        totalPages={data.totalPageCount}
        totalItems={data.totalItemCount}
        onPage={list.setPage}
        pagerLabel={texts.pages}
        loadError={loadError}
        isEmpty={data.items.length === 0}
        emptyText={texts.empty}
      >
        <ResponsiveTable aria-label={texts.title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{texts.user}</Table.Th>
              <Table.Th>{texts.status}</Table.Th>
              <Table.Th>{texts.createdAt}</Table.Th>
              <Table.Th>{texts.completedAt}</Table.Th>
              <Table.Th>{texts.actions}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.items.map((request) => (
              <Table.Tr key={request.id} data-testid="privacy-request-row">
                <Table.Td data-label={texts.user}>
                  <Text size="sm" fw={600}>
                    {request.user.fullName}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {request.user.email}
                  </Text>
                </Table.Td>
                <Table.Td data-label={texts.status}>
                  <Badge
                    color={request.status === 'open' ? 'yellow.4' : 'teal.9'}
                    variant="filled"
                    autoContrast
                    radius="sm"
                    miw="max-content"
                  >
                    {request.status === 'open' ? texts.open : texts.completed}
                  </Badge>
                </Table.Td>
                <Table.Td data-label={texts.createdAt}>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    <time dateTime={request.createdAt}>{formatPrivacyDate(request.createdAt)}</time>
                  </Text>
                </Table.Td>
                <Table.Td data-label={texts.completedAt}>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {request.completedAt ? (
                      <time dateTime={request.completedAt}>{formatPrivacyDate(request.completedAt)}</time>
                    ) : (
                      '—'
                    )}
                  </Text>
                </Table.Td>
                <Table.Td data-label={texts.actions}>
                  {request.status === 'open' ? (
                    <Button
                      size="xs"
                      variant="outline"
                      color="red.8"
                      leftSection={<IconUserX size={14} aria-hidden="true" />}
                      onClick={() => dialog.open(request)}
                      aria-label={texts.completeLabel(request.user.fullName)}
                    >
                      {texts.complete}
                    </Button>
                  ) : (
                    '—'
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      </AdminListResults>
      <ConfirmDeleteDialog
        opened={dialog.target !== null}
        title={texts.confirmTitle}
        error={dialog.error}
        isDeleting={dialog.isDeleting}
        onConfirm={() => void dialog.confirm()}
        onClose={dialog.close}
        confirmLabel={texts.confirm}
      >
        <Text>
          {dialog.subject ? texts.confirmText(dialog.subject.user.fullName, dialog.subject.user.email) : null}
        </Text>
      </ConfirmDeleteDialog>
    </Stack>
  );
}
