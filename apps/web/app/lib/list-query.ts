import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/**
 * The admin and lecturer lists keep their page, search and filters in the address (`?page&search`), so
 * a reload, the back button and a form's way back all show the same rows.
 */

const SEARCH_MAX = 100;

/** A page number from the address: a whole number ≥ 1, anything else is page 1. */
export const pageFrom = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

export const searchFrom = (value: string | null): string => (value ?? '').trim().slice(0, SEARCH_MAX);

/** The page and search of a paged list. */
export const pagedQueryFrom = (params: URLSearchParams) => ({
  page: pageFrom(params.get('page')),
  search: searchFrom(params.get('search')),
});

/**
 * Where a form goes back to: its `returnUrl` when that is a path of this app, else the fallback. A full URL or
 * `//host` would lead to another site, so only a path is taken.
 */
export const safeReturnUrl = (value: string | null | undefined, fallback: string): string => {
  if (!value) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
};

export const returnUrlOf = (request: Request, fallback: string) =>
  safeReturnUrl(new URL(request.url).searchParams.get('returnUrl'), fallback);

type AddressQueryOptions = {
  /** A filter value that means "no filter" and is left out of the address, like the course list's `all`. */
  unfilteredValue?: string;
};

/**
 * Reads and changes a list's address. A new search or filter goes back to page 1; page 1 and an empty
 * filter are left out of the address.
 */
export const useAddressQuery = ({ unfilteredValue }: AddressQueryOptions = {}) => {
  const [params, setParams] = useSearchParams();
  const { pathname, search } = useLocation();

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );

  const setPage = useCallback(
    (page: number) =>
      update((next) => {
        if (page > 1) next.set('page', String(page));
        else next.delete('page');
      }),
    [update],
  );

  /** Sets or clears one filter (an empty value, or the unfiltered value, clears it) and goes back to page 1. */
  const setFilter = useCallback(
    (key: string, value: string) =>
      update((next) => {
        const trimmed = value.trim();
        if (trimmed && trimmed !== unfilteredValue) next.set(key, trimmed);
        else next.delete(key);
        next.delete('page');
      }),
    [update, unfilteredValue],
  );

  /** Drops the given filters at once and goes back to page 1. */
  const clear = useCallback(
    (...keys: string[]) =>
      update((next) => {
        for (const key of ['page', ...keys]) next.delete(key);
      }),
    [update],
  );

  /** This list with its page and filters: where a form opened from it returns to. */
  return { params, setPage, setFilter, clear, returnUrl: `${pathname}${search}` };
};

/** The page and search of a paged list. */
export type ListQuery = { page: number; search: string };

/** Seed 001 §9: the admin and lecturer lists show ten rows a page. */
export const LIST_PAGE_SIZE = 10;

/** A list query as the paged endpoints read it; an empty search is left out. */
export const pagedApiQuery = ({ page, search }: ListQuery) => ({
  pageNumber: page,
  pageSize: LIST_PAGE_SIZE,
  search: search || undefined,
});

export const listQueryFrom = (params: URLSearchParams): ListQuery => pagedQueryFrom(params);

export const listQueryOf = (request: Request): ListQuery => listQueryFrom(new URL(request.url).searchParams);

/** A paged list's page and search, with setters; clearing always drops the search too. */
export const useListQuery = () => {
  const { params, setPage, setFilter, clear, returnUrl } = useAddressQuery();
  const setSearch = useCallback((term: string) => setFilter('search', term), [setFilter]);
  /** Drops the search and the given filters at once: the whole list again, from page 1. */
  const clearFilters = useCallback((...keys: string[]) => clear('search', ...keys), [clear]);
  return { ...listQueryFrom(params), params, setPage, setSearch, setFilter, clearFilters, returnUrl };
};
