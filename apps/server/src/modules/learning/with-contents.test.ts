import { LectureContentType, learningMessages as m, PublishStatus, Role } from '@kampus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrol, makeUser, type TestUser } from '../../../test/support/catalogue.ts';
import { call, type LearningCourse, makeLearningCourse } from '../../../test/support/learning.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { lectureProgress } from '../../db/schema/index.ts';

let t: TestApp;
let lecturer: TestUser;
let otherLecturer: TestUser;
let admin: TestUser;
let learner: TestUser;
let outsider: TestUser;
let course: LearningCourse;
let draft: LearningCourse;
let archived: LearningCourse;

beforeAll(async () => {
  t = await createTestApp();
  lecturer = await makeUser(t, { roles: [Role.Lecturer] });
  otherLecturer = await makeUser(t, { roles: [Role.Lecturer] });
  admin = await makeUser(t, { roles: [Role.Admin] });
  learner = await makeUser(t, { name: 'Ayşe', surname: 'Yılmaz' });
  outsider = await makeUser(t);
  course = await makeLearningCourse(t, { lecturerId: lecturer.id });
  draft = await makeLearningCourse(t, { lecturerId: lecturer.id, publishStatus: PublishStatus.Draft });
  archived = await makeLearningCourse(t, { lecturerId: lecturer.id, publishStatus: PublishStatus.Archived });
  await enrol(t, learner.id, course.id);
  await enrol(t, learner.id, archived.id);
  await enrol(t, learner.id, draft.id);
});

afterAll(async () => {
  await t.close();
});

type Lecture = {
  id: string;
  isLocked: boolean;
  contentPath: string | null;
  content: string | null;
  quiz: { questions: { question: string; options: string[] }[]; passPercent: number } | null;
  isCompleted: boolean;
  positionSeconds: number;
  lectureContentType: number;
};
const lecturesOf = (data: { sections: { lectures: Lecture[] }[] }) =>
  data.sections.flatMap((s) => s.lectures);
const contents = (courseId: string, token?: string) =>
  call(t, 'GET', `/courses/${courseId}/with-contents`, token ? { token } : {});

describe('GET /courses/:id/with-contents', () => {
  it('gives an enrolled learner every lecture: signed paths, the text and the quiz without answers', async () => {
    const res = await contents(course.id, learner.token);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({
      id: course.id,
      name: 'Sıfırdan JavaScript',
      language: 'Türkçe',
      totalLessons: 4,
      completedLessons: 0,
      progressPercent: 0,
      isEnrolled: true,
      hasFullAccess: true,
      lastActivityAt: null,
      durationMinute: 40,
      durationText: '40 dakika',
    });
    expect(
      data.sections.map((s: { name: string; durationMinute: number }) => [s.name, s.durationMinute]),
    ).toEqual([
      ['Giriş', 20],
      ['Uygulama', 20],
    ]);
    const [video, text, html, quiz] = lecturesOf(data);
    expect(video?.contentPath).toMatch(
      new RegExp(`^/api/v1/web/media/lectures/${course.video}\\?exp=\\d+&sig=[\\w-]{43}$`),
    );
    expect(html?.contentPath).toMatch(new RegExp(`^/api/v1/web/media/lectures/${course.html}\\?exp=`));
    expect(text?.content).toBe('const sabit, let değişken tanımlar.');
    expect(text?.contentPath).toBeNull();
    expect(video?.content).toBeNull();
    expect(quiz?.lectureContentType).toBe(LectureContentType.Quiz);
    expect(quiz?.quiz).toEqual({
      questions: [
        {
          question: 'JavaScript’te sabit hangi anahtar sözcükle tanımlanır?',
          options: ['var', 'const', 'let', 'def'],
        },
        { question: '2 + 2 kaçtır?', options: ['3', '5', '4', '22'] },
        {
          question: 'HTML neyin kısaltmasıdır?',
          options: ['HyperText Markup Language', 'Hızlı Metin', 'Hata', 'Hiçbiri'],
        },
      ],
      passPercent: 70,
      bestScore: null,
    });
    for (const l of lecturesOf(data)) expect(l.isLocked).toBe(false);
  });

  it('never sends the correct answers, to anyone', async () => {
    for (const token of [learner.token, lecturer.token, admin.token, outsider.token, undefined]) {
      const res = await contents(course.id, token);
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toMatch(/correctAnswer/i);
    }
  });

  it('gives the course’s lecturer and admins every lecture without learner progress', async () => {
    for (const user of [lecturer, admin]) {
      const data = (await contents(course.id, user.token)).body.data;
      expect(data).toMatchObject({ isEnrolled: false, hasFullAccess: true, progressPercent: 0 });
      const all = lecturesOf(data);
      expect(all.every((l) => !l.isLocked)).toBe(true);
      expect(all.filter((l) => l.contentPath !== null)).toHaveLength(2);
      expect(all[3]?.quiz?.questions).toHaveLength(3);
    }
  });

  it.each([
    ['a signed-in user who is not enrolled', () => outsider.token],
    ['another lecturer', () => otherLecturer.token],
    ['an anonymous visitor', () => undefined],
  ])('shows %s only the public preview lecture’s content', async (_who, token) => {
    const res = await contents(course.id, token());
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({
      isEnrolled: false,
      hasFullAccess: false,
      progressPercent: 0,
      totalLessons: 4,
    });
    const [video, text, html, quiz] = lecturesOf(data);
    expect(video).toMatchObject({ isLocked: false, isPublic: true });
    expect(video?.contentPath).toMatch(/^\/api\/v1\/web\/media\/lectures\//);
    for (const locked of [text, html, quiz])
      expect(locked).toMatchObject({ isLocked: true, contentPath: null, content: null, quiz: null });
    // A visitor starts on what they can open.
    expect(data.currentLectureId).toBe(course.video);
  });

  it('shows a draft to its lecturer, admins and its buyers only', async () => {
    for (const token of [outsider.token, otherLecturer.token, undefined]) {
      const res = await contents(draft.id, token);
      expect(res.status).toBe(404);
      expect(res.body.error.errorMessage).toBe(m.courseNotFound);
    }
    expect((await contents(draft.id, lecturer.token)).status).toBe(200);
    expect((await contents(draft.id, admin.token)).status).toBe(200);
    const bought = await contents(draft.id, learner.token);
    expect(bought.status).toBe(200);
    expect(lecturesOf(bought.body.data).every((l) => !l.isLocked)).toBe(true);
  });

  it('keeps an archived course open to its buyer, and hides it from everyone else but staff', async () => {
    const mine = await contents(archived.id, learner.token);
    expect(mine.status).toBe(200);
    expect(lecturesOf(mine.body.data).every((l) => !l.isLocked)).toBe(true);
    expect((await contents(archived.id, outsider.token)).status).toBe(404);
    expect((await contents(archived.id)).status).toBe(404);
    expect((await contents(archived.id, lecturer.token)).status).toBe(200);
  });

  it('answers 404 for an unknown course and 400 for an id that is not a UUID', async () => {
    expect((await contents('5f1c1c8e-8d7a-4b5e-9c1d-0a0a0a0a0a0a', learner.token)).status).toBe(404);
    const bad = await contents('abc', learner.token);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('id');
  });

  it('reports the learner’s progress, position, last activity and the lecture to open first', async () => {
    const other = await makeUser(t);
    await enrol(t, other.id, course.id);
    const at = new Date('2026-03-04T10:20:30.000Z');
    await t.app.deps.db.insert(lectureProgress).values([
      {
        userId: other.id,
        lectureId: course.video,
        courseId: course.id,
        completedAt: at,
        positionSeconds: 95,
        updatedAt: at,
      },
      {
        userId: other.id,
        lectureId: course.text,
        courseId: course.id,
        completedAt: at,
        updatedAt: new Date('2026-03-05T08:00:00.000Z'),
      },
    ]);
    const data = (await contents(course.id, other.token)).body.data;
    expect(data).toMatchObject({
      completedLessons: 2,
      totalLessons: 4,
      progressPercent: 50,
      lastActivityAt: '2026-03-05T08:00:00.000Z',
      currentLectureId: course.html,
    });
    const [video, text, html] = lecturesOf(data);
    expect(video).toMatchObject({ isCompleted: true, positionSeconds: 95 });
    expect(text?.isCompleted).toBe(true);
    expect(html?.isCompleted).toBe(false);
    // The section holding the lecture to open first is the expanded one.
    expect(data.sections.map((s: { isExpanded: boolean }) => s.isExpanded)).toEqual([false, true]);
    // Another learner's progress never shows.
    const mine = (await contents(course.id, learner.token)).body.data;
    expect(mine.completedLessons).toBe(0);
    expect(mine.sections.map((s: { isExpanded: boolean }) => s.isExpanded)).toEqual([true, false]);
  });
});
