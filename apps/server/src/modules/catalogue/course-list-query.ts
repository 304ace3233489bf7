import {
  type CatalogueOrderBy,
  type CourseListItem,
  type CourseQuery,
  type PagedCourses,
  PublishStatus,
  SEARCH_FOLD_FROM,
  SEARCH_FOLD_TO,
} from '@kampus/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/sql.ts';
import { catalogueVersionReader } from './catalogue-version.ts';
import { type CountIndexKeeperOptions, createCountIndexKeeper } from './count-index-keeper.ts';
import { createSearchWordFolder } from './count-index-loader.ts';
import {
  CARD_COLUMNS,
  type CardRow,
  courseCardsSql,
  toCourseListItem,
  withFreshSeats,
} from './course-cards.ts';
import { createHighestListPrice } from './highest-list-price.ts';
import { createLearnerMarks, markedForLearner } from './learner-marks.ts';
import { VersionedCache } from './versioned-cache.ts';
import { createVisitorPageBytes } from './visitor-page-bytes.ts';

/**
 * The catalogue query (`GET /courses/paginated`). The design, measured at 100,000 courses, is explained in this
 * module's README ("The course list query"): exact counts cached per catalogue version, every filter an indexed
 * condition, keyset paging when the previous page's last row is known, per-user flags for the page's rows only.
 */

/** The filters in a canonical form: equal filter sets give equal cache keys whatever order the values came in. */
export type CourseFilters = {
  categories: string[];
  tags: string[];
  levels: number[];
  minPriceKurus: number | null;
  maxPriceKurus: number | null;
  searchWords: string[];
  minRating: number | null;
  maxRating: number | null;
};

const MAX_SEARCH_WORDS = 8;

const sortedUnique = <T>(values: readonly T[] | undefined): T[] =>
  [...new Set(values ?? [])].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/** Lira with at most two decimals to kuruş, exactly (the schema already refused a third decimal). */
const toKurus = (lira: number | undefined) => (lira === undefined ? null : Math.round(lira * 100));

/** Escapes LIKE's wildcards so that `%` and `_` typed by a user match themselves. */
const escapeLike = (word: string) => word.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export const normaliseFilters = (q: CourseQuery): CourseFilters => ({
  categories: sortedUnique([...(q.categories ?? []), ...(q.categoryIds ?? [])].map((id) => id.toLowerCase())),
  tags: sortedUnique([...(q.tags ?? []), ...(q.tagIds ?? [])].map((id) => id.toLowerCase())),
  levels: sortedUnique(q.levels),
  minPriceKurus: toKurus(q.minPrice),
  maxPriceKurus: toKurus(q.maxPrice),
  // Each word must appear (in any order); words are folded in SQL by the same function as the indexed column.
  searchWords: sortedUnique((q.search ?? '').split(/\s+/).filter(Boolean)).slice(0, MAX_SEARCH_WORDS),
  minRating: q.minRating ?? null,
  maxRating: q.maxRating ?? null,
});

const FOLD_FROM = sql.raw(`'${SEARCH_FOLD_FROM}'`);
const FOLD_TO = sql.raw(`'${SEARCH_FOLD_TO}'`);
const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** The WHERE clause over `courses c`: published only, then every filter that is set. */
export const filtersWhere = (f: CourseFilters): SQL => {
  const parts: SQL[] = [sql`c.publish_status = ${PublishStatus.Published}`];
  if (f.categories.length)
    parts.push(
      sql`c.id IN (SELECT cc.course_id FROM course_categories cc WHERE cc.category_id IN (${list(f.categories)}))`,
    );
  if (f.tags.length)
    parts.push(sql`c.id IN (SELECT ct.course_id FROM course_tags ct WHERE ct.tag_id IN (${list(f.tags)}))`);
  if (f.levels.length) parts.push(sql`c.level IN (${list(f.levels)})`);
  if (f.minPriceKurus !== null) parts.push(sql`c.list_price_kurus >= ${f.minPriceKurus}`);
  if (f.maxPriceKurus !== null) parts.push(sql`c.list_price_kurus <= ${f.maxPriceKurus}`);
  if (f.minRating !== null) parts.push(sql`c.rating_average >= ${f.minRating}`);
  if (f.maxRating !== null) parts.push(sql`c.rating_average <= ${f.maxRating}`);
  for (const word of f.searchWords)
    parts.push(
      sql`c.search_text LIKE '%' || lower(translate(${escapeLike(word)}::text, ${FOLD_FROM}, ${FOLD_TO})) || '%'`,
    );
  return sql.join(parts, sql` AND `);
};

/** Each order's key expression (served by an index on `(publish_status, key, id)`) and its SQL type. */
const ORDER_KEYS: Record<CatalogueOrderBy, { expr: string; type: string }> = {
  CreatedAt: { expr: 'c.created_at', type: 'timestamptz' },
  Name: { expr: `lower(translate(c.name, '${SEARCH_FOLD_FROM}', '${SEARCH_FOLD_TO}'))`, type: 'text' },
  Price: { expr: 'c.list_price_kurus', type: 'integer' },
  Rating: { expr: 'c.rating_average', type: 'numeric' },
};

/** Where a page ended: its last row's order key (as exact text) and id. */
type Cursor = { key: string; id: string };

type PageRow = CardRow & { sort_key: string };

/** A signed-in learner asking for a page, with the versions their request read (plugins/state-versions.ts). */
export type CourseListViewer = { userId: string; catalogueVersion: number; learnerVersion: number };

export type CourseListOptions = {
  countCacheSize?: number;
  cursorCacheSize?: number;
  pageCacheSize?: number;
  /** The in-memory count index (README: "Counts from memory"); `false` counts in SQL only. */
  countIndex?: CountIndexKeeperOptions | false;
};

/**
 * The paginated course list with its caches. One instance per server: counts and cursors are valid for one
 * catalogue version, which every change bumps (`bumpCatalogueVersion`).
 */
export const createCourseList = (db: Database, options: CourseListOptions = {}) => {
  const counts = new VersionedCache<number>(options.countCacheSize ?? 5_000);
  const countIndex =
    options.countIndex === false ? undefined : createCountIndexKeeper(db, options.countIndex);
  const foldWords = createSearchWordFolder(db);
  const readVersion = catalogueVersionReader(db);
  const cursors = new VersionedCache<Cursor>(options.cursorCacheSize ?? 20_000);
  const countsInFlight = new Map<string, Promise<number>>();
  // Visitors' pages, whole: they carry no per-user fields, so one entry serves every visitor until the next
  // version. A warm visitor request then costs the version read alone (1,000 pages of 5 cards ≈ 3 MB).
  const visitorPages = new VersionedCache<CourseListItem[]>(options.pageCacheSize ?? 1_000);
  const highestListPrice = createHighestListPrice(db);
  const learnerMarks = createLearnerMarks(db);

  const countOf = async (
    version: number,
    filterKey: string,
    filters: CourseFilters,
    where: SQL,
  ): Promise<number> => {
    const cached = counts.get(version, filterKey);
    if (cached !== undefined) return cached;
    // From memory when the index of this very version is loaded; otherwise (first request, or a new version
    // whose index is still loading) in SQL, which the index would have to match anyway.
    const index = countIndex?.indexFor(version);
    if (index) {
      const words = filters.searchWords.length > 0 ? await foldWords(filters.searchWords) : [];
      const n = index.count(filters, words);
      if (n !== undefined) {
        counts.set(version, filterKey, n);
        return n;
      }
    }
    const flightKey = `${version}|${filterKey}`;
    let pending = countsInFlight.get(flightKey);
    if (!pending) {
      pending = queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM courses c WHERE ${where}`)
        .then(([row]) => {
          const n = row?.n ?? 0;
          counts.set(version, filterKey, n);
          return n;
        })
        .finally(() => countsInFlight.delete(flightKey));
      countsInFlight.set(flightKey, pending);
    }
    return pending;
  };

  const pageOf = async (
    where: SQL,
    orderBy: CatalogueOrderBy,
    desc: boolean,
    limit: number,
    offset: number,
    after: Cursor | undefined,
  ): Promise<PageRow[]> => {
    const key = ORDER_KEYS[orderBy];
    const expr = sql.raw(key.expr);
    const dir = sql.raw(desc ? 'DESC' : 'ASC');
    const seek = after
      ? sql` AND (${expr}, c.id) ${sql.raw(desc ? '<' : '>')} (${after.key}::${sql.raw(key.type)}, ${after.id}::uuid)`
      : sql``;
    const inner = sql`
      SELECT ${CARD_COLUMNS}, ${expr} AS sort_value, (${expr})::text AS sort_key
      FROM courses c
      WHERE ${where}${seek}
      ORDER BY ${expr} ${dir}, c.id ${dir}
      LIMIT ${limit} OFFSET ${after ? 0 : offset}`;
    return queryRows<PageRow>(
      db,
      courseCardsSql(inner, null, sql`p.sort_value ${dir}, p.id ${dir}`, sql`, p.sort_key`),
    );
  };

  /** The cards of the given courses (published ones only), in the list's default order. */
  const cardsByIds = (ids: readonly string[], desc: boolean): Promise<CardRow[]> => {
    const dir = sql.raw(desc ? 'DESC' : 'ASC');
    const inner = sql`
      SELECT ${CARD_COLUMNS}, c.created_at AS sort_value
      FROM courses c
      WHERE c.id IN (${list(ids)}) AND c.publish_status = ${PublishStatus.Published}`;
    return queryRows<CardRow>(db, courseCardsSql(inner, null, sql`p.sort_value ${dir}, p.id ${dir}`));
  };

  /**
   * Total and page from the count index of `version`, for the default order (`CreatedAt`), in which the index
   * numbers its rows: the page's ids come from memory and their cards from a primary-key lookup, whatever the
   * filters and however deep the page. Undefined when that index is not loaded or cannot answer.
   */
  const pageFromIndex = async (
    version: number,
    filterKey: string,
    filters: CourseFilters,
    offset: number,
    limit: number,
    desc: boolean,
  ): Promise<{ total: number; rows: CardRow[] } | undefined> => {
    const index = countIndex?.indexFor(version);
    if (!index) return undefined;
    const words = filters.searchWords.length > 0 ? await foldWords(filters.searchWords) : [];
    const total = counts.get(version, filterKey) ?? index.count(filters, words);
    if (total === undefined) return undefined;
    counts.set(version, filterKey, total);
    const ids = offset < total ? index.pageIds(filters, words, offset, limit, desc) : [];
    if (ids === undefined) return undefined;
    return { total, rows: ids.length > 0 ? await cardsByIds(ids, desc) : [] };
  };

  /** The visitors' page (no per-user field) of the catalogue version `knownVersion`, or of the current one. */
  const visitorPage = async (query: CourseQuery, knownVersion?: number): Promise<PagedCourses> => {
    const filters = normaliseFilters(query);
    const filterKey = JSON.stringify(filters);
    const where = filtersWhere(filters);
    const { pageNumber, pageSize, orderBy, desc } = query;
    const offset = (pageNumber - 1) * pageSize;
    const version = knownVersion ?? (await readVersion());
    // Read once per version, then from memory.
    const maxListPrice = await highestListPrice(version);

    const cursorKey = (page: number) => `${filterKey}|${orderBy}|${desc}|${pageSize}|${page}`;
    const answer = (total: number, items: CourseListItem[]): PagedCourses => {
      const totalPageCount = Math.ceil(total / pageSize);
      return {
        currentPage: pageNumber,
        totalPageCount,
        totalItemCount: total,
        hasNextPage: pageNumber < totalPageCount,
        items,
        maxListPrice,
      };
    };
    const cachedTotal = counts.get(version, filterKey);
    const cachedItems = visitorPages.get(version, cursorKey(pageNumber));
    // Seats change with sales, which keep the version: a cached page's limited courses are read fresh.
    if (cachedTotal !== undefined && cachedItems)
      return answer(cachedTotal, await withFreshSeats(db, cachedItems));

    if (orderBy === 'CreatedAt') {
      const fromIndex = await pageFromIndex(version, filterKey, filters, offset, pageSize, desc);
      if (fromIndex) {
        const items = fromIndex.rows.map(toCourseListItem);
        visitorPages.set(version, cursorKey(pageNumber), items);
        return answer(fromIndex.total, items);
      }
    }

    // In SQL: other orders, or while the index of this version loads.
    const after = pageNumber > 1 ? cursors.get(version, cursorKey(pageNumber - 1)) : undefined;

    // A page opened without its predecessor's cursor (a deep link, or the same deep page asked again) is read
    // from one row earlier: that row ends page N−1, so its cursor is kept and the next request for page N seeks
    // instead of skipping `offset` rows again (at 100,000 courses OFFSET 4,995 costs ~3 ms, the seek ~0.2 ms).
    const isFromBoundary = !after && offset > 0;
    const readPage = () =>
      isFromBoundary
        ? pageOf(where, orderBy, desc, pageSize + 1, offset - 1, undefined)
        : pageOf(where, orderBy, desc, pageSize, offset, after);

    const knownCount = counts.get(version, filterKey);
    let total: number;
    let rows: PageRow[];
    if (knownCount !== undefined) {
      total = knownCount;
      rows = offset < total ? await readPage() : [];
    } else {
      [total, rows] = await Promise.all([countOf(version, filterKey, filters, where), readPage()]);
    }
    if (isFromBoundary) {
      const boundary = rows[0];
      if (boundary)
        cursors.set(version, cursorKey(pageNumber - 1), { key: boundary.sort_key, id: boundary.id });
      rows = rows.slice(1);
    }
    const last = rows.at(-1);
    if (last) cursors.set(version, cursorKey(pageNumber), { key: last.sort_key, id: last.id });

    const items = rows.map(toCourseListItem);
    visitorPages.set(version, cursorKey(pageNumber), items);
    return answer(total, items);
  };

  return {
    /**
     * One page of published courses for `query`. For a signed-in learner (`viewer`, with the versions their request
     * read) the page is the visitors' page of that catalogue version with the learner's marks laid over it, so
     * both share one cache (decision 049).
     */
    page: async (query: CourseQuery, viewer: CourseListViewer | null): Promise<PagedCourses> => {
      const marks = viewer ? learnerMarks.of(viewer.userId, viewer.learnerVersion) : undefined;
      const paged = await visitorPage(query, viewer?.catalogueVersion);
      if (!marks) return paged;
      const learner = await marks;
      return { ...paged, items: paged.items.map((item) => markedForLearner(item, learner)) };
    },

    /** A visitor's page as the bytes of its answer (visitor-page-bytes.ts). */
    visitorPageJson: createVisitorPageBytes(readVersion, visitorPage, options.pageCacheSize),
    /**
     * At server start: begins loading the count index in the background when there are published courses, so
     * that the first visitors are counted from memory. An empty catalogue has nothing worth loading ahead; the
     * first count after courses appear loads it.
     */
    warmUp: async (): Promise<void> => {
      if (!countIndex) return;
      const [row] = await queryRows<{ isListed: boolean }>(
        db,
        sql`SELECT EXISTS (SELECT 1 FROM courses WHERE publish_status = ${PublishStatus.Published}) AS "isListed"`,
      );
      if (row?.isListed) countIndex.indexFor(await readVersion());
    },
    /** Resolves once the count index is not loading (tests, the benchmark). */
    settled: async (): Promise<void> => {
      await countIndex?.settled();
    },
    /** Stops loading count indexes; call before the database closes. */
    close: async (): Promise<void> => {
      await countIndex?.close();
    },
  };
};

export type CourseList = ReturnType<typeof createCourseList>;
