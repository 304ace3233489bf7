import { Readable } from 'node:stream';
import { LectureContentType, catalogueMessages as m, PublishStatus, Role } from '@kampus/contract';
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
import { lectures, ratings, sections } from '../../db/schema/index.ts';
import { newStorageKey } from '../../plugins/storage.ts';

let t: TestApp;
let owner: TestUser;
let otherLecturer: TestUser;
let admin: TestUser;
let student: TestUser;
let buyer: TestUser;
let published: string;
let draft: string;
let archived: string;
let lectureIds: string[] = [];
let coverKey: string;
const cats: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  owner = await makeUser(t, { roles: [Role.Lecturer], name: 'Mehmet', surname: 'Öztürk' });
  otherLecturer = await makeUser(t, { roles: [Role.Lecturer] });
  admin = await makeUser(t, { roles: [Role.Admin] });
  student = await makeUser(t);
  buyer = await makeUser(t);
  cats.push(await makeCategory(t, 'Web Geliştirme'), await makeCategory(t, 'Çevik Yöntemler'));
  const tagId = await makeTag(t, 'TypeScript');
  coverKey = newStorageKey('covers', '.png');
  await t.app.deps.storage.put(coverKey, Readable.from([Buffer.from('png-bytes')]), { maxBytes: 1000 });

  const course = await makeCourse(t, {
    lecturerId: owner.id,
    name: 'TypeScript ile Tip Güvenliği',
    description: 'Tiplerle daha güvenli JavaScript yazın.',
    level: 1,
    priceKurus: 129_990,
    discountedPriceKurus: 99_990,
    categoryIds: cats,
    tagIds: [tagId],
    coverImageKey: coverKey,
    ratingAverage: 4.25,
    ratingCount: 4,
  });
  published = course.id;
  const { db } = t.app.deps;
  // Two sections stored out of order, with lectures of every content type.
  const [second, first] = await db
    .insert(sections)
    .values([
      { courseId: published, name: 'İleri Tipler', orderNumber: 1 },
      { courseId: published, name: 'Temeller', orderNumber: 0 },
    ])
    .returning({ id: sections.id });
  if (!first || !second) throw new Error('sections not created');
  const rows = await db
    .insert(lectures)
    .values([
      {
        courseId: published,
        sectionId: first.id,
        name: 'Kurulum',
        contentType: LectureContentType.Video,
        orderNumber: 1,
        durationMinute: 15,
      },
      {
        courseId: published,
        sectionId: first.id,
        name: 'Tanışma',
        contentType: LectureContentType.Text,
        orderNumber: 0,
        durationMinute: 5,
        isPublic: true,
      },
      {
        courseId: published,
        sectionId: second.id,
        name: 'Jenerikler',
        contentType: LectureContentType.Html,
        orderNumber: 0,
        durationMinute: 50,
      },
      {
        courseId: published,
        sectionId: second.id,
        name: 'Sınav',
        contentType: LectureContentType.Quiz,
        orderNumber: 1,
        durationMinute: 10,
      },
    ])
    .returning({ id: lectures.id });
  lectureIds = rows.map((r) => r.id);

  draft = (await makeCourse(t, { lecturerId: owner.id, name: 'Taslak', publishStatus: PublishStatus.Draft }))
    .id;
  archived = (
    await makeCourse(t, { lecturerId: owner.id, name: 'Arşivde', publishStatus: PublishStatus.Archived })
  ).id;

  await enrol(t, buyer.id, published);
  await enrol(t, buyer.id, archived);
  await completeLectures(t, buyer.id, published, [lectureIds[1] as string, lectureIds[2] as string]);
  await db
    .insert(ratings)
    .values({ courseId: published, userId: buyer.id, rating: 4, comment: 'Akıcı anlatım' });
  await putInBasket(t, student.id, published);
});

afterAll(async () => {
  await t.close();
});

describe('GET /courses/:id/detail', () => {
  it('shows a published course with its outline in order, prices, rating and lecturer to a visitor', async () => {
    const res = await getJson(t, `/courses/${published}/detail`);
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({
      id: published,
      name: 'TypeScript ile Tip Güvenliği',
      level: 1,
      durationMinute: 80,
      durationText: '1 saat 20 dakika',
      totalLessons: 4,
      completedLessons: 0,
      progressPercent: 0,
      isCoursePurchased: false,
      isInTheBasket: false,
      purchasedCount: 1,
      price: 1299.9,
      discountedPrice: 999.9,
      priceText: '₺999,90',
      rating: 4.25,
      ratingCount: 4,
      myRating: null,
      lecturerName: 'Mehmet Öztürk',
      language: 'Türkçe',
      publishStatus: PublishStatus.Published,
      image: `/api/v1/web/media/covers/${coverKey.slice('covers/'.length)}`,
    });
    expect(d.categories.map((c: { name: string }) => c.name)).toEqual(['Çevik Yöntemler', 'Web Geliştirme']);
    expect(d.tags).toEqual([{ id: expect.any(String), name: 'TypeScript' }]);
    expect(d.sections.map((s: { name: string }) => s.name)).toEqual(['Temeller', 'İleri Tipler']);
    expect(d.sections[0]).toMatchObject({ durationMinute: 20, durationText: '20 dakika' });
    expect(d.sections[0].lectures).toEqual([
      {
        id: lectureIds[1],
        name: 'Tanışma',
        durationMinute: 5,
        lectureContentType: 1,
        isPublic: true,
        isCompleted: false,
      },
      {
        id: lectureIds[0],
        name: 'Kurulum',
        durationMinute: 15,
        lectureContentType: 0,
        isPublic: false,
        isCompleted: false,
      },
    ]);
    expect(d.sections[1].lectures.map((l: { lectureContentType: number }) => l.lectureContentType)).toEqual([
      2, 3,
    ]);
  });

  it('shows a buyer their progress, completed lectures and own rating', async () => {
    const d = (await getJson(t, `/courses/${published}/detail`, buyer.token)).body.data;
    expect(d).toMatchObject({ isCoursePurchased: true, completedLessons: 2, progressPercent: 50 });
    expect(d.myRating).toMatchObject({ rating: 4, comment: 'Akıcı anlatım' });
    const done = d.sections.flatMap((s: { lectures: { id: string; isCompleted: boolean }[] }) =>
      s.lectures.filter((l) => l.isCompleted).map((l) => l.id),
    );
    expect(done.sort()).toEqual([lectureIds[1], lectureIds[2]].sort());
  });

  it('marks a course in the caller’s open basket', async () => {
    const d = (await getJson(t, `/courses/${published}/detail`, student.token)).body.data;
    expect(d).toMatchObject({ isInTheBasket: true, isCoursePurchased: false, bookmarkId: null });
  });

  it('carries the caller’s bookmark id once they bookmark the course', async () => {
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/v1/web/bookmarks',
      headers: { authorization: `Bearer ${buyer.token}` },
      payload: { courseId: published },
    });
    expect(add.statusCode).toBe(200);
    const d = (await getJson(t, `/courses/${published}/detail`, buyer.token)).body.data;
    expect(d.bookmarkId).toBe(add.json().data);
    const other = (await getJson(t, `/courses/${published}/detail`, student.token)).body.data;
    expect(other.bookmarkId).toBeNull();
  });

  it('hides a draft from visitors, students and other lecturers (404)', async () => {
    for (const token of [undefined, student.token, otherLecturer.token]) {
      const res = await getJson(t, `/courses/${draft}/detail`, token);
      expect(res.status).toBe(404);
      expect(res.body.error.errorMessage).toBe(m.courseNotFound);
    }
  });

  it('shows a draft to its lecturer and to admins', async () => {
    expect((await getJson(t, `/courses/${draft}/detail`, owner.token)).status).toBe(200);
    expect((await getJson(t, `/courses/${draft}/detail`, admin.token)).status).toBe(200);
  });

  it('keeps an archived course visible to its buyer only', async () => {
    expect((await getJson(t, `/courses/${archived}/detail`, buyer.token)).status).toBe(200);
    expect((await getJson(t, `/courses/${archived}/detail`, student.token)).status).toBe(404);
  });

  it('answers 404 for an unknown course and 400 for a malformed id', async () => {
    expect((await getJson(t, '/courses/00000000-0000-4000-8000-000000000000/detail')).status).toBe(404);
    const bad = await getJson(t, '/courses/abc/detail');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('id');
  });
});

describe('GET /courses/:id', () => {
  it('gives the lecturer the stored course for editing', async () => {
    const res = await getJson(t, `/courses/${published}`, owner.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: published,
      skillLevel: 2,
      level: 1,
      price: 1299.9,
      discountedPrice: 999.9,
      publishStatus: PublishStatus.Published,
      meetingType: 0,
      meetingStartDate: null,
      isCertified: false,
      lecturerId: owner.id,
      durationMinute: 80,
      totalLessons: 4,
      purchasedCount: 1,
      coverImage: { url: `/api/v1/web/media/covers/${coverKey.slice('covers/'.length)}` },
    });
    expect([...res.body.data.categoryIds].sort()).toEqual([...cats].sort());
    expect(res.body.data.tagIds).toHaveLength(1);
  });

  it('follows the same visibility as the detail', async () => {
    expect((await getJson(t, `/courses/${draft}`, owner.token)).status).toBe(200);
    expect((await getJson(t, `/courses/${draft}`, otherLecturer.token)).status).toBe(404);
    expect((await getJson(t, `/courses/${archived}`, buyer.token)).status).toBe(200);
    expect((await getJson(t, `/courses/${archived}`)).status).toBe(404);
  });
});

describe('GET /courses/my-courses', () => {
  it('requires a session', async () => {
    expect((await getJson(t, '/courses/my-courses')).status).toBe(401);
  });

  it('lists every enrolled course with progress, archived ones included', async () => {
    const res = await getJson(t, '/courses/my-courses', buyer.token);
    expect(res.status).toBe(200);
    const byId = Object.fromEntries(res.body.data.map((c: { id: string }) => [c.id, c]));
    expect(Object.keys(byId).sort()).toEqual([published, archived].sort());
    expect(byId[published]).toMatchObject({ isCoursePurchased: true, progressPercent: 50, totalLessons: 4 });
  });

  it('is empty for a user without courses', async () => {
    expect((await getJson(t, '/courses/my-courses', student.token)).body.data).toEqual([]);
  });
});

describe('GET /categories/filter-options and /tags/filter-options', () => {
  it('lists categories as id and name in Turkish alphabetical order', async () => {
    await makeCategory(t, 'Cebir');
    await makeCategory(t, 'Işık ve Optik');
    await makeCategory(t, 'İletişim');
    const res = await getJson(t, '/categories/filter-options');
    expect(res.status).toBe(200);
    expect(res.body.data.map((o: { name: string }) => o.name)).toEqual([
      'Cebir',
      'Çevik Yöntemler',
      'Işık ve Optik',
      'İletişim',
      'Web Geliştirme',
    ]);
    expect(Object.keys(res.body.data[0]).sort()).toEqual(['id', 'name']);
  });

  it('lists tags', async () => {
    const res = await getJson(t, '/tags/filter-options');
    expect(res.body.data).toEqual([{ id: expect.any(String), name: 'TypeScript' }]);
  });
});
