import { CourseQuerySchema, PublishStatus, Role } from '@kampus/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCategory, makeCourse, makeTag, makeUser } from '../../../test/support/catalogue.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import type { Database } from '../../db/client.ts';
import { courseCategories, courses, courseTags } from '../../db/schema/index.ts';
import { queryRows } from '../../db/sql.ts';
import { bumpCatalogueVersion, readCatalogueVersion } from './catalogue-version.ts';
import { createCountIndexKeeper } from './count-index-keeper.ts';
import { createSearchWordFolder, loadCourseCountIndex } from './count-index-loader.ts';
import { createCourseList, filtersWhere, normaliseFilters } from './course-list-query.ts';

let t: TestApp;
let db: Database;
let lecturerId: string;
const categoryIds: string[] = [];
const tagIds: string[] = [];
/** List prices and rating averages present in the catalogue: filters on exactly these values test the bounds. */
const listPrices: number[] = [];
const ratingAverages: number[] = [];

// Words with every folded letter, Turkish casing traps (İ/ı), a Greek final sigma (JavaScript lower-cases it
// differently from PostgreSQL), LIKE's wildcards and punctuation inside words.
const VOCABULARY = [
  'İstanbul',
  'IŞIK',
  'ışık',
  'Çağrı',
  'Öğretmenler',
  'ŞUBE',
  'güneş',
  'Âlem',
  'Îmân',
  'Ûslup',
  'React',
  'Node.js',
  'C++',
  '%100',
  'veri_bilimi',
  'ΟΔΟΣ',
  'naïve',
  'Işıl',
  'İzmir’de',
];

/** A small deterministic generator for the catalogue itself; fast-check varies the filters. */
const seeded = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

beforeAll(async () => {
  t = await createTestApp();
  db = t.app.deps.db;
  lecturerId = (await makeUser(t, { roles: [Role.Lecturer] })).id;
  for (const title of ['Web', 'Mobil', 'Veri', 'Oyun', 'Güvenlik', 'Tasarım'])
    categoryIds.push(await makeCategory(t, title));
  for (const title of ['React', 'Python', 'Docker', 'SQL', 'Go', 'Rust', 'Figma', 'Kotlin', 'Swift', 'Vue'])
    tagIds.push(await makeTag(t, title));
  const random = seeded(17);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const words = (n: number) => Array.from({ length: n }, () => pick(VOCABULARY)).join(' ');
  const rows = Array.from({ length: 240 }, (_, i) => {
    const priceKurus = pick([0, 0, 4_990, 10_000, 12_550, 19_900, 25_000]);
    const discountedPriceKurus = random() < 0.3 ? pick([0, 2_500, 9_990]) : 0;
    const ratingAverage = random() < 0.2 ? 0 : Math.round(random() * 500) / 100;
    listPrices.push(discountedPriceKurus > 0 ? discountedPriceKurus : priceKurus);
    ratingAverages.push(ratingAverage);
    return {
      lecturerId,
      name: words(1 + Math.floor(random() * 3)),
      description: words(Math.floor(random() * 5)),
      level: Math.floor(random() * 3),
      priceKurus,
      discountedPriceKurus,
      ratingAverage,
      // Some courses are drafts or archived: never counted.
      publishStatus:
        random() < 0.1 ? pick([PublishStatus.Draft, PublishStatus.Archived]) : PublishStatus.Published,
      // Equal creation times on purpose: the index's order then rests on the id as in SQL.
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, Math.floor(i / 3))),
    };
  });
  const made = await db.insert(courses).values(rows).returning({ id: courses.id });
  const links = made.map(({ id }) => ({
    id,
    categories: [...new Set(Array.from({ length: Math.floor(random() * 3) }, () => pick(categoryIds)))],
    tags: [...new Set(Array.from({ length: Math.floor(random() * 4) }, () => pick(tagIds)))],
  }));
  const categoryRows = links.flatMap((l) =>
    l.categories.map((categoryId) => ({ courseId: l.id, categoryId })),
  );
  const tagRows = links.flatMap((l) => l.tags.map((tagId) => ({ courseId: l.id, tagId })));
  if (categoryRows.length) await db.insert(courseCategories).values(categoryRows);
  if (tagRows.length) await db.insert(courseTags).values(tagRows);
  await bumpCatalogueVersion(db);
});

afterAll(async () => {
  await t.close();
});

const sqlCount = async (where: SQL) =>
  (await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM courses c WHERE ${where}`))[0]?.n;

/** A piece of a vocabulary word in some letter case, as a person might type it. */
const searchWord = fc
  .tuple(fc.constantFrom(...VOCABULARY), fc.nat(), fc.integer({ min: 1, max: 6 }), fc.nat(4))
  .map(([word, start, length, casing]) => {
    const chars = [...word];
    const from = start % chars.length;
    const piece = chars.slice(from, from + length).join('');
    return [
      piece,
      piece.toLocaleUpperCase('tr-TR'),
      piece.toLocaleLowerCase('tr-TR'),
      piece.toUpperCase(),
      piece.toLowerCase(),
    ][casing] as string;
  });

const lira = (kurus: number) => kurus / 100;

/** Raw query parameters as a browser sends them, parsed by the route's own schema (built once data exists). */
const courseQuery = () =>
  fc
    .record(
      {
        categories: fc.subarray([...categoryIds, '00000000-0000-4000-8000-000000000000'], { minLength: 1 }),
        tags: fc.subarray([...tagIds, '00000000-0000-4000-8000-000000000001'], { minLength: 1 }),
        levels: fc.subarray([0, 1, 2], { minLength: 1 }),
        minPrice: fc.oneof(fc.constantFrom(...listPrices.map(lira)), fc.integer({ min: 0, max: 300 })),
        maxPrice: fc.oneof(fc.constantFrom(...listPrices.map(lira)), fc.integer({ min: 0, max: 300 })),
        minRating: fc.oneof(
          fc.constantFrom(...ratingAverages),
          fc.integer({ min: 0, max: 10 }).map((n) => n / 2),
          fc.double({ min: 0, max: 5, noNaN: true }),
        ),
        maxRating: fc.oneof(fc.constantFrom(...ratingAverages), fc.double({ min: 0, max: 5, noNaN: true })),
        search: fc.array(searchWord, { minLength: 1, maxLength: 3 }).map((w) => w.join(' ')),
      },
      { requiredKeys: [] },
    )
    .filter((q) => (q.minPrice ?? 0) <= (q.maxPrice ?? Number.POSITIVE_INFINITY))
    .filter((q) => (q.minRating ?? 0) <= (q.maxRating ?? 5))
    .map((q) => CourseQuerySchema.parse(q));

describe('the count index', () => {
  it('counts and pages exactly as SQL does, for any combination of filters', async () => {
    const index = await loadCourseCountIndex(db, 37);
    expect(index?.size).toBeGreaterThan(200);
    const fold = createSearchWordFolder(db);
    const paging = fc.record({
      pageSize: fc.integer({ min: 1, max: 50 }),
      pageNumber: fc.integer({ min: 1, max: 12 }),
      desc: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(courseQuery(), paging, async (query, { pageSize, pageNumber, desc }) => {
        const filters = normaliseFilters(query);
        const words = await fold(filters.searchWords);
        const where = filtersWhere(filters);
        expect(index?.count(filters, words)).toBe(await sqlCount(where));
        const offset = (pageNumber - 1) * pageSize;
        const dir = sql.raw(desc ? 'DESC' : 'ASC');
        const expected = await queryRows<{ id: string }>(
          db,
          sql`SELECT c.id FROM courses c WHERE ${where} ORDER BY c.created_at ${dir}, c.id ${dir}
              LIMIT ${pageSize} OFFSET ${offset}`,
        );
        expect(index?.pageIds(filters, words, offset, pageSize, desc)).toEqual(expected.map((r) => r.id));
      }),
      { numRuns: 300 },
    );
  });

  it('counts the whole published catalogue and every single filter alone exactly', async () => {
    const index = await loadCourseCountIndex(db);
    const fold = createSearchWordFolder(db);
    const singles = [
      {},
      ...categoryIds.map((id) => ({ categories: [id] })),
      ...tagIds.map((id) => ({ tags: [id] })),
      ...[0, 1, 2].map((level) => ({ levels: [level] })),
      ...VOCABULARY.map((word) => ({ search: word })),
    ];
    for (const raw of singles) {
      const filters = normaliseFilters(CourseQuerySchema.parse(raw));
      expect(index?.count(filters, await fold(filters.searchWords)), JSON.stringify(raw)).toBe(
        await sqlCount(filtersWhere(filters)),
      );
    }
  });

  it('gives up when the catalogue changes while it loads, instead of mixing two versions', async () => {
    let statements = 0;
    const changing = new Proxy(db, {
      get(target, prop, receiver) {
        if (prop === 'execute')
          return async (query: SQL) => {
            const result = await target.execute(query);
            // After the first chunk of courses, a course is archived and the version bumped, as authoring does.
            if (++statements === 2)
              await target.transaction(async (tx) => {
                const [first] = await tx
                  .select({ id: courses.id })
                  .from(courses)
                  .where(eq(courses.publishStatus, PublishStatus.Published))
                  .limit(1);
                await tx
                  .update(courses)
                  .set({ publishStatus: PublishStatus.Archived })
                  .where(eq(courses.id, first?.id as string));
                await bumpCatalogueVersion(tx);
              });
            return result;
          };
        return Reflect.get(target, prop, receiver);
      },
    }) as Database;
    expect(await loadCourseCountIndex(changing, 50)).toBeNull();
    const index = await loadCourseCountIndex(db, 50);
    expect(index?.version).toBe(await readCatalogueVersion(db));
    expect(index?.count(normaliseFilters(CourseQuerySchema.parse({})), [])).toBe(
      await sqlCount(filtersWhere(normaliseFilters(CourseQuerySchema.parse({})))),
    );
  });
});

describe('the count index keeper', () => {
  it('loads the index of the version asked for, and a new one after the catalogue changes', async () => {
    const keeper = createCountIndexKeeper(db, { gapFactor: 0 });
    const everything = normaliseFilters(CourseQuerySchema.parse({}));
    const before = await readCatalogueVersion(db);
    expect(keeper.indexFor(before)).toBeUndefined();
    await keeper.settled();
    const first = keeper.indexFor(before);
    expect(first?.version).toBe(before);
    const countBefore = first?.count(everything, []) as number;

    await makeCourse(t, { lecturerId, name: 'Yepyeni kurs' });
    await bumpCatalogueVersion(db);
    const after = await readCatalogueVersion(db);
    // Never an index of another version: the old one stays for requests that read the old version only.
    expect(keeper.indexFor(after)).toBeUndefined();
    expect(keeper.indexFor(before)).toBe(first);
    await keeper.settled();
    expect(keeper.indexFor(after)?.count(everything, [])).toBe(countBefore + 1);
    expect(keeper.indexFor(before)).toBeUndefined();
    await keeper.close();
  });

  it('waits before loading again in proportion to how long the last load took', async () => {
    const dialect = new PgDialect();
    const statements: string[] = [];
    const spy = new Proxy(db, {
      get(target, prop, receiver) {
        if (prop === 'execute')
          return (query: SQL) => {
            statements.push(dialect.sqlToQuery(query).sql);
            return target.execute(query);
          };
        return Reflect.get(target, prop, receiver);
      },
    }) as Database;
    const keeper = createCountIndexKeeper(spy, { gapFactor: 1_000 });
    const version = await readCatalogueVersion(db);
    keeper.indexFor(version);
    await keeper.settled();
    expect(statements.length).toBeGreaterThan(0);
    await bumpCatalogueVersion(db);
    statements.length = 0;
    // A load that is due sends its first statement at once; this one is spaced out, and closing drops it.
    expect(keeper.indexFor(version + 1)).toBeUndefined();
    await new Promise((resolve) => setImmediate(resolve));
    expect(statements).toEqual([]);
    await keeper.close();
    expect(keeper.indexFor(version + 1)).toBeUndefined();
    await new Promise((resolve) => setImmediate(resolve));
    expect(statements).toEqual([]);
  });
});

describe('the count index keeper, with the database away', () => {
  it('reports a failed load and waits before trying again, instead of loading on every request', async () => {
    // Every load starts by reading the version (`select`), synchronously when it starts; its chunks fail.
    let loadsStarted = 0;
    const failing = new Proxy(db, {
      get(target, prop, receiver) {
        if (prop === 'select') loadsStarted++;
        if (prop === 'execute')
          return async () => {
            throw new Error('bağlantı yok');
          };
        return Reflect.get(target, prop, receiver);
      },
    }) as Database;
    const errors: unknown[] = [];
    const keeper = createCountIndexKeeper(failing, { gapFactor: 0, onError: (e) => errors.push(e) });
    const version = await readCatalogueVersion(db);
    expect(keeper.indexFor(version)).toBeUndefined();
    await keeper.settled();
    expect(errors).toHaveLength(1);
    const afterFailure = loadsStarted;
    for (let i = 0; i < 5; i++) expect(keeper.indexFor(version)).toBeUndefined();
    expect(loadsStarted).toBe(afterFailure);
    await keeper.close();
  });
});

describe('GET /courses/paginated counts', () => {
  /** The course list with the SQL text of every statement it sends. */
  const spiedList = () => {
    const dialect = new PgDialect();
    const statements: string[] = [];
    const spy = new Proxy(db, {
      get(target, prop, receiver) {
        if (prop === 'execute')
          return (query: SQL) => {
            statements.push(dialect.sqlToQuery(query).sql);
            return target.execute(query);
          };
        return Reflect.get(target, prop, receiver);
      },
    }) as Database;
    return { list: createCourseList(spy, { countIndex: { gapFactor: 0 } }), statements };
  };
  const isSqlCount = (s: string) => /^\s*select count\(\*\)::int as n from courses/i.test(s);
  const query = (raw: Record<string, unknown>) => CourseQuerySchema.parse(raw);

  it('counts in SQL until the index of the current version is loaded, then from memory', async () => {
    const { list, statements } = spiedList();
    const first = await list.page(query({ levels: ['1'] }), null);
    expect(statements.some(isSqlCount)).toBe(true);
    expect(first.totalItemCount).toBe(
      await sqlCount(filtersWhere(normaliseFilters(query({ levels: ['1'] })))),
    );

    await list.settled();
    statements.length = 0;
    const second = await list.page(query({ levels: ['2'], search: 'ışık' }), null);
    expect(statements.some(isSqlCount)).toBe(false);
    expect(second.totalItemCount).toBe(
      await sqlCount(filtersWhere(normaliseFilters(query({ levels: ['2'], search: 'ışık' })))),
    );
    await list.close();
  });

  it('loads the index at server start, so that the first request is counted from memory', async () => {
    const { list, statements } = spiedList();
    await list.warmUp();
    await list.settled();
    statements.length = 0;
    const page = await list.page(query({ levels: ['0'], minRating: '1' }), null);
    expect(statements.some(isSqlCount)).toBe(false);
    expect(page.totalItemCount).toBe(
      await sqlCount(filtersWhere(normaliseFilters(query({ levels: ['0'], minRating: '1' })))),
    );
    await list.close();
  });

  it('serves pages of the default order from memory: the rows SQL gives, either way, at any depth', async () => {
    const { list, statements } = spiedList();
    const inSql = createCourseList(db, { countIndex: false, pageCacheSize: 0 });
    await list.warmUp();
    await list.settled();
    const queries = [
      {},
      { pageNumber: '7', pageSize: '9' },
      { desc: 'false', pageSize: '13', pageNumber: '2' },
      { categories: [categoryIds[0]], tags: [tagIds[1], tagIds[2]], pageNumber: '2', pageSize: '3' },
      { search: 'ı', levels: ['0', '2'], pageSize: '4', pageNumber: '3', desc: 'false' },
      { minPrice: '25', maxPrice: '199', minRating: '2.5', pageNumber: '40' },
    ];
    for (const raw of queries) {
      statements.length = 0;
      const fromMemory = await list.page(query(raw), null);
      // No page statement: only the cards of the chosen ids are read.
      expect(statements.filter((s) => /\blimit\b/i.test(s))).toEqual([]);
      expect(fromMemory).toEqual(await inSql.page(query(raw), null));
    }
    await list.close();
  });

  it('counts in SQL again right after a change, exactly, while the new index loads', async () => {
    const { list, statements } = spiedList();
    await list.page(query({}), null);
    await list.settled();
    const before = await list.page(query({ tags: [tagIds[0]] }), null);

    await makeCourse(t, { lecturerId, name: 'Etiketli yeni kurs', tagIds: [tagIds[0] as string] });
    await bumpCatalogueVersion(db);
    statements.length = 0;
    const after = await list.page(query({ tags: [tagIds[0]] }), null);
    expect(statements.some(isSqlCount)).toBe(true);
    expect(after.totalItemCount).toBe(before.totalItemCount + 1);

    await list.settled();
    statements.length = 0;
    const fromMemory = await list.page(query({ tags: [tagIds[0]], levels: ['0', '1', '2'] }), null);
    expect(statements.some(isSqlCount)).toBe(false);
    expect(fromMemory.totalItemCount).toBe(after.totalItemCount);
    await list.close();
  });
});
