import type { Paged, TaxonomyItem } from '@kampus/contract';
import { Button, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useRevalidator } from 'react-router';
import { ConfirmDeleteDialog, useDeleteDialog } from '../../../components/ui/confirm-delete-dialog.tsx';
import { ResponsiveTable } from '../../../components/ui/responsive-table.tsx';
import { paths } from '../../../config/paths.ts';
import { deleteTaxonomy, type TaxonomyKind } from '../admin-api.ts';
import { adminTexts } from '../admin-texts.ts';
import { useListQuery } from '../list-query.ts';
import { AdminList } from './admin-list.tsx';
import { AdminPageHeader } from './admin-page-header.tsx';
import { RowActions } from './row-actions.tsx';

const screens = {
  category: {
    texts: adminTexts.categories,
    create: paths.admin.categoryCreate,
    edit: paths.admin.categoryEdit,
  },
  tag: { texts: adminTexts.tags, create: paths.admin.tagCreate, edit: paths.admin.tagEdit },
} as const;

/** Categories or tags (seed 001 §2): search, title and description, edit and delete, pager. */
export function TaxonomyListView({
  kind,
  data,
  loadError,
}: {
  kind: TaxonomyKind;
  data: Paged<TaxonomyItem>;
  loadError: string | null;
}) {
  const { texts, create, edit } = screens[kind];
  const list = useListQuery();
  const revalidator = useRevalidator();
  const dialog = useDeleteDialog(
    (item: TaxonomyItem) => deleteTaxonomy(kind, item.id),
    () => {
      // The last row of a later page is gone: show the page before it rather than an empty one.
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
          <Button component={Link} to={create(list.returnUrl)} leftSection={<IconPlus size={18} />}>
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
              <Table.Th w="30%">{adminTexts.taxonomyForm.title}</Table.Th>
              <Table.Th>{adminTexts.taxonomyForm.description}</Table.Th>
              <Table.Th w={110}>{adminTexts.actions}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td data-label={adminTexts.taxonomyForm.title}>
                  <Text fw={600} size="sm">
                    {item.title}
                  </Text>
                </Table.Td>
                <Table.Td data-label={adminTexts.taxonomyForm.description}>
                  <Text size="sm" c={item.description ? undefined : 'dimmed'} lineClamp={3}>
                    {item.description || '—'}
                  </Text>
                </Table.Td>
                <Table.Td data-label={adminTexts.actions}>
                  <RowActions
                    editTo={edit(item.id, list.returnUrl)}
                    editLabel={texts.editLabel(item.title)}
                    onDelete={() => dialog.open(item)}
                    deleteLabel={texts.deleteLabel(item.title)}
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
        <Text size="sm">{dialog.subject ? texts.deleteText(dialog.subject.title) : null}</Text>
        <Text size="sm" c="dimmed" mt={4}>
          {adminTexts.cannotUndo}
        </Text>
      </ConfirmDeleteDialog>
    </Stack>
  );
}
