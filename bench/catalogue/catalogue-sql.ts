import { type CourseQuery, CourseQuerySchema } from '@kampus/contract';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../apps/server/src/db/client.ts';
import { createCourseList } from '../../apps/server/src/modules/catalogue/course-list-query.ts';
import type { FilterSet } from './shapes.ts';

/** One statement the catalogue sent: re-runnable through the driver, and as literal text for pgbench and EXPLAIN. */
export type Statement = { query: SQL; text: string };

const dialect = new PgDialect();

const literal = (value: unknown): string => {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return `'${value.toISOString()}'`;
  return `'${String(value).replaceAll("'", "''")}'`;
};

/** The statement with its parameters written in, as pgbench needs it (the same values the driver would bind). */
const inline = (query: SQL): string => {
  const { sql, params } = dialect.sqlToQuery(query);
  return sql.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
};

export const toCourseQuery = (set: FilterSet): CourseQuery =>
  CourseQuerySchema.parse({ ...set, desc: true, orderBy: 'CreatedAt' });

const isCount = (text: string) => /^\s*select count\(\*\)/i.test(text);
/** A page statement: the cards of the page's rows with their lecturer, whichever way the rows were chosen. */
const isCards = (text: string) => /join users u on u\.id = p\.lecturer_id/i.test(text);

/**
 * The exact SQL the catalogue runs for each filter set, taken from the module itself rather than rewritten here,
 * so the ceiling measures the query the server really sends. A spy on `db.execute` records the statements:
 *
 * - `pages`: with the count index loaded (the server's normal state), the statement a request runs when its
 *   page is not cached (a signed-in user, or a visitor's first request for that page in this catalogue version):
 *   the cards of the ids the index chose, by primary key;
 * - `sqlPages` and `counts`: without the index (while the index of a new catalogue version loads), two passes
 *   over the sets in rotation order: the first yields each filter set's SQL count, the second, with counts and
 *   page cursors cached as they are during the load, the SQL page statement.
 *
 * A set whose page lies past the end sends no page statement and is left out.
 */
export const captureCatalogueSql = async (
  db: Database,
  sets: FilterSet[],
): Promise<{ pages: Statement[]; sqlPages: Statement[]; counts: Statement[] }> => {
  let recording: SQL[] | undefined;
  const spy = new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === 'execute')
        return (query: SQL) => {
          recording?.push(query);
          return target.execute(query);
        };
      return Reflect.get(target, prop, receiver);
    },
  });
  const record = async (list: ReturnType<typeof createCourseList>, set: FilterSet) => {
    recording = [];
    await list.page(toCourseQuery(set), null);
    const statements = recording.map((query) => ({ query, text: inline(query) }));
    recording = undefined;
    return statements;
  };
  // Without the visitors' page cache, or a repeated request would send no page statement at all.
  const inSql = createCourseList(spy, { pageCacheSize: 0, countIndex: false });
  const sqlPages: Statement[] = [];
  const counts: Statement[] = [];
  for (const set of sets) counts.push(...(await record(inSql, set)).filter((s) => isCount(s.text)));
  for (const set of sets) sqlPages.push(...(await record(inSql, set)).filter((s) => isCards(s.text)));

  const withIndex = createCourseList(spy, { pageCacheSize: 0 });
  await withIndex.warmUp();
  await withIndex.settled();
  const pages: Statement[] = [];
  for (const set of sets) pages.push(...(await record(withIndex, set)).filter((s) => isCards(s.text)));
  await withIndex.close();
  return { pages, sqlPages, counts };
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? (sorted[Math.floor((sorted.length - 1) / 2)] as number) : 0;
};

export type StatementCosts = { medianMs: number; maxMs: number; slowest: string };

/**
 * What each statement costs alone, in ms of wall time from the driver: a count is timed once (that is what a
 * cache miss pays), a page statement as the best of three (what a warm request pays).
 */
export const timeStatements = async (
  db: Database,
  statements: Statement[],
  runs: number,
): Promise<StatementCosts> => {
  const times: Array<{ ms: number; text: string }> = [];
  for (const statement of statements) {
    let best = Number.POSITIVE_INFINITY;
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await db.execute(statement.query);
      best = Math.min(best, performance.now() - started);
    }
    times.push({ ms: best, text: statement.text });
  }
  const slowest = times.reduce((a, b) => (b.ms > a.ms ? b : a), { ms: 0, text: '' });
  const round = (n: number) => Math.round(n * 100) / 100;
  return { medianMs: round(median(times.map((t) => t.ms))), maxMs: round(slowest.ms), slowest: slowest.text };
};
