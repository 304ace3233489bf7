import type { DiscountCode, Paged } from '@kampus/contract';
import { ActionIcon, Box, Button, Group, Skeleton, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Await, Link, useNavigation } from 'react-router';
import { DebouncedSearch } from '../../../components/ui/debounced-search.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ListDeleteDialog, useListDeleteDialog } from '../../../components/ui/list-delete-dialog.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { ResponsiveTable } from '../../../components/ui/responsive-table.tsx';
import { paths } from '../../../config/paths.ts';
import { type ListQuery, useAddressQuery } from '../../../lib/list-query.ts';
import { discountCodeTexts } from '../discount-code-texts.ts';
import { deleteDiscountCode } from '../lecturer-code-api.ts';
import { DiscountCodeCodeCell, DiscountCodeTermCells } from './discount-code-cells.tsx';

const texts = discountCodeTexts.lecturer;

/** `all` stays out of the address, as on the lecturer's course list. */
const useCodeListAddress = () => useAddressQuery({ unfilteredValue: 'all' });

function Header({ returnUrl }: { returnUrl: string }) {
  return (
    <PageHeader
      title={texts.title}
      subtitle={texts.subtitle}
      backTo={paths.lecturer.home}
      actions={
        <Button
          component={Link}
          to={paths.lecturer.discountCodeCreate(returnUrl)}
          leftSection={<IconPlus size={18} aria-hidden="true" />}
        >
          {texts.newCode}
        </Button>
      }
    />
  );
}

function Search({ query }: { query: ListQuery }) {
  const address = useCodeListAddress();
  return (
    <Box maw={420}>
      <DebouncedSearch
        value={query.search}
        onSearch={(term) => address.setFilter('search', term)}
        label={texts.searchLabel}
        placeholder={texts.searchPlaceholder}
      />
    </Box>
  );
}

function RowsSkeleton() {
  return (
    <Stack gap="xs" aria-busy="true">
      {[0, 1, 2, 3].map((key) => (
        <Skeleton key={key} h={44} />
      ))}
    </Stack>
  );
}

/**
 * Seed 001 §2 "Lecturer discount codes". The title and the search stay put while a page of codes loads, so typing
 * into the search is never lost to a loading screen.
 */
export function DiscountCodesPage({ query, page }: { query: ListQuery; page: Promise<Paged<DiscountCode>> }) {
  const address = useCodeListAddress();
  return (
    <Stack gap="lg">
      <Header returnUrl={address.returnUrl} />
      <Search query={query} />
      <Suspense fallback={<RowsSkeleton />}>
        <Await resolve={page}>{(data) => <DiscountCodeRows data={data} query={query} />}</Await>
      </Suspense>
    </Stack>
  );
}

/** The codes: code, course, type, value, period, 'Aktif' / 'Süresi Doldu', actions; the pager; the delete dialog. */
function DiscountCodeRows({ data, query }: { data: Paged<DiscountCode>; query: ListQuery }) {
  const address = useCodeListAddress();
  const navigation = useNavigation();
  const dialog = useListDeleteDialog((code: DiscountCode) => deleteDiscountCode(code.id), {
    rowCount: data.items.length,
    page: query.page,
    setPage: address.setPage,
  });
  const isLoading =
    navigation.state === 'loading' && navigation.location?.pathname === paths.lecturer.discountCodes;

  return (
    <Stack gap="lg">
      {data.items.length === 0 ? (
        query.search ? (
          <EmptyState
            isSearch
            message={texts.noMatch}
            action={
              <Button variant="default" size="xs" onClick={() => address.clear('search')}>
                {discountCodeTexts.clearFilters}
              </Button>
            }
          />
        ) : (
          <EmptyState
            message={texts.empty}
            action={
              <Button
                component={Link}
                to={paths.lecturer.discountCodeCreate(address.returnUrl)}
                leftSection={<IconPlus size={16} aria-hidden="true" />}
              >
                {texts.newCode}
              </Button>
            }
          />
        )
      ) : (
        <Box
          style={{ opacity: isLoading ? 0.6 : 1, transition: 'opacity 150ms' }}
          aria-busy={isLoading || undefined}
        >
          <ResponsiveTable aria-label={texts.tableLabel}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{texts.code}</Table.Th>
                <Table.Th>{texts.course}</Table.Th>
                <Table.Th>{texts.type}</Table.Th>
                <Table.Th>{texts.value}</Table.Th>
                <Table.Th>{texts.period}</Table.Th>
                <Table.Th>{texts.status}</Table.Th>
                <Table.Th w={100}>{texts.actions}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((code) => (
                <Table.Tr key={code.id} data-testid="discount-code-row">
                  <DiscountCodeCodeCell code={code} texts={texts} />
                  <Table.Td data-label={texts.course}>
                    <Text size="sm">{code.courseName ?? '—'}</Text>
                  </Table.Td>
                  <DiscountCodeTermCells code={code} texts={texts} />
                  <Table.Td data-label={texts.actions}>
                    <Group gap={4} wrap="nowrap">
                      <Tooltip label={discountCodeTexts.edit}>
                        <ActionIcon
                          component={Link}
                          to={paths.lecturer.discountCodeEdit(code.id, address.returnUrl)}
                          variant="subtle"
                          size="lg"
                          aria-label={texts.editCode(code.code)}
                        >
                          <IconPencil size={18} aria-hidden="true" />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label={discountCodeTexts.delete}>
                        <ActionIcon
                          variant="subtle"
                          color="red.8"
                          size="lg"
                          aria-label={texts.deleteCode(code.code)}
                          onClick={() => dialog.open(code)}
                        >
                          <IconTrash size={18} aria-hidden="true" />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ResponsiveTable>
        </Box>
      )}
      <Pager
        page={query.page}
        totalPages={data.totalPageCount}
        onChange={address.setPage}
        label={texts.pagerLabel}
      />
      <ListDeleteDialog
        dialog={dialog}
        title={texts.deleteTitle}
        question={(code) => texts.deleteQuestion(code.code)}
        note={texts.deleteText}
      />
    </Stack>
  );
}
