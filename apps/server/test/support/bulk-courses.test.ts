import { foldForSearch, Role } from '@kampus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseCategories, courses, courseTags } from '../../src/db/schema/index.ts';
import { insertPublishedCourses } from './bulk-courses.ts';
import { makeCategory, makeTag, makeUser } from './catalogue.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
const COUNT = 1_200;
let categoryIds: string[] = [];
let tagIds: string[] = [];

type Row = {
  id: string;
  name: string;
  description: string;
  level: number;
  listPrice: number;
  rating: number;
  createdAt: number;
  categories: Set<string>;
  tags: Set<string>;
};
let all: Row[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const lecturer = await makeUser(t, { roles: [Role.Lecturer] });
  categoryIds = await Promise.all(['Web', 'Mobil', 'Veri', 'Oyun'].map((n) => makeCategory(t, n)));
  tagIds = await Promise.all(['React', 'Python', 'Docker', 'SQL', 'Git'].map((n) => makeTag(t, n)));
  await insertPublishedCourses(t.app.deps.db, {
    count: COUNT,
    lecturerIds: [lecturer.id],
    categoryIds,
    tagIds,
    batchSize: 500,
    seed: 7,
  });
  const { db } = t.app.deps;
  const [rows, cats, tagRows] = await Promise.all([
    db.select().from(courses),
    db.select().from(courseCategories),
    db.select().from(courseTags),
  ]);
  all = rows.map((c) => ({
    id: c.id,
    name: c.name,
    description: c.description,
    level: c.level,
    listPrice: (c.listPriceKurus ?? 0) / 100,
    rating: Number(c.ratingAverage),
    createdAt: c.createdAt.getTime(),
    categories: new Set(cats.filter((x) => x.courseId === c.id).map((x) => x.categoryId)),
    tags: new Set(tagRows.filter((x) => x.courseId === c.id).map((x) => x.tagId)),
  }));
}, 120_000);

afterAll(async () => {
  await t.close();
});

/** Every page of a query, walked the way the catalogue's infinite scroll does. */
const walk = async (query: string, pageSize = 50) => {
  const ids: string[] = [];
  let total = -1;
  for (let page = 1; ; page++) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/web/courses/paginated?${query}&pageSize=${pageSize}&pageNumber=${page}`,
    });
    const data = res.json().data;
    total = data.totalItemCount;
    ids.push(...data.items.map((i: { id: string }) => i.id));
    if (!data.hasNextPage) break;
  }
  return { ids, total };
};

const byKey =
  (key: (r: Row) => number, desc: boolean) =>
  (a: Row, b: Row): number => {
    const d = key(a) - key(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    return desc ? -d : d;
  };

describe('insertPublishedCourses', () => {
  it('inserts the requested number of published courses, each with a category and tags', async () => {
    expect(all).toHaveLength(COUNT);
    expect(all.every((r) => r.categories.size >= 1 && r.categories.size <= 2)).toBe(true);
    expect(all.every((r) => r.tags.size >= 1 && r.tags.size <= 3)).toBe(true);
    const page = (await t.app.inject({ method: 'GET', url: '/api/v1/web/courses/paginated' })).json().data;
    expect(page.totalItemCount).toBe(COUNT);
  });
});

describe('GET /courses/paginated over a large catalogue', () => {
  it('walks every page newest first without gaps or repeats', async () => {
    const { ids, total } = await walk('');
    expect(total).toBe(COUNT);
    expect(ids).toEqual([...all].sort(byKey((r) => r.createdAt, true)).map((r) => r.id));
  });

  it('walks a filtered list in price and rating order exactly like the ground truth', async () => {
    const [web, mobil] = categoryIds as [string, string];
    const [react, python] = tagIds as [string, string];
    const cases: Array<{ query: string; keep: (r: Row) => boolean; sort: (a: Row, b: Row) => number }> = [
      {
        query: `categories=${web}&categories=${mobil}&levels=1&orderBy=Price&desc=false`,
        keep: (r) => (r.categories.has(web) || r.categories.has(mobil)) && r.level === 1,
        sort: byKey((r) => r.listPrice, false),
      },
      {
        query: `tags=${react}&tags=${python}&minRating=2.5&maxPrice=120&orderBy=Rating`,
        keep: (r) => (r.tags.has(react) || r.tags.has(python)) && r.rating >= 2.5 && r.listPrice <= 120,
        sort: byKey((r) => r.rating, true),
      },
      {
        query: `search=${encodeURIComponent('İSTANBUL')}&levels=0&levels=2`,
        keep: (r) => foldForSearch(`${r.name} ${r.description}`).includes('istanbul') && r.level !== 1,
        sort: byKey((r) => r.createdAt, true),
      },
    ];
    for (const c of cases) {
      const expected = all
        .filter(c.keep)
        .sort(c.sort)
        .map((r) => r.id);
      expect(expected.length, c.query).toBeGreaterThan(10);
      const { ids, total } = await walk(c.query, 7);
      expect(total, c.query).toBe(expected.length);
      expect(ids, c.query).toEqual(expected);
    }
  });

  it('lists every course exactly once in name order', async () => {
    const { ids, total } = await walk('orderBy=Name&desc=false', 50);
    expect(total).toBe(COUNT);
    expect(new Set(ids).size).toBe(COUNT);
  });
});
