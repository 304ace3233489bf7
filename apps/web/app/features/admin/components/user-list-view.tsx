import { type AdminUser, formatDate, type Paged } from '@kampus/contract';
import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useRevalidator } from 'react-router';
import { ConfirmDeleteDialog, useDeleteDialog } from '../../../components/ui/confirm-delete-dialog.tsx';
import { ResponsiveTable } from '../../../components/ui/responsive-table.tsx';
import { paths } from '../../../config/paths.ts';
import { deleteUser } from '../admin-api.ts';
import { adminTexts } from '../admin-texts.ts';
import { useListQuery } from '../list-query.ts';
import { AdminList } from './admin-list.tsx';
import { AdminPageHeader } from './admin-page-header.tsx';
import { RoleBadges } from './role-badges.tsx';
import { RowActions } from './row-actions.tsx';

const texts = adminTexts.users;

/** Users (seed 001 §2): e-mail, full name, roles, edit and delete; the admin's own row is marked. */
export function UserListView({
  data,
  loadError,
  currentUserId,
}: {
  data: Paged<AdminUser>;
  loadError: string | null;
  currentUserId: string;
}) {
  const list = useListQuery();
  const revalidator = useRevalidator();
  const dialog = useDeleteDialog(
    (user: AdminUser) => deleteUser(user.id),
    () => {
      if (data.items.length === 1 && list.page > 1) list.setPage(list.page - 1);
      else void revalidator.revalidate();
    },
  );

  return (
    <Stack gap="lg">
      <AdminPageHeader title={texts.title} subtitle={texts.subtitle} />
      <AdminList
        search={list.search}
        onSearch={list.setSearch}
        searchLabel={texts.searchLabel}
        searchPlaceholder={texts.searchPlaceholder}
        page={list.page}
        totalPages={data.totalPageCount}
        totalItems={data.totalItemCount}
        onPage={list.setPage}
        pagerLabel={texts.pagerLabel}
        loadError={loadError}
        isEmpty={data.items.length === 0}
        emptyText={texts.empty}
        noMatchText={texts.noMatch}
        isFiltered={list.search !== ''}
        onClearFilters={() => list.clearFilters()}
      >
        <ResponsiveTable aria-label={texts.tableLabel}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{texts.email}</Table.Th>
              <Table.Th>{texts.fullName}</Table.Th>
              <Table.Th>{texts.roles}</Table.Th>
              <Table.Th>{texts.createdAt}</Table.Th>
              <Table.Th w={110}>{adminTexts.actions}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.items.map((user) => (
              <Table.Tr key={user.id}>
                <Table.Td data-label={texts.email}>
                  <Text size="sm" style={{ overflowWrap: 'break-word' }}>
                    {user.email}
                  </Text>
                </Table.Td>
                <Table.Td data-label={texts.fullName}>
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm" fw={600}>
                      {user.fullName}
                    </Text>
                    {user.id === currentUserId && (
                      <Badge size="sm" variant="outline" color="dark">
                        {texts.you}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td data-label={texts.roles}>
                  <RoleBadges roles={user.roles} />
                </Table.Td>
                <Table.Td data-label={texts.createdAt}>
                  <Text size="sm">{formatDate(user.createdAt)}</Text>
                </Table.Td>
                <Table.Td data-label={adminTexts.actions}>
                  <RowActions
                    editTo={paths.admin.userEdit(user.id, list.returnUrl)}
                    editLabel={texts.editLabel(user.fullName)}
                    onDelete={() => dialog.open(user)}
                    deleteLabel={texts.deleteLabel(user.fullName)}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      </AdminList>
      <ConfirmDeleteDialog
        opened={dialog.target !== null}
        title={texts.deleteTitle}
        error={dialog.error}
        isDeleting={dialog.isDeleting}
        onConfirm={() => void dialog.confirm()}
        onClose={dialog.close}
      >
        <Text size="sm">
          {dialog.subject ? texts.deleteText(dialog.subject.fullName, dialog.subject.email) : null}
        </Text>
        <Text size="sm" c="dimmed" mt={4}>
          {adminTexts.cannotUndo}
        </Text>
      </ConfirmDeleteDialog>
    </Stack>
  );
}
