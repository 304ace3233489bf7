import { catalogueMessages as m, PublishStatus, Role } from '@kampus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completeLectures,
  enrol,
  getJson,
  makeCategory,
  makeCourse,
  makeTag,
  makeUser,
  putInBasket,
  type TestUser,
} from '../../../test/support/catalogue.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { bumpCatalogueVersion } from './catalogue-version.ts';

let t: TestApp;
let student: TestUser;
const ids = {} as Record<'c1' | 'c2' | 'c3' | 'c4' | 'c5', string>;
const cat = {} as Record<'web' | 'mobil' | 'veri', string>;
const tag = {} as Record<'react' | 'python' | 'docker', string>;
let c1Lectures: string[] = [];

const minute = (n: number) => new Date(Date.UTC(2026, 0, 1, 10, n));

beforeAll(async () => {
  t = await createTestApp();
  const lecturer = await makeUser(t, { roles: [Role.Lecturer], name: 'Ayşe', surname: 'Kaya' });
  student = await makeUser(t);
  cat.web = await makeCategory(t, 'Web Geliştirme');
  cat.mobil = await makeCategory(t, 'Mobil');
  cat.veri = await makeCategory(t, 'Veri Bilimi');
  tag.react = await makeTag(t, 'React');
  tag.python = await makeTag(t, 'Python');
  tag.docker = await makeTag(t, 'Docker');
  const base = { lecturerId: lecturer.id };
  const c1 = await makeCourse(t, {
    ...base,
    name: "İstanbul'da React",
    description: 'Bileşenlerle arayüz kurmak',
    level: 0,
    priceKurus: 10_000,
    ratingAverage: 4.5,
    ratingCount: 2,
    categoryIds: [cat.web],
    tagIds: [tag.react],
    createdAt: minute(1),
    lectureMinutes: [10, 20, 30, 40],
  });
  ids.c1 = c1.id;
  c1Lectures = c1.lectureIds;
  ids.c2 = (
    await makeCourse(t, {
      ...base,
      name: 'IŞIK ile Python',
      description: 'Veri işleme ve otomasyon',
      level: 1,
      priceKurus: 20_000,
      discountedPriceKurus: 15_000,
      ratingAverage: 3,
      ratingCount: 1,
      categoryIds: [cat.veri],
      tagIds: [tag.python],
      createdAt: minute(2),
      lectureMinutes: [45, 45],
    })
  ).id;
  ids.c3 = (
    await makeCourse(t, {
      ...base,
      name: 'Docker Temelleri',
      description: 'Konteyner ile uygulama paketleme (%100 pratik)',
      level: 2,
      priceKurus: 0,
      categoryIds: [cat.web],
      tagIds: [tag.docker],
      createdAt: minute(3),
    })
  ).id;
  ids.c4 = (
    await makeCourse(t, {
      ...base,
      name: 'Mobil React Native',
      description: 'Tek kod tabanıyla iOS ve Android',
      level: 1,
      priceKurus: 30_000,
      ratingAverage: 5,
      ratingCount: 3,
      categoryIds: [cat.mobil],
      tagIds: [tag.react],
      createdAt: minute(4),
    })
  ).id;
  ids.c5 = (
    await makeCourse(t, {
      ...base,
      name: 'Veri Analizi',
      description: 'Pandas ile tablo verisi',
      level: 2,
      priceKurus: 5_000,
      ratingAverage: 2,
      ratingCount: 1,
      categoryIds: [cat.veri],
      tagIds: [tag.python, tag.docker],
      createdAt: minute(5),
    })
  ).id;
  // Never listed: a draft and an archived course that would match every filter.
  for (const [name, status] of [
    ['Taslak React Python Docker', PublishStatus.Draft],
    ['Arşiv React Python Docker', PublishStatus.Archived],
  ] as const)
    await makeCourse(t, {
      ...base,
      name,
      publishStatus: status,
      categoryIds: [cat.web, cat.mobil, cat.veri],
      tagIds: [tag.react, tag.python, tag.docker],
      createdAt: minute(6),
    });

  await enrol(t, student.id, ids.c1);
  await completeLectures(t, student.id, ids.c1, c1Lectures.slice(0, 2));
  await putInBasket(t, student.id, ids.c2);
});

afterAll(async () => {
  await t.close();
});

const names: Record<string, string> = {};
const list = async (query = '', token?: string) => {
  const res = await getJson(t, `/courses/paginated${query ? `?${query}` : ''}`, token);
  expect(res.status).toBe(200);
  return res.body.data as {
    currentPage: number;
    totalPageCount: number;
    totalItemCount: number;
    hasNextPage: boolean;
    items: Array<Record<string, unknown> & { id: string }>;
  };
};
/** The course labels (c1…c5) of a page, in order. */
const labels = async (query = '') => {
  if (!Object.keys(names).length) for (const [k, v] of Object.entries(ids)) names[v] = k;
  return (await list(query)).items.map((i) => names[i.id] ?? `unknown:${i.id}`);
};
const badRequest = async (query: string) => {
  const res = await getJson(t, `/courses/paginated?${query}`);
  expect(res.status).toBe(400);
  expect(res.body.success).toBe(false);
  return res.body.error.fields as Record<string, string>;
};

describe('GET /courses/paginated', () => {
  it('lists published courses only, newest first, five to a page by default', async () => {
    const page = await list();
    expect(page).toMatchObject({ currentPage: 1, totalPageCount: 1, totalItemCount: 5, hasNextPage: false });
    expect(await labels()).toEqual(['c5', 'c4', 'c3', 'c2', 'c1']);
  });

  it('fills a course card with prices, duration, lessons, rating and lecturer', async () => {
    const { items } = await list('search=python%20ışık');
    expect(items).toHaveLength(1);
    expect(items[0]).toEqual({
      id: ids.c2,
      name: 'IŞIK ile Python',
      description: 'Veri işleme ve otomasyon',
      image: null,
      level: 1,
      durationMinute: 90,
      durationText: '1 saat 30 dakika',
      totalLessons: 2,
      price: 200,
      discountedPrice: 150,
      priceText: '₺150,00',
      rating: 3,
      ratingCount: 1,
      lecturerName: 'Ayşe Kaya',
      progressPercent: 0,
      isCoursePurchased: false,
      isInTheBasket: false,
      bookmarkId: null,
      seatsLeft: null,
    });
  });

  it('shows a free course as Ücretsiz', async () => {
    const { items } = await list('search=docker');
    expect(items.map((i) => i.priceText)).toEqual(['Ücretsiz']);
  });

  describe('filters', () => {
    it('filters by one category given as a single value', async () => {
      expect(await labels(`categories=${cat.web}`)).toEqual(['c3', 'c1']);
    });
    it('combines repeated categories with OR', async () => {
      expect(await labels(`categories=${cat.web}&categories=${cat.mobil}`)).toEqual(['c4', 'c3', 'c1']);
    });
    it('filters by tags, OR within the tags', async () => {
      expect(await labels(`tags=${tag.react}`)).toEqual(['c4', 'c1']);
      expect(await labels(`tags=${tag.python}&tags=${tag.docker}`)).toEqual(['c5', 'c3', 'c2']);
    });
    it('filters by levels, OR within the levels', async () => {
      expect(await labels('levels=1')).toEqual(['c4', 'c2']);
      expect(await labels('levels=0&levels=2')).toEqual(['c5', 'c3', 'c1']);
    });
    it('filters by price on the list price (the discounted price when there is one)', async () => {
      expect(await labels('minPrice=100')).toEqual(['c4', 'c2', 'c1']);
      expect(await labels('maxPrice=150')).toEqual(['c5', 'c3', 'c2', 'c1']);
      expect(await labels('minPrice=150&maxPrice=150')).toEqual(['c2']);
      expect(await labels('minPrice=0&maxPrice=0')).toEqual(['c3']);
    });
    it('filters by the average rating', async () => {
      expect(await labels('minRating=3')).toEqual(['c4', 'c2', 'c1']);
      expect(await labels('maxRating=3')).toEqual(['c5', 'c3', 'c2']);
      expect(await labels('minRating=4.5&maxRating=5')).toEqual(['c4', 'c1']);
    });
    it('combines different filters with AND', async () => {
      expect(await labels(`categories=${cat.web}&levels=2`)).toEqual(['c3']);
      expect(await labels(`tags=${tag.react}&categories=${cat.veri}`)).toEqual([]);
      expect(await labels(`tags=${tag.python}&tags=${tag.react}&levels=1&maxPrice=300`)).toEqual([
        'c4',
        'c2',
      ]);
      expect(await labels(`categories=${cat.veri}&tags=${tag.python}&minRating=2.5&search=python`)).toEqual([
        'c2',
      ]);
    });
    it('ignores filters sent empty', async () => {
      expect(await labels('categories=&search=&minPrice=&levels=')).toEqual(['c5', 'c4', 'c3', 'c2', 'c1']);
    });
  });

  describe('search', () => {
    it('finds İstanbul when searching istanbul', async () => {
      expect(await labels('search=istanbul')).toEqual(['c1']);
      expect(await labels(`search=${encodeURIComponent('İSTANBUL')}`)).toEqual(['c1']);
    });
    it('finds IŞIK when searching ışık, and without Turkish letters too', async () => {
      expect(await labels(`search=${encodeURIComponent('ışık')}`)).toEqual(['c2']);
      expect(await labels('search=isik')).toEqual(['c2']);
    });
    it('matches the description as well as the name', async () => {
      expect(await labels('search=konteyner')).toEqual(['c3']);
      expect(await labels(`search=${encodeURIComponent('TABANIYLA')}`)).toEqual(['c4']);
    });
    it('requires every word, in any order', async () => {
      expect(await labels('search=react%20mobil')).toEqual(['c4']);
      expect(await labels('search=react%20python')).toEqual([]);
    });
    it('treats % and _ as plain characters', async () => {
      expect(await labels('search=%25100')).toEqual(['c3']);
      expect(await labels('search=%25')).toEqual(['c3']);
      expect(await labels('search=_')).toEqual([]);
    });
  });

  describe('order', () => {
    it('orders by price, rating or name in either direction', async () => {
      expect(await labels('orderBy=Price&desc=false')).toEqual(['c3', 'c5', 'c1', 'c2', 'c4']);
      expect(await labels('orderBy=Rating')).toEqual(['c4', 'c1', 'c2', 'c5', 'c3']);
      expect(await labels('orderBy=Name&desc=false')).toEqual(['c3', 'c2', 'c1', 'c4', 'c5']);
      expect(await labels('orderBy=name&desc=true')).toEqual(['c5', 'c4', 'c1', 'c2', 'c3']);
      expect(await labels('orderBy=CreatedAt&desc=false')).toEqual(['c1', 'c2', 'c3', 'c4', 'c5']);
    });
  });

  describe('pages', () => {
    it('walks the pages in order without gaps or repeats', async () => {
      const pages = [];
      for (let n = 1; n <= 3; n++) pages.push(await list(`pageSize=2&pageNumber=${n}`));
      expect(pages.map((p) => p.items.map((i) => i.id))).toEqual([
        [ids.c5, ids.c4],
        [ids.c3, ids.c2],
        [ids.c1],
      ]);
      expect(pages.map((p) => p.hasNextPage)).toEqual([true, true, false]);
      expect(pages.map((p) => p.totalPageCount)).toEqual([3, 3, 3]);
      expect(pages.map((p) => p.currentPage)).toEqual([1, 2, 3]);
    });

    it('gives the same page when it is opened directly as when it is reached by scrolling', async () => {
      const direct = await list('pageSize=2&pageNumber=2&orderBy=Price&desc=false');
      await list('pageSize=2&pageNumber=1&orderBy=Price&desc=false');
      const scrolled = await list('pageSize=2&pageNumber=2&orderBy=Price&desc=false');
      expect(direct.items.map((i) => i.id)).toEqual([ids.c1, ids.c2]);
      expect(scrolled.items.map((i) => i.id)).toEqual([ids.c1, ids.c2]);
    });

    it('answers a page past the end with an empty list and no next page', async () => {
      const page = await list('pageSize=2&pageNumber=4');
      expect(page).toEqual({
        currentPage: 4,
        totalPageCount: 3,
        totalItemCount: 5,
        hasNextPage: false,
        items: [], // The catalogue's highest list price, whatever the page (highest-list-price.test.ts checks its value).
        maxListPrice: expect.any(Number),
      });
      const far = await list(`pageNumber=1000&categories=${cat.mobil}`);
      expect(far).toMatchObject({ totalItemCount: 1, hasNextPage: false, items: [] });
    });

    it('answers an empty result with zero pages', async () => {
      const page = await list('search=kuantum');
      expect(page).toEqual({
        currentPage: 1,
        totalPageCount: 0,
        totalItemCount: 0,
        hasNextPage: false,
        items: [], // The catalogue's highest list price, whatever the page (highest-list-price.test.ts checks its value).
        maxListPrice: expect.any(Number),
      });
    });

    it.each(['51', '0', '-1', 'abc', '2.5'])(
      'rejects pageSize=%s with a Turkish field message',
      async (size) => {
        expect(await badRequest(`pageSize=${size}`)).toEqual({ pageSize: m.pageSize });
      },
    );

    it.each(['0', '-3', 'x'])('rejects pageNumber=%s', async (n) => {
      expect(await badRequest(`pageNumber=${n}`)).toEqual({ pageNumber: m.pageNumber });
    });
  });

  describe('invalid filters', () => {
    it('rejects an unknown level, a malformed category id and a bad order', async () => {
      expect(Object.values(await badRequest('levels=3'))).toEqual([m.levels]);
      expect(Object.values(await badRequest('categories=web'))).toEqual([m.categories]);
      expect(Object.values(await badRequest('tags=1'))).toEqual([m.tags]);
      expect(await badRequest('orderBy=Popularity')).toEqual({ orderBy: m.orderBy });
      expect(await badRequest('desc=maybe')).toEqual({ desc: m.desc });
    });
    it('rejects a malformed categoryIds or tagIds as well (the course form names), as it does levels=abc', async () => {
      const categoryFields = await badRequest('categoryIds=not-a-uuid');
      expect(Object.values(categoryFields)).toEqual([m.categories]);
      expect(Object.keys(categoryFields)[0]).toMatch(/^categoryIds/);
      const tagFields = await badRequest('tagIds=not-a-uuid');
      expect(Object.values(tagFields)).toEqual([m.tags]);
      expect(Object.keys(tagFields)[0]).toMatch(/^tagIds/);
      expect(Object.values(await badRequest('levels=abc'))).toEqual([m.levels]);
    });
    it('filters by categoryIds like categories', async () => {
      expect(await labels(`categoryIds=${cat.web}`)).toEqual(await labels(`categories=${cat.web}`));
      expect(await labels(`categoryIds=${cat.web}`)).toEqual(['c3', 'c1']);
    });
    it('rejects negative prices, three decimals and reversed ranges', async () => {
      expect(await badRequest('minPrice=-5')).toEqual({ minPrice: m.price });
      expect(await badRequest('maxPrice=10.005')).toEqual({ maxPrice: m.price });
      expect(await badRequest('minPrice=200&maxPrice=100')).toEqual({ maxPrice: m.priceRange });
    });
    it('rejects ratings outside 0–5 and reversed rating ranges', async () => {
      expect(await badRequest('minRating=6')).toEqual({ minRating: m.rating });
      expect(await badRequest('minRating=4&maxRating=2')).toEqual({ maxRating: m.ratingRange });
    });
    it('rejects a search text over 100 characters', async () => {
      expect(await badRequest(`search=${'a'.repeat(101)}`)).toEqual({ search: m.search });
    });
  });

  describe('per-user fields', () => {
    it('marks owned courses with progress and courses in the open basket for the signed-in user', async () => {
      const { items } = await list('', student.token);
      const byId = Object.fromEntries(items.map((i) => [i.id, i]));
      expect(byId[ids.c1]).toMatchObject({
        isCoursePurchased: true,
        isInTheBasket: false,
        progressPercent: 50,
      });
      expect(byId[ids.c2]).toMatchObject({
        isCoursePurchased: false,
        isInTheBasket: true,
        progressPercent: 0,
      });
      expect(byId[ids.c3]).toMatchObject({
        isCoursePurchased: false,
        isInTheBasket: false,
        progressPercent: 0,
      });
    });

    it('carries the caller’s own bookmark of a course, and nobody else’s', async () => {
      const add = await t.app.inject({
        method: 'POST',
        url: '/api/v1/web/bookmarks',
        headers: { authorization: `Bearer ${student.token}` },
        payload: { courseId: ids.c3 },
      });
      expect(add.statusCode).toBe(200);
      const bookmarkId = add.json().data;
      const mine = Object.fromEntries((await list('', student.token)).items.map((i) => [i.id, i.bookmarkId]));
      expect(mine[ids.c3]).toBe(bookmarkId);
      expect(mine[ids.c1]).toBeNull();
      const visitor = await list('');
      expect(visitor.items.every((i) => i.bookmarkId === null)).toBe(true);
      await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/web/bookmarks/${bookmarkId}`,
        headers: { authorization: `Bearer ${student.token}` },
      });
    });

    it('shows no per-user state to a visitor or to a bad token', async () => {
      for (const token of [undefined, 'not-a-token']) {
        const { items } = await list('', token);
        expect(items.every((i) => !i.isCoursePurchased && !i.isInTheBasket && i.progressPercent === 0)).toBe(
          true,
        );
      }
    });
  });

  describe('counts', () => {
    it('keeps the count exact when a course is published and the catalogue version is bumped', async () => {
      const lecturer = await makeUser(t, { roles: [Role.Lecturer] });
      const filter = `categories=${cat.mobil}`;
      expect((await list(filter)).totalItemCount).toBe(1);
      const draft = await makeCourse(t, {
        lecturerId: lecturer.id,
        name: 'Flutter ile Mobil',
        publishStatus: PublishStatus.Draft,
        categoryIds: [cat.mobil],
        createdAt: minute(30),
      });
      await bumpCatalogueVersion(t.app.deps.db);
      expect((await list(filter)).totalItemCount).toBe(1);

      const { courses } = await import('../../db/schema/index.ts');
      const { eq } = await import('drizzle-orm');
      await t.app.deps.db.transaction(async (tx) => {
        await tx
          .update(courses)
          .set({ publishStatus: PublishStatus.Published })
          .where(eq(courses.id, draft.id));
        await bumpCatalogueVersion(tx);
      });
      const after = await list(filter);
      expect(after.totalItemCount).toBe(2);
      expect(after.items[0]?.id).toBe(draft.id);
      expect((await list()).totalItemCount).toBe(6);

      await t.app.deps.db.transaction(async (tx) => {
        await tx
          .update(courses)
          .set({ publishStatus: PublishStatus.Archived })
          .where(eq(courses.id, draft.id));
        await bumpCatalogueVersion(tx);
      });
      expect((await list(filter)).totalItemCount).toBe(1);
      expect((await list()).totalItemCount).toBe(5);
    });
  });
});
