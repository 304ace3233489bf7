import type { Paged } from '@kampus/contract';
import { Alert, Box, Button, Group, LoadingOverlay, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation, useNavigation, useRevalidator } from 'react-router';
import { useListQuery } from '../../lib/list-query.ts';
import { DebouncedSearch } from './debounced-search.tsx';
import { EmptyState } from './empty-state.tsx';
import type { ListPageOf } from './list-delete-dialog.tsx';
import { Pager } from './pager.tsx';

/** The frame's own words; each list gives its search, pager and empty texts. */
const listTexts = {
  retry: 'Tekrar Dene',
  clearSearch: 'Aramayı Temizle',
  loadingList: 'Liste yükleniyor',
  resultCount: (count: number) => `${count} kayıt`,
} as const;

/** The part of an admin list below its search: the rows (or why there are none) and the pager. */
export type AdminListResultsProps = {
  page: number;
  totalPages: number;
  totalItems: number;
  onPage: (page: number) => void;
  pagerLabel: string;
  /** The list could not be loaded: say so instead of pretending it is empty. */
  loadError: string | null;
  isEmpty: boolean;
  emptyText: string;
  /** A list that can be narrowed (searched, filtered) says "no match" when narrowed to nothing, and offers to clear. */
  narrowing?: { isFiltered: boolean; noMatchText: string; onClearFilters: () => void };
  children: ReactNode;
};

export type AdminListProps = Omit<AdminListResultsProps, 'narrowing'> & {
  search: string;
  onSearch: (term: string) => void;
  searchLabel: string;
  searchPlaceholder: string;
  /** More controls next to the search box (e.g. a status filter). */
  filters?: ReactNode;
  noMatchText: string;
  /** Searching or filtering narrowed the list (so an empty list means "no match"). */
  isFiltered: boolean;
  onClearFilters: () => void;
};

/** The texts every admin-panel list gives its frame. */
export type AdminListTexts = {
  searchLabel: string;
  searchPlaceholder: string;
  pagerLabel: string;
  empty: string;
  noMatch: string;
};

/**
 * An admin list's page and search from the address, the props of its frame wired to them (a search narrows the
 * list; clearing drops it), and where its rows stand for a delete dialog. A list with more filters overrides
 * `isFiltered` and `onClearFilters`.
 */
export const useAdminList = <T,>(data: Paged<T>, loadError: string | null, texts: AdminListTexts) => {
  const list = useListQuery();
  const listProps = {
    search: list.search,
    onSearch: list.setSearch,
    searchLabel: texts.searchLabel,
    searchPlaceholder: texts.searchPlaceholder,
    page: list.page,
    totalPages: data.totalPageCount,
    totalItems: data.totalItemCount,
    onPage: list.setPage,
    pagerLabel: texts.pagerLabel,
    loadError,
    isEmpty: data.items.length === 0,
    emptyText: texts.empty,
    noMatchText: texts.noMatch,
    isFiltered: list.search !== '',
    onClearFilters: () => list.clearFilters(),
  } satisfies Omit<AdminListProps, 'children'>;
  const listPage: ListPageOf = { rowCount: data.items.length, page: list.page, setPage: list.setPage };
  return { list, listProps, listPage };
};

/**
 * The rows of an admin list under a loading veil, or why there are none, then the count and the pager. While a new
 * page or search loads, the rows stay in place under the veil. Its parts stand in the caller's stack, so a list
 * without a search (failed jobs) spaces them as its page does.
 */
export function AdminListResults({
  page,
  totalPages,
  totalItems,
  onPage,
  pagerLabel,
  loadError,
  isEmpty,
  emptyText,
  narrowing,
  children,
}: AdminListResultsProps) {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const isLoading =
    (navigation.state === 'loading' && navigation.location?.pathname === pathname) ||
    revalidator.state === 'loading';

  let body: ReactNode;
  if (loadError)
    body = (
      <Alert color="red" variant="light" role="alert" title={loadError}>
        <Button mt="xs" size="xs" variant="default" onClick={() => revalidator.revalidate()}>
          {listTexts.retry}
        </Button>
      </Alert>
    );
  else if (isEmpty)
    body = narrowing?.isFiltered ? (
      <EmptyState
        isSearch
        message={narrowing.noMatchText}
        action={
          <Button variant="default" size="xs" onClick={narrowing.onClearFilters}>
            {listTexts.clearSearch}
          </Button>
        }
      />
    ) : (
      <EmptyState message={emptyText} />
    );
  else body = children;

  return (
    <>
      <Box pos="relative" aria-busy={isLoading}>
        <LoadingOverlay
          visible={isLoading}
          zIndex={5}
          overlayProps={{ backgroundOpacity: 0.5, blur: 0 }}
          loaderProps={{ 'aria-label': listTexts.loadingList } as Record<string, string>}
        />
        {body}
      </Box>
      {!loadError && !isEmpty && (
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed" role="status">
            {listTexts.resultCount(totalItems)}
          </Text>
          <Pager page={page} totalPages={totalPages} onChange={onPage} label={pagerLabel} />
        </Group>
      )}
    </>
  );
}

/**
 * The frame of every admin-panel list (whichever feature owns the rows: users, categories and tags, basket codes,
 * orders): search, the rows (or why there are none), and the pager.
 */
export function AdminList({
  search,
  onSearch,
  searchLabel,
  searchPlaceholder,
  filters,
  noMatchText,
  isFiltered,
  onClearFilters,
  ...results
}: AdminListProps) {
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Box style={{ flex: '1 1 16rem' }} maw={480}>
          <DebouncedSearch
            value={search}
            onSearch={onSearch}
            label={searchLabel}
            placeholder={searchPlaceholder}
          />
        </Box>
        {filters}
      </Group>
      <AdminListResults {...results} narrowing={{ isFiltered, noMatchText, onClearFilters }} />
    </Stack>
  );
}
