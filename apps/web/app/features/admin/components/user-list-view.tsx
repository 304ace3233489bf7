import { type AdminUser, formatDate, type Paged } from '@kampus/contract';
import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { AdminList, useAdminList } from '../../../components/ui/admin-list.tsx';
import { AdminPageHeader } from '../../../components/ui/admin-page-header.tsx';
import { ListDeleteDialog, useListDeleteDialog } from '../../../components/ui/list-delete-dialog.tsx';
import { ResponsiveTable } from '../../../components/ui/responsive-table.tsx';
import { RowActions } from '../../../components/ui/row-actions.tsx';
import { paths } from '../../../config/paths.ts';
import { deleteUser } from '../admin-api.ts';
import { adminTexts } from '../admin-texts.ts';
import { RoleBadges } from './role-badges.tsx';

const texts = adminTexts.users;

/** Users: e-mail, full name, roles, edit and delete; the admin's own row is marked. */
export function UserListView({
  data,
  loadError,
  currentUserId,
}: {
  data: Paged<AdminUser>;
  loadError: string | null;
  currentUserId: string;
}) {
  const { list, listProps, listPage } = useAdminList(data, loadError, texts);
  const dialog = useListDeleteDialog((user: AdminUser) => deleteUser(user.id), listPage);

  return (
    <Stack gap="lg">
      <AdminPageHeader title={texts.title} subtitle={texts.subtitle} />
      <AdminList {...listProps}>
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
      <ListDeleteDialog
        dialog={dialog}
        title={texts.deleteTitle}
        question={(user) => texts.deleteText(user.fullName, user.email)}
        note={adminTexts.cannotUndo}
      />
    </Stack>
  );
}
