import type { Paged, PrivacyRequest } from '@kampus/contract';
import { Badge, Button, Table, Text } from '@mantine/core';
import { IconUserX } from '@tabler/icons-react';
import { useRevalidator } from 'react-router';
import { ConfirmDeleteDialog, useDeleteDialog } from '../../../components/ui/confirm-delete-dialog.tsx';
import { PagedAdminTable, TimeText } from '../../../components/ui/paged-admin-table.tsx';
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
  const revalidator = useRevalidator();
  const dialog = useDeleteDialog<PrivacyRequest>(
    (request) => complete(request.id),
    () => void revalidator.revalidate(),
  );

  return (
    <PagedAdminTable
      title={texts.title}
      subtitle={texts.subtitle}
      pagerLabel={texts.pages}
      emptyText={texts.empty}
      data={data}
      loadError={loadError}
      headings={[texts.user, texts.status, texts.createdAt, texts.completedAt, texts.actions]}
      after={
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
            {dialog.subject
              ? texts.confirmText(dialog.subject.user.fullName, dialog.subject.user.email)
              : null}
          </Text>
        </ConfirmDeleteDialog>
      }
    >
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
            <TimeText iso={request.createdAt} format={formatPrivacyDate} />
          </Table.Td>
          <Table.Td data-label={texts.completedAt}>
            <TimeText iso={request.completedAt} format={formatPrivacyDate} />
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
    </PagedAdminTable>
  );
}
