import { PublishStatus, Role } from '@kampus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, makeCategory, makeCourse, makeUser } from '../../../test/support/catalogue.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { courses } from '../../db/schema/index.ts';
import { bumpCatalogueVersion } from './catalogue-version.ts';

let t: TestApp;
let lecturerId: string;

beforeAll(async () => {
  t = await createTestApp();
  lecturerId = (await makeUser(t, { roles: [Role.Lecturer] })).id;
});

afterAll(async () => {
  await t.close();
});

const maxListPriceOf = async (query = '', token?: string) => {
  const res = await getJson(t, `/courses/paginated${query ? `?${query}` : ''}`, token);
  expect(res.status).toBe(200);
  return (res.body.data as { maxListPrice: number }).maxListPrice;
};

describe('GET /courses/paginated maxListPrice', () => {
  it('is 0 while nothing is listed', async () => {
    expect(await maxListPriceOf()).toBe(0);
  });

  it('is the highest list price of the listed courses, whatever the filters, for visitors and users alike', async () => {
    const cheap = await makeCategory(t, 'Ucuz');
    await makeCourse(t, { lecturerId, priceKurus: 9_990, categoryIds: [cheap] });
    // The list price is the discounted one when there is one: 1.299,90 ₺ is not what this course costs.
    await makeCourse(t, { lecturerId, priceKurus: 129_990, discountedPriceKurus: 74_950 });
    await makeCourse(t, { lecturerId, priceKurus: 49_900 });
    // Never listed, so never the top of the slider.
    await makeCourse(t, { lecturerId, priceKurus: 999_900, publishStatus: PublishStatus.Draft });
    await makeCourse(t, { lecturerId, priceKurus: 888_800, publishStatus: PublishStatus.Archived });
    await bumpCatalogueVersion(t.app.deps.db);

    const student = await makeUser(t);
    expect(await maxListPriceOf()).toBe(749.5);
    // Asked twice: the second visitor answer comes from the cached page and still carries it.
    expect(await maxListPriceOf()).toBe(749.5);
    expect(await maxListPriceOf('', student.token)).toBe(749.5);
    // A filter that leaves only the cheap course does not move the slider's end.
    expect(await maxListPriceOf(`categories=${cheap}`)).toBe(749.5);
    expect(await maxListPriceOf('maxPrice=100')).toBe(749.5);
    expect(await maxListPriceOf('pageNumber=9')).toBe(749.5);
  });

  it('follows a price change or a publication once the catalogue version moves', async () => {
    const { db } = t.app.deps;
    const draft = await db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.publishStatus, PublishStatus.Draft));
    expect(await maxListPriceOf()).toBe(749.5);

    await db
      .update(courses)
      .set({ publishStatus: PublishStatus.Published })
      .where(eq(courses.id, draft[0]?.id ?? ''));
    await bumpCatalogueVersion(db);
    expect(await maxListPriceOf()).toBe(9_999);

    await db
      .update(courses)
      .set({ discountedPriceKurus: 150_000 })
      .where(eq(courses.id, draft[0]?.id ?? ''));
    await bumpCatalogueVersion(db);
    expect(await maxListPriceOf()).toBe(1_500);
  });
});
