import { PublishStatus, Role } from '@kampus/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completeLectures,
  enrol,
  getJson,
  makeCategory,
  makeCourse,
  makeUser,
  type TestUser,
} from '../../../test/support/catalogue.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { bookmarks, certificates, lectureProgress } from '../../db/schema/index.ts';
import { bumpCatalogueVersion } from '../catalogue/catalogue-version.ts';
import { createHomeService } from './home.service.ts';

let t: TestApp;
let student: TestUser;
let newcomer: TestUser;
const c = {} as Record<'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h' | 'draft' | 'own', string>;
const cat = {} as Record<'web' | 'veri' | 'mobil' | 'oyun', string>;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.app.deps;
  const lecturer = await makeUser(t, { roles: [Role.Lecturer], name: 'Zeynep', surname: 'Arslan' });
  student = await makeUser(t, { roles: [Role.Student, Role.Lecturer] });
  newcomer = await makeUser(t);
  cat.web = await makeCategory(t, 'Web Geliştirme');
  cat.veri = await makeCategory(t, 'Veri Bilimi');
  cat.mobil = await makeCategory(t, 'Mobil');
  cat.oyun = await makeCategory(t, 'Oyun Geliştirme');
  const course = async (name: string, extra: Partial<Parameters<typeof makeCourse>[1]> = {}) =>
    makeCourse(t, { lecturerId: lecturer.id, name, ...extra });

  const a = await course('A: yarıda', {
    lectureMinutes: [5, 5, 5, 5],
    ratingAverage: 5,
    categoryIds: [cat.web],
  });
  const b = await course('B: bitti', { lectureMinutes: [5, 5], categoryIds: [cat.web] });
  const cc = await course('C: başladı', { lectureMinutes: [5, 5, 5], categoryIds: [cat.veri] });
  const d = await course('D: dokunulmadı', { lectureMinutes: [5], categoryIds: [cat.veri] });
  const e = await course('E: sertifikalı', { lectureMinutes: [5, 5], categoryIds: [cat.mobil] });
  c.a = a.id;
  c.b = b.id;
  c.c = cc.id;
  c.d = d.id;
  c.e = e.id;
  c.f = (
    await course('F: en iyi', {
      priceKurus: 49_900,
      ratingAverage: 4.9,
      ratingCount: 3,
      categoryIds: [cat.oyun],
    })
  ).id;
  c.g = (await course('G: iyi', { ratingAverage: 4.5, ratingCount: 1 })).id;
  c.h = (await course('H: iyi ve çok puanlı', { ratingAverage: 4.5, ratingCount: 9 })).id;
  c.draft = (await course('Taslak', { ratingAverage: 5, publishStatus: PublishStatus.Draft })).id;
  c.own = (await makeCourse(t, { lecturerId: student.id, name: 'Kendi kursum', ratingAverage: 5 })).id;

  for (const id of [c.a, c.b, c.c, c.d, c.e]) await enrol(t, student.id, id);
  await completeLectures(t, student.id, c.a, a.lectureIds.slice(0, 2));
  await completeLectures(t, student.id, c.b, b.lectureIds);
  await completeLectures(t, student.id, c.e, e.lectureIds.slice(0, 1));
  // E's lesson was done after B's: stated, since two inserts can fall in the same tick of the embedded database's
  // clock, and the list is ordered by last activity.
  await db
    .update(lectureProgress)
    .set({ updatedAt: new Date(Date.now() + 1_000) })
    .where(and(eq(lectureProgress.userId, student.id), eq(lectureProgress.courseId, c.e)));
  // Started: a saved video position without any completed lecture.
  await db.insert(lectureProgress).values({
    userId: student.id,
    courseId: c.c,
    lectureId: cc.lectureIds[0] as string,
    positionSeconds: 42,
    updatedAt: new Date(Date.now() + 60_000),
  });
  await db.insert(certificates).values({
    userId: student.id,
    courseId: c.e,
    verificationCode: 'KMP-TEST-0001',
    learnerName: 'Deniz Yıldız',
    courseName: 'E: sertifikalı',
    lecturerName: 'Zeynep Arslan',
  });
  await db.insert(bookmarks).values([
    { userId: student.id, courseId: c.f },
    { userId: student.id, courseId: c.g },
  ]);
  // Enrolments of other learners make Veri Bilimi the most popular category.
  for (let i = 0; i < 3; i++) {
    const other = await makeUser(t);
    await enrol(t, other.id, c.c);
  }
  await bumpCatalogueVersion(db);
});

afterAll(async () => {
  await t.close();
});

describe('GET /homepages/user', () => {
  it('requires a session', async () => {
    expect((await getJson(t, '/homepages/user')).status).toBe(401);
  });

  it('counts enrolments, bookmarks, certificates and completed courses from real rows', async () => {
    const res = await getJson(t, '/homepages/user', student.token);
    expect(res.status).toBe(200);
    // Completed: B (every lecture done) and E (certificate issued).
    expect(res.body.data.stats).toEqual({
      enrolledCourses: 5,
      bookmarks: 2,
      certificates: 1,
      completedCourses: 2,
      // Lessons completed by rows of their own, not through a completion: no points (modules/points tests those).
      points: 0,
    });
  });

  it('lists every unfinished course, not started ones too, most recent activity or purchase first', async () => {
    const { inProgressCourses } = (await getJson(t, '/homepages/user', student.token)).body.data;
    expect(inProgressCourses).toEqual([
      { id: c.c, title: 'C: başladı', progress: 0, imageUrl: null, started: true },
      { id: c.a, title: 'A: yarıda', progress: 50, imageUrl: null, started: true },
      { id: c.d, title: 'D: dokunulmadı', progress: 0, imageUrl: null, started: false },
    ]);
  });

  it('lists finished courses apart, with the certificate code where one was issued', async () => {
    const { completedCourses } = (await getJson(t, '/homepages/user', student.token)).body.data;
    expect(completedCourses).toEqual([
      { id: c.e, title: 'E: sertifikalı', imageUrl: null, certificateCode: 'KMP-TEST-0001' },
      { id: c.b, title: 'B: bitti', imageUrl: null, certificateCode: null },
    ]);
  });

  it('lists a course bought a moment ago, before any lesson is opened', async () => {
    const buyer = await makeUser(t);
    await enrol(t, buyer.id, c.f);
    await enrol(t, buyer.id, c.g);
    const data = (await getJson(t, '/homepages/user', buyer.token)).body.data;
    expect(data.stats.enrolledCourses).toBe(2);
    expect(data.inProgressCourses.map((r: { id: string }) => r.id).sort()).toEqual([c.f, c.g].sort());
    expect(data.inProgressCourses.every((r: { started: boolean }) => !r.started)).toBe(true);
    expect(data.completedCourses).toEqual([]);
  });

  it('recommends the best rated published courses the user neither owns nor teaches', async () => {
    const data = (await getJson(t, '/homepages/user', student.token)).body.data;
    const ids = data.recommendedCourses.map((r: { id: string }) => r.id);
    const best = [c.f, c.h, c.g].filter((id) => id !== data.selectedCourse.id);
    expect(ids.slice(0, best.length)).toEqual(best);
    for (const excluded of [c.a, c.b, c.c, c.d, c.e, c.draft, c.own]) expect(ids).not.toContain(excluded);
    expect(data.recommendedCourses[0]).toMatchObject({
      title: 'F: en iyi',
      price: 499,
      priceText: '₺499,00',
      imageUrl: null,
      lecturerName: 'Zeynep Arslan',
    });
    // The featured course is one of the best rated, and is not repeated among the recommendations.
    expect([c.f, c.h, c.g, ...ids]).toContain(data.selectedCourse.id);
    expect(ids).not.toContain(data.selectedCourse.id);
    expect(Object.keys(data.selectedCourse).sort()).toEqual([
      'description',
      'id',
      'imageUrl',
      'priceText',
      'title',
    ]);
  });

  it('ranks categories by enrolments', async () => {
    const { popularCategories } = (await getJson(t, '/homepages/user', student.token)).body.data;
    expect(popularCategories).toEqual([
      { id: cat.veri, name: 'Veri Bilimi' },
      { id: cat.web, name: 'Web Geliştirme' },
      { id: cat.mobil, name: 'Mobil' },
      { id: cat.oyun, name: 'Oyun Geliştirme' },
    ]);
  });

  it('gives a new learner zero counts, nothing in progress and recommendations', async () => {
    const data = (await getJson(t, '/homepages/user', newcomer.token)).body.data;
    expect(data.stats).toEqual({
      enrolledCourses: 0,
      bookmarks: 0,
      certificates: 0,
      completedCourses: 0,
      points: 0,
    });
    expect(data.inProgressCourses).toEqual([]);
    expect(data.completedCourses).toEqual([]);
    expect(data.selectedCourse).not.toBeNull();
    // Nine published courses to recommend: one featured, six others, none of them twice.
    expect(data.recommendedCourses).toHaveLength(6);
    expect(data.recommendedCourses.map((r: { id: string }) => r.id)).not.toContain(data.selectedCourse.id);
  });
});

describe('popular categories', () => {
  it('follow new enrolments within a minute, although enrolments leave the catalogue version alone', async () => {
    let clock = Date.UTC(2026, 0, 1);
    const home = createHomeService(t.app.deps.db, { now: () => clock });
    const leader = async () => (await home.homeData(student.id)).popularCategories[0]?.id;
    expect(await leader()).toBe(cat.veri);
    // Six new learners make Oyun Geliştirme (one course, F) the most enrolled category.
    for (let i = 0; i < 6; i++) await enrol(t, (await makeUser(t)).id, c.f);
    expect(await leader()).toBe(cat.veri);
    clock += 59_000;
    expect(await leader()).toBe(cat.veri);
    clock += 2_000;
    expect(await leader()).toBe(cat.oyun);
  });

  it('are recounted at once when the catalogue changes', async () => {
    const clock = Date.UTC(2026, 0, 1);
    const home = createHomeService(t.app.deps.db, { now: () => clock });
    const before = (await home.homeData(student.id)).popularCategories.map((p) => p.id);
    expect(before).toContain(cat.mobil);
    // E, the only course in Mobil, is archived: Mobil has no published course left.
    const { courses } = await import('../../db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    await t.app.deps.db.transaction(async (tx) => {
      await tx.update(courses).set({ publishStatus: PublishStatus.Archived }).where(eq(courses.id, c.e));
      await bumpCatalogueVersion(tx);
    });
    const after = (await home.homeData(student.id)).popularCategories.map((p) => p.id);
    expect(after).not.toContain(cat.mobil);
  });
});
