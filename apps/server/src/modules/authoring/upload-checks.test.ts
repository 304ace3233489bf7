import { authoringMessages as am, LectureContentType, Role } from '@kampus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  type FilePart,
  type FormValue,
  filePart,
  fixture,
  makeAuthoredCourse,
  storedFiles,
} from '../../../test/support/authoring.ts';
import { makeCategory } from '../../../test/support/catalogue.ts';
import { makePerson, type Person } from '../../../test/support/commerce-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { courseCertificateFiles, courses, lectures } from '../../db/schema/index.ts';

/**
 * Every route that takes a file (course create and update, lecture create and update) and every file field on it
 * checks the file's real type by its bytes and its size against the kind's limit: a refused file is a 400 naming the
 * field (or 413 past the limit) and leaves no stored file and no changed row. One table, so a new upload route or
 * field is one more row here.
 */

const UPLOAD_LIMIT = 64 * 1024;

let t: TestApp;
let lecturer: Person;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_LIMIT_BYTES: String(UPLOAD_LIMIT) });
  lecturer = await makePerson(t, [Role.Lecturer]);
  categoryId = await makeCategory(t, 'Güvenlik');
});
afterAll(async () => {
  await t?.close();
});

/** A Windows program, the classic thing to smuggle in under an innocent name and type. */
const EXE = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1'),
  Buffer.alloc(600, 0xff),
]);
/** Valid first bytes followed by more than the limit. */
const oversized = (head: Buffer) => Buffer.concat([head, Buffer.alloc(UPLOAD_LIMIT + 1024, 0x20)]);

const PNG = fixture('kapak.png');
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
const MP4 = fixture('ders-150s.mp4');
const HTML = Buffer.from('<!doctype html><html lang="tr"><body><h1>Ders</h1></body></html>');

const courseFields = (files: Array<[string, FormValue]>): Array<[string, FormValue]> => [
  ['name', 'Güvenli Yükleme'],
  ['description', 'Dosya yüklemelerinin nasıl denetlendiğini anlatan kurs.'],
  ['skillLevel', '1'],
  ['categoryIds', categoryId],
  ['isCertified', 'true'],
  ['price', '10'],
  ['discountedPrice', '0'],
  ['meetingType', '0'],
  ...files,
];

type Target = {
  route: string;
  field: string;
  /** The field name refusals are reported under. */
  reportedAs: string;
  typeMessage: string;
  /** A file of the right kind, with the name and declared type a browser would send. */
  good: FilePart;
  /** Sends the form with `file` in the field under test; returns the status, body and the rows to compare. */
  send: (file: FilePart) => Promise<{ status: number; body: Awaited<ReturnType<typeof call>>['body'] }>;
  /** What the database holds for the thing being changed, to show a refused request changed nothing. */
  snapshot: () => Promise<unknown>;
};

const courseRows = async (id?: string) => ({
  courses: id
    ? await t.app.deps.db.select().from(courses).where(eq(courses.id, id))
    : (await t.app.deps.db.select({ id: courses.id }).from(courses)).length,
  certificates: id
    ? await t.app.deps.db.select().from(courseCertificateFiles).where(eq(courseCertificateFiles.courseId, id))
    : (await t.app.deps.db.select({ id: courseCertificateFiles.id }).from(courseCertificateFiles)).length,
});

const lectureRows = async (id?: string) =>
  id
    ? await t.app.deps.db.select().from(lectures).where(eq(lectures.id, id))
    : (await t.app.deps.db.select({ id: lectures.id }).from(lectures)).length;

const existingCourse = async () => {
  const res = await call(t, 'POST', '/courses', lecturer.token, {
    form: courseFields([
      ['coverImage', filePart(PNG, 'kapak.png', 'image/png')],
      ['Certifications', filePart(PDF, 'sertifika.pdf', 'application/pdf')],
    ]),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as string;
};

const existingLecture = async (type: LectureContentType) => {
  const course = await makeAuthoredCourse(t, lecturer.id, { lecturesPerSection: [0] });
  const file =
    type === LectureContentType.Video
      ? filePart(MP4, 'ders.mp4', 'video/mp4')
      : filePart(HTML, 'ders.html', 'text/html');
  const res = await call(t, 'POST', '/lectures', lecturer.token, {
    form: [
      ['courseId', course.id],
      ['sectionId', course.sectionIds[0] as string],
      ['name', 'Var olan ders'],
      ['lectureContentType', String(type)],
      ['content', file],
    ],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { id: res.body.data as string, courseId: course.id, sectionId: course.sectionIds[0] as string };
};

const targets = async (): Promise<Target[]> => {
  const courseId = await existingCourse();
  const video = await existingLecture(LectureContentType.Video);
  const page = await existingLecture(LectureContentType.Html);
  const newLecture =
    (type: LectureContentType, at: { courseId: string; sectionId: string }) => (file: FilePart) =>
      call(t, 'POST', '/lectures', lecturer.token, {
        form: [
          ['courseId', at.courseId],
          ['sectionId', at.sectionId],
          ['name', 'Yeni ders'],
          ['lectureContentType', String(type)],
          ['content', file],
        ],
      });
  const changedLecture = (type: LectureContentType, id: string) => (file: FilePart) =>
    call(t, 'PUT', '/lectures', lecturer.token, {
      form: [
        ['id', id],
        ['name', 'Değişen ders'],
        ['lectureContentType', String(type)],
        ['isContentUpdated', 'true'],
        ['content', file],
      ],
    });
  return [
    {
      route: 'POST /courses',
      field: 'coverImage',
      reportedAs: 'coverImage',
      typeMessage: am.coverImageType,
      good: filePart(PNG, 'kapak.png', 'image/png'),
      send: (file) =>
        call(t, 'POST', '/courses', lecturer.token, {
          form: courseFields([
            ['coverImage', file],
            ['Certifications', filePart(PDF, 'sertifika.pdf', 'application/pdf')],
          ]),
        }),
      snapshot: () => courseRows(),
    },
    {
      route: 'POST /courses',
      field: 'Certifications',
      reportedAs: 'certifications',
      typeMessage: am.certificateType,
      good: filePart(PDF, 'sertifika.pdf', 'application/pdf'),
      send: (file) =>
        call(t, 'POST', '/courses', lecturer.token, {
          form: courseFields([
            ['coverImage', filePart(PNG, 'kapak.png', 'image/png')],
            ['Certifications', file],
          ]),
        }),
      snapshot: () => courseRows(),
    },
    {
      route: 'PUT /courses/:id',
      field: 'coverImage',
      reportedAs: 'coverImage',
      typeMessage: am.coverImageType,
      good: filePart(PNG, 'kapak.png', 'image/png'),
      send: (file) =>
        call(t, 'PUT', `/courses/${courseId}`, lecturer.token, {
          form: courseFields([['coverImage', file]]),
        }),
      snapshot: () => courseRows(courseId),
    },
    {
      route: 'PUT /courses/:id',
      field: 'Certifications',
      reportedAs: 'certifications',
      typeMessage: am.certificateType,
      good: filePart(PDF, 'sertifika.pdf', 'application/pdf'),
      send: (file) =>
        call(t, 'PUT', `/courses/${courseId}`, lecturer.token, {
          form: courseFields([['Certifications', file]]),
        }),
      snapshot: () => courseRows(courseId),
    },
    {
      route: 'POST /lectures (Video)',
      field: 'content',
      reportedAs: 'content',
      typeMessage: am.videoType,
      good: filePart(MP4, 'ders.mp4', 'video/mp4'),
      send: newLecture(LectureContentType.Video, video),
      snapshot: () => lectureRows(),
    },
    {
      route: 'POST /lectures (Html)',
      field: 'content',
      reportedAs: 'content',
      typeMessage: am.htmlType,
      good: filePart(HTML, 'ders.html', 'text/html'),
      send: newLecture(LectureContentType.Html, page),
      snapshot: () => lectureRows(),
    },
    {
      route: 'PUT /lectures (Video)',
      field: 'content',
      reportedAs: 'content',
      typeMessage: am.videoType,
      good: filePart(MP4, 'ders.mp4', 'video/mp4'),
      send: changedLecture(LectureContentType.Video, video.id),
      snapshot: () => lectureRows(video.id),
    },
    {
      route: 'PUT /lectures (Html)',
      field: 'content',
      reportedAs: 'content',
      typeMessage: am.htmlType,
      good: filePart(HTML, 'ders.html', 'text/html'),
      send: changedLecture(LectureContentType.Html, page.id),
      snapshot: () => lectureRows(page.id),
    },
  ];
};

let all: Target[];
beforeAll(async () => {
  all = await targets();
});

describe('uploads on every route that takes a file', () => {
  it('accept the right kind of file in every field (the table’s good files are good)', async () => {
    for (const target of all) {
      const res = await target.send(target.good);
      expect(res.status, `${target.route} ${target.field}: ${JSON.stringify(res.body)}`).toBe(200);
    }
  });

  it('refuse a program sent under the field’s own name and declared type, keeping no file and no change', async () => {
    for (const target of all) {
      const label = `${target.route} ${target.field}`;
      const disguised = filePart(EXE, target.good.filename, target.good.type);
      const files = await storedFiles(t);
      const rows = await target.snapshot();
      const res = await target.send(disguised);
      expect(res.status, label).toBe(400);
      expect(res.body.error?.fields, label).toEqual({ [target.reportedAs]: target.typeMessage });
      expect(await storedFiles(t), label).toEqual(files);
      expect(await target.snapshot(), label).toEqual(rows);
    }
  });

  it('answer 413 for a file past the limit, with the right first bytes, keeping no partial file and no change', async () => {
    for (const target of all) {
      const label = `${target.route} ${target.field}`;
      const big = filePart(oversized(target.good.file), target.good.filename, target.good.type);
      const files = await storedFiles(t);
      const rows = await target.snapshot();
      const res = await target.send(big);
      expect(res.status, label).toBe(413);
      expect(res.body.error?.errorMessage, label).toMatch(/Dosya çok büyük/);
      expect(await storedFiles(t), label).toEqual(files);
      expect(await target.snapshot(), label).toEqual(rows);
    }
  });

  it('refuse a file whose name or declared type contradicts its content where the kind names them', async () => {
    const byRoute = (route: string) => all.find((x) => x.route === route) as Target;
    const cases: Array<[Target, FilePart]> = [
      [byRoute('POST /lectures (Video)'), filePart(MP4, 'ders.mp4', 'application/octet-stream')],
      [byRoute('PUT /lectures (Video)'), filePart(MP4, 'ders.mp4', 'text/html')],
      [byRoute('POST /lectures (Html)'), filePart(HTML, 'ders.svg', 'text/html')],
      [byRoute('PUT /lectures (Html)'), filePart(HTML, 'ders.html', 'image/svg+xml')],
    ];
    for (const [target, file] of cases) {
      const res = await target.send(file);
      expect(res.status, `${target.route} ${file.filename} ${file.type}`).toBe(400);
      expect(res.body.error?.fields).toEqual({ content: target.typeMessage });
    }
  });
});
