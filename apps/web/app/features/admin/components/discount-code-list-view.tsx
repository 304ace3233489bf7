import type { DiscountCode, Paged } from '@kampus/contract';
import { ActionIcon, Button, Menu, Stack, Table, Text } from '@mantine/core';
import { IconDots, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link, useRevalidator } from 'react-router';
import {
  DiscountCodeCodeCell,
  DiscountCodeTermCells,
} from '../../../components/discount-codes/discount-code-cells.tsx';
import { ConfirmDeleteDialog, useDeleteDialog } from '../../../components/ui/confirm-delete-dialog.tsx';
import { ResponsiveTable } from '../../../components/ui/responsive-table.tsx';
import { paths } from '../../../config/paths.ts';
import { deleteDiscountCode } from '../admin-api.ts';
import { adminTexts } from '../admin-texts.ts';
import { useListQuery } from '../list-query.ts';
import { AdminList } from './admin-list.tsx';
import { AdminPageHeader } from './admin-page-header.tsx';

const texts = adminTexts.discountCodes;

/** Basket discount codes (seed 001 §2, §4): code, type, value, period, Aktif / Süresi Doldu, row menu. */
export function DiscountCodeListView({
  data,
  loadError,
}: {
  data: Paged<DiscountCode>;
  loadError: string | null;
}) {
  const list = useListQuery();
  const revalidator = useRevalidator();
  const dialog = useDeleteDialog(
    (code: DiscountCode) => deleteDiscountCode(code.id),
    () => {
      if (data.items.length === 1 && list.page > 1) list.setPage(list.page - 1);
      else void revalidator.revalidate();
    },
  );

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
              <Table.Th>{texts.code}</Table.Th>
              <Table.Th>{texts.type}</Table.Th>
              <Table.Th>{texts.value}</Table.Th>
              <Table.Th>{texts.period}</Table.Th>
              <Table.Th>{texts.status}</Table.Th>
              <Table.Th w={80}>{adminTexts.actions}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.items.map((code) => (
              <Table.Tr key={code.id}>
                <DiscountCodeCodeCell code={code} texts={texts} />
                <DiscountCodeTermCells code={code} texts={texts} />
                <Table.Td data-label={adminTexts.actions}>
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
                        {adminTexts.edit}
                      </Menu.Item>
                      <Menu.Item
                        color="red.9"
                        leftSection={<IconTrash size={16} aria-hidden="true" />}
                        onClick={() => dialog.open(code)}
                      >
                        {adminTexts.delete}
                      </Menu.Item>
                    </Menu.Dropdown>
                  </Menu>
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
        <Text size="sm">{dialog.subject ? texts.deleteQuestion(dialog.subject.code) : null}</Text>
        <Text size="sm" c="dimmed" mt={4}>
          {texts.deleteText}
        </Text>
      </ConfirmDeleteDialog>
    </Stack>
  );
}
