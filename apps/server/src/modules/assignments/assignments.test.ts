import { assignmentMessages as am, authoringMessages, LectureContentType, Role } from '@kampus/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call as apiCall, type FormValue, filePart, storedFiles } from '../../../test/support/authoring.ts';
import { enrol, makeCourse, makeUser, type TestUser } from '../../../test/support/catalogue.ts';
import { linkParent } from '../../../test/support/families.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  assignmentSubmissions,
  lectureProgress,
  mailOutbox,
  notifications,
  pointsLedger,
} from '../../db/schema/index.ts';
import { submissionsForExport } from './personal-data.ts';

let t: TestApp;
let lecturer: TestUser;
let otherLecturer: TestUser;
let admin: TestUser;
let ayse: TestUser;
let burak: TestUser;
let outsider: TestUser;
let parent: TestUser;
let courseId: string;
let sectionId: string;
let textLectureId: string;
let assignmentId: string;

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]);

const json = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: TestUser, body?: unknown) =>
  apiCall(t, method, url, who?.token, body === undefined ? undefined : { json: body });
const form = (
  url: string,
  who: TestUser,
  fields: Array<[string, FormValue]>,
  method: 'POST' | 'PUT' = 'POST',
) => apiCall(t, method, url, who.token, { form: fields });
const okData = async <T>(p: ReturnType<typeof apiCall>): Promise<T> => {
  const res = await p;
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as T;
};
const submit = (who: TestUser, fields: Array<[string, FormValue]>, lecture = assignmentId) =>
  form(`/lectures/${lecture}/submissions`, who, fields);
const mine = (who: TestUser, lecture = assignmentId) =>
  okData<Record<string, unknown> | null>(json('GET', `/lectures/${lecture}/submissions/mine`, who));
const submissionOf = async (userId: string) => {
  const [row] = await t.app.deps.db
    .select()
    .from(assignmentSubmissions)
    .where(and(eq(assignmentSubmissions.userId, userId), eq(assignmentSubmissions.lectureId, assignmentId)));
  return row;
};

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://okul.example.com' });
  lecturer = await makeUser(t, { roles: [Role.Lecturer], name: 'Mehmet', surname: 'Kaya' });
  otherLecturer = await makeUser(t, { roles: [Role.Lecturer] });
  admin = await makeUser(t, { roles: [Role.Admin] });
  ayse = await makeUser(t, { name: 'Ayşe', surname: 'yılmaz' });
  burak = await makeUser(t, { name: 'Burak', surname: 'Işık' });
  outsider = await makeUser(t);
  parent = await makeUser(t, { roles: [Role.Parent], name: 'Zeynep' });
  const course = await makeCourse(t, {
    lecturerId: lecturer.id,
    name: 'Sıfırdan Python',
    lectureMinutes: [5],
  });
  courseId = course.id;
  sectionId = course.sectionId as string;
  textLectureId = course.lectureIds[0] as string;
  await enrol(t, ayse.id, courseId);
  await enrol(t, burak.id, courseId);
  await linkParent(t, parent.id, ayse.id);
});
afterAll(async () => {
  await t?.close();
});

describe('an assignment lecture in the content editor', () => {
  it('is created and edited like other lectures, with instructions and maxScore', async () => {
    const missing = await json('POST', '/lectures', lecturer, {
      courseId,
      sectionId,
      name: 'Döngü alıştırmaları',
      lectureContentType: LectureContentType.Assignment,
      maxScore: 0,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error?.fields).toMatchObject({
      content: authoringMessages.instructionsRequired,
      maxScore: authoringMessages.maxScore,
    });
    assignmentId = await okData<string>(
      form('/lectures', lecturer, [
        ['courseId', courseId],
        ['sectionId', sectionId],
        ['name', 'Döngü alıştırmaları'],
        ['lectureContentType', LectureContentType.Assignment],
        ['content', '1’den 10’a kadar sayıları yazdıran bir program yazın.'],
        ['maxScore', 20],
        ['rewardPoints', 30],
      ]),
    );
    const created = await okData<Record<string, unknown>>(json('GET', `/lectures/${assignmentId}`, lecturer));
    expect(created).toMatchObject({
      lectureContentType: 4,
      content: '1’den 10’a kadar sayıları yazdıran bir program yazın.',
      maxScore: 20,
      rewardPoints: 30,
    });
    await okData(
      json('PUT', '/lectures', lecturer, {
        id: assignmentId,
        name: 'Döngü alıştırmaları',
        lectureContentType: LectureContentType.Assignment,
        isContentUpdated: true,
        content: 'Sayıları 1’den 10’a kadar yazdırın; çift olanları işaretleyin.',
        maxScore: 10,
      }),
    );
    const edited = await okData<Record<string, unknown>>(json('GET', `/lectures/${assignmentId}`, lecturer));
    expect(edited).toMatchObject({
      content: 'Sayıları 1’den 10’a kadar yazdırın; çift olanları işaretleyin.',
      maxScore: 10,
    });
    // Another lecturer cannot touch it.
    expect((await json('GET', `/lectures/${assignmentId}`, otherLecturer)).status).toBe(404);
    // The learner reads the instructions and the highest score on the learning screen.
    const contents = await okData<{ sections: { lectures: Record<string, unknown>[] }[] }>(
      json('GET', `/courses/${courseId}/with-contents`, ayse),
    );
    const lecture = contents.sections.flatMap((s) => s.lectures).find((l) => l.id === assignmentId);
    expect(lecture).toMatchObject({ lectureContentType: 4, maxScore: 10, isCompleted: false });
    expect(lecture?.content).toContain('çift olanları');
  });

  it('does not complete by the button, only by a passing grade', async () => {
    const res = await json('POST', `/lectures/${assignmentId}/complete`, ayse);
    expect(res.status).toBe(422);
    expect(res.body.error?.errorMessage).toBe(am.completesByGrade);
    expect((await json('DELETE', `/lectures/${assignmentId}/complete`, ayse)).status).toBe(422);
  });
});

describe('the learner’s submission', () => {
  it('is only for the course’s enrolled learners, and only on assignments', async () => {
    expect((await submit(ayse, [['text', 'x']], textLectureId)).status).toBe(422);
    expect((await json('GET', `/lectures/${assignmentId}/submissions/mine`)).status).toBe(401);
    for (const who of [outsider, parent, lecturer, otherLecturer, admin]) {
      const res = await submit(who, [['text', 'Benim ödevim']]);
      expect(res.status, JSON.stringify(res.body)).toBe(403);
      expect((await json('GET', `/lectures/${assignmentId}/submissions/mine`, who)).status).toBe(403);
    }
    expect((await submit(ayse, [['text', 'x']], '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect(await mine(ayse)).toBeNull();
  });

  it('needs a text, a link or a file, and a link that is a web address', async () => {
    const empty = await submit(ayse, [['text', '  ']]);
    expect(empty.status).toBe(400);
    expect(empty.body.error?.fields).toEqual({ text: am.empty });
    const badLink = await submit(ayse, [['link', 'javascript:alert(1)']]);
    expect(badLink.status).toBe(400);
    expect(badLink.body.error?.fields).toEqual({ link: am.link });
    expect(await mine(ayse)).toBeNull();
  });

  it('refuses a file whose bytes are not of an accepted kind or do not match its name, storing nothing', async () => {
    const before = await storedFiles(t);
    for (const [file, name, type] of [
      [EXE, 'odev.pdf', 'application/pdf'],
      [EXE, 'odev.exe', 'application/octet-stream'],
      [PNG, 'odev.pdf', 'application/pdf'],
      [PDF, 'odev.png', 'image/png'],
      [PDF, 'odev', 'application/pdf'],
    ] as const) {
      const res = await submit(ayse, [['file', filePart(file, name, type)]]);
      expect(res.status, name).toBe(400);
      expect(res.body.error?.fields).toEqual({ file: am.fileType });
    }
    expect(await storedFiles(t)).toEqual(before);
    expect(await mine(ayse)).toBeNull();
  });

  it('stores text, link and a file, replaces them until graded, and serves the file by its signed link', async () => {
    const first = await okData<string>(
      submit(ayse, [
        ['text', 'İlk deneme'],
        ['file', filePart(PDF, 'ödevim.pdf', 'application/pdf')],
      ]),
    );
    const firstKey = (await submissionOf(ayse.id))?.fileKey as string;
    expect(firstKey).toMatch(/^submissions\/.+\.pdf$/);
    expect(await storedFiles(t)).toContain(firstKey);
    const again = await submit(ayse, [
      ['text', 'İkinci deneme'],
      ['link', 'https://github.com/ayse/donguler'],
      ['file', filePart(Buffer.from('for i in range(1, 11):\n    print(i)\n'), 'dongu.py', 'text/x-python')],
    ]);
    expect(again.status).toBe(200);
    expect(again.body.data).toBe(first);
    expect(again.body.message).toBe(am.resubmitted);
    // The replaced file is gone; the new one is stored as plain text.
    const files = await storedFiles(t);
    expect(files).not.toContain(firstKey);
    const row = await submissionOf(ayse.id);
    expect(row?.fileKey).toMatch(/^submissions\/.+\.txt$/);
    expect(files).toContain(row?.fileKey);

    const mineNow = await mine(ayse);
    expect(mineNow).toMatchObject({
      id: first,
      text: 'İkinci deneme',
      link: 'https://github.com/ayse/donguler',
      fileName: 'dongu.py',
      score: null,
      feedback: null,
      gradedAt: null,
      maxScore: 10,
    });
    const served = await t.app.inject({ method: 'GET', url: mineNow?.filePath as string });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(served.headers['content-disposition']).toContain('inline');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.body).toContain('print(i)');
    const filePath = String(mineNow?.filePath);
    const forged = filePath.replace(/sig=(.)/, (_, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`);
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
  });
});

describe('grading', () => {
  it('lists ungraded submissions first to the course’s lecturer and admins only', async () => {
    await okData(submit(burak, [['link', 'https://example.com/burak']]));
    const list = await okData<{
      items: { id: string; student: { displayName: string }; gradedAt: string | null }[];
    }>(json('GET', '/lecturer/submissions?status=ungraded', lecturer));
    expect(list.items.map((i) => i.student.displayName)).toEqual(['Ayşe Y.', 'Burak I.']);
    expect(
      (await okData<{ items: unknown[] }>(json('GET', '/lecturer/submissions', otherLecturer))).items,
    ).toEqual([]);
    expect(
      (await okData<{ items: unknown[] }>(json('GET', `/lecturer/submissions?courseId=${courseId}`, admin)))
        .items,
    ).toHaveLength(2);
    expect((await json('GET', '/lecturer/submissions', ayse)).status).toBe(403);
    expect((await json('GET', '/lecturer/submissions?status=later', lecturer)).status).toBe(400);
    const id = list.items[0]?.id as string;
    const detail = await okData<Record<string, unknown>>(json('GET', `/submissions/${id}`, lecturer));
    expect(detail).toMatchObject({
      text: 'İkinci deneme',
      fileName: 'dongu.py',
      maxScore: 10,
      fileType: 'text/plain; charset=utf-8',
    });
    expect(detail.instructions).toContain('çift olanları');
    expect(typeof detail.filePath).toBe('string');
    expect((await json('GET', `/submissions/${id}`, otherLecturer)).status).toBe(404);
    expect((await json('GET', `/submissions/${id}`, ayse)).status).toBe(403);
    expect((await json('POST', `/submissions/${id}/grade`, otherLecturer, { score: 5 })).status).toBe(404);
    expect((await json('POST', `/submissions/${id}/grade`, ayse, { score: 5 })).status).toBe(403);
  });

  it('refuses a score out of range and leaves the submission ungraded', async () => {
    const { id } = (await submissionOf(ayse.id)) as { id: string };
    const above = await json('POST', `/submissions/${id}/grade`, lecturer, { score: 11 });
    expect(above.status).toBe(400);
    expect(above.body.error?.fields).toEqual({ score: am.score(10) });
    const negative = await json('POST', `/submissions/${id}/grade`, lecturer, { score: -1 });
    expect(negative.status).toBe(400);
    expect((await json('POST', `/submissions/${id}/grade`, lecturer, { score: 2.5 })).status).toBe(400);
    expect((await submissionOf(ayse.id))?.gradedAt).toBeNull();
  });

  it('a failing grade completes nothing and earns nothing; a graded submission cannot be replaced', async () => {
    const { id } = await burakSubmission();
    const result = await okData<Record<string, unknown>>(
      json('POST', `/submissions/${id}/grade`, lecturer, { score: 4, feedback: 'Döngü 10’da durmuyor.' }),
    );
    expect(result).toMatchObject({ score: 4, maxScore: 10, passed: false });
    expect(await mine(burak)).toMatchObject({ score: 4, feedback: 'Döngü 10’da durmuyor.', passed: false });
    const progress = await t.app.deps.db
      .select()
      .from(lectureProgress)
      .where(and(eq(lectureProgress.userId, burak.id), eq(lectureProgress.lectureId, assignmentId)));
    expect(progress.filter((p) => p.completedAt)).toEqual([]);
    expect(await pointsOf(burak.id)).toEqual([]);
    // A graded submission cannot be replaced.
    const late = await submit(burak, [['text', 'Düzelttim']]);
    expect(late.status).toBe(422);
    expect(late.body.error?.errorMessage).toBe(am.alreadyGraded);
    expect((await submissionOf(burak.id))?.text).toBeNull();
  });

  it('a pass completes the lecture, earns its points once under concurrent grades, and tells learner and parent', async () => {
    const { id } = (await submissionOf(ayse.id)) as { id: string };
    const results = await Promise.all(
      [5, 8, 9].map((score) =>
        json('POST', `/submissions/${id}/grade`, lecturer, { score, feedback: 'Güzel çalışma!' }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await pointsOf(ayse.id)).toEqual([30]);
    const contents = await okData<{ sections: { lectures: Record<string, unknown>[] }[] }>(
      json('GET', `/courses/${courseId}/with-contents`, ayse),
    );
    expect(contents.sections.flatMap((s) => s.lectures).find((l) => l.id === assignmentId)?.isCompleted).toBe(
      true,
    );
    const graded = await mine(ayse);
    expect(graded).toMatchObject({ feedback: 'Güzel çalışma!', passed: true, maxScore: 10 });
    expect(typeof graded?.gradedAt).toBe('string');

    // An admin may correct the grade; the lecture stays completed and nothing more is earned.
    await okData(json('POST', `/submissions/${id}/grade`, admin, { score: 10 }));
    expect(await pointsOf(ayse.id)).toEqual([30]);
    expect((await mine(ayse))?.feedback).toBeNull();

    const resubmit = await submit(ayse, [['text', 'Bir daha']]);
    expect(resubmit.status).toBe(422);
    expect(resubmit.body.error?.errorMessage).toBe(am.alreadyGraded);

    const told = await t.app.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.type, 'assignment-graded'));
    expect(told.filter((n) => n.userId === ayse.id).length).toBe(4);
    const parentTold = await t.app.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, parent.id));
    expect(parentTold.map((n) => n.type)).toContain('child-assignment-graded');
    expect(parentTold[0]?.body).toContain('Ayşe Y.');
    const mails = await t.app.deps.db.select().from(mailOutbox);
    expect(mails.filter((m) => m.template === 'assignment-graded' && m.userId === ayse.id).length).toBe(4);
    expect(
      mails.filter((m) => m.template === 'child-assignment-graded' && m.userId === parent.id).length,
    ).toBe(4);
  });

  it('shows the results in the parent’s child overview and the learner’s data export', async () => {
    const overview = await okData<{ assignments: Record<string, unknown>[] }>(
      json('GET', `/parents/children/${ayse.id}/overview`, parent),
    );
    expect(overview.assignments).toEqual([
      expect.objectContaining({
        courseName: 'Sıfırdan Python',
        lectureName: 'Döngü alıştırmaları',
        score: 10,
        maxScore: 10,
      }),
    ]);
    // The export's part (modules/privacy writes it as odevler.json).
    const exported = await submissionsForExport(t.app.deps.db, ayse.id);
    expect(exported).toEqual([
      expect.objectContaining({ lectureName: 'Döngü alıştırmaları', text: 'İkinci deneme', score: 10 }),
    ]);
  });
});

const burakSubmission = async () => {
  const [row] = await t.app.deps.db
    .select({ id: assignmentSubmissions.id })
    .from(assignmentSubmissions)
    .where(eq(assignmentSubmissions.userId, burak.id));
  return row as { id: string };
};
const pointsOf = async (userId: string) =>
  (
    await t.app.deps.db
      .select({ points: pointsLedger.points })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.lectureId, assignmentId)))
  ).map((r) => r.points);
