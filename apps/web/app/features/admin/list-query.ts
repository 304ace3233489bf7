import { useCallback } from 'react';
import { pagedQueryFrom, returnUrlOf, safeReturnUrl, useAddressQuery } from '../../lib/list-query.ts';
import type { ListQuery } from './admin-api.ts';

/** Page and search of an admin list, read from and written to the address through the shared list query. */

export { returnUrlOf, safeReturnUrl };

export const listQueryFrom = (params: URLSearchParams): ListQuery => pagedQueryFrom(params);

export const listQueryOf = (request: Request): ListQuery => listQueryFrom(new URL(request.url).searchParams);

/** The admin list's page and search, with setters; clearing always drops the search too. */
export const useListQuery = () => {
  const { params, setPage, setFilter, clear, returnUrl } = useAddressQuery();
  const setSearch = useCallback((term: string) => setFilter('search', term), [setFilter]);
  /** Drops the search and the given filters at once: the whole list again, from page 1. */
  const clearFilters = useCallback((...keys: string[]) => clear('search', ...keys), [clear]);
  return { ...listQueryFrom(params), params, setPage, setSearch, setFilter, clearFilters, returnUrl };
};
