import { learningMessages, questionMessages as m, PublishStatus, Role } from '@kampus/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrol, makeCourse, makeUser, type TestUser } from '../../../test/support/catalogue.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  auditLog,
  courses,
  mailOutbox,
  notifications,
  questionCounts,
  questions,
} from '../../db/schema/index.ts';
import { ERASED_TEXT, eraseQuestionTexts, questionsForExport } from './personal-data.ts';

let t: TestApp;
let lecturer: TestUser;
let otherLecturer: TestUser;
let admin: TestUser;
let ayse: TestUser;
let burak: TestUser;
let outsider: TestUser;
let parent: TestUser;
let courseId: string;
let lectureId: string;
let secondLectureId: string;
let draftLectureId: string;

const API = '/api/v1/web';
const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, who?: TestUser, json?: unknown) => {
  const res = await t.app.inject({
    method,
    url: `${API}${url}`,
    headers: {
      ...(who ? { authorization: `Bearer ${who.token}` } : {}),
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(json === undefined ? {} : { payload: JSON.stringify(json) }),
  });
  return { status: res.statusCode, body: res.json() };
};
const okData = async (p: ReturnType<typeof call>) => {
  const res = await p;
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const ask = (
  who: TestUser,
  title = 'Döngü neden bitmiyor?',
  body = 'while True içinde break yazdım ama…',
  lecture = lectureId,
) => okData(call('POST', `/lectures/${lecture}/questions`, who, { title, body })) as Promise<string>;
const answer = (who: TestUser, questionId: string, body = 'Koşulu kontrol edin.') =>
  okData(call('POST', `/questions/${questionId}/answers`, who, { body })) as Promise<string>;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://okul.example.com' });
  lecturer = await makeUser(t, { roles: [Role.Lecturer], name: 'Mehmet', surname: 'Kaya' });
  otherLecturer = await makeUser(t, { roles: [Role.Lecturer] });
  admin = await makeUser(t, { roles: [Role.Admin] });
  ayse = await makeUser(t, { name: 'Ayşe', surname: 'yılmaz' });
  burak = await makeUser(t, { name: 'Burak', surname: 'Işık' });
  outsider = await makeUser(t);
  parent = await makeUser(t, { roles: [Role.Parent] });
  const course = await makeCourse(t, {
    lecturerId: lecturer.id,
    name: 'Sıfırdan Python',
    lectureMinutes: [5, 5],
  });
  courseId = course.id;
  [lectureId, secondLectureId] = course.lectureIds as [string, string];
  const draft = await makeCourse(t, {
    lecturerId: lecturer.id,
    publishStatus: PublishStatus.Draft,
    lectureMinutes: [5],
  });
  draftLectureId = draft.lectureIds[0] as string;
  await enrol(t, ayse.id, courseId);
  await enrol(t, burak.id, courseId);
});
afterAll(async () => {
  await t?.close();
});

describe('who may read and ask', () => {
  it('opens a lecture’s questions to its learners, its lecturer and admins only', async () => {
    await ask(ayse);
    for (const who of [ayse, burak, lecturer, admin])
      expect((await call('GET', `/lectures/${lectureId}/questions`, who)).status).toBe(200);
    expect((await call('GET', `/lectures/${lectureId}/questions`)).status).toBe(401);
    for (const who of [outsider, otherLecturer, parent]) {
      const res = await call('GET', `/lectures/${lectureId}/questions`, who);
      expect(res.status).toBe(403);
      expect(res.body.error.errorMessage).toBe(learningMessages.notEnrolled);
      expect(
        (
          await call('POST', `/lectures/${lectureId}/questions`, who, {
            title: 'Bir soru',
            body: 'Bir soru metni burada.',
          })
        ).status,
      ).toBe(403);
    }
    // A draft course is not there for those who did not buy it.
    expect((await call('GET', `/lectures/${draftLectureId}/questions`, ayse)).status).toBe(404);
    expect((await call('GET', `/lectures/${draftLectureId}/questions`, lecturer)).status).toBe(200);
    expect((await call('GET', `/lectures/00000000-0000-4000-8000-000000000000/questions`, ayse)).status).toBe(
      404,
    );
  });

  it('refuses titles and bodies out of length with Turkish field messages', async () => {
    const short = await call('POST', `/lectures/${lectureId}/questions`, ayse, { title: 'Ne', body: 'kısa' });
    expect(short.status).toBe(400);
    expect(short.body.error.fields).toEqual({ title: m.title, body: m.body });
    const long = await call('POST', `/lectures/${lectureId}/questions`, ayse, {
      title: 'x'.repeat(151),
      body: 'y'.repeat(10_001),
    });
    expect(long.body.error.fields).toEqual({ title: m.title, body: m.body });
    const q = await ask(ayse, 'Uzunluk sınırı', 'Cevap uzunluğu denemesi.');
    const empty = await call('POST', `/questions/${q}/answers`, burak, { body: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toEqual({ body: m.answerBody });
  });

  it('shows first names and initials, isMine and the caller’s vote; hides questions from other lectures', async () => {
    const q = await ask(burak, 'İkinci dersteki soru', 'Bu soru ikinci derste soruldu.', secondLectureId);
    const list = await okData(call('GET', `/lectures/${secondLectureId}/questions`, ayse));
    expect(list.items.map((i: { id: string }) => i.id)).toEqual([q]);
    expect(list.items[0]).toMatchObject({
      author: { displayName: 'Burak I.' },
      isMine: false,
      answerCount: 0,
      upvotes: 0,
      hasLecturerAnswer: false,
    });
    const mine = await okData(call('GET', `/lectures/${secondLectureId}/questions`, burak));
    expect(mine.items[0].isMine).toBe(true);
    const first = await okData(call('GET', `/lectures/${lectureId}/questions`, ayse));
    expect(first.items.every((i: { lectureId: string }) => i.lectureId === lectureId)).toBe(true);
    expect(first.items[0].author.displayName).toBe('Ayşe Y.');
  });
});

describe('sorting, search and upvotes', () => {
  it('sorts newest first or by upvotes, toggles a vote and refuses a vote on one’s own question', async () => {
    const course = await makeCourse(t, { lecturerId: lecturer.id, lectureMinutes: [5] });
    const lec = course.lectureIds[0] as string;
    await enrol(t, ayse.id, course.id);
    await enrol(t, burak.id, course.id);
    const older = await ask(ayse, 'Eski soru burada', 'Önce sorulan soru metni.', lec);
    const newer = await ask(ayse, 'Yeni soru burada', 'Sonra sorulan soru metni.', lec);
    const ids = async (sort: string) =>
      (await okData(call('GET', `/lectures/${lec}/questions?sort=${sort}`, burak))).items.map(
        (i: { id: string }) => i.id,
      );
    expect(await ids('newest')).toEqual([newer, older]);
    expect(await okData(call('POST', `/questions/${older}/upvote`, burak))).toEqual({
      upvoted: true,
      upvotes: 1,
    });
    expect(await ids('top')).toEqual([older, newer]);
    const listed = await okData(call('GET', `/lectures/${lec}/questions?sort=top`, burak));
    expect(listed.items[0]).toMatchObject({ upvotes: 1, isUpvoted: true });
    expect(await okData(call('POST', `/questions/${older}/upvote`, burak))).toEqual({
      upvoted: false,
      upvotes: 0,
    });
    expect(await ids('top')).toEqual([newer, older]);
    const third = await ask(ayse, 'Üçüncü soru', 'Sayfalar için.', lec);
    const page = async (n: number) =>
      okData(call('GET', `/lectures/${lec}/questions?pageSize=2&pageNumber=${n}`, burak));
    expect(await page(1)).toMatchObject({ totalItemCount: 3, totalPageCount: 2, hasNextPage: true });
    expect((await page(1)).items.map((i: { id: string }) => i.id)).toEqual([third, newer]);
    expect(await page(2)).toMatchObject({ currentPage: 2, hasNextPage: false });
    expect((await page(2)).items.map((i: { id: string }) => i.id)).toEqual([older]);
    expect((await page(3)).items).toEqual([]);
    const own = await call('POST', `/questions/${older}/upvote`, ayse);
    expect(own.status).toBe(422);
    expect(own.body.error.errorMessage).toBe(m.ownUpvote);
    expect((await call('GET', `/lectures/${lec}/questions?sort=best`, burak)).body.error.fields).toEqual({
      sort: m.sort,
    });
  });

  it('searches every question of the course, Turkish letters folded', async () => {
    const q = await ask(burak, 'IŞIK nasıl yanar?', 'Lamba ve ışık hakkında bir soru.', secondLectureId);
    const found = await okData(call('GET', `/lectures/${lectureId}/questions?search=isik`, ayse));
    expect(found.items.map((i: { id: string }) => i.id)).toEqual([q]);
    expect(
      (
        await okData(
          call('GET', `/lectures/${lectureId}/questions?search=${encodeURIComponent('100%')}`, ayse),
        )
      ).items,
    ).toEqual([]);
  });
});

describe('answers, acceptance and notifications', () => {
  it('tells the lecturer of a new question and the asker of each answer by someone else, by mail and in the app', async () => {
    const q = await ask(ayse, 'Bildirim denemesi', 'Eğitmene haber gitmeli.');
    const { db } = t.app.deps;
    const toLecturer = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.eventKey, `question-asked:${q}`));
    expect(toLecturer).toHaveLength(1);
    expect(toLecturer[0]).toMatchObject({
      userId: lecturer.id,
      template: 'question-asked',
      category: 'learning',
    });
    expect(toLecturer[0]?.data).toMatchObject({ askedBy: 'Ayşe Y.', questionTitle: 'Bildirim denemesi' });
    const [lecturerNote] = await db
      .select()
      .from(notifications)
      .where(eq(notifications.eventKey, `question-asked:${q}`));
    expect(lecturerNote).toMatchObject({
      userId: lecturer.id,
      link: '/lecturer/questions',
      category: 'learning',
    });

    await answer(ayse, q, 'Kendi cevabım, bildirim yok.');
    const a = await answer(lecturer, q, 'Eğitmenin cevabı.');
    const b = await answer(burak, q, 'Bir arkadaşın cevabı.');
    const mails = await db
      .select({
        key: mailOutbox.eventKey,
        userId: mailOutbox.userId,
        template: mailOutbox.template,
        data: mailOutbox.data,
      })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.userId, ayse.id), eq(mailOutbox.template, 'question-answered')))
      .orderBy(asc(mailOutbox.createdAt));
    expect(mails.map((x) => x.key)).toEqual([`question-answered:${a}`, `question-answered:${b}`]);
    expect(mails[0]?.data).toMatchObject({ answeredBy: 'Mehmet K.', byLecturer: true });
    const notes = await db
      .select({ link: notifications.link, type: notifications.type })
      .from(notifications)
      .where(and(eq(notifications.userId, ayse.id), eq(notifications.type, 'question-answered')));
    expect(notes).toHaveLength(2);
    expect(notes[0]?.link).toBe(`/course/${courseId}/learning?lecture=${lectureId}&question=${q}`);

    const detail = await okData(call('GET', `/questions/${q}`, burak));
    expect(detail).toMatchObject({
      answerCount: 3,
      hasLecturerAnswer: true,
      canAccept: false,
      canDelete: false,
    });
    expect(
      detail.answers.map((x: { author: { displayName: string; isLecturer: boolean } }) => x.author),
    ).toEqual([
      { displayName: 'Ayşe Y.', isLecturer: false },
      { displayName: 'Mehmet K.', isLecturer: true },
      { displayName: 'Burak I.', isLecturer: false },
    ]);
  });

  it('lets the asker or the course’s lecturer accept one answer, moves and takes back the mark', async () => {
    const q = await ask(ayse, 'Kabul denemesi', 'Hangi cevap kabul edilecek?');
    const a = await answer(burak, q);
    const b = await answer(lecturer, q, 'Başka bir cevap.');
    for (const who of [burak, admin]) {
      const res = await call('POST', `/answers/${a}/accept`, who);
      expect(res.status).toBe(403);
      expect(res.body.error.errorMessage).toBe(m.acceptNotAllowed);
    }
    expect((await call('POST', `/answers/${a}/accept`, outsider)).status).toBe(403);
    expect(await okData(call('POST', `/answers/${a}/accept`, ayse))).toEqual({ isAccepted: true });
    expect(await okData(call('POST', `/answers/${b}/accept`, lecturer))).toEqual({ isAccepted: true });
    const detail = await okData(call('GET', `/questions/${q}`, ayse));
    expect(detail.answers.map((x: { id: string; isAccepted: boolean }) => [x.id, x.isAccepted])).toEqual([
      [b, true],
      [a, false],
    ]);
    expect(detail.hasAcceptedAnswer).toBe(true);
    expect(await okData(call('POST', `/answers/${b}/accept`, ayse))).toEqual({ isAccepted: false });
    expect((await okData(call('GET', `/questions/${q}`, ayse))).hasAcceptedAnswer).toBe(false);
    expect((await call('POST', '/answers/00000000-0000-4000-8000-000000000000/accept', ayse)).status).toBe(
      404,
    );
  });

  it('lets the author, the course’s lecturer and admins remove; removals by others are audit-logged', async () => {
    const { db } = t.app.deps;
    const q = await ask(ayse, 'Silme denemesi', 'Bu soru silinecek.');
    const a = await answer(burak, q);
    for (const who of [ayse, otherLecturer])
      expect((await call('DELETE', `/answers/${a}`, who)).status).toBe(403);
    expect((await call('DELETE', `/answers/${a}`, ayse)).body.error.errorMessage).toBe(m.deleteNotAllowed);
    expect((await call('DELETE', `/questions/${q}`, burak)).status).toBe(403);
    await okData(call('DELETE', `/answers/${a}`, lecturer));
    expect((await okData(call('GET', `/questions/${q}`, ayse))).answerCount).toBe(0);
    const [logged] = await db.select().from(auditLog).where(eq(auditLog.targetId, a));
    expect(logged).toMatchObject({ actorId: lecturer.id, action: 'answer.delete', targetType: 'answer' });
    await okData(call('DELETE', `/questions/${q}`, admin));
    expect(await db.select().from(questions).where(eq(questions.id, q))).toEqual([]);
    expect((await db.select().from(auditLog).where(eq(auditLog.targetId, q)))[0]?.action).toBe(
      'question.delete',
    );
    expect((await call('GET', `/questions/${q}`, ayse)).status).toBe(404);

    const own = await ask(burak, 'Kendi sorum', 'Bunu kendim sileceğim.');
    const ownAnswer = await answer(burak, own, 'Kendi cevabım.');
    await okData(call('DELETE', `/answers/${ownAnswer}`, burak));
    await okData(call('DELETE', `/questions/${own}`, burak));
    expect(await db.select().from(auditLog).where(eq(auditLog.targetId, own))).toEqual([]);
  });
});

describe('GET /lecturer/questions', () => {
  it('lists the lecturer’s courses’ questions, unanswered first; admins see every course; filters by status and course', async () => {
    const course = await makeCourse(t, { lecturerId: otherLecturer.id, name: 'Web', lectureMinutes: [5] });
    const lec = course.lectureIds[0] as string;
    await enrol(t, ayse.id, course.id);
    const answered = await ask(ayse, 'Cevaplanan soru', 'Eğitmen bunu cevaplayacak.', lec);
    await answer(otherLecturer, answered, 'Eğitmen cevabı.');
    const open = await ask(ayse, 'Cevapsız soru', 'Bu soru cevap bekliyor.', lec);
    const mine = await okData(call('GET', '/lecturer/questions', otherLecturer));
    expect(mine.items.map((i: { id: string; isUnanswered: boolean }) => [i.id, i.isUnanswered])).toEqual([
      [open, true],
      [answered, false],
    ]);
    expect(mine.items[0]).toMatchObject({
      courseName: 'Web',
      lectureName: 'Ders 1',
      author: { displayName: 'Ayşe Y.' },
    });
    const unanswered = await okData(call('GET', '/lecturer/questions?status=unanswered', otherLecturer));
    expect(unanswered.items.map((i: { id: string }) => i.id)).toEqual([open]);
    const ofOther = await okData(call('GET', `/lecturer/questions?courseId=${courseId}`, otherLecturer));
    expect(ofOther.items).toEqual([]);
    const all = await okData(call('GET', `/lecturer/questions?courseId=${course.id}&pageSize=50`, admin));
    expect(all.totalItemCount).toBe(2);
    expect((await call('GET', '/lecturer/questions', ayse)).status).toBe(403);
    expect((await call('GET', '/lecturer/questions?status=open', otherLecturer)).body.error.fields).toEqual({
      status: m.status,
    });
  });
});

describe('the inbox totals (question_counts)', () => {
  it('stay exact through answers, acceptance, removals, bulk statements and the course’s deletion', async () => {
    const { db } = t.app.deps;
    const teacher = await makeUser(t, { roles: [Role.Lecturer] });
    const course = await makeCourse(t, { lecturerId: teacher.id, name: 'Sayım', lectureMinutes: [5, 5] });
    const [first, second] = course.lectureIds as [string, string];
    await enrol(t, ayse.id, course.id);
    await enrol(t, burak.id, course.id);
    const totals = async () => {
      const all = await okData(call('GET', '/lecturer/questions', teacher));
      const open = await okData(call('GET', '/lecturer/questions?status=unanswered', teacher));
      const ofCourse = await okData(call('GET', `/lecturer/questions?courseId=${course.id}`, admin));
      expect(ofCourse.totalItemCount).toBe(all.totalItemCount);
      return [all.totalItemCount, open.totalItemCount];
    };
    const q1 = await ask(ayse, 'Birinci', 'Birinci soru.', first);
    const q2 = await ask(burak, 'İkinci', 'İkinci soru.', second);
    const q3 = await ask(ayse, 'Üçüncü', 'Üçüncü soru.', first);
    expect(await totals()).toEqual([3, 3]);
    await answer(teacher, q1, 'Eğitmenin cevabı.');
    expect(await totals()).toEqual([3, 2]);
    const fromPeer = await answer(ayse, q2, 'Arkadaşın cevabı.');
    await okData(call('POST', `/answers/${fromPeer}/accept`, burak));
    expect(await totals()).toEqual([3, 1]);
    await okData(call('POST', `/answers/${fromPeer}/accept`, burak));
    expect(await totals()).toEqual([3, 2]);
    await okData(call('DELETE', `/questions/${q3}`, teacher));
    expect(await totals()).toEqual([2, 1]);
    // Statements that touch several questions at once count every row.
    await ask(ayse, 'Dördüncü', 'Dördüncü soru.', second);
    await db.update(questions).set({ lecturerAnswerCount: 1 }).where(eq(questions.courseId, course.id));
    expect(await totals()).toEqual([3, 0]);
    await db.delete(questions).where(eq(questions.lectureId, second));
    expect(await totals()).toEqual([1, 0]);
    await db.delete(courses).where(eq(courses.id, course.id));
    expect(await db.select().from(questionCounts).where(eq(questionCounts.courseId, course.id))).toEqual([]);
    expect(await totals()).toEqual([0, 0]);
  });
});

describe('personal data', () => {
  it('exports what the user wrote; erasure keeps the thread and replaces their words', async () => {
    const { db } = t.app.deps;
    const q = await ask(burak, 'Silinecek kişinin sorusu', 'Kişisel bir şey yazdım.');
    const a = await answer(burak, q, 'Kendi cevabım.');
    const b = await answer(ayse, q, 'Başka birinin cevabı.');
    const exported = await questionsForExport(db, burak.id);
    expect(exported.questions.map((x) => x.id)).toContain(q);
    expect(exported.answers.map((x) => x.id)).toContain(a);
    await db.transaction((tx) => eraseQuestionTexts(tx, burak.id));
    const detail = await okData(call('GET', `/questions/${q}`, ayse));
    expect(detail).toMatchObject({ title: 'Silinmiş soru', body: ERASED_TEXT, answerCount: 2 });
    expect(detail.answers.map((x: { id: string; body: string }) => [x.id, x.body])).toEqual([
      [a, ERASED_TEXT],
      [b, 'Başka birinin cevabı.'],
    ]);
  });
});
