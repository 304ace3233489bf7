import { authoringMessages as am, LectureContentType, PublishStatus, Role } from '@kampus/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  type FormValue,
  filePart,
  fixture,
  makeAuthoredCourse,
  storedFiles,
} from '../../../test/support/authoring.ts';
import { makePerson, type Person } from '../../../test/support/commerce-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { catalogueState, lectures } from '../../db/schema/index.ts';

let t: TestApp;
let lecturer: Person;
let otherLecturer: Person;
let admin: Person;
let student: Person;

const UPLOAD_LIMIT = 64 * 1024;

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_LIMIT_BYTES: String(UPLOAD_LIMIT) });
  lecturer = await makePerson(t, [Role.Lecturer]);
  otherLecturer = await makePerson(t, [Role.Lecturer]);
  admin = await makePerson(t, [Role.Admin]);
  student = await makePerson(t, [Role.Student]);
});
afterAll(async () => {
  await t.close();
});

type Place = { courseId: string; sectionId: string };

/** A course of the lecturer with one empty section to add lectures to. */
const place = async (
  lecturerId = lecturer.id,
  publishStatus: number = PublishStatus.Draft,
): Promise<Place> => {
  const course = await makeAuthoredCourse(t, lecturerId, { lecturesPerSection: [0], publishStatus });
  return { courseId: course.id, sectionId: course.sectionIds[0] as string };
};

const lectureForm = (at: Place, fields: Array<[string, FormValue]>): Array<[string, FormValue]> => [
  ['courseId', at.courseId],
  ['sectionId', at.sectionId],
  ...fields,
];

const create = (at: Place, fields: Array<[string, FormValue]>, token = lecturer.token) =>
  call(t, 'POST', '/lectures', token, { form: lectureForm(at, fields) });

const rowOf = async (id: string) =>
  (await t.app.deps.db.select().from(lectures).where(eq(lectures.id, id)))[0];

const lecturesOf = async (sectionId: string) =>
  t.app.deps.db
    .select()
    .from(lectures)
    .where(eq(lectures.sectionId, sectionId))
    .orderBy(asc(lectures.orderNumber));

const quizJson = (questions: unknown) => JSON.stringify({ questions });
const goodQuestion = {
  question: 'Türkiye’nin başkenti?',
  options: ['İstanbul', 'Ankara', 'İzmir', 'Bursa'],
  correctAnswer: 1,
};
const mp4 = () => filePart(fixture('ders-150s.mp4'), 'ders.mp4', 'video/mp4');

describe('POST /lectures', () => {
  it('adds a Text lecture at the end of its section with the default category and access', async () => {
    const at = await place();
    const first = await create(at, [
      ['name', 'Giriş'],
      ['lectureContentType', '1'],
      ['content', 'Hoş geldiniz!'],
    ]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.message).toBe('Ders oluşturuldu.');
    const second = await create(at, [
      ['name', 'Devam'],
      ['description', 'İkinci ders'],
      ['lectureContentType', '1'],
      ['lectureType', '2'],
      ['isPublic', 'true'],
      ['durationMinute', '12'],
      ['content', 'Metin'],
    ]);
    expect(await rowOf(first.body.data as string)).toMatchObject({
      orderNumber: 0,
      lectureType: 0,
      isPublic: false,
      contentType: LectureContentType.Text,
      contentText: 'Hoş geldiniz!',
      contentKey: null,
      quiz: null,
    });
    expect(await rowOf(second.body.data as string)).toMatchObject({
      orderNumber: 1,
      lectureType: 2,
      isPublic: true,
      durationMinute: 12,
      description: 'İkinci ders',
    });
  });

  it('stores a quiz with its answers', async () => {
    const at = await place();
    const res = await create(at, [
      ['name', 'Başkentler'],
      ['lectureContentType', '3'],
      ['content', quizJson([goodQuestion])],
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await rowOf(res.body.data as string))?.quiz).toEqual({ questions: [goodQuestion] });
  });

  it('names each bad part of a quiz', async () => {
    const at = await place();
    const bad = await create(at, [
      ['name', 'Sınav'],
      ['lectureContentType', '3'],
      [
        'content',
        quizJson([
          { question: '', options: ['a', 'b', 'c', 'd'], correctAnswer: 0 },
          { question: 'S?', options: ['a', 'b', 'c'], correctAnswer: 0 },
          { question: 'S?', options: ['a', ' ', 'c', 'd'], correctAnswer: 4 },
        ]),
      ],
    ]);
    expect(bad.status).toBe(400);
    expect(bad.body.error?.fields).toEqual({
      'content.questions.0.question': am.quizQuestion,
      'content.questions.1.options': am.quizOptions,
      'content.questions.2.options.1': am.quizOption,
      'content.questions.2.correctAnswer': am.quizCorrectAnswer,
    });
    const empty = await create(at, [
      ['name', 'Sınav'],
      ['lectureContentType', '3'],
      ['content', quizJson([])],
    ]);
    expect(empty.body.error?.fields).toEqual({ 'content.questions': 'Quiz en az bir soru içermelidir.' });
    const broken = await create(at, [
      ['name', 'Sınav'],
      ['lectureContentType', '3'],
      ['content', '{"questions": ['],
    ]);
    expect(broken.body.error?.fields).toEqual({ content: am.quizJson });
  });

  it('answers 400 with the field messages for a missing name, content and a wrong content type', async () => {
    const at = await place();
    const text = await create(at, [
      ['name', ''],
      ['lectureContentType', '1'],
    ]);
    expect(text.body.error?.fields).toEqual({
      name: 'Ders adı gereklidir.',
      content: 'Metin içeriği gereklidir.',
    });
    const video = await create(at, [
      ['name', 'Video'],
      ['lectureContentType', '0'],
    ]);
    expect(video.body.error?.fields).toEqual({ content: am.videoRequired });
    const html = await create(at, [
      ['name', 'Sayfa'],
      ['lectureContentType', '2'],
    ]);
    expect(html.body.error?.fields).toEqual({ content: am.htmlRequired });
    const type = await create(at, [
      ['name', 'X'],
      ['lectureContentType', '7'],
      ['lectureType', '9'],
      ['durationMinute', '-3'],
    ]);
    expect(type.body.error?.fields).toEqual({
      lectureContentType: am.lectureContentType,
      lectureType: am.lectureType,
      durationMinute: am.durationMinute,
    });
  });

  it.each([
    ['ders-150s.mp4', 'video/mp4', 'mp4'],
    ['ders-150s-faststart.mp4', 'video/mp4', 'mp4'],
    ['ders-150s.webm', 'video/webm', 'webm'],
    ['ders-150s.mov', 'video/quicktime', 'mov'],
  ])('stores a %s video under lectures/ and reads its length from the file', async (name, type, ext) => {
    const at = await place();
    const res = await create(at, [
      ['name', 'Video ders'],
      ['lectureContentType', '0'],
      ['durationMinute', '10'],
      ['content', filePart(fixture(name), name, type)],
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = await rowOf(res.body.data as string);
    // 150 seconds: two and a half minutes, rounded to 3; the entered 10 gives way to the file.
    expect(row).toMatchObject({ durationMinute: 3, contentFileName: name, contentText: null });
    expect(row?.contentKey).toMatch(new RegExp(`^lectures/[0-9a-f-]{36}\\.${ext}$`));
    expect(await storedFiles(t)).toContain(row?.contentKey);
  });

  it('keeps the entered length when the file does not tell it', async () => {
    const at = await place();
    const ogg = Buffer.concat([Buffer.from('OggS'), Buffer.alloc(200, 1)]);
    const res = await create(at, [
      ['name', 'Ogg'],
      ['lectureContentType', '0'],
      ['durationMinute', '12'],
      ['content', filePart(ogg, 'ders.ogg', 'video/ogg')],
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = await rowOf(res.body.data as string);
    expect(row?.durationMinute).toBe(12);
    expect(row?.contentKey?.endsWith('.ogv')).toBe(true);
  });

  it('takes the file when it arrives before the content type', async () => {
    const at = await place();
    const res = await call(t, 'POST', '/lectures', lecturer.token, {
      form: [
        ['content', mp4()],
        ['courseId', at.courseId],
        ['sectionId', at.sectionId],
        ['name', 'Önce dosya'],
        ['lectureContentType', '0'],
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await rowOf(res.body.data as string))?.durationMinute).toBe(3);
  });

  it('refuses an .exe sent as a video and keeps neither a file nor a lecture', async () => {
    const at = await place();
    const before = await storedFiles(t);
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(500)]);
    for (const order of ['type first', 'file first']) {
      const content: [string, FormValue] = ['content', filePart(exe, 'ders.exe', 'video/mp4')];
      const fields: Array<[string, FormValue]> = [
        ['name', 'Zararlı'],
        ['lectureContentType', '0'],
      ];
      const res = await create(at, order === 'type first' ? [...fields, content] : [content, ...fields]);
      expect(res.status).toBe(400);
      expect(res.body.error?.fields).toEqual({ content: am.videoType });
    }
    expect(await storedFiles(t)).toEqual(before);
    expect(await lecturesOf(at.sectionId)).toEqual([]);
  });

  it('answers 413 for a video over UPLOAD_LIMIT_BYTES and leaves no partial file or lecture', async () => {
    const at = await place();
    const before = await storedFiles(t);
    const big = Buffer.concat([fixture('ders-150s.mp4'), Buffer.alloc(UPLOAD_LIMIT)]);
    const res = await create(at, [
      ['name', 'Büyük'],
      ['lectureContentType', '0'],
      ['content', filePart(big, 'buyuk.mp4', 'video/mp4')],
    ]);
    expect(res.status).toBe(413);
    expect(res.body.error?.errorMessage).toMatch(/Dosya çok büyük/);
    expect(await storedFiles(t)).toEqual(before);
    expect(await lecturesOf(at.sectionId)).toEqual([]);
  });

  it('stores an HTML page and refuses one with the wrong extension or a video in its place', async () => {
    const at = await place();
    const page = Buffer.from('<!doctype html><h1>Ders</h1>');
    const ok = await create(at, [
      ['name', 'Sayfa'],
      ['lectureContentType', '2'],
      ['content', filePart(page, 'ders.html', 'text/html')],
    ]);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await rowOf(ok.body.data as string))?.contentKey).toMatch(/^pages\/.+\.html$/);
    const before = await storedFiles(t);
    const wrongName = await create(at, [
      ['name', 'Sayfa'],
      ['lectureContentType', '2'],
      ['content', filePart(page, 'ders.txt', 'text/html')],
    ]);
    expect(wrongName.body.error?.fields).toEqual({ content: am.htmlType });
    // The content type comes last: the video is stored as a video, then refused for an Html lecture.
    const videoAsPage = await call(t, 'POST', '/lectures', lecturer.token, {
      form: [
        ['content', mp4()],
        ...lectureForm(at, [
          ['name', 'Sayfa'],
          ['lectureContentType', '2'],
        ]),
      ],
    });
    expect(videoAsPage.body.error?.fields).toEqual({ content: am.htmlType });
    expect(await storedFiles(t)).toEqual(before);
  });

  it('never takes a file reference made up in a JSON body', async () => {
    const at = await place();
    const res = await call(t, 'POST', '/lectures', lecturer.token, {
      json: {
        ...at,
        name: 'Sahte',
        lectureContentType: 0,
        content: { key: 'lectures/0b6f5e1e-1111-4111-8111-111111111111.mp4', kind: 'video' },
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error?.fields).toEqual({ content: am.videoRequired });
  });

  it('takes a Text lecture as JSON too', async () => {
    const at = await place();
    const res = await call(t, 'POST', '/lectures', lecturer.token, {
      json: { ...at, name: 'JSON', lectureContentType: 1, content: 'Metin', isPublic: true },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await rowOf(res.body.data as string)).toMatchObject({ isPublic: true, contentText: 'Metin' });
  });

  it('refuses a section of another course with 422 and hides other lecturers’ courses', async () => {
    const at = await place();
    const elsewhere = await place();
    const text: Array<[string, FormValue]> = [
      ['name', 'X'],
      ['lectureContentType', '1'],
      ['content', 'Metin'],
    ];
    const mixed = await create({ courseId: at.courseId, sectionId: elsewhere.sectionId }, text);
    expect(mixed.status).toBe(422);
    expect(mixed.body.error?.errorMessage).toBe(am.sectionNotInCourse);
    const theirs = await place(otherLecturer.id);
    expect((await create(theirs, text)).status).toBe(404);
    expect((await create(theirs, text, student.token)).status).toBe(403);
    expect((await create(theirs, text, admin.token)).status).toBe(200);
  });

  it('gives parallel creates in one section distinct, dense orders', async () => {
    const at = await place();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        create(at, [
          ['name', `Ders ${i}`],
          ['lectureContentType', '1'],
          ['content', 'Metin'],
        ]),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    expect((await lecturesOf(at.sectionId)).map((l) => l.orderNumber)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
  });

  it('bumps the catalogue version for a published course only', async () => {
    const version = async () => (await t.app.deps.db.select().from(catalogueState))[0]?.version ?? 0;
    const text: Array<[string, FormValue]> = [
      ['name', 'X'],
      ['lectureContentType', '1'],
      ['content', 'Metin'],
    ];
    const before = await version();
    await create(await place(), text);
    expect(await version()).toBe(before);
    await create(await place(lecturer.id, PublishStatus.Published), text);
    expect(await version()).toBe(before + 1);
  });
});

describe('GET /lectures/:id', () => {
  it('shows the owner the quiz answers and hides the lecture from others', async () => {
    const at = await place();
    const created = await create(at, [
      ['name', 'Sınav'],
      ['lectureContentType', '3'],
      ['content', quizJson([goodQuestion])],
    ]);
    const id = created.body.data as string;
    const res = await call(t, 'GET', `/lectures/${id}`, lecturer.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id,
      courseId: at.courseId,
      sectionId: at.sectionId,
      name: 'Sınav',
      lectureContentType: 3,
      content: null,
      contentFileName: null,
      quiz: { questions: [goodQuestion], passPercent: null },
    });
    expect((await call(t, 'GET', `/lectures/${id}`, otherLecturer.token)).body.error?.errorMessage).toBe(
      am.lectureNotFound,
    );
    expect((await call(t, 'GET', `/lectures/${id}`, student.token)).status).toBe(403);
    expect((await call(t, 'GET', `/lectures/${id}`, admin.token)).status).toBe(200);
  });
});

describe('PUT /lectures', () => {
  const update = (fields: Array<[string, FormValue]>, token = lecturer.token) =>
    call(t, 'PUT', '/lectures', token, { form: fields });

  it('changes name, description, access and length and keeps the content when it was not updated', async () => {
    const at = await place();
    const id = (
      await create(at, [
        ['name', 'Eski'],
        ['lectureContentType', '1'],
        ['content', 'İlk metin'],
      ])
    ).body.data as string;
    const res = await update([
      ['id', id],
      ['name', 'Yeni'],
      ['description', 'Açıklama'],
      ['lectureContentType', '1'],
      ['isPublic', 'true'],
      ['durationMinute', '7'],
      ['isContentUpdated', 'false'],
      ['content', 'yok sayılır'],
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ data: id, message: 'Ders güncellendi.' });
    expect(await rowOf(id)).toMatchObject({
      name: 'Yeni',
      description: 'Açıklama',
      isPublic: true,
      durationMinute: 7,
      contentText: 'İlk metin',
    });
    await update([
      ['id', id],
      ['name', 'Yeni'],
      ['lectureContentType', '1'],
      ['isContentUpdated', 'true'],
      ['content', 'İkinci metin'],
    ]);
    expect(await rowOf(id)).toMatchObject({
      contentText: 'İkinci metin',
      durationMinute: 7,
      isPublic: false,
    });
  });

  it('stores the lecture’s points: 10 by default, set in the form, kept when left out, 0 to 1000', async () => {
    const at = await place();
    const id = (
      await create(at, [
        ['name', 'Puanlı'],
        ['lectureContentType', '1'],
        ['content', 'Metin'],
      ])
    ).body.data as string;
    expect(await rowOf(id)).toMatchObject({ rewardPoints: 10 });
    const base: Array<[string, FormValue]> = [
      ['id', id],
      ['name', 'Puanlı'],
      ['lectureContentType', '1'],
    ];
    expect((await update([...base, ['rewardPoints', '25']])).status).toBe(200);
    expect(await rowOf(id)).toMatchObject({ rewardPoints: 25 });
    expect((await update(base)).status).toBe(200);
    expect(await rowOf(id)).toMatchObject({ rewardPoints: 25 });
    const editor = await call(t, 'GET', `/lectures/${id}`, lecturer.token);
    expect((editor.body.data as { rewardPoints: number }).rewardPoints).toBe(25);
    for (const wrong of ['-1', '1001', '2.5', 'on']) {
      const res = await update([...base, ['rewardPoints', wrong]]);
      expect(res.status).toBe(400);
      expect(res.body.error?.fields).toEqual({ rewardPoints: am.rewardPoints });
    }
    const created = await create(at, [
      ['name', 'Bonus'],
      ['lectureContentType', '1'],
      ['content', 'Metin'],
      ['rewardPoints', '0'],
    ]);
    expect(await rowOf(created.body.data as string)).toMatchObject({ rewardPoints: 0 });
  });

  it('replaces a video, deletes the old file and reads the new length', async () => {
    const at = await place();
    const id = (
      await create(at, [
        ['name', 'Video'],
        ['lectureContentType', '2'],
        ['content', filePart(Buffer.from('<p>1</p>'), 'a.html', 'text/html')],
      ])
    ).body.data as string;
    const oldKey = (await rowOf(id))?.contentKey as string;
    const res = await update([
      ['id', id],
      ['name', 'Sayfa 2'],
      ['lectureContentType', '2'],
      ['isContentUpdated', 'true'],
      ['content', filePart(Buffer.from('<p>2</p>'), 'b.html', 'text/html')],
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = await rowOf(id);
    expect(row?.contentFileName).toBe('b.html');
    const files = await storedFiles(t);
    expect(files).toContain(row?.contentKey);
    expect(files).not.toContain(oldKey);

    const video = (
      await create(at, [
        ['name', 'Video'],
        ['lectureContentType', '0'],
        ['durationMinute', '1'],
        ['content', filePart(Buffer.concat([Buffer.from('OggS'), Buffer.alloc(64)]), 'a.ogg', 'video/ogg')],
      ])
    ).body.data as string;
    expect((await rowOf(video))?.durationMinute).toBe(1);
    await update([
      ['id', video],
      ['name', 'Video'],
      ['lectureContentType', '0'],
      ['isContentUpdated', 'true'],
      ['content', mp4()],
    ]);
    expect((await rowOf(video))?.durationMinute).toBe(3);
  });

  it('does not keep a file sent without isContentUpdated', async () => {
    const at = await place();
    const id = (
      await create(at, [
        ['name', 'Video'],
        ['lectureContentType', '0'],
        ['content', mp4()],
      ])
    ).body.data as string;
    const before = await storedFiles(t);
    const res = await update([
      ['id', id],
      ['name', 'Video'],
      ['lectureContentType', '0'],
      ['content', mp4()],
    ]);
    expect(res.status).toBe(200);
    expect(await storedFiles(t)).toEqual(before);
  });

  it('refuses a change of content type with 422 and keeps the new file out', async () => {
    const at = await place();
    const id = (
      await create(at, [
        ['name', 'Metin'],
        ['lectureContentType', '1'],
        ['content', 'Metin'],
      ])
    ).body.data as string;
    const before = await storedFiles(t);
    const res = await update([
      ['id', id],
      ['name', 'Video oldu'],
      ['lectureContentType', '0'],
      ['isContentUpdated', 'true'],
      ['content', mp4()],
    ]);
    expect(res.status).toBe(422);
    expect(res.body.error?.errorMessage).toBe(am.contentTypeLocked);
    expect(await storedFiles(t)).toEqual(before);
    expect((await rowOf(id))?.name).toBe('Metin');
  });

  it('needs a name and hides other lecturers’ lectures', async () => {
    const theirs = await place(otherLecturer.id);
    const id = (
      await create(
        theirs,
        [
          ['name', 'Onların'],
          ['lectureContentType', '1'],
          ['content', 'Metin'],
        ],
        otherLecturer.token,
      )
    ).body.data as string;
    const blank = await update([
      ['id', id],
      ['name', ''],
      ['lectureContentType', '1'],
    ]);
    expect(blank.body.error?.fields).toEqual({ name: 'Ders adı gereklidir.' });
    const fields: Array<[string, FormValue]> = [
      ['id', id],
      ['name', 'Benim'],
      ['lectureContentType', '1'],
    ];
    expect((await update(fields)).status).toBe(404);
    expect((await update(fields, admin.token)).status).toBe(200);
  });
});

describe('DELETE /lectures/:id', () => {
  it('deletes the lecture and its file, and the later lectures close the gap', async () => {
    const course = await makeAuthoredCourse(t, lecturer.id, { lecturesPerSection: [3] });
    const at = { courseId: course.id, sectionId: course.sectionIds[0] as string };
    const video = (
      await create(at, [
        ['name', 'Video'],
        ['lectureContentType', '0'],
        ['content', mp4()],
      ])
    ).body.data as string;
    const key = (await rowOf(video))?.contentKey;
    await call(t, 'DELETE', `/lectures/${course.lectureIds[0]?.[1]}`, lecturer.token);
    const res = await call(t, 'DELETE', `/lectures/${video}`, lecturer.token);
    expect(res.status).toBe(200);
    expect((await lecturesOf(at.sectionId)).map((l) => `${l.orderNumber}:${l.name}`)).toEqual([
      '0:Ders 1.1',
      '1:Ders 1.3',
    ]);
    expect(await storedFiles(t)).not.toContain(key);
  });

  it('hides other lecturers’ lectures and refuses students', async () => {
    const course = await makeAuthoredCourse(t, otherLecturer.id, { lecturesPerSection: [1] });
    const id = course.lectureIds[0]?.[0] as string;
    expect((await call(t, 'DELETE', `/lectures/${id}`, lecturer.token)).status).toBe(404);
    expect((await call(t, 'DELETE', `/lectures/${id}`, student.token)).status).toBe(403);
    expect((await call(t, 'DELETE', `/lectures/${id}`, admin.token)).status).toBe(200);
  });
});

describe('PUT /lectures/reorder', () => {
  const reorder = (json: unknown, token = lecturer.token) =>
    call(t, 'PUT', '/lectures/reorder', token, { json });
  const names = async (sectionId: string) =>
    (await lecturesOf(sectionId)).map((l) => `${l.orderNumber}:${l.name.replace('Ders ', '')}`);

  it('moves a lecture to the target index within its section', async () => {
    const course = await makeAuthoredCourse(t, lecturer.id, { lecturesPerSection: [4] });
    const sectionId = course.sectionIds[0] as string;
    const [a, , , d] = course.lectureIds[0] as string[];
    expect((await reorder({ sectionId, id: d, targetIndex: 0 })).status).toBe(200);
    expect(await names(sectionId)).toEqual(['0:1.4', '1:1.1', '2:1.2', '3:1.3']);
    await reorder({ sectionId, id: a, targetIndex: 3 });
    expect(await names(sectionId)).toEqual(['0:1.4', '1:1.2', '2:1.3', '3:1.1']);
  });

  it('refuses a target past the end, a lecture of another section, and unknown lectures', async () => {
    const course = await makeAuthoredCourse(t, lecturer.id, { lecturesPerSection: [2, 1] });
    const [first, second] = course.sectionIds as [string, string];
    const id = course.lectureIds[0]?.[0] as string;
    const past = await reorder({ sectionId: first, id, targetIndex: 2 });
    expect(past.status).toBe(422);
    expect(past.body.error?.errorMessage).toBe('Hedef sıra 0 ile 1 arasında olmalıdır.');
    const wrongSection = await reorder({ sectionId: second, id, targetIndex: 0 });
    expect(wrongSection.status).toBe(422);
    expect(wrongSection.body.error?.errorMessage).toBe(am.lectureNotInSection);
    const unknown = await reorder({
      sectionId: first,
      id: '0b6f5e1e-1111-4111-8111-111111111111',
      targetIndex: 0,
    });
    expect(unknown.status).toBe(404);
    const invalid = await reorder({ sectionId: first, id, targetIndex: 'ilk' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error?.fields).toEqual({ targetIndex: am.orderNumber });
  });

  it('keeps orders dense under many parallel reorders', async () => {
    const course = await makeAuthoredCourse(t, lecturer.id, { lecturesPerSection: [8] });
    const sectionId = course.sectionIds[0] as string;
    const ids = course.lectureIds[0] as string[];
    const results = await Promise.all(
      Array.from({ length: 32 }, (_, i) =>
        reorder({ sectionId, id: ids[i % 8], targetIndex: (i * 5 + 1) % 8 }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    const orders = (await lecturesOf(sectionId)).map((l) => l.orderNumber);
    expect(orders).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps orders dense when reorders, creates and deletes run together', async () => {
    const course = await makeAuthoredCourse(t, lecturer.id, { lecturesPerSection: [12] });
    const sectionId = course.sectionIds[0] as string;
    const ids = course.lectureIds[0] as string[];
    const at = { courseId: course.id, sectionId };
    const requests = ids.flatMap((id, i) =>
      i % 3 === 0
        ? [call(t, 'DELETE', `/lectures/${id}`, lecturer.token)]
        : [
            reorder({ sectionId, id, targetIndex: (i * 5) % 8 }),
            create(at, [
              ['name', `Yeni ${i}`],
              ['lectureContentType', '1'],
              ['content', 'Metin'],
            ]),
          ],
    );
    const results = await Promise.all(requests);
    // A reorder may name a target the deletes have already taken away (422); nothing may fail otherwise.
    expect(results.every((r) => r.status === 200 || r.status === 422)).toBe(true);
    const orders = (await lecturesOf(sectionId)).map((l) => l.orderNumber);
    expect(orders).toEqual(orders.map((_, i) => i));
    expect(orders).toHaveLength(12 - 4 + 8);
  });

  it('hides another lecturer’s section', async () => {
    const course = await makeAuthoredCourse(t, otherLecturer.id, { lecturesPerSection: [2] });
    const res = await reorder({
      sectionId: course.sectionIds[0],
      id: course.lectureIds[0]?.[1],
      targetIndex: 0,
    });
    expect(res.status).toBe(404);
    expect(
      (
        await reorder(
          { sectionId: course.sectionIds[0], id: course.lectureIds[0]?.[1], targetIndex: 0 },
          admin.token,
        )
      ).status,
    ).toBe(200);
  });
});
