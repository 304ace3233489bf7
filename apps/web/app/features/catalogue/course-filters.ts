import { foldForSearch } from '@kampus/contract';
import type { Query } from '../../lib/api-client.ts';

/**
 * The catalogue's filter state lives in the address (seed 000 §2): `category`, `tag` and `level` repeat, then
 * `minPrice`, `maxPrice`, `search`, `minRating`, `maxRating`, `page`, `pageSize` and the marker `_internal` that
 * says "this address was written by the infinite scroll, not by a person". Everything here is pure so that the
 * mapping can be tested both ways.
 */

/** Seed 000 §5, §9: price slider 0–200 lira in steps of 5, rating slider 0–5 in steps of 0.5, 5 courses a page. */
export const PRICE_MIN = 0;
export const PRICE_MAX = 200;
export const PRICE_STEP = 5;
export const RATING_MIN = 0;
export const RATING_MAX = 5;
export const RATING_STEP = 0.5;
export const DEFAULT_PAGE_SIZE = 5;
export const MAX_PAGE_SIZE = 50;
const MAX_SEARCH_LENGTH = 100;
const MAX_LEVEL = 2;

export const INTERNAL_MARKER = '_internal';

export type CourseFilters = {
  categories: string[];
  tags: string[];
  levels: number[];
  /** Lira; null means no lower bound. */
  minPrice: number | null;
  /** Lira; null means no upper bound. */
  maxPrice: number | null;
  search: string;
  minRating: number | null;
  maxRating: number | null;
};

/** What one catalogue address asks for. */
export type CatalogueLocation = {
  filters: CourseFilters;
  page: number;
  pageSize: number;
  isInternal: boolean;
};

export const emptyFilters = (): CourseFilters => ({
  categories: [],
  tags: [],
  levels: [],
  minPrice: null,
  maxPrice: null,
  search: '',
  minRating: null,
  maxRating: null,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const unique = <T>(values: T[]) => [...new Set(values)];

/** A number from the address, or null when it is missing or not a number in [min, max]. */
const numberParam = (raw: string | null, min: number, max: number): number | null => {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) return null;
  // The API takes lira with at most two decimals.
  return Math.round(value * 100) / 100;
};

const wholeParam = (raw: string | null, min: number, max: number, fallback: number): number => {
  const value = Number(raw);
  return raw !== null && Number.isInteger(value) && value >= min && value <= max ? value : fallback;
};

/** Orders a pair so that a hand-edited address with min above max still asks the server something it accepts. */
const ordered = (low: number | null, high: number | null): [number | null, number | null] =>
  low !== null && high !== null && high < low ? [high, low] : [low, high];

/**
 * Reads the catalogue address. Values the API would refuse (not a UUID, a level outside 0–2, a negative price) are
 * dropped rather than turned into an error page: a shared link with one bad value still shows courses.
 */
export const parseCatalogueSearch = (params: URLSearchParams): CatalogueLocation => {
  const [minPrice, maxPrice] = ordered(
    numberParam(params.get('minPrice'), 0, 10_000_000),
    numberParam(params.get('maxPrice'), 0, 10_000_000),
  );
  const [minRating, maxRating] = ordered(
    numberParam(params.get('minRating'), RATING_MIN, RATING_MAX),
    numberParam(params.get('maxRating'), RATING_MIN, RATING_MAX),
  );
  return {
    filters: {
      categories: unique(params.getAll('category').filter((id) => UUID.test(id))),
      tags: unique(params.getAll('tag').filter((id) => UUID.test(id))),
      levels: unique(
        params
          .getAll('level')
          .map(Number)
          .filter((level) => Number.isInteger(level) && level >= 0 && level <= MAX_LEVEL),
      ),
      minPrice,
      maxPrice,
      search: (params.get('search') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
      minRating,
      maxRating,
    },
    page: wholeParam(params.get('page'), 1, 1_000_000, 1),
    pageSize: wholeParam(params.get('pageSize'), 1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
    isInternal: params.has(INTERNAL_MARKER),
  };
};

/**
 * Writes the catalogue address: only what differs from "no filter", so that a plain catalogue is `/courses` and a
 * shared link stays short. Page 1 and the default page size are left out.
 */
export const catalogueSearchParams = (
  filters: CourseFilters,
  options: { page?: number; pageSize?: number; isInternal?: boolean } = {},
): URLSearchParams => {
  const params = new URLSearchParams();
  for (const id of filters.categories) params.append('category', id);
  for (const id of filters.tags) params.append('tag', id);
  for (const level of filters.levels) params.append('level', String(level));
  if (filters.minPrice !== null) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== null) params.set('maxPrice', String(filters.maxPrice));
  const search = filters.search.trim();
  if (search) params.set('search', search);
  if (filters.minRating !== null) params.set('minRating', String(filters.minRating));
  if (filters.maxRating !== null) params.set('maxRating', String(filters.maxRating));
  if (options.page !== undefined && options.page > 1) params.set('page', String(options.page));
  if (options.pageSize !== undefined && options.pageSize !== DEFAULT_PAGE_SIZE)
    params.set('pageSize', String(options.pageSize));
  if (options.isInternal) params.set(INTERNAL_MARKER, 'true');
  return params;
};

/** `/courses?…` for the given filters. */
export const catalogueHref = (
  filters: CourseFilters,
  options: { page?: number; pageSize?: number; isInternal?: boolean } = {},
): string => {
  const search = catalogueSearchParams(filters, options).toString();
  return search ? `/courses?${search}` : '/courses';
};

/** Seed 000 §7: the query of `GET /courses/paginated`, newest first; absent values are not sent. */
export const toCourseQuery = ({ filters, page, pageSize }: CatalogueLocation): Query => ({
  categories: filters.categories,
  tags: filters.tags,
  levels: filters.levels,
  minPrice: filters.minPrice,
  maxPrice: filters.maxPrice,
  search: filters.search.trim() || null,
  minRating: filters.minRating,
  maxRating: filters.maxRating,
  pageNumber: page,
  pageSize,
  desc: true,
  orderBy: 'CreatedAt',
});

/** One list is one filter set at one page size; pages of the same list share this key. */
export const listKeyOf = ({ filters, pageSize }: Pick<CatalogueLocation, 'filters' | 'pageSize'>): string =>
  catalogueSearchParams(filters, { pageSize }).toString();

/** The badge on the phone's 'Filtreler' button: chosen categories, tags and levels (seed 000 §2). */
export const chosenFilterCount = (filters: CourseFilters): number =>
  filters.categories.length + filters.tags.length + filters.levels.length;

/** True when any filter narrows the list (the empty state then offers to clear them). */
export const hasAnyFilter = (filters: CourseFilters): boolean => listKeyOf({ filters, pageSize: 5 }) !== '';

/**
 * The address written by the infinite scroll is only meaningful while that very list is on screen: opened afresh
 * (reload, a shared link, the back button from another page) a page above 1 or the internal marker is removed
 * (seed 000 §2), and the list starts again at page 1.
 */
export const entryAddressToStrip = (
  location: CatalogueLocation,
  shownList: { key: string; lastPage: number } | null,
): string | null => {
  if (location.page === 1 && !location.isInternal) return null;
  const continuesShownList =
    location.isInternal &&
    shownList !== null &&
    shownList.key === listKeyOf(location) &&
    // The next page, or the same page again when the router revalidates.
    (location.page === shownList.lastPage + 1 || location.page === shownList.lastPage);
  return continuesShownList ? null : catalogueHref(location.filters, { pageSize: location.pageSize });
};

// Slider values

export type PriceRange = [number, number];

/** The slider shows the whole range when a bound is absent; its top end means "and above". */
export const priceRangeOf = (filters: CourseFilters): PriceRange => [
  Math.min(Math.max(filters.minPrice ?? PRICE_MIN, PRICE_MIN), PRICE_MAX),
  Math.min(Math.max(filters.maxPrice ?? PRICE_MAX, PRICE_MIN), PRICE_MAX),
];

/** A slider end left at its edge sets no bound, so courses above 200 ₺ are not hidden by an untouched slider. */
export const withPriceRange = (filters: CourseFilters, [low, high]: PriceRange): CourseFilters => ({
  ...filters,
  minPrice: low > PRICE_MIN ? low : null,
  maxPrice: high < PRICE_MAX ? high : null,
});

export const withMinRating = (filters: CourseFilters, minRating: number): CourseFilters => ({
  ...filters,
  minRating: minRating > RATING_MIN ? minRating : null,
});

/** Filters a category or tag list by what the user typed, ignoring case and Turkish letters (`İ`, `ş`, …). */
export const matchesTyped = (name: string, typed: string): boolean => {
  const needle = foldForSearch(typed.trim());
  return needle === '' || foldForSearch(name).includes(needle);
};
