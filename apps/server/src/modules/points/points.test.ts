import { PublishStatus, Role } from '@kampus/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrol, makeCourse, makeUser, type TestUser } from '../../../test/support/catalogue.ts';
import { call, makeLearningCourse, QUIZ_ANSWERS } from '../../../test/support/learning.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { lectures, pointsLedger } from '../../db/schema/index.ts';
import { displayNameOf } from './points.service.ts';

let t: TestApp;
let lecturer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  lecturer = await makeUser(t, { roles: [Role.Lecturer] });
});

afterAll(async () => {
  await t.close();
});

const learnerIn = async (courseIds: string[], name = 'Ayşe', surname = 'Kaya') => {
  const user = await makeUser(t, { name, surname });
  for (const id of courseIds) await enrol(t, user.id, id);
  return user;
};
const complete = (lectureId: string, token: string) =>
  call(t, 'POST', `/lectures/${lectureId}/complete`, { token });
const myPoints = async (token: string) => {
  const res = await call(t, 'GET', '/students/points', { token });
  expect(res.status).toBe(200);
  return res.body.data as {
    total: number;
    items: { courseName: string; lectureName: string; points: number }[];
  };
};
const ledgerRows = (userId: string) =>
  t.app.deps.db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId));
const setPoints = (lectureId: string, rewardPoints: number) =>
  t.app.deps.db.update(lectures).set({ rewardPoints }).where(eq(lectures.id, lectureId));

describe('earning points', () => {
  it('gives a new lecture 10 points, earned on its first completion', async () => {
    const course = await makeCourse(t, { lecturerId: lecturer.id, name: 'Kesirler', lectureMinutes: [5, 5] });
    const learner = await learnerIn([course.id]);
    expect(await myPoints(learner.token)).toEqual({ total: 0, items: [] });
    expect((await complete(course.lectureIds[0] as string, learner.token)).status).toBe(200);
    const points = await myPoints(learner.token);
    expect(points.total).toBe(10);
    expect(points.items).toEqual([
      { courseName: 'Kesirler', lectureName: 'Ders 1', points: 10, earnedAt: expect.any(String) },
    ]);
  });

  it('earns once: completing again, or un-marking and marking again, adds nothing', async () => {
    const course = await makeCourse(t, { lecturerId: lecturer.id, lectureMinutes: [5] });
    const lecture = course.lectureIds[0] as string;
    const learner = await learnerIn([course.id]);
    await complete(lecture, learner.token);
    await complete(lecture, learner.token);
    expect((await call(t, 'DELETE', `/lectures/${lecture}/complete`, { token: learner.token })).status).toBe(
      200,
    );
    await complete(lecture, learner.token);
    expect((await myPoints(learner.token)).total).toBe(10);
    expect(await ledgerRows(learner.id)).toHaveLength(1);
  });

  it('earns once under concurrent completions of the same lecture', async () => {
    const course = await makeCourse(t, { lecturerId: lecturer.id, lectureMinutes: [5] });
    const lecture = course.lectureIds[0] as string;
    const learner = await learnerIn([course.id]);
    const results = await Promise.all(Array.from({ length: 6 }, () => complete(lecture, learner.token)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await ledgerRows(learner.id)).toHaveLength(1);
    expect((await myPoints(learner.token)).total).toBe(10);
  });

  it('keeps the points earned when the lecturer changes the lecture’s points later', async () => {
    const course = await makeCourse(t, { lecturerId: lecturer.id, lectureMinutes: [5, 5] });
    const [first, second] = course.lectureIds as [string, string];
    await setPoints(first, 25);
    await setPoints(second, 0);
    const learner = await learnerIn([course.id]);
    await complete(first, learner.token);
    await complete(second, learner.token);
    await setPoints(first, 100);
    const points = await myPoints(learner.token);
    expect(points.total).toBe(25);
    // A lecture worth no points is not listed in the history.
    expect(points.items.map((i) => i.points)).toEqual([25]);
  });

  it('earns a quiz’s points by passing it, not by failing it, and once', async () => {
    const course = await makeLearningCourse(t, { lecturerId: lecturer.id });
    const learner = await learnerIn([course.id]);
    const wrong = QUIZ_ANSWERS.map((a) => (a + 1) % 4);
    const attempt = (answers: number[]) =>
      call(t, 'POST', `/lectures/${course.quiz}/quiz-attempts`, { token: learner.token, body: { answers } });
    expect((await attempt(wrong)).body.data.passed).toBe(false);
    expect((await myPoints(learner.token)).total).toBe(0);
    expect((await attempt(QUIZ_ANSWERS)).body.data.passed).toBe(true);
    expect((await attempt(QUIZ_ANSWERS)).body.data.passed).toBe(true);
    expect((await myPoints(learner.token)).total).toBe(10);
    expect(await ledgerRows(learner.id)).toHaveLength(1);
  });

  it('lists the history newest first and shows the total on the home page', async () => {
    const a = await makeCourse(t, { lecturerId: lecturer.id, name: 'Birinci', lectureMinutes: [5] });
    const b = await makeCourse(t, { lecturerId: lecturer.id, name: 'İkinci', lectureMinutes: [5] });
    await setPoints(b.lectureIds[0] as string, 15);
    const learner = await learnerIn([a.id, b.id]);
    await complete(a.lectureIds[0] as string, learner.token);
    await t.app.deps.db
      .update(pointsLedger)
      .set({ earnedAt: sql`now() - interval '1 day'` })
      .where(eq(pointsLedger.userId, learner.id));
    await complete(b.lectureIds[0] as string, learner.token);
    const points = await myPoints(learner.token);
    expect(points.total).toBe(25);
    expect(points.items.map((i) => i.courseName)).toEqual(['İkinci', 'Birinci']);
    const home = await call(t, 'GET', '/homepages/user', { token: learner.token });
    expect(home.body.data.stats.points).toBe(25);
  });

  it('asks for a session', async () => {
    expect((await call(t, 'GET', '/students/points')).status).toBe(401);
  });
});

/** A course whose lectures are worth 1 point each, so a learner's points are the lectures they earned. */
const boardCourse = async (lectureCount: number, publishStatus: number = PublishStatus.Published) => {
  const course = await makeCourse(t, {
    lecturerId: lecturer.id,
    publishStatus,
    lectureMinutes: Array.from({ length: lectureCount }, () => 1),
  });
  for (const id of course.lectureIds) await setPoints(id, 1);
  return course;
};
const earn = async (userId: string, course: { id: string; lectureIds: string[] }, points: number) => {
  if (points === 0) return;
  await t.app.deps.db
    .insert(pointsLedger)
    .values(
      course.lectureIds
        .slice(0, points)
        .map((lectureId) => ({ userId, lectureId, courseId: course.id, points: 1 })),
    );
};
type Board = {
  items: { rank: number; displayName: string; points: number }[];
  me: { rank: number | null; points: number };
};
const boardOf = async (courseId: string, token: string) => {
  const res = await call(t, 'GET', `/courses/${courseId}/leaderboard`, { token });
  expect(res.status).toBe(200);
  return res.body.data as Board;
};

describe('GET /courses/:id/leaderboard', () => {
  it('ranks by points, equal points share a rank and the next rank skips (1, 2, 2, 4)', async () => {
    const course = await boardCourse(5);
    const people = [
      ['Zeynep', 'Arslan', 5],
      ['Mehmet', 'Öztürk', 3],
      ['İpek', 'şahin', 3],
      ['Ali', 'Demir', 1],
    ] as const;
    const users: TestUser[] = [];
    for (const [name, surname, points] of people) {
      const user = await learnerIn([course.id], name, surname);
      await earn(user.id, course, points);
      users.push(user);
    }
    const board = await boardOf(course.id, (users[2] as TestUser).token);
    expect(board.items).toEqual([
      { rank: 1, displayName: 'Zeynep A.', points: 5 },
      { rank: 2, displayName: 'Mehmet Ö.', points: 3 },
      { rank: 2, displayName: 'İpek Ş.', points: 3 },
      { rank: 4, displayName: 'Ali D.', points: 1 },
    ]);
    expect(board.me).toEqual({ rank: 2, points: 3 });
  });

  it('shows the top ten and the caller’s own rank below them', async () => {
    const course = await boardCourse(12);
    const users: TestUser[] = [];
    for (let points = 12; points >= 1; points--) {
      const user = await learnerIn([course.id], `Öğrenci${points}`, 'Yılmaz');
      await earn(user.id, course, points);
      users.push(user);
    }
    const last = users[11] as TestUser;
    const board = await boardOf(course.id, last.token);
    expect(board.items).toHaveLength(10);
    expect(board.items.map((i) => i.points)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(board.me).toEqual({ rank: 12, points: 1 });
  });

  it('leaves out learners who turned it off, and counts only this course’s points', async () => {
    const course = await boardCourse(3);
    const other = await boardCourse(3);
    const shy = await learnerIn([course.id, other.id], 'Can', 'Er');
    const open = await learnerIn([course.id], 'Ece', 'Su');
    const fresh = await learnerIn([course.id], 'Ela', 'Ak');
    await earn(shy.id, course, 3);
    await earn(shy.id, other, 3);
    await earn(open.id, course, 1);
    const pref = (token: string) => call(t, 'GET', '/students/leaderboard-preference', { token });
    expect((await pref(shy.token)).body.data).toEqual({ showOnLeaderboard: true });
    const put = await call(t, 'PUT', '/students/leaderboard-preference', {
      token: shy.token,
      body: { showOnLeaderboard: false },
    });
    expect(put.status).toBe(200);
    expect(put.body.data).toEqual({ showOnLeaderboard: false });
    expect((await pref(shy.token)).body.data).toEqual({ showOnLeaderboard: false });
    const board = await boardOf(course.id, shy.token);
    expect(board.items).toEqual([{ rank: 1, displayName: 'Ece S.', points: 1 }]);
    expect(board.me).toEqual({ rank: null, points: 3 });
    // A learner without points yet is not on the board either.
    expect((await boardOf(course.id, fresh.token)).me).toEqual({ rank: null, points: 0 });
    // Turned on again, the learner is back at once.
    await call(t, 'PUT', '/students/leaderboard-preference', {
      token: shy.token,
      body: { showOnLeaderboard: true },
    });
    expect((await boardOf(course.id, open.token)).items.map((i) => i.displayName)).toEqual([
      'Can E.',
      'Ece S.',
    ]);
  });

  it('refuses a preference that is not true or false', async () => {
    const user = await makeUser(t);
    const res = await call(t, 'PUT', '/students/leaderboard-preference', {
      token: user.token,
      body: { showOnLeaderboard: 'evet' },
    });
    expect(res.status).toBe(400);
  });

  it('is for the course’s enrolled learners only', async () => {
    const course = await boardCourse(1);
    const draft = await boardCourse(1, PublishStatus.Draft);
    const outsider = await makeUser(t);
    const owner = course.id;
    expect((await call(t, 'GET', `/courses/${owner}/leaderboard`)).status).toBe(401);
    const notEnrolled = await call(t, 'GET', `/courses/${owner}/leaderboard`, { token: outsider.token });
    expect(notEnrolled.status).toBe(403);
    expect(notEnrolled.body.error.code).toBe('NOT_ENROLLED');
    expect((await call(t, 'GET', `/courses/${owner}/leaderboard`, { token: lecturer.token })).status).toBe(
      403,
    );
    expect((await call(t, 'GET', `/courses/${draft.id}/leaderboard`, { token: outsider.token })).status).toBe(
      404,
    );
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call(t, 'GET', `/courses/${unknown}/leaderboard`, { token: outsider.token })).status).toBe(
      404,
    );
    const buyer = await learnerIn([draft.id]);
    expect((await call(t, 'GET', `/courses/${draft.id}/leaderboard`, { token: buyer.token })).status).toBe(
      200,
    );
  });
});

describe('displayNameOf', () => {
  it('is the first name and the surname’s initial, Turkish capitals kept', () => {
    expect(displayNameOf('Ayşe', 'ılgaz')).toBe('Ayşe I.');
    expect(displayNameOf('Ömer', 'işık')).toBe('Ömer İ.');
    expect(displayNameOf('Deniz', '')).toBe('Deniz');
  });
});
