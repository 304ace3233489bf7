import { authoringMessages as am, PublishStatus, Role } from '@kampus/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, filePart, makeAuthoredCourse, storedFiles } from '../../../test/support/authoring.ts';
import { makePerson, type Person } from '../../../test/support/commerce-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { lectures, sections } from '../../db/schema/index.ts';

let t: TestApp;
let lecturer: Person;
let otherLecturer: Person;
let admin: Person;
let student: Person;

beforeAll(async () => {
  t = await createTestApp();
  lecturer = await makePerson(t, [Role.Lecturer]);
  otherLecturer = await makePerson(t, [Role.Lecturer]);
  admin = await makePerson(t, [Role.Admin]);
  student = await makePerson(t, [Role.Student]);
});
afterAll(async () => {
  await t.close();
});

/** Section names of a course in stored order, with their order numbers. */
const sectionOrder = async (courseId: string) =>
  (
    await t.app.deps.db
      .select({ name: sections.name, orderNumber: sections.orderNumber })
      .from(sections)
      .where(eq(sections.courseId, courseId))
      .orderBy(asc(sections.orderNumber))
  ).map((s) => `${s.orderNumber}:${s.name}`);

const sectionIds = async (courseId: string) =>
  (
    await t.app.deps.db
      .select({ id: sections.id })
      .from(sections)
      .where(eq(sections.courseId, courseId))
      .orderBy(asc(sections.orderNumber))
  ).map((s) => s.id);

const isDense = (orders: number[]) => [...orders].sort((a, b) => a - b).every((o, i) => o === i);

describe('POST /sections', () => {
  it('adds sections at the end, order = current count', async () => {
    const course = await makeAuthoredCourse(t, lecturer.id);
    for (const name of ['Giriş', 'Temeller', 'Proje']) {
      const res = await call(t, 'POST', '/sections', lecturer.token, { json: { courseId: course.id, name } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(typeof res.body.data).toBe('string');
    }
    expect(await sectionOrder(course.id)).toEqual(['0:Giriş', '1:Temeller', '2:Proje']);
  });

  it('gives parallel creates distinct, dense orders', async () => {
    const course = await makeAuthoredCourse(t, lecturer.id);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(t, 'POST', '/sections', lecturer.token, { json: { courseId: course.id, name: `Bölüm ${i}` } }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    const rows = await t.app.deps.db.select().from(sections).where(eq(sections.courseId, course.id));
    expect(rows.map((r) => r.orderNumber).sort((a, b) => a - b)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
    ]);
  });

  it('keeps a description and needs a name', async () => {
    const course = await makeAuthoredCourse(t, lecturer.id);
    const created = await call(t, 'POST', '/sections', lecturer.token, {
      json: { courseId: course.id, name: '  Kurulum  ', description: 'Araçların kurulumu' },
    });
    const [row] = await t.app.deps.db
      .select()
      .from(sections)
      .where(eq(sections.id, created.body.data as string));
    expect(row).toMatchObject({ name: 'Kurulum', description: 'Araçların kurulumu', orderNumber: 0 });
    const blank = await call(t, 'POST', '/sections', lecturer.token, {
      json: { courseId: course.id, name: '   ' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error?.fields).toEqual({ name: 'Bölüm adı gereklidir.' });
    const badCourse = await call(t, 'POST', '/sections', lecturer.token, {
      json: { courseId: 'x', name: 'A' },
    });
    expect(badCourse.body.error?.fields).toEqual({ courseId: am.courseRef });
  });

  it('hides another lecturer’s course, refuses students and lets an admin add', async () => {
    const course = await makeAuthoredCourse(t, otherLecturer.id);
    const body = { json: { courseId: course.id, name: 'Ek' } };
    expect((await call(t, 'POST', '/sections', lecturer.token, body)).status).toBe(404);
    expect((await call(t, 'POST', '/sections', student.token, body)).status).toBe(403);
    expect((await call(t, 'POST', '/sections', undefined, body)).status).toBe(401);
    expect((await call(t, 'POST', '/sections', admin.token, body)).status).toBe(200);
  });
});

describe('GET /sections/:id and PUT /sections', () => {
  it('reads a section with its lectures and renames it, keeping the description when none is sent', async () => {
    const course = await makeAuthoredCourse(t, lecturer.id, { lecturesPerSection: [2] });
    const id = course.sectionIds[0] as string;
    const described = await call(t, 'PUT', '/sections', lecturer.token, {
      json: { id, name: 'Başlangıç', description: 'İlk adımlar' },
    });
    expect(described.body.data).toBe(id);
    await call(t, 'PUT', '/sections', lecturer.token, { json: { id, name: 'Başlarken' } });
    const res = await call(t, 'GET', `/sections/${id}`, lecturer.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id,
      courseId: course.id,
      name: 'Başlarken',
      description: 'İlk adımlar',
      orderNumber: 0,
      durationMinute: 10,
      lectures: [
        { name: 'Ders 1.1', orderNumber: 0 },
        { name: 'Ders 1.2', orderNumber: 1 },
      ],
    });
  });

  it('is not found for another lecturer, open to an admin', async () => {
    const course = await makeAuthoredCourse(t, otherLecturer.id, { lecturesPerSection: [0] });
    const id = course.sectionIds[0] as string;
    expect((await call(t, 'GET', `/sections/${id}`, lecturer.token)).body.error?.errorMessage).toBe(
      am.sectionNotFound,
    );
    expect((await call(t, 'PUT', '/sections', lecturer.token, { json: { id, name: 'X' } })).status).toBe(404);
    expect((await call(t, 'GET', `/sections/${id}`, admin.token)).status).toBe(200);
    expect(
      (await call(t, 'GET', '/sections/0b6f5e1e-1111-4111-8111-111111111111', lecturer.token)).status,
    ).toBe(404);
  });
});

describe('PUT /sections/move-section', () => {
  it('moves a section one step up or down by swapping it with its neighbour', async () => {
    const course = await makeAuthoredCourse(t, lecturer.id, { lecturesPerSection: [0, 0, 0] });
    const [first, second, third] = course.sectionIds as [string, string, string];
    const up = await call(t, 'PUT', '/sections/move-section', lecturer.token, {
      json: { id: second, orderNumber: 0 },
    });
    expect(up.status).toBe(200);
    expect(await sectionOrder(course.id)).toEqual(['0:Bölüm 2', '1:Bölüm 1', '2:Bölüm 3']);
    await call(t, 'PUT', '/sections/move-section', lecturer.token, { json: { id: first, orderNumber: 2 } });
    expect(await sectionOrder(course.id)).toEqual(['0:Bölüm 2', '1:Bölüm 3', '2:Bölüm 1']);
    expect(await sectionIds(course.id)).toEqual([second, third, first]);
  });

  it('refuses a position past the last section with 422 and a negative one with 400', async () => {
    const course = await makeAuthoredCourse(t, lecturer.id, { lecturesPerSection: [0, 0] });
    const id = course.sectionIds[0] as string;
    const past = await call(t, 'PUT', '/sections/move-section', lecturer.token, {
      json: { id, orderNumber: 2 },
    });
    expect(past.status).toBe(422);
    expect(past.body.error?.errorMessage).toBe('Sıra numarası 0 ile 1 arasında olmalıdır.');
    const negative = await call(t, 'PUT', '/sections/move-section', lecturer.token, {
      json: { id, orderNumber: -1 },
    });
    expect(negative.status).toBe(400);
    expect(negative.body.error?.fields).toEqual({ orderNumber: am.orderNumber });
  });

  it('keeps orders dense 0..n−1 under many parallel moves', async () => {
    const course = await makeAuthoredCourse(t, lecturer.id, { lecturesPerSection: Array(10).fill(0) });
    const moves = Array.from({ length: 40 }, (_, i) => ({
      id: course.sectionIds[i % 10] as string,
      orderNumber: (i * 7 + 3) % 10,
    }));
    const results = await Promise.all(
      moves.map((json) => call(t, 'PUT', '/sections/move-section', lecturer.token, { json })),
    );
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    const rows = await t.app.deps.db.select().from(sections).where(eq(sections.courseId, course.id));
    expect(rows).toHaveLength(10);
    expect(isDense(rows.map((r) => r.orderNumber))).toBe(true);
  });

  it('hides another lecturer’s section', async () => {
    const course = await makeAuthoredCourse(t, otherLecturer.id, { lecturesPerSection: [0, 0] });
    const res = await call(t, 'PUT', '/sections/move-section', lecturer.token, {
      json: { id: course.sectionIds[1], orderNumber: 0 },
    });
    expect(res.status).toBe(404);
  });
});

describe('DELETE /sections/:id', () => {
  it('deletes the section with its lectures and their files, and closes the gap', async () => {
    const course = await makeAuthoredCourse(t, lecturer.id, {
      lecturesPerSection: [1, 1, 1],
      publishStatus: PublishStatus.Published,
    });
    const middle = course.sectionIds[1] as string;
    const page = await call(t, 'POST', '/lectures', lecturer.token, {
      form: [
        ['courseId', course.id],
        ['sectionId', middle],
        ['name', 'Sayfa'],
        ['lectureContentType', '2'],
        ['content', filePart(Buffer.from('<p>Merhaba</p>'), 'sayfa.html', 'text/html')],
      ],
    });
    const [lecture] = await t.app.deps.db
      .select()
      .from(lectures)
      .where(eq(lectures.id, page.body.data as string));
    expect(await storedFiles(t)).toContain(lecture?.contentKey);

    const res = await call(t, 'DELETE', `/sections/${middle}`, lecturer.token);
    expect(res.status).toBe(200);
    expect(await sectionOrder(course.id)).toEqual(['0:Bölüm 1', '1:Bölüm 3']);
    expect(await t.app.deps.db.select().from(lectures).where(eq(lectures.sectionId, middle))).toEqual([]);
    expect(await storedFiles(t)).not.toContain(lecture?.contentKey);
  });

  it('keeps orders dense when several sections are deleted at once', async () => {
    const course = await makeAuthoredCourse(t, lecturer.id, { lecturesPerSection: [0, 0, 0, 0, 0, 0, 0] });
    const doomed = [0, 2, 3, 6].map((i) => course.sectionIds[i] as string);
    const results = await Promise.all(
      doomed.map((id) => call(t, 'DELETE', `/sections/${id}`, lecturer.token)),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await sectionOrder(course.id)).toEqual(['0:Bölüm 2', '1:Bölüm 5', '2:Bölüm 6']);
  });

  it('hides another lecturer’s section and refuses students', async () => {
    const course = await makeAuthoredCourse(t, otherLecturer.id, { lecturesPerSection: [0] });
    const id = course.sectionIds[0] as string;
    expect((await call(t, 'DELETE', `/sections/${id}`, lecturer.token)).status).toBe(404);
    expect((await call(t, 'DELETE', `/sections/${id}`, student.token)).status).toBe(403);
    expect((await call(t, 'DELETE', `/sections/${id}`, admin.token)).status).toBe(200);
  });
});
