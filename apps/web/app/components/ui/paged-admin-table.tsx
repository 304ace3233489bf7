import type { Paged } from '@kampus/contract';
import { Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useListQuery } from '../../lib/list-query.ts';
import { AdminListResults } from './admin-list.tsx';
import { AdminPageHeader } from './admin-page-header.tsx';
import { ResponsiveTable } from './responsive-table.tsx';

export type PagedAdminTableProps = {
  title: string;
  subtitle: string;
  pagerLabel: string;
  emptyText: string;
  data: Paged<unknown>;
  loadError: string | null;
  /** Column headings; each row's cells carry the same words as `data-label` for the phone layout. */
  headings: string[];
  /** The rows (`Table.Tr`) of the page. */
  children: ReactNode;
  /** What follows the table on the page (a dialog its rows open). */
  after?: ReactNode;
};

/**
 * An admin-panel page that is a table read by page only (no search): its header, the rows or why there are none,
 * the pager from the address. Lists with a search use `AdminList`.
 */
export function PagedAdminTable({
  title,
  subtitle,
  pagerLabel,
  emptyText,
  data,
  loadError,
  headings,
  children,
  after,
}: PagedAdminTableProps) {
  const list = useListQuery();
  return (
    <Stack gap="lg">
      <AdminPageHeader title={title} subtitle={subtitle} />
      <AdminListResults
        page={list.page}
        totalPages={data.totalPageCount}
        totalItems={data.totalItemCount}
        onPage={list.setPage}
        pagerLabel={pagerLabel}
        loadError={loadError}
        isEmpty={data.items.length === 0}
        emptyText={emptyText}
      >
        <ResponsiveTable aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              {headings.map((heading) => (
                <Table.Th key={heading}>{heading}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </ResponsiveTable>
      </AdminListResults>
      {after}
    </Stack>
  );
}

/** A table cell's date and time, kept on one line, as a `<time>` element; '—' without one. */
export function TimeText({ iso, format }: { iso: string | null; format: (iso: string) => string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {iso ? <time dateTime={iso}>{format(iso)}</time> : '—'}
    </Text>
  );
}
