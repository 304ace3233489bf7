import { catalogueMessages as m, PublishStatus, Role } from '@kampus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  enrol,
  getJson,
  makeCourse,
  makeUser,
  postJson,
  type TestUser,
} from '../../../test/support/catalogue.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { courses } from '../../db/schema/index.ts';

let t: TestApp;
let lecturer: TestUser;
let ayse: TestUser;
let burak: TestUser;
let outsider: TestUser;
let courseId: string;
let draftId: string;

beforeAll(async () => {
  t = await createTestApp();
  lecturer = await makeUser(t, { roles: [Role.Lecturer] });
  ayse = await makeUser(t, { name: 'Ayşe', surname: 'yılmaz' });
  burak = await makeUser(t, { name: 'Burak', surname: 'Işık' });
  outsider = await makeUser(t);
  courseId = (await makeCourse(t, { lecturerId: lecturer.id, name: 'Node.js ile API' })).id;
  draftId = (await makeCourse(t, { lecturerId: lecturer.id, publishStatus: PublishStatus.Draft })).id;
  await enrol(t, ayse.id, courseId);
  await enrol(t, burak.id, courseId);
});

afterAll(async () => {
  await t.close();
});

const stored = async (id: string) => {
  const [row] = await t.app.deps.db
    .select({ average: courses.ratingAverage, count: courses.ratingCount })
    .from(courses)
    .where(eq(courses.id, id));
  return row;
};

describe('POST /courses/:id/ratings', () => {
  it('requires a session', async () => {
    expect((await postJson(t, `/courses/${courseId}/ratings`, { rating: 5 })).status).toBe(401);
  });

  it('refuses a user who is not enrolled in the course (403, Turkish message)', async () => {
    for (const user of [outsider, lecturer]) {
      const res = await postJson(t, `/courses/${courseId}/ratings`, { rating: 5 }, user.token);
      expect(res.status).toBe(403);
      expect(res.body.error.errorMessage).toBe(m.ratingNotEnrolled);
    }
    expect(await stored(courseId)).toEqual({ average: 0, count: 0 });
  });

  it.each([0, 6, 3.5, '5', null])('rejects the rating %s with the field message', async (rating) => {
    const res = await postJson(t, `/courses/${courseId}/ratings`, { rating }, ayse.token);
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ rating: m.ratingValue });
  });

  it('rejects a missing rating and a comment over 2000 characters', async () => {
    expect((await postJson(t, `/courses/${courseId}/ratings`, {}, ayse.token)).body.error.fields).toEqual({
      rating: m.ratingValue,
    });
    const long = await postJson(
      t,
      `/courses/${courseId}/ratings`,
      { rating: 4, comment: 'a'.repeat(2001) },
      ayse.token,
    );
    expect(long.status).toBe(400);
    expect(long.body.error.fields).toEqual({ comment: m.ratingComment });
  });

  it('answers 404 for a course the user cannot see', async () => {
    expect((await postJson(t, `/courses/${draftId}/ratings`, { rating: 4 }, ayse.token)).status).toBe(404);
  });

  it('stores a rating and updates the course average and count', async () => {
    const res = await postJson(
      t,
      `/courses/${courseId}/ratings`,
      { rating: 5, comment: '  Çok açıklayıcı!  ' },
      ayse.token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: null, message: m.ratingSaved });
    expect(await stored(courseId)).toEqual({ average: 5, count: 1 });
    const second = await postJson(
      t,
      `/courses/${courseId}/ratings`,
      { rating: 4, comment: null },
      burak.token,
    );
    expect(second.status).toBe(200);
    expect(await stored(courseId)).toEqual({ average: 4.5, count: 2 });
  });

  it('keeps one rating per user: rating again replaces it', async () => {
    await postJson(
      t,
      `/courses/${courseId}/ratings`,
      { rating: 2, comment: 'Fikrimi değiştirdim' },
      ayse.token,
    );
    expect(await stored(courseId)).toEqual({ average: 3, count: 2 });
    const detail = (await getJson(t, `/courses/${courseId}/detail`, ayse.token)).body.data;
    expect(detail).toMatchObject({
      rating: 3,
      ratingCount: 2,
      myRating: { rating: 2, comment: 'Fikrimi değiştirdim' },
    });
  });

  it('makes the new average visible to the catalogue’s rating filter at once', async () => {
    const list = async (q: string) => (await getJson(t, `/courses/paginated?${q}`)).body.data.totalItemCount;
    expect(await list('minRating=4')).toBe(0);
    await postJson(t, `/courses/${courseId}/ratings`, { rating: 5 }, ayse.token);
    expect(await list('minRating=4')).toBe(1);
    expect(await list('minRating=4.5&maxRating=4.5')).toBe(1);
    expect(await list('minRating=4.6')).toBe(0);
  });

  it('keeps the average exact when several learners rate at the same time', async () => {
    const parallel = (await makeCourse(t, { lecturerId: lecturer.id, name: 'Eşzamanlı' })).id;
    const raters = await Promise.all([1, 2, 3, 4, 5, 5, 4].map(() => makeUser(t)));
    for (const u of raters) await enrol(t, u.id, parallel);
    const scores = [1, 2, 3, 4, 5, 5, 4];
    const results = await Promise.all(
      raters.map((u, i) => postJson(t, `/courses/${parallel}/ratings`, { rating: scores[i] }, u.token)),
    );
    expect(results.map((r) => r.status)).toEqual(scores.map(() => 200));
    expect(await stored(parallel)).toEqual({ average: 3.43, count: 7 });
  });
});

describe('GET /courses/:id/ratings', () => {
  it('lists ratings newest first with a short public name, the average, count and my rating', async () => {
    const res = await getJson(t, `/courses/${courseId}/ratings`, burak.token);
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({
      currentPage: 1,
      totalItemCount: 2,
      totalPageCount: 1,
      hasNextPage: false,
      rating: 4.5,
      ratingCount: 2,
      myRating: { rating: 4, comment: '' },
    });
    expect(d.items.map((i: { userName: string }) => i.userName)).toEqual(['Burak I.', 'Ayşe Y.']);
    expect(d.items[1]).toMatchObject({ rating: 5, comment: '' });
    expect(Object.keys(d.items[0]).sort()).toEqual([
      'comment',
      'createdAt',
      'id',
      'rating',
      'updatedAt',
      'userName',
    ]);
  });

  it('pages the ratings', async () => {
    const first = (await getJson(t, `/courses/${courseId}/ratings?pageSize=1`)).body.data;
    const second = (await getJson(t, `/courses/${courseId}/ratings?pageSize=1&pageNumber=2`)).body.data;
    const past = (await getJson(t, `/courses/${courseId}/ratings?pageSize=1&pageNumber=3`)).body.data;
    expect([first.hasNextPage, second.hasNextPage, past.hasNextPage]).toEqual([true, false, false]);
    expect(first.items[0].id).not.toBe(second.items[0].id);
    expect(past.items).toEqual([]);
    expect(first.myRating).toBeNull();
  });

  it('rejects a bad page size and hides the ratings of a course the caller cannot see', async () => {
    expect((await getJson(t, `/courses/${courseId}/ratings?pageSize=51`)).status).toBe(400);
    expect((await getJson(t, `/courses/${draftId}/ratings`)).status).toBe(404);
  });
});
