import { PublishStatus, SEARCH_FOLD_FROM, SEARCH_FOLD_TO } from '@kampus/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/sql.ts';
import { readCatalogueVersion } from './catalogue-version.ts';
import { CourseCountIndex } from './course-count-index.ts';

/* Builds a count index from the database in short statements, and folds search words the database's way. */

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
    const [chunk] = await queryRows<{ rows: ChunkRow[] | null }>(
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
      const [row] = await queryRows<{ courses: string | null }>(
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
    await queryRows(db, sql`SELECT id FROM categories`),
    'course_categories',
  );
  const tags = await postingsOfTable(await queryRows(db, sql`SELECT id FROM tags`), 'course_tags');

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
      const rows = await queryRows<{ word: string; folded: string }>(
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
