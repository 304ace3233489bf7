import { describe, expect, it } from 'vitest';
import {
  activeFilterChips,
  type CatalogueLocation,
  type CourseFilters,
  catalogueHref,
  catalogueSearchParams,
  chosenFilterCount,
  emptyFilters,
  entryAddressToStrip,
  hasAnyFilter,
  listKeyOf,
  matchesTyped,
  PRICE_TOP_FLOOR,
  parseCatalogueSearch,
  priceLabel,
  priceRangeOf,
  priceSliderTop,
  ratingLabel,
  toCourseQuery,
  withMinRating,
  withPriceRange,
} from './course-filters.ts';

const WEB = '0f5c1c39-8f6a-4f0e-9a43-1b7f2b7e6d11';
const DATA = '5a0e9a2e-2a43-4f7b-8c55-3b0d6b1f9e22';
const REACT = 'b3a1d2c4-1e2f-4a3b-9c4d-5e6f7a8b9c33';

const parse = (search: string) => parseCatalogueSearch(new URLSearchParams(search));

const filters = (overrides: Partial<CourseFilters> = {}): CourseFilters => ({
  ...emptyFilters(),
  ...overrides,
});

describe('parseCatalogueSearch', () => {
  it('reads repeated category, tag and level parameters', () => {
    const { filters: read } = parse(`category=${WEB}&category=${DATA}&tag=${REACT}&level=0&level=2`);
    expect(read.categories).toEqual([WEB, DATA]);
    expect(read.tags).toEqual([REACT]);
    expect(read.levels).toEqual([0, 2]);
  });

  it('reads prices, search, ratings, page, page size and the internal marker', () => {
    const location = parse(
      'minPrice=10&maxPrice=150&search=%20react%20&minRating=3.5&maxRating=5&page=3&pageSize=10&_internal=true',
    );
    expect(location).toEqual({
      filters: filters({ minPrice: 10, maxPrice: 150, search: 'react', minRating: 3.5, maxRating: 5 }),
      page: 3,
      pageSize: 10,
      isInternal: true,
    });
  });

  it('starts at page 1 with five courses a page and no filter for an empty address', () => {
    expect(parse('')).toEqual({ filters: emptyFilters(), page: 1, pageSize: 5, isInternal: false });
  });

  it('drops values the API would refuse instead of failing the page', () => {
    const location = parse(
      'category=not-a-uuid&level=7&level=x&minPrice=-5&maxPrice=abc&minRating=9&page=0&pageSize=500',
    );
    expect(location.filters).toEqual(emptyFilters());
    expect(location.page).toBe(1);
    expect(location.pageSize).toBe(5);
  });

  it('orders a hand-edited price range whose minimum is above its maximum', () => {
    expect(parse('minPrice=100&maxPrice=20').filters).toMatchObject({ minPrice: 20, maxPrice: 100 });
  });

  it('keeps each repeated value once', () => {
    expect(parse(`category=${WEB}&category=${WEB}&level=1&level=1`).filters).toMatchObject({
      categories: [WEB],
      levels: [1],
    });
  });
});

describe('catalogueSearchParams', () => {
  it('writes only what narrows the list, so the plain catalogue is /courses', () => {
    expect(catalogueHref(emptyFilters())).toBe('/courses');
    expect(catalogueHref(emptyFilters(), { page: 1, pageSize: 5 })).toBe('/courses');
  });

  it('repeats category, tag and level and marks scroll continuations', () => {
    const params = catalogueSearchParams(
      filters({ categories: [WEB, DATA], tags: [REACT], levels: [0, 1] }),
      {
        page: 2,
        isInternal: true,
      },
    );
    expect(params.getAll('category')).toEqual([WEB, DATA]);
    expect(params.getAll('tag')).toEqual([REACT]);
    expect(params.getAll('level')).toEqual(['0', '1']);
    expect(params.get('page')).toBe('2');
    expect(params.get('_internal')).toBe('true');
  });

  it('round-trips every filter through the address', () => {
    const chosen = filters({
      categories: [WEB],
      tags: [REACT, DATA],
      levels: [2],
      minPrice: 15,
      maxPrice: 120,
      search: 'İstanbul verisi',
      minRating: 4.5,
      maxRating: 5,
    });
    const location = parse(
      catalogueSearchParams(chosen, { page: 4, pageSize: 20, isInternal: true }).toString(),
    );
    expect(location).toEqual({ filters: chosen, page: 4, pageSize: 20, isInternal: true });
  });
});

describe('toCourseQuery', () => {
  it("asks the API with the seed's parameter names, newest first", () => {
    const location: CatalogueLocation = {
      filters: filters({ categories: [WEB], tags: [REACT], levels: [1], maxPrice: 50, search: 'react' }),
      page: 2,
      pageSize: 5,
      isInternal: true,
    };
    expect(toCourseQuery(location)).toEqual({
      categories: [WEB],
      tags: [REACT],
      levels: [1],
      minPrice: null,
      maxPrice: 50,
      search: 'react',
      minRating: null,
      maxRating: null,
      pageNumber: 2,
      pageSize: 5,
      desc: true,
      orderBy: 'CreatedAt',
    });
  });

  it('sends no search for blank text', () => {
    expect(toCourseQuery({ ...parse(''), filters: filters({ search: '   ' }) }).search).toBeNull();
  });
});

describe('chosenFilterCount', () => {
  it('counts chosen categories, tags and levels for the phone badge', () => {
    expect(chosenFilterCount(filters({ categories: [WEB, DATA], tags: [REACT], levels: [0, 2] }))).toBe(5);
  });

  it('does not count price, rating or search', () => {
    expect(chosenFilterCount(filters({ minPrice: 10, minRating: 4, search: 'react' }))).toBe(0);
    expect(hasAnyFilter(filters({ search: 'react' }))).toBe(true);
    expect(hasAnyFilter(emptyFilters())).toBe(false);
  });
});

describe('entryAddressToStrip', () => {
  const scrolled = parse(`category=${WEB}&page=3&_internal=true`);

  it('removes a page above 1 and the internal marker when the list is opened afresh', () => {
    expect(entryAddressToStrip(scrolled, null)).toBe(`/courses?category=${WEB}`);
    expect(entryAddressToStrip(parse('page=2'), null)).toBe('/courses');
    expect(entryAddressToStrip(parse('_internal=true'), null)).toBe('/courses');
  });

  it('keeps the address when the scroll asks for the next page of the list on screen', () => {
    expect(entryAddressToStrip(scrolled, { key: listKeyOf(scrolled), lastPage: 2 })).toBeNull();
  });

  it('keeps the address when the router reloads the page already on screen', () => {
    expect(entryAddressToStrip(scrolled, { key: listKeyOf(scrolled), lastPage: 3 })).toBeNull();
  });

  it('starts again when the list on screen has other filters or is pages behind', () => {
    expect(entryAddressToStrip(scrolled, { key: listKeyOf(parse('')), lastPage: 2 })).not.toBeNull();
    expect(entryAddressToStrip(scrolled, { key: listKeyOf(scrolled), lastPage: 1 })).not.toBeNull();
  });

  it('leaves a plain first page alone', () => {
    expect(entryAddressToStrip(parse(`category=${WEB}`), null)).toBeNull();
  });
});

describe('slider values', () => {
  it('sets no price bound for a slider end left at its edge', () => {
    expect(withPriceRange(emptyFilters(), [0, 1500], 1500)).toMatchObject({ minPrice: null, maxPrice: null });
    expect(withPriceRange(emptyFilters(), [25, 100], 1500)).toMatchObject({ minPrice: 25, maxPrice: 100 });
    // Under 500 lira is a question the slider can ask when the catalogue goes higher.
    expect(withPriceRange(emptyFilters(), [0, 500], 1500)).toMatchObject({ minPrice: null, maxPrice: 500 });
  });

  it('shows an absent bound at the edge of the slider and clamps one beyond it', () => {
    expect(priceRangeOf(emptyFilters(), 200)).toEqual([0, 200]);
    expect(priceRangeOf(filters({ minPrice: 40, maxPrice: 900 }), 200)).toEqual([40, 200]);
    expect(priceRangeOf(filters({ minPrice: 40, maxPrice: 900 }), 1500)).toEqual([40, 900]);
    expect(priceRangeOf(emptyFilters(), 1500)).toEqual([0, 1500]);
  });

  it("ends the price slider at the catalogue's highest list price, rounded up, never below 200", () => {
    expect(priceSliderTop(1399.9)).toBe(1500);
    expect(priceSliderTop(749.5)).toBe(750);
    expect(priceSliderTop(999)).toBe(1000);
    expect(priceSliderTop(2100)).toBe(2500);
    expect(priceSliderTop(12_345)).toBe(15_000);
    expect(priceSliderTop(200.01)).toBe(250);
    for (const cheap of [0, 49.9, 200, null, undefined, Number.NaN])
      expect(priceSliderTop(cheap)).toBe(PRICE_TOP_FLOOR);
    // Every top is a reachable step of 5 and at or above the price it stands for.
    for (let lira = 0; lira < 100_000; lira += 37.13) {
      const top = priceSliderTop(lira);
      expect(top % 5).toBe(0);
      expect(top).toBeGreaterThanOrEqual(lira);
      expect(top).toBeLessThan(Math.max(lira * 1.5, 200) + 1);
    }
  });

  it('formats slider values in lira and marks the open top ends', () => {
    expect(priceLabel(0, 1500)).toBe('₺0');
    expect(priceLabel(150, 1500)).toBe('₺150');
    expect(priceLabel(200, 200)).toBe('₺200+');
    expect(priceLabel(1500, 1500)).toBe('₺1.500+');
    expect(ratingLabel(0)).toBe('Tümü');
    expect(ratingLabel(3.5)).toBe('3,5+');
  });

  it('treats a minimum rating of 0 as no rating filter', () => {
    expect(withMinRating(emptyFilters(), 0).minRating).toBeNull();
    expect(withMinRating(emptyFilters(), 3.5).minRating).toBe(3.5);
  });
});

describe('matchesTyped', () => {
  it('finds options ignoring case and Turkish letters', () => {
    expect(matchesTyped('Yapay Zekâ', 'zeka')).toBe(true);
    expect(matchesTyped('Oyun Geliştirme', 'GELIŞ')).toBe(true);
    expect(matchesTyped('İstatistik', 'istat')).toBe(true);
    expect(matchesTyped('DevOps', 'mobil')).toBe(false);
  });

  it('shows every option while nothing is typed', () => {
    expect(matchesTyped('Mobil', '  ')).toBe(true);
  });
});

describe('activeFilterChips', () => {
  const names = {
    categories: [{ id: WEB, name: 'Web Geliştirme' }],
    tags: [{ id: REACT, name: 'React' }],
  };

  it('gives one labelled chip per applied filter, each removing only itself', () => {
    const applied = parse(
      `category=${WEB}&tag=${REACT}&level=0&level=2&minPrice=100&maxPrice=500&search=react&minRating=3.5`,
    ).filters;
    const chips = activeFilterChips(applied, names);
    expect(chips.map((chip) => chip.label)).toEqual([
      'Arama: “react”',
      'Başlangıç',
      'İleri',
      'Fiyat: ₺100 – ₺500',
      'Puan: 3,5 ve üzeri',
      'Web Geliştirme',
      'React',
    ]);
    expect(chips.map((chip) => chip.removeLabel)).toContain('Kategori: Web Geliştirme filtresini kaldır');
    for (const chip of chips) {
      const rest = activeFilterChips(chip.without, names);
      expect(rest.map((c) => c.key)).toEqual(chips.filter((c) => c !== chip).map((c) => c.key));
    }
    expect(catalogueHref(chips.find((c) => c.key === 'level-0')?.without ?? applied)).toBe(
      `/courses?category=${WEB}&tag=${REACT}&level=2&minPrice=100&maxPrice=500&search=react&minRating=3.5`,
    );
  });

  it('says one-sided price bounds in words, and is empty without filters', () => {
    expect(activeFilterChips(filters({ maxPrice: 500 }), names)[0]?.label).toBe('Fiyat: ₺500 ve altı');
    expect(activeFilterChips(filters({ minPrice: 500 }), names)[0]?.label).toBe('Fiyat: ₺500 ve üzeri');
    expect(activeFilterChips(emptyFilters(), names)).toEqual([]);
  });

  it('names the kind of a category or tag whose name has not arrived yet', () => {
    const chips = activeFilterChips(filters({ categories: [DATA], tags: [REACT] }), null);
    expect(chips.map((chip) => chip.label)).toEqual(['Kategori', 'Etiket']);
  });
});
