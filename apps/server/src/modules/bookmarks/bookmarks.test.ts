import { learningMessages as m, PublishStatus, Role } from '@kampus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrol, makeCourse, makeUser, type TestUser } from '../../../test/support/catalogue.ts';
import { call } from '../../../test/support/learning.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { bookmarks, courses } from '../../db/schema/index.ts';

let t: TestApp;
let lecturer: TestUser;
let ayse: TestUser;
let burak: TestUser;
let published: string;
let second: string;
let draft: string;
let archived: string;

beforeAll(async () => {
  t = await createTestApp();
  lecturer = await makeUser(t, { roles: [Role.Lecturer] });
  ayse = await makeUser(t);
  burak = await makeUser(t);
  published = (await makeCourse(t, { lecturerId: lecturer.id, name: 'Python ile Veri Analizi' })).id;
  second = (await makeCourse(t, { lecturerId: lecturer.id, name: 'İleri React' })).id;
  draft = (await makeCourse(t, { lecturerId: lecturer.id, publishStatus: PublishStatus.Draft })).id;
  archived = (await makeCourse(t, { lecturerId: lecturer.id, publishStatus: PublishStatus.Archived })).id;
});

afterAll(async () => {
  await t.close();
});

const add = (courseId: unknown, token: string) =>
  call(t, 'POST', '/bookmarks', { token, body: { courseId } });
const list = (token: string) => call(t, 'GET', '/bookmarks', { token });

describe('POST /bookmarks', () => {
  it('bookmarks a published course and answers the new id', async () => {
    const res = await add(published, ayse.token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(m.bookmarkAdded);
    const [row] = await t.app.deps.db.select().from(bookmarks).where(eq(bookmarks.id, res.body.data));
    expect(row).toMatchObject({ userId: ayse.id, courseId: published });
  });

  it('refuses the same course twice with 422, also when sent at once', async () => {
    const user = await makeUser(t);
    const results = await Promise.all([add(second, user.token), add(second, user.token)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    const again = await add(second, user.token);
    expect(again.status).toBe(422);
    expect(again.body.error.errorMessage).toBe('Bu kurs zaten kaydedilenlerde.');
  });

  it('answers 404 for a draft or an archived course the user does not own, and for an unknown course', async () => {
    for (const courseId of [draft, archived, '5f1c1c8e-8d7a-4b5e-9c1d-0a0a0a0a0a0a']) {
      const res = await add(courseId, burak.token);
      expect(res.status).toBe(404);
      expect(res.body.error.errorMessage).toBe(m.courseNotFound);
    }
  });

  it('accepts an archived course the user bought, and the lecturer’s own draft', async () => {
    const buyer = await makeUser(t);
    await enrol(t, buyer.id, archived);
    expect((await add(archived, buyer.token)).status).toBe(200);
    expect((await add(draft, lecturer.token)).status).toBe(200);
  });

  it('rejects a missing or malformed course id with the field message', async () => {
    for (const courseId of [undefined, 'abc', 42]) {
      const res = await add(courseId, ayse.token);
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({ courseId: m.bookmarkCourseId });
    }
  });

  it('requires a session', async () => {
    expect((await call(t, 'POST', '/bookmarks', { body: { courseId: published } })).status).toBe(401);
  });
});

describe('GET /bookmarks', () => {
  it('lists the user’s own bookmarks, newest first, with the course name and description', async () => {
    const user = await makeUser(t);
    const first = (await add(published, user.token)).body.data;
    const latest = (await add(second, user.token)).body.data;
    const res = await list(user.token);
    expect(res.status).toBe(200);
    expect(res.body.data.map((b: { id: string }) => b.id)).toEqual([latest, first]);
    expect(res.body.data[1]).toMatchObject({
      id: first,
      courseId: published,
      name: 'Python ile Veri Analizi',
      description: 'Bir kurs açıklaması',
      image: null,
    });
    expect(new Date(res.body.data[0].createdAt).toISOString()).toBe(res.body.data[0].createdAt);
    expect((await list(burak.token)).body.data).toEqual([]);
  });

  it('stops listing a bookmarked course that is unpublished, until it is back', async () => {
    const user = await makeUser(t);
    const course = (await makeCourse(t, { lecturerId: lecturer.id })).id;
    await add(course, user.token);
    const { db } = t.app.deps;
    await db.update(courses).set({ publishStatus: PublishStatus.Draft }).where(eq(courses.id, course));
    expect((await list(user.token)).body.data).toEqual([]);
    await db.update(courses).set({ publishStatus: PublishStatus.Published }).where(eq(courses.id, course));
    expect((await list(user.token)).body.data).toHaveLength(1);
  });
});

describe('DELETE /bookmarks/:id', () => {
  it('removes the user’s own bookmark', async () => {
    const user = await makeUser(t);
    const id = (await add(published, user.token)).body.data;
    const res = await call(t, 'DELETE', `/bookmarks/${id}`, { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: null, message: m.bookmarkRemoved });
    expect((await list(user.token)).body.data).toEqual([]);
    // The course can be bookmarked again afterwards.
    expect((await add(published, user.token)).status).toBe(200);
  });

  it('answers 404 for someone else’s bookmark and leaves it in place', async () => {
    const owner = await makeUser(t);
    const id = (await add(published, owner.token)).body.data;
    const res = await call(t, 'DELETE', `/bookmarks/${id}`, { token: burak.token });
    expect(res.status).toBe(404);
    expect(res.body.error.errorMessage).toBe(m.bookmarkNotFound);
    expect((await list(owner.token)).body.data).toHaveLength(1);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect(
      (await call(t, 'DELETE', '/bookmarks/5f1c1c8e-8d7a-4b5e-9c1d-0a0a0a0a0a0a', { token: ayse.token }))
        .status,
    ).toBe(404);
    expect((await call(t, 'DELETE', '/bookmarks/abc', { token: ayse.token })).status).toBe(400);
  });
});

describe('bookmarks in the course contents and the home page', () => {
  it('carries the bookmark id in with-contents and counts it on the student home', async () => {
    const user = await makeUser(t);
    const id = (await add(published, user.token)).body.data;
    const contents = await call(t, 'GET', `/courses/${published}/with-contents`, { token: user.token });
    expect(contents.body.data.bookmarkId).toBe(id);
    const home = await call(t, 'GET', '/homepages/user', { token: user.token });
    expect(home.body.data.stats.bookmarks).toBe(1);
  });
});
