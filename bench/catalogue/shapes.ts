import { createRandom } from './random.ts';
import { SEARCH_TERMS } from './words.ts';

/** One request's filters, as the web client sends them to GET /courses/paginated. */
export type FilterSet = {
  categories?: string[];
  tags?: string[];
  levels?: number[];
  minPrice?: number;
  maxPrice?: number;
  minRating?: number;
  maxRating?: number;
  search?: string;
  pageNumber: number;
  pageSize: number;
};

export type ShapeName = 'no-filter' | 'category-level' | 'price-rating' | 'text-search' | 'page-1000';

export type Shape = {
  name: ShapeName;
  title: string;
  /** Rotated through in order by every connection, so that no single cache entry serves the whole run. */
  sets: FilterSet[];
};

export const PATH = '/api/v1/web/courses/paginated';
const PAGE_SIZE = 5; // the web client's page size

/** The query string the web client would send: repeated keys for arrays, absent keys for nulls. */
export const toQuery = (f: FilterSet): string => {
  const q = new URLSearchParams();
  for (const id of f.categories ?? []) q.append('categories', id);
  for (const id of f.tags ?? []) q.append('tags', id);
  for (const level of f.levels ?? []) q.append('levels', String(level));
  if (f.minPrice !== undefined) q.set('minPrice', String(f.minPrice));
  if (f.maxPrice !== undefined) q.set('maxPrice', String(f.maxPrice));
  if (f.search !== undefined) q.set('search', f.search);
  if (f.minRating !== undefined) q.set('minRating', String(f.minRating));
  if (f.maxRating !== undefined) q.set('maxRating', String(f.maxRating));
  q.set('pageNumber', String(f.pageNumber));
  q.set('pageSize', String(f.pageSize));
  q.set('desc', 'true');
  q.set('orderBy', 'CreatedAt');
  return `${PATH}?${q.toString()}`;
};

const LEVEL_SETS = [[0], [1], [2], [0, 1], [0, 2], [1, 2]];

/** The five shapes of the issue, each with at least 50 distinct filter sets or search terms (deterministic). */
export const buildShapes = (facts: { categoryIds: string[]; tagIds: string[] }): Shape[] => {
  const random = createRandom('kampus-catalogue-shapes');
  const fill = (make: () => FilterSet, count = 60): FilterSet[] => {
    const byQuery = new Map<string, FilterSet>();
    for (let guard = 0; byQuery.size < count && guard < count * 50; guard++) {
      const set = make();
      const key = toQuery(set);
      if (!byQuery.has(key)) byQuery.set(key, set);
    }
    return [...byQuery.values()];
  };

  const noFilter = Array.from({ length: 60 }, (_, i) => ({ pageNumber: i + 1, pageSize: PAGE_SIZE }));

  const categoryLevel = fill(() => ({
    categories: random.sample(facts.categoryIds, random.chance(0.7) ? 1 : 2),
    levels: random.pick(LEVEL_SETS),
    pageNumber: random.int(1, 3),
    pageSize: PAGE_SIZE,
  }));

  // The web slider: price 0–200 in steps of 5, minimum rating 0–5 in steps of 0.5.
  const priceRating = fill(() => {
    const minPrice = random.int(0, 20) * 5;
    return {
      minPrice,
      maxPrice: Math.min(200, minPrice + random.int(4, 40) * 5),
      minRating: random.int(1, 9) * 0.5,
      pageNumber: 1,
      pageSize: PAGE_SIZE,
    };
  });

  const textSearch = SEARCH_TERMS.map((search) => ({ search, pageNumber: 1, pageSize: PAGE_SIZE }));

  // Broad filters only, so that page 1,000 (offset 4,995) exists for each at 100,000 courses.
  const deepPage = fill(() => {
    const set: FilterSet = { pageNumber: 1000, pageSize: PAGE_SIZE };
    if (random.chance(0.6)) set.levels = random.pick(LEVEL_SETS);
    if (random.chance(0.5)) set.minPrice = random.pick([0, 5, 10]);
    if (random.chance(0.5)) set.maxPrice = random.pick([150, 200, 250]);
    if (random.chance(0.5)) set.minRating = random.pick([1, 1.5, 2]);
    return set;
  });

  return [
    { name: 'no-filter', title: 'filtresiz', sets: noFilter },
    { name: 'category-level', title: 'kategori + seviye', sets: categoryLevel },
    { name: 'price-rating', title: 'fiyat + en düşük puan', sets: priceRating },
    { name: 'text-search', title: 'metin araması', sets: textSearch },
    { name: 'page-1000', title: '1.000. sayfa', sets: deepPage },
  ];
};

const FOLD_FROM = 'İIıĞğŞşÇçÖöÜüÂâÎîÛû';
const FOLD_TO = 'iiiggssccoouuaaiiuu';

/** The Turkish folding of the `search_text` column, done independently here to serve as ground truth. */
export const foldSearch = (text: string): string =>
  [...text]
    .map((ch) => {
      const i = FOLD_FROM.indexOf(ch);
      return i >= 0 ? (FOLD_TO[i] as string) : ch;
    })
    .join('')
    .toLowerCase();

const quote = (s: string) => `'${s.replaceAll("'", "''")}'`;
const uuidList = (ids: string[]) => {
  for (const id of ids) if (!/^[0-9a-f-]{36}$/.test(id)) throw new Error(`not a uuid: ${id}`);
  return ids.map(quote).join(', ');
};

/**
 * The catalogue's meaning written directly in SQL (AND across filters, OR inside one,
 * Published only, list price in kuruş, rating average, folded search words). Values are inlined
 * because they come from this file, never from outside, and so that pgbench can run the same text.
 */
export const whereSql = (f: FilterSet): string => {
  const parts = ['c.publish_status = 1'];
  if (f.categories?.length)
    parts.push(
      `c.id IN (SELECT course_id FROM course_categories WHERE category_id IN (${uuidList(f.categories)}))`,
    );
  if (f.tags?.length)
    parts.push(`c.id IN (SELECT course_id FROM course_tags WHERE tag_id IN (${uuidList(f.tags)}))`);
  if (f.levels?.length) parts.push(`c.level IN (${f.levels.map((l) => Number(l)).join(', ')})`);
  if (f.minPrice !== undefined) parts.push(`c.list_price_kurus >= ${Math.round(f.minPrice * 100)}`);
  if (f.maxPrice !== undefined) parts.push(`c.list_price_kurus <= ${Math.round(f.maxPrice * 100)}`);
  if (f.minRating !== undefined) parts.push(`c.rating_average >= ${Number(f.minRating)}`);
  if (f.maxRating !== undefined) parts.push(`c.rating_average <= ${Number(f.maxRating)}`);
  // Every word of the term must occur, in any order (the catalogue's documented search rule).
  for (const word of new Set((f.search ?? '').trim().split(/\s+/).filter(Boolean))) {
    const folded = foldSearch(word).replace(/[\\%_]/g, (m) => `\\${m}`);
    parts.push(`c.search_text LIKE ${quote(`%${folded}%`)}`);
  }
  return parts.join(' AND ');
};

export const countSql = (f: FilterSet): string =>
  `SELECT count(*)::int AS n FROM courses c WHERE ${whereSql(f)}`;
