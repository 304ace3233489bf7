import type { Paged, TaxonomyItem } from '@kampus/contract';
import { Button, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ListDeleteDialog, useListDeleteDialog } from '../../../components/ui/list-delete-dialog.tsx';
import { ResponsiveTable } from '../../../components/ui/responsive-table.tsx';
import { paths } from '../../../config/paths.ts';
import { deleteTaxonomy, type TaxonomyKind } from '../admin-api.ts';
import { adminTexts } from '../admin-texts.ts';
import { AdminList, useAdminList } from './admin-list.tsx';
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
  const { list, listProps, listPage } = useAdminList(data, loadError, texts);
  const dialog = useListDeleteDialog((item: TaxonomyItem) => deleteTaxonomy(kind, item.id), listPage);

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
      <AdminList {...listProps}>
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
      <ListDeleteDialog
        dialog={dialog}
        title={texts.deleteTitle}
        question={(item) => texts.deleteText(item.title)}
        note={adminTexts.cannotUndo}
      />
    </Stack>
  );
}
