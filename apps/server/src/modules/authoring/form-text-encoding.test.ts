import { authoringMessages as am, LectureContentType, Role } from '@kampus/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, makeAuthoredCourse, storedFiles } from '../../../test/support/authoring.ts';
import { makeCategory } from '../../../test/support/catalogue.ts';
import { API, makePerson, type Person } from '../../../test/support/commerce-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { courses, lectures } from '../../db/schema/index.ts';

/**
 * Text in the course and lecture forms must arrive as UTF-8. The multipart parser used to replace bytes that are
 * not UTF-8 with U+FFFD, so a name sent as 'Ay\xFFe' was stored as 'Ay�e' and answered 200.
 */

let t: TestApp;
let lecturer: Person;
let categoryId: string;
beforeAll(async () => {
  t = await createTestApp();
  lecturer = await makePerson(t, [Role.Lecturer]);
  categoryId = await makeCategory(t, 'Yazılım');
});
afterAll(async () => {
  await t?.close();
});

const BOUNDARY = 'kampusEncoding7Qx';
type Part = { name: string; value: string | Buffer; filename?: string | Buffer; type?: string };

/** A multipart body written byte by byte, so a part can carry bytes no FormData would produce. */
const form = (parts: Part[]) =>
  Buffer.concat([
    ...parts.flatMap((p) => [
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"`),
      ...(p.filename === undefined
        ? []
        : [Buffer.from('; filename="'), Buffer.from(p.filename), Buffer.from('"')]),
      Buffer.from(`\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`),
      Buffer.from(p.value),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);

const send = (method: 'POST' | 'PUT', url: string, parts: Part[]) =>
  t.app.inject({
    method,
    url: `${API}${url}`,
    headers: {
      authorization: `Bearer ${lecturer.token}`,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
    payload: form(parts),
  });

/** 'Ay' + the given bytes + 'şe': a Turkish name with something in the middle. */
const aysheWith = (bytes: number[]) =>
  Buffer.concat([Buffer.from('Ay'), Buffer.from(bytes), Buffer.from('şe')]);

const INVALID_UTF8: Array<[string, number[]]> = [
  ['a lone continuation byte', [0x80]],
  ['an invalid start byte', [0xff]],
  ['an overlong encoding', [0xc0, 0xaf]],
  ['an encoded surrogate', [0xed, 0xa0, 0x80]],
  ['a cut sequence', [0xe2, 0x82]],
];

const cover = (): Part => ({
  name: 'coverImage',
  value: fixture('kapak.png'),
  filename: 'kapak.png',
  type: 'image/png',
});
const courseParts = (overrides: Record<string, Buffer | string> = {}): Part[] => [
  ...Object.entries({
    name: 'Sıfırdan React',
    description: 'Bileşenler, durum yönetimi ve yönlendirme ile gerçek bir uygulama.',
    skillLevel: '2',
    categoryIds: categoryId,
    isCertified: 'false',
    price: '100',
    discountedPrice: '0',
    meetingType: '0',
    ...overrides,
  }).map(([name, value]) => ({ name, value })),
  cover(),
];

const counts = async () => ({
  courses: Number((await t.app.deps.db.select({ n: sql<number>`count(*)` }).from(courses))[0]?.n),
  lectures: Number((await t.app.deps.db.select({ n: sql<number>`count(*)` }).from(lectures))[0]?.n),
  files: await storedFiles(t),
});

const expectBrokenText = (res: Awaited<ReturnType<typeof send>>, field: string) => {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({
    success: false,
    data: null,
    error: { errorMessage: am.brokenText, fields: { [field]: am.brokenText } },
  });
};

describe('multipart text fields that are not UTF-8', () => {
  it.each(INVALID_UTF8)('POST /courses refuses %s in the name and stores nothing', async (_label, bytes) => {
    const before = await counts();
    const res = await send('POST', '/courses', courseParts({ name: aysheWith(bytes) }));
    expectBrokenText(res, 'name');
    expect(await counts()).toEqual(before);
  });

  it('PUT /courses/:id refuses a broken description and keeps the course as it was', async () => {
    const course = await makeAuthoredCourse(t, lecturer.id);
    const [was] = await t.app.deps.db.select().from(courses).where(eq(courses.id, course.id));
    const before = await counts();
    const res = await send(
      'PUT',
      `/courses/${course.id}`,
      courseParts({ description: Buffer.concat([aysheWith([0xff]), Buffer.from(' için kurs açıklaması')]) }),
    );
    expectBrokenText(res, 'description');
    const [now] = await t.app.deps.db.select().from(courses).where(eq(courses.id, course.id));
    expect(now).toEqual(was);
    expect(await counts()).toEqual(before);
  });

  it('POST /lectures refuses broken Text content and adds no lecture', async () => {
    const course = await makeAuthoredCourse(t, lecturer.id, { lecturesPerSection: [0] });
    const before = await counts();
    const res = await send('POST', '/lectures', [
      { name: 'courseId', value: course.id },
      { name: 'sectionId', value: course.sectionIds[0] as string },
      { name: 'name', value: 'Giriş' },
      { name: 'lectureContentType', value: String(LectureContentType.Text) },
      { name: 'content', value: aysheWith([0xc0, 0xaf]) },
    ]);
    expectBrokenText(res, 'content');
    expect(await counts()).toEqual(before);
  });

  it('POST /lectures refuses a quiz sent as an application/json part with a broken question', async () => {
    const course = await makeAuthoredCourse(t, lecturer.id, { lecturesPerSection: [0] });
    const before = await counts();
    const quiz = Buffer.concat([
      Buffer.from('{"questions":[{"question":"'),
      aysheWith([0x80]),
      Buffer.from('?","options":["a","b","c","d"],"correctAnswer":0}]}'),
    ]);
    const res = await send('POST', '/lectures', [
      { name: 'courseId', value: course.id },
      { name: 'sectionId', value: course.sectionIds[0] as string },
      { name: 'name', value: 'Sınav' },
      { name: 'lectureContentType', value: String(LectureContentType.Quiz) },
      { name: 'content', value: quiz, type: 'application/json' },
    ]);
    expectBrokenText(res, 'content');
    expect(await counts()).toEqual(before);
  });

  it('PUT /lectures refuses a broken name and keeps the lecture', async () => {
    const course = await makeAuthoredCourse(t, lecturer.id, { lecturesPerSection: [1] });
    const id = course.lectureIds[0]?.[0] as string;
    const [was] = await t.app.deps.db.select().from(lectures).where(eq(lectures.id, id));
    const res = await send('PUT', '/lectures', [
      { name: 'id', value: id },
      { name: 'name', value: aysheWith([0xed, 0xa0, 0x80]) },
      { name: 'lectureContentType', value: String(LectureContentType.Text) },
      { name: 'isContentUpdated', value: 'false' },
    ]);
    expectBrokenText(res, 'name');
    const [now] = await t.app.deps.db.select().from(lectures).where(eq(lectures.id, id));
    expect(now).toEqual(was);
  });

  it('refuses a file whose name is not UTF-8 and keeps no file', async () => {
    const before = await counts();
    const parts = courseParts().filter((p) => p.name !== 'coverImage');
    const res = await send('POST', '/courses', [
      ...parts,
      { ...cover(), filename: Buffer.concat([aysheWith([0xff]), Buffer.from('.png')]) },
    ]);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject({
      errorMessage: am.brokenFileName,
      fields: { coverImage: am.brokenFileName },
    });
    expect(await counts()).toEqual(before);
  });

  it('still stores Turkish text, with or without a charset on the part, exactly as sent', async () => {
    const res = await send(
      'POST',
      '/courses',
      courseParts({ name: 'Çok güzel Işık' }).map((p) =>
        p.name === 'description'
          ? { ...p, value: 'Öğrenciler için çağdaş bir başlangıç.', type: 'text/plain; charset=utf-8' }
          : p,
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.app.deps.db.select().from(courses).where(eq(courses.id, res.json().data));
    expect(row).toMatchObject({
      name: 'Çok güzel Işık',
      description: 'Öğrenciler için çağdaş bir başlangıç.',
    });
  });
});
