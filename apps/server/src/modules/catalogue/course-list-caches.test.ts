import { CourseQuerySchema, Role } from '@kampus/contract';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrol, getJson, makeCourse, makeUser } from '../../../test/support/catalogue.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import type { Database } from '../../db/client.ts';
import { stateVersionsReader } from '../../plugins/state-versions.ts';
import { bumpCatalogueVersion } from './catalogue-version.ts';
import { type CourseListOptions, createCourseList } from './course-list-query.ts';

let t: TestApp;
let lecturerId: string;
/** Course ids newest first: the list's default order. */
const newestFirst: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  lecturerId = (await makeUser(t, { roles: [Role.Lecturer] })).id;
  for (let n = 0; n < 11; n++) {
    const course = await makeCourse(t, {
      lecturerId,
      name: `Kurs ${n}`,
      createdAt: new Date(Date.UTC(2026, 0, 1, 10, n)),
    });
    newestFirst.unshift(course.id);
  }
});

afterAll(async () => {
  await t.close();
});

/** The course list with a spy on `db.execute`: `statements` holds the SQL text of every raw query it sends. */
const spiedCourseList = (options: CourseListOptions = {}) => {
  const dialect = new PgDialect();
  const statements: string[] = [];
  const { db } = t.app.deps;
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
  return { list: createCourseList(spy, options), statements };
};

/** A signed-in learner as the route passes them: with the versions their request read. */
const viewerOf = async (userId: string) => {
  const versions = await stateVersionsReader(t.app.deps.db)(userId);
  return { userId, catalogueVersion: versions.catalogue, learnerVersion: versions.learner };
};

const pageIds = async (pageNumber: number, token?: string) => {
  const res = await getJson(t, `/courses/paginated?pageSize=2&pageNumber=${pageNumber}`, token);
  expect(res.status).toBe(200);
  return (res.body.data.items as Array<{ id: string }>).map((i) => i.id);
};

describe('GET /courses/paginated, pages opened directly', () => {
  it('gives the right rows for every page opened directly, again and again, in any order', async () => {
    const student = await makeUser(t);
    for (const token of [undefined, student.token])
      for (const pageNumber of [4, 4, 2, 6, 6, 3, 5, 1, 3, 2, 5, 1, 7, 7]) {
        expect(await pageIds(pageNumber, token)).toEqual(
          newestFirst.slice((pageNumber - 1) * 2, pageNumber * 2),
        );
      }
  });

  it('seeks from the remembered boundary the second time a deep page is opened, instead of skipping rows', async () => {
    // Without the visitors' page cache, so that the second answer is read again, and without the count index,
    // which would serve this default order from memory.
    const { list, statements } = spiedCourseList({ countIndex: false, pageCacheSize: 0 });
    const query = CourseQuerySchema.parse({ pageSize: '2', pageNumber: '5' });

    const first = await list.page(query, null);
    const firstPage = statements.find((s) => /\blimit\b/i.test(s) && /\boffset\b/i.test(s));
    // The count index loads in the background after the first count; let it finish before watching statements.
    await list.settled();
    statements.length = 0;
    const second = await list.page(query, null);

    expect(second.items.map((i) => i.id)).toEqual(first.items.map((i) => i.id));
    expect(first.items.map((i) => i.id)).toEqual(newestFirst.slice(8, 10));
    expect(firstPage).not.toMatch(/\(c\.created_at, c\.id\) </);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/\(c\.created_at, c\.id\) </);
  });
});

describe('GET /courses/paginated, visitors', () => {
  const firstPage = CourseQuerySchema.parse({ pageSize: '3' });

  it('answers a repeated visitor page from memory, without querying the courses again', async () => {
    const { list, statements } = spiedCourseList();
    const first = await list.page(firstPage, null);
    expect(statements.length).toBeGreaterThan(0);
    await list.settled();
    statements.length = 0;
    const again = await list.page(firstPage, null);
    expect(statements).toEqual([]);
    expect(again).toEqual(first);
  });

  it('keeps a visitor page as the bytes of its answer: the same bytes again, without building the page', async () => {
    const { list, statements } = spiedCourseList();
    const page = await list.page(firstPage, null);
    const bytes = await list.visitorPageJson(firstPage);
    expect(JSON.parse(bytes.toString('utf8'))).toEqual({
      success: true,
      message: null,
      data: page,
      error: null,
    });
    await list.settled();
    statements.length = 0;
    expect(await list.visitorPageJson(firstPage)).toBe(bytes);
    expect(statements).toEqual([]);
  });

  it('lays a learner’s marks over the visitors’ cached page without changing it for visitors', async () => {
    const student = await makeUser(t);
    await enrol(t, student.id, newestFirst[0] as string);
    const { list, statements } = spiedCourseList();
    const visitor = await list.page(firstPage, null);
    await list.settled();
    statements.length = 0;
    const signedIn = await list.page(firstPage, await viewerOf(student.id));
    // The page itself comes from the visitors' cache: only the learner's marks are read.
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/learner_version/);
    const visitorAgain = await list.page(firstPage, null);
    expect(visitor.items[0]).toMatchObject({ id: newestFirst[0], isCoursePurchased: false });
    expect(signedIn.items[0]).toMatchObject({ id: newestFirst[0], isCoursePurchased: true });
    expect(visitorAgain.items[0]).toMatchObject({ id: newestFirst[0], isCoursePurchased: false });
    statements.length = 0;
    await list.page(firstPage, await viewerOf(student.id));
    expect(statements).toEqual([]);
  });

  it('shows a buyer their purchase at once although enrolments leave the catalogue version alone', async () => {
    const student = await makeUser(t);
    const { list } = spiedCourseList();
    const course = newestFirst[1] as string;
    const before = await list.page(firstPage, await viewerOf(student.id));
    expect(before.items[1]).toMatchObject({ id: course, isCoursePurchased: false });
    await enrol(t, student.id, course);
    const after = await list.page(firstPage, await viewerOf(student.id));
    expect(after.items[1]).toMatchObject({ id: course, isCoursePurchased: true });
    expect(after.totalItemCount).toBe(before.totalItemCount);
  });

  it('shows visitors a newly published course as soon as the catalogue version is bumped', async () => {
    const { list } = spiedCourseList();
    const before = await list.page(firstPage, null);
    const course = await makeCourse(t, {
      lecturerId,
      name: 'Yeni Kurs',
      createdAt: new Date(Date.UTC(2026, 0, 2)),
    });
    await bumpCatalogueVersion(t.app.deps.db);
    const after = await list.page(firstPage, null);
    expect(after.totalItemCount).toBe(before.totalItemCount + 1);
    expect(after.items.map((i) => i.id)).toEqual([course.id, ...newestFirst.slice(0, 2)]);
  });

  it('answers new bytes as soon as the catalogue version is bumped', async () => {
    const { list } = spiedCourseList();
    const before = JSON.parse((await list.visitorPageJson(firstPage)).toString('utf8')).data;
    const course = await makeCourse(t, {
      lecturerId,
      name: 'Baytlar Kursu',
      createdAt: new Date(Date.UTC(2026, 0, 3)),
    });
    await bumpCatalogueVersion(t.app.deps.db);
    const after = JSON.parse((await list.visitorPageJson(firstPage)).toString('utf8')).data;
    expect(after.totalItemCount).toBe(before.totalItemCount + 1);
    expect(after.items[0].id).toBe(course.id);
  });
});
