import type { Paged, TaxonomyItem } from '@kampus/contract';
import { Button, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AdminList, useAdminList } from '../../../components/ui/admin-list.tsx';
import { AdminPageHeader } from '../../../components/ui/admin-page-header.tsx';
import { ListDeleteDialog, useListDeleteDialog } from '../../../components/ui/list-delete-dialog.tsx';
import { ResponsiveTable } from '../../../components/ui/responsive-table.tsx';
import { RowActions } from '../../../components/ui/row-actions.tsx';
import { paths } from '../../../config/paths.ts';
import { deleteTaxonomy, type TaxonomyKind } from '../taxonomy-api.ts';
import { taxonomyTexts } from '../taxonomy-texts.ts';

const screens = {
  category: {
    texts: taxonomyTexts.categories,
    create: paths.admin.categoryCreate,
    edit: paths.admin.categoryEdit,
  },
  tag: { texts: taxonomyTexts.tags, create: paths.admin.tagCreate, edit: paths.admin.tagEdit },
} as const;

/** Categories or tags: search, title and description, edit and delete, pager. */
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
              <Table.Th w="30%">{taxonomyTexts.taxonomyForm.title}</Table.Th>
              <Table.Th>{taxonomyTexts.taxonomyForm.description}</Table.Th>
              <Table.Th w={110}>{taxonomyTexts.actions}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td data-label={taxonomyTexts.taxonomyForm.title}>
                  <Text fw={600} size="sm">
                    {item.title}
                  </Text>
                </Table.Td>
                <Table.Td data-label={taxonomyTexts.taxonomyForm.description}>
                  <Text size="sm" c={item.description ? undefined : 'dimmed'} lineClamp={3}>
                    {item.description || '—'}
                  </Text>
                </Table.Td>
                <Table.Td data-label={taxonomyTexts.actions}>
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
        note={taxonomyTexts.cannotUndo}
      />
    </Stack>
  );
}
