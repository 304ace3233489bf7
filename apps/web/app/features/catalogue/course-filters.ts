import { type FilterOption, foldForSearch, labelOf, levelLabels } from '@kampus/contract';
import type { Query } from '../../lib/api-client.ts';

/**
 * The catalogue's filter state lives in the address: `category`, `tag` and `level` repeat, then
 * `minPrice`, `maxPrice`, `search`, `minRating`, `maxRating`, `page`, `pageSize` and the marker `_internal` that
 * says "this address was written by the infinite scroll, not by a person". Everything here is pure so that the
 * mapping can be tested both ways.
 */

/**
 * Seed 000 §5, §9: price slider from 0 lira in steps of 5, rating slider 0–5 in steps of 0.5, 5 courses a page.
 * The price slider's top is open ("and above") and follows the catalogue: see `priceSliderTop`.
 */
export const PRICE_MIN = 0;
/** The seed's top of the price slider, kept while the catalogue costs no more. */
export const PRICE_TOP_FLOOR = 200;
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

/** The badge on the phone's 'Filtreler' button: chosen categories, tags and levels. */
export const chosenFilterCount = (filters: CourseFilters): number =>
  filters.categories.length + filters.tags.length + filters.levels.length;

/** True when any filter narrows the list (the empty state then offers to clear them). */
export const hasAnyFilter = (filters: CourseFilters): boolean => listKeyOf({ filters, pageSize: 5 }) !== '';

/**
 * The address written by the infinite scroll is only meaningful while that very list is on screen: opened afresh
 * (reload, a shared link, the back button from another page) a page above 1 or the internal marker is removed
 *, and the list starts again at page 1.
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

/**
 * The top of the price slider for a catalogue whose dearest course costs `maxListPrice` lira: that price rounded up
 * to a round number (a multiple of half its power of ten: 749,50 → 750, 1.399,90 → 1.500, 2.100 → 2.500), and
 * never below the seeds' 200. Round numbers are multiples of the slider's step of 5, so the top is reachable.
 */
export const priceSliderTop = (maxListPrice: number | null | undefined): number => {
  if (!maxListPrice || !Number.isFinite(maxListPrice) || maxListPrice <= PRICE_TOP_FLOOR)
    return PRICE_TOP_FLOOR;
  const unit = 10 ** Math.floor(Math.log10(maxListPrice)) / 2;
  return Math.ceil(maxListPrice / unit) * unit;
};

/** The slider shows the whole range when a bound is absent; its top end means "and above". */
export const priceRangeOf = (filters: CourseFilters, top: number): PriceRange => [
  Math.min(Math.max(filters.minPrice ?? PRICE_MIN, PRICE_MIN), top),
  Math.min(Math.max(filters.maxPrice ?? top, PRICE_MIN), top),
];

/** A slider end left at its edge sets no bound, so an untouched slider never hides the dearest courses. */
export const withPriceRange = (
  filters: CourseFilters,
  [low, high]: PriceRange,
  top: number,
): CourseFilters => ({
  ...filters,
  minPrice: low > PRICE_MIN ? low : null,
  maxPrice: high < top ? high : null,
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

// Labels

const liraFormat = new Intl.NumberFormat('tr-TR', {
  style: 'currency',
  currency: 'TRY',
  maximumFractionDigits: 0,
});
const ratingFormat = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 1 });

/** A price on the slider; its top end means "and above" (see withPriceRange). */
export const priceLabel = (lira: number, top: number) =>
  lira >= top ? `${liraFormat.format(top)}+` : liraFormat.format(lira);
export const ratingLabel = (rating: number) =>
  rating <= RATING_MIN ? 'Tümü' : `${ratingFormat.format(rating)}+`;

// Active filter chips

/** One applied filter as a removable chip: what it reads, what its button says, and the filters without it. */
export type FilterChip = { key: string; label: string; removeLabel: string; without: CourseFilters };

/**
 * The applied filters, one chip each, in the panel's order. Category and tag names come from the filter options;
 * until those arrive a chip says only what kind of filter it is.
 */
export const activeFilterChips = (
  filters: CourseFilters,
  names: { categories: FilterOption[]; tags: FilterOption[] } | null,
): FilterChip[] => {
  const chips: FilterChip[] = [];
  // A name (category, tag, level) is its own label; a search, price or rating says what it is.
  const add = (key: string, kind: string, value: string, without: CourseFilters, isNamed = true) =>
    chips.push({
      key,
      label: isNamed ? value : `${kind}: ${value}`,
      removeLabel: `${kind}: ${value} filtresini kaldır`,
      without,
    });
  const nameOf = (list: FilterOption[] | undefined, id: string, fallback: string) =>
    list?.find((option) => option.id === id)?.name ?? fallback;

  const search = filters.search.trim();
  if (search) add('search', 'Arama', `“${search}”`, { ...filters, search: '' }, false);
  for (const level of filters.levels)
    add(`level-${level}`, 'Seviye', labelOf(levelLabels, level), {
      ...filters,
      levels: filters.levels.filter((l) => l !== level),
    });
  if (filters.minPrice !== null || filters.maxPrice !== null) {
    const value =
      filters.maxPrice === null
        ? `${liraFormat.format(filters.minPrice ?? 0)} ve üzeri`
        : filters.minPrice === null
          ? `${liraFormat.format(filters.maxPrice)} ve altı`
          : `${liraFormat.format(filters.minPrice)} – ${liraFormat.format(filters.maxPrice)}`;
    add('price', 'Fiyat', value, { ...filters, minPrice: null, maxPrice: null }, false);
  }
  if (filters.minRating !== null || filters.maxRating !== null) {
    const value =
      filters.maxRating === null
        ? `${ratingFormat.format(filters.minRating ?? 0)} ve üzeri`
        : `${ratingFormat.format(filters.minRating ?? 0)} – ${ratingFormat.format(filters.maxRating)}`;
    add('rating', 'Puan', value, { ...filters, minRating: null, maxRating: null }, false);
  }
  for (const id of filters.categories)
    add(`category-${id}`, 'Kategori', nameOf(names?.categories, id, 'Kategori'), {
      ...filters,
      categories: filters.categories.filter((c) => c !== id),
    });
  for (const id of filters.tags)
    add(`tag-${id}`, 'Etiket', nameOf(names?.tags, id, 'Etiket'), {
      ...filters,
      tags: filters.tags.filter((t) => t !== id),
    });
  return chips;
};
