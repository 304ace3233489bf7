import type { DiscountCode, Paged } from '@kampus/contract';
import { ActionIcon, Button, Menu, Stack, Table } from '@mantine/core';
import { IconDots, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AdminList, useAdminList } from '../../../components/ui/admin-list.tsx';
import { AdminPageHeader } from '../../../components/ui/admin-page-header.tsx';
import { ListDeleteDialog, useListDeleteDialog } from '../../../components/ui/list-delete-dialog.tsx';
import { ResponsiveTable } from '../../../components/ui/responsive-table.tsx';
import { paths } from '../../../config/paths.ts';
import { deleteDiscountCode } from '../admin-code-api.ts';
import { discountCodeTexts } from '../discount-code-texts.ts';
import { DiscountCodeCodeCell, DiscountCodeTermCells } from './discount-code-cells.tsx';

const texts = discountCodeTexts.admin;

/** Basket discount codes: code, type, value, period, Aktif / Süresi Doldu, row menu. */
export function DiscountCodeListView({
  data,
  loadError,
}: {
  data: Paged<DiscountCode>;
  loadError: string | null;
}) {
  const { list, listProps, listPage } = useAdminList(data, loadError, texts);
  const dialog = useListDeleteDialog((code: DiscountCode) => deleteDiscountCode(code.id), listPage);

  return (
    <Stack gap="lg">
      <AdminPageHeader
        title={texts.title}
        subtitle={texts.subtitle}
        action={
          <Button
            component={Link}
            to={paths.admin.discountCodeCreate(list.returnUrl)}
            leftSection={<IconPlus size={18} />}
          >
            {texts.new}
          </Button>
        }
      />
      <AdminList {...listProps}>
        <ResponsiveTable aria-label={texts.tableLabel}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{texts.code}</Table.Th>
              <Table.Th>{texts.type}</Table.Th>
              <Table.Th>{texts.value}</Table.Th>
              <Table.Th>{texts.period}</Table.Th>
              <Table.Th>{texts.status}</Table.Th>
              <Table.Th w={80}>{discountCodeTexts.actions}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.items.map((code) => (
              <Table.Tr key={code.id}>
                <DiscountCodeCodeCell code={code} texts={texts} />
                <DiscountCodeTermCells code={code} texts={texts} />
                <Table.Td data-label={discountCodeTexts.actions}>
                  <Menu position="bottom-end" withinPortal shadow="md">
                    <Menu.Target>
                      <ActionIcon variant="default" size="lg" aria-label={texts.rowMenu(code.code)}>
                        <IconDots size={18} aria-hidden="true" />
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item
                        component={Link}
                        to={paths.admin.discountCodeEdit(code.id, list.returnUrl)}
                        leftSection={<IconPencil size={16} aria-hidden="true" />}
                      >
                        {discountCodeTexts.edit}
                      </Menu.Item>
                      <Menu.Item
                        color="red.9"
                        leftSection={<IconTrash size={16} aria-hidden="true" />}
                        onClick={() => dialog.open(code)}
                      >
                        {discountCodeTexts.delete}
                      </Menu.Item>
                    </Menu.Dropdown>
                  </Menu>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      </AdminList>
      <ListDeleteDialog
        dialog={dialog}
        title={texts.deleteTitle}
        question={(code) => texts.deleteQuestion(code.code)}
        note={texts.deleteText}
      />
    </Stack>
  );
}
