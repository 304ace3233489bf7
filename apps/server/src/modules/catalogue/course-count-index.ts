import { PublishStatus, SEARCH_FOLD_FROM, SEARCH_FOLD_TO } from '@kampus/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { readCatalogueVersion } from './catalogue-version.ts';
import { rowsOf } from './course-cards.ts';
import type { CourseFilters } from './course-list-query.ts';

/**
 * The published catalogue of one catalogue version, held in memory for exact counts and for the pages of the
 * default order (README: "Counts from memory"). An SQL `count(*)` at 100,000 courses costs 40–500 ms and, on
 * PGlite, blocks the server's only thread meanwhile; counting here costs about a millisecond.
 *
 * Rows are numbered in the list's default order (`created_at DESC, id DESC`). Per row: id, level, list price in
 * kuruş and rating average, exactly as the database holds them. Per category, per tag and per distinct word of
 * the stored, folded `search_text` (split at white space): the sorted numbers of its rows. A search word never
 * contains white space (the query is split there), so it occurs in a row's text exactly when it occurs inside
 * one of the row's words: scanning the distinct words replaces scanning every text. A count gives the same number
 * as SQL's `filtersWhere` for the same filters; the property test (`course-count-index.test.ts`) holds the two
 * against each other on both engines.
 */
export class CourseCountIndex {
  readonly version: number;
  readonly size: number;
  readonly #level: Uint8Array;
  readonly #price: Int32Array;
  readonly #rating: Float64Array;
  readonly #ids: string[];
  readonly #categories: Map<string, Uint32Array>;
  readonly #tags: Map<string, Uint32Array>;
  readonly #words: string[];
  readonly #wordRows: Uint32Array[];
  // Scratch marks reused by every count (counts are synchronous, never interleaved): a row is marked when its
  // slot holds the current stamp, so nothing needs clearing between counts.
  readonly #marks: Uint32Array;
  readonly #seen: Uint32Array;
  #stamp = 0;

  constructor(parts: {
    version: number;
    level: Uint8Array;
    price: Int32Array;
    rating: Float64Array;
    ids: string[];
    categories: Map<string, Uint32Array>;
    tags: Map<string, Uint32Array>;
    words: Map<string, Uint32Array>;
  }) {
    this.version = parts.version;
    this.size = parts.level.length;
    this.#level = parts.level;
    this.#price = parts.price;
    this.#rating = parts.rating;
    this.#ids = parts.ids;
    this.#categories = parts.categories;
    this.#tags = parts.tags;
    this.#words = [...parts.words.keys()];
    this.#wordRows = [...parts.words.values()];
    this.#marks = new Uint32Array(this.size);
    this.#seen = new Uint32Array(this.size);
  }

  /** `n` fresh, consecutive stamps; returns the first. */
  #stamps(n: number): number {
    if (this.#stamp > 0xffff_ffff - n - 1) {
      this.#marks.fill(0);
      this.#seen.fill(0);
      this.#stamp = 0;
    }
    const first = this.#stamp + 1;
    this.#stamp += n;
    return first;
  }

  /** The posting lists of every distinct word that contains `folded`: their union is the rows that do. */
  #rowsContaining(folded: string): Uint32Array[] {
    const lists: Uint32Array[] = [];
    const words = this.#words;
    for (let k = 0; k < words.length; k++)
      if ((words[k] as string).includes(folded)) lists.push(this.#wordRows[k] as Uint32Array);
    return lists;
  }

  /**
   * The rows matching `filters`, as the posting lists to walk (null: every row) and a test for each walked row.
   * Null when a set filter matches nothing; undefined for a folded word with white space in it, which the word
   * lists cannot answer.
   */
  #select(
    filters: CourseFilters,
    foldedWords: readonly string[],
  ): { lists: Uint32Array[] | null; accepts: (i: number) => boolean } | null | undefined {
    if (foldedWords.some((w) => /\s/.test(w))) return undefined;
    // Each set filter is a union of posting lists; a row must be in every one of those unions.
    const sets: Uint32Array[][] = [];
    if (filters.categories.length > 0) sets.push(postingsOf(this.#categories, filters.categories));
    if (filters.tags.length > 0) sets.push(postingsOf(this.#tags, filters.tags));
    for (const word of foldedWords) sets.push(this.#rowsContaining(word));
    if (sets.some((lists) => lists.length === 0)) return null;

    const level = this.#level;
    const price = this.#price;
    const rating = this.#rating;
    let levelMask = 0;
    for (const l of filters.levels) levelMask |= 1 << l;
    const minPrice = filters.minPriceKurus ?? Number.NEGATIVE_INFINITY;
    const maxPrice = filters.maxPriceKurus ?? Number.POSITIVE_INFINITY;
    const minRating = filters.minRating ?? Number.NEGATIVE_INFINITY;
    const maxRating = filters.maxRating ?? Number.POSITIVE_INFINITY;
    const passes = (i: number): boolean => {
      if (levelMask !== 0 && (levelMask & (1 << (level[i] as number))) === 0) return false;
      const p = price[i] as number;
      if (p < minPrice || p > maxPrice) return false;
      const r = rating[i] as number;
      return r >= minRating && r <= maxRating;
    };
    if (sets.length === 0) return { lists: null, accepts: passes };

    // Walk the smallest union; mark the others first. A row marked by set j carries stamp base + j, which it
    // can only reach by having carried base + j − 1, i.e. by being in every earlier set.
    sets.sort((a, b) => totalLength(a) - totalLength(b));
    const [walked, ...marked] = sets as [Uint32Array[], ...Uint32Array[][]];
    if (marked.length === 0) return { lists: walked, accepts: passes };
    const marks = this.#marks;
    const base = this.#stamps(marked.length);
    marked.forEach((lists, j) => {
      const from = base + j - 1;
      for (const list of lists)
        for (const i of list) {
          const mark = marks[i] as number;
          if (j === 0 ? mark < base : mark === from) marks[i] = base + j;
        }
    });
    const inAll = base + marked.length - 1;
    return { lists: walked, accepts: (i) => marks[i] === inAll && passes(i) };
  }

  /**
   * How many published courses match `filters`. `foldedWords` are the search words folded by the database's own
   * expression (`createSearchWordFolder`), so that they compare with `search_text` exactly as SQL's LIKE does.
   * Undefined when the index cannot answer (count in SQL then).
   */
  count(filters: CourseFilters, foldedWords: readonly string[]): number | undefined {
    const selection = this.#select(filters, foldedWords);
    if (!selection) return selection === null ? 0 : undefined;
    const { lists, accepts } = selection;
    let n = 0;
    if (lists === null) {
      for (let i = 0; i < this.size; i++) if (accepts(i)) n++;
    } else if (lists.length === 1) {
      for (const i of lists[0] as Uint32Array) if (accepts(i)) n++;
    } else {
      const seen = this.#seen;
      const once = this.#stamps(1);
      for (const list of lists)
        for (const i of list) {
          if (seen[i] === once) continue;
          seen[i] = once;
          if (accepts(i)) n++;
        }
    }
    return n;
  }

  /**
   * The ids of one page in the list's default order (`created_at` then `id`, descending when `desc`): the
   * matching rows from `offset`, at most `limit`. Rows are numbered in that very order, so a page is the
   * matching row numbers taken in order (from the end for ascending). Undefined when the index cannot answer.
   */
  pageIds(
    filters: CourseFilters,
    foldedWords: readonly string[],
    offset: number,
    limit: number,
    desc: boolean,
  ): string[] | undefined {
    const selection = this.#select(filters, foldedWords);
    if (!selection) return selection === null ? [] : undefined;
    const { lists, accepts } = selection;
    const ids: string[] = [];
    let skipped = 0;
    /** Takes row i when it matches; true once the page is full. */
    const take = (i: number): boolean => {
      if (!accepts(i)) return false;
      if (skipped < offset) skipped++;
      else ids.push(this.#ids[i] as string);
      return ids.length >= limit;
    };
    if (lists !== null && lists.length === 1) {
      // One sorted list: walk it in order instead of every row.
      const list = lists[0] as Uint32Array;
      if (desc) {
        for (let k = 0; k < list.length; k++) if (take(list[k] as number)) break;
      } else for (let k = list.length - 1; k >= 0; k--) if (take(list[k] as number)) break;
      return ids;
    }
    let inWalked: (i: number) => boolean = () => true;
    if (lists !== null) {
      const seen = this.#seen;
      const once = this.#stamps(1);
      for (const list of lists) for (const i of list) seen[i] = once;
      inWalked = (i) => seen[i] === once;
    }
    if (desc) {
      for (let i = 0; i < this.size; i++) if (inWalked(i) && take(i)) break;
    } else for (let i = this.size - 1; i >= 0; i--) if (inWalked(i) && take(i)) break;
    return ids;
  }
}

const postingsOf = (postings: Map<string, Uint32Array>, ids: readonly string[]): Uint32Array[] => {
  const lists: Uint32Array[] = [];
  for (const id of ids) {
    const list = postings.get(id);
    if (list && list.length > 0) lists.push(list);
  }
  return lists;
};

const totalLength = (lists: Uint32Array[]) => lists.reduce((sum, l) => sum + l.length, 0);

/** Growable typed column: the number of published courses is not known before the last chunk. */
class Column<T extends Uint8Array | Int32Array | Float64Array> {
  values: T;
  readonly #make: (n: number) => T;
  constructor(make: (n: number) => T) {
    this.#make = make;
    this.values = make(1024);
  }
  set(i: number, value: number): void {
    if (i >= this.values.length) {
      const grown = this.#make(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[i] = value;
  }
  trimmed(n: number): T {
    return this.values.slice(0, n) as T;
  }
}

/** One course as a chunk carries it: `[id, created_at as text, level, list price, rating as text, search_text]`. */
type ChunkRow = [string, string, number, number, string, string];

/** Rows per statement while loading: small enough that other queries get their turn between chunks on PGlite. */
export const DEFAULT_CHUNK_ROWS = 5_000;

const WHITE_SPACE = /\s+/;

/**
 * Reads every published course of the current catalogue version, in the list's order, `chunkRows` at a time, each
 * chunk as one JSON value (PGlite hands over one large value far faster than thousands of rows); then the courses
 * of each category and each tag, one statement per category or tag (served by their `(…_id, course_id)` indexes).
 * Many short statements instead of one long one let requests run between them on PGlite's single connection.
 *
 * Exact for one version: the version is read before the first statement and after the last, and every change to
 * the catalogue bumps it in the transaction that makes the change, so an unchanged version proves that nothing
 * was committed in between. Returns null when the catalogue changed meanwhile (the caller loads again later).
 */
export const loadCourseCountIndex = async (
  db: Database,
  chunkRows = DEFAULT_CHUNK_ROWS,
): Promise<CourseCountIndex | null> => {
  const version = await readCatalogueVersion(db);
  const level = new Column((n) => new Uint8Array(n));
  const price = new Column((n) => new Int32Array(n));
  const rating = new Column((n) => new Float64Array(n));
  const ids: string[] = [];
  const rowOf = new Map<string, number>();
  const words = new Map<string, number[]>();
  let n = 0;
  let after: ChunkRow | undefined;
  for (;;) {
    const seek = after
      ? sql`AND (c.created_at, c.id) < (${after[1]}::timestamptz, ${after[0]}::uuid)`
      : sql``;
    const [chunk] = await rowsOf<{ rows: ChunkRow[] | null }>(
      db,
      sql`
        SELECT json_agg(json_build_array(p.id, p.created, p.level, p.list_price_kurus, p.rating, p.search_text)
          ORDER BY p.created_at DESC, p.id DESC) AS rows
        FROM (
          SELECT c.id, c.created_at, c.created_at::text AS created, c.level, c.list_price_kurus,
            c.rating_average::text AS rating, c.search_text
          FROM courses c
          WHERE c.publish_status = ${PublishStatus.Published} ${seek}
          ORDER BY c.created_at DESC, c.id DESC
          LIMIT ${chunkRows}
        ) p`,
    );
    const rows = chunk?.rows ?? [];
    for (const [id, , lvl, listPrice, avg, text] of rows) {
      ids.push(id);
      rowOf.set(id, n);
      level.set(n, lvl);
      price.set(n, listPrice);
      // numeric(3,2) as text to a double: the same double a JS number parameter compared in SQL would meet.
      rating.set(n, Number(avg));
      for (const word of text.split(WHITE_SPACE)) {
        if (word === '') continue;
        let list = words.get(word);
        if (!list) {
          list = [];
          words.set(word, list);
        }
        // Rows arrive in order, so a word seen twice in one row is the list's last entry already.
        if (list[list.length - 1] !== n) list.push(n);
      }
      n++;
    }
    after = rows.at(-1);
    if (!after || rows.length < chunkRows) break;
  }

  const postingsOfTable = async (ids: { id: string }[], table: 'course_categories' | 'course_tags') => {
    const column = sql.raw(table === 'course_categories' ? 'category_id' : 'tag_id');
    const postings = new Map<string, Uint32Array>();
    for (const { id } of ids) {
      const [row] = await rowsOf<{ courses: string | null }>(
        db,
        sql`SELECT string_agg(course_id::text, ',') AS courses FROM ${sql.raw(table)} WHERE ${column} = ${id}`,
      );
      const rows: number[] = [];
      for (const courseId of row?.courses?.split(',') ?? []) {
        const r = rowOf.get(courseId);
        if (r !== undefined) rows.push(r); // unpublished courses are not in the index
      }
      postings.set(id, Uint32Array.from(rows).sort());
    }
    return postings;
  };
  const categories = await postingsOfTable(
    await rowsOf(db, sql`SELECT id FROM categories`),
    'course_categories',
  );
  const tags = await postingsOfTable(await rowsOf(db, sql`SELECT id FROM tags`), 'course_tags');

  if ((await readCatalogueVersion(db)) !== version) return null;
  return new CourseCountIndex({
    version,
    level: level.trimmed(n),
    price: price.trimmed(n),
    rating: rating.trimmed(n),
    ids,
    categories,
    tags,
    words: new Map([...words].map(([word, rows]) => [word, Uint32Array.from(rows)])),
  });
};

const FOLD_FROM = sql.raw(`'${SEARCH_FOLD_FROM}'`);
const FOLD_TO = sql.raw(`'${SEARCH_FOLD_TO}'`);

/**
 * Folds search words with the database's own expression, the one that fills `search_text`: JavaScript's
 * lower-casing differs from PostgreSQL's in corners (final sigma, locale tables), and a count must not. Words
 * fold the same in every version, so they are kept (bounded) across versions.
 */
export const createSearchWordFolder = (db: Database, maxEntries = 10_000) => {
  const folded = new Map<string, string>();
  return async (words: readonly string[]): Promise<string[]> => {
    const missing = words.filter((w) => !folded.has(w));
    if (missing.length > 0) {
      const rows = await rowsOf<{ word: string; folded: string }>(
        db,
        sql`SELECT w AS word, lower(translate(w, ${FOLD_FROM}, ${FOLD_TO})) AS folded
            FROM unnest(ARRAY[${sql.join(
              missing.map((w) => sql`${w}::text`),
              sql`, `,
            )}]) AS w`,
      );
      for (const row of rows) {
        if (folded.size >= maxEntries) folded.clear();
        folded.set(row.word, row.folded);
      }
    }
    return words.map((w) => folded.get(w) as string);
  };
};

/** The least wait before loading again after a load failed. */
const FAILED_LOAD_BACKOFF_MS = 5_000;

export type CountIndexKeeperOptions = {
  chunkRows?: number;
  /**
   * After a load, the next one waits `gapFactor` times as long as the last one took, so that a catalogue that
   * changes all the time costs at most 1 / (1 + gapFactor) of a core in reloads; counts are SQL meanwhile.
   */
  gapFactor?: number;
  onError?: (error: unknown) => void;
};

/**
 * Keeps the count index of the current catalogue version. `indexFor(version)` answers only with an index of
 * exactly that version; for a newer version it starts loading one in the background (one load at a time) and
 * answers undefined, so that the caller counts in SQL until the new index is there.
 */
export const createCountIndexKeeper = (db: Database, options: CountIndexKeeperOptions = {}) => {
  const gapFactor = options.gapFactor ?? 3;
  let current: CourseCountIndex | undefined;
  let loading: Promise<void> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let nextStartAt = 0;
  let isClosed = false;

  const load = () => {
    timer = undefined;
    const started = performance.now();
    let hasFailed = false;
    loading = loadCourseCountIndex(db, options.chunkRows)
      .then((index) => {
        if (index && !isClosed && (!current || index.version > current.version)) current = index;
      })
      .catch((error: unknown) => {
        hasFailed = true;
        options.onError?.(error);
      })
      .finally(() => {
        const ended = performance.now();
        // A failed load (the database away) fails fast; without a floor every request would start another.
        const gap = gapFactor * (ended - started);
        nextStartAt = ended + (hasFailed ? Math.max(gap, FAILED_LOAD_BACKOFF_MS) : gap);
        loading = undefined;
      });
  };

  return {
    indexFor(version: number): CourseCountIndex | undefined {
      if (current?.version === version) return current;
      if (isClosed || loading || timer || (current && current.version > version)) return undefined;
      const wait = nextStartAt - performance.now();
      if (wait > 0) {
        timer = setTimeout(load, wait);
        timer.unref();
      } else load();
      return undefined;
    },
    /** Resolves once no load is running or waiting (tests, the benchmark's warm-up). */
    async settled(): Promise<void> {
      while (loading || timer) {
        if (loading) await loading;
        else
          await new Promise((resolve) => setTimeout(resolve, Math.max(0, nextStartAt - performance.now())));
      }
    },
    /** Stops loading: a load in flight finishes (its database is about to close), none starts. */
    async close(): Promise<void> {
      isClosed = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await loading;
    },
  };
};

export type CountIndexKeeper = ReturnType<typeof createCountIndexKeeper>;
