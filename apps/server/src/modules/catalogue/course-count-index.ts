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
