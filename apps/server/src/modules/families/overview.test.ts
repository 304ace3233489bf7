import { OrderStatus, PaymentType, Role } from '@kampus/contract';
import { and, eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrol } from '../../../test/support/catalogue.ts';
import { api, makeCourse, makePerson } from '../../../test/support/commerce-fixtures.ts';
import { linkedFamily } from '../../../test/support/families.ts';
import { makeLearningCourse, QUIZ_ANSWERS } from '../../../test/support/learning.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  baskets,
  certificates,
  classSessions,
  lectureProgress,
  lectures,
  orders,
} from '../../db/schema/index.ts';
import { learnerWeeklyProgress } from '../learning/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const ok = (res: { statusCode: number; body: string }) => {
  expect(res.statusCode, res.body).toBe(200);
  return JSON.parse(res.body).data;
};

/** The child's latest progress in a course, as stored. */
const lastActivity = async (userId: string, courseId: string) => {
  const [row] = await t.app.deps.db
    .select({ at: max(lectureProgress.updatedAt) })
    .from(lectureProgress)
    .where(and(eq(lectureProgress.userId, userId), eq(lectureProgress.courseId, courseId)));
  return row?.at?.toISOString() ?? null;
};

const DAY_MS = 86_400_000;
/** The Monday (`YYYY-MM-DD`) of the Turkey-calendar week `weeksBack` weeks before the one holding `at` (UTC+3). */
const istanbulMonday = (at: Date, weeksBack = 0) => {
  const local = new Date(at.getTime() + 3 * 3_600_000);
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  const monday =
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - sinceMonday * DAY_MS;
  return new Date(monday - weeksBack * 7 * DAY_MS).toISOString().slice(0, 10);
};
/** The last eight weeks, oldest first, with the counts given by week start (every other week 0). */
const weeksEndingAt = (now: Date, counts: Record<string, number>) =>
  Array.from({ length: 8 }, (_, i) => istanbulMonday(now, 7 - i)).map((weekStart) => ({
    weekStart,
    completedLessons: counts[weekStart] ?? 0,
  }));

describe('GET /parents/children/{childId}/overview', () => {
  it('shows a linked child’s courses, certificate, order and quiz, and refuses everyone else with 404', async () => {
    const { child, parent } = await linkedFamily(t);
    const lecturer = await makePerson(t, [Role.Lecturer]);
    const http = api(t);

    // Half of a four-lesson course, the quiz passed through the API as the child would.
    const js = await makeLearningCourse(t, { lecturerId: lecturer.id, name: 'Sıfırdan JavaScript' });
    await enrol(t, child.id, js.id);
    ok(await http.post(`/lectures/${js.text}/complete`, {}, child.token));
    ok(await http.post(`/lectures/${js.quiz}/quiz-attempts`, { answers: QUIZ_ANSWERS }, child.token));
    // A two-lesson course finished, which issues its certificate.
    const html = await makeCourse(t, lecturer.id, { name: 'HTML Temelleri', lectureMinutes: [10, 20] });
    await enrol(t, child.id, html.id);
    const htmlCourse = ok(await http.get(`/courses/${html.id}/with-contents`, child.token));
    const lectureIds: string[] = htmlCourse.sections.flatMap((s: { lectures: { id: string }[] }) =>
      s.lectures.map((l) => l.id),
    );
    for (const id of lectureIds) ok(await http.post(`/lectures/${id}/complete`, {}, child.token));
    // An order of 249,90 TL, paid.
    const { db } = t.app.deps;
    const [basket] = await db.insert(baskets).values({ userId: child.id, status: 'ordered' }).returning();
    const [order] = await db
      .insert(orders)
      .values({
        orderNumber: `KMP-AILE-${child.id.slice(0, 8).toUpperCase()}`,
        userId: child.id,
        basketId: basket?.id as string,
        status: OrderStatus.Completed,
        paymentType: PaymentType.CreditCard,
        totalPriceKurus: 24_990,
        totalDiscountedPriceKurus: 24_990,
      })
      .returning();
    const [certificate] = await db.select().from(certificates).where(eq(certificates.userId, child.id));
    const [quizRow] = await db
      .select()
      .from(lectureProgress)
      .where(and(eq(lectureProgress.userId, child.id), eq(lectureProgress.lectureId, js.quiz)));

    // A class session of the HTML course, the child marked present by the lecturer's register.
    const [session] = await db
      .insert(classSessions)
      .values({
        courseId: html.id,
        title: '1. hafta',
        startsAt: new Date('2026-11-20T16:00:00Z'),
        endsAt: new Date('2026-11-20T18:00:00Z'),
        location: 'B203',
      })
      .returning();
    ok(
      await http.put(
        `/sessions/${session?.id}/attendance`,
        { presentStudentIds: [child.id] },
        lecturer.token,
      ),
    );

    const overview = ok(await http.get(`/parents/children/${child.id}/overview`, parent.token));
    expect(overview).toEqual({
      child: { id: child.id, name: 'Ayşe', surname: child.fullName.split(' ')[1] },
      courses: [
        {
          id: html.id,
          name: 'HTML Temelleri',
          progressPercent: 100,
          completedLessons: 2,
          totalLessons: 2,
          lastActivityAt: await lastActivity(child.id, html.id),
        },
        {
          id: js.id,
          name: 'Sıfırdan JavaScript',
          progressPercent: 50,
          completedLessons: 2,
          totalLessons: 4,
          lastActivityAt: await lastActivity(child.id, js.id),
        },
      ],
      // The two lessons of the JavaScript course (the passed quiz is one) and the two of HTML, all this week.
      weeklyProgress: weeksEndingAt(new Date(), { [istanbulMonday(new Date())]: 4 }),
      certificates: [
        {
          id: certificate?.id,
          courseName: 'HTML Temelleri',
          issuedAt: certificate?.issuedAt.toISOString(),
          verificationCode: certificate?.verificationCode,
        },
      ],
      orders: [
        {
          id: order?.id,
          orderNumber: order?.orderNumber,
          status: OrderStatus.Completed,
          total: 249.9,
          totalText: '₺249,90',
          createDate: order?.createdAt.toISOString(),
        },
      ],
      quizzes: [
        {
          courseName: 'Sıfırdan JavaScript',
          lectureName: 'Bölüm sonu quizi',
          score: 100,
          passed: true,
          createdAt: quizRow?.updatedAt.toISOString(),
        },
      ],
      assignments: [],
      attendance: [
        {
          courseName: 'HTML Temelleri',
          sessionTitle: '1. hafta',
          startsAt: '2026-11-20T16:00:00.000Z',
          present: true,
        },
      ],
      // The four lessons completed, 10 points each (the default of a lecture).
      points: 40,
    });
    expect(overview.courses[0].lastActivityAt).not.toBeNull();

    const refused = async (token: string) => {
      const res = await http.get(`/parents/children/${child.id}/overview`, token);
      expect(res.statusCode, res.body).toBe(404);
      expect(JSON.parse(res.body).error.code).toBe('CHILD_NOT_FOUND');
    };
    await refused((await makePerson(t, [Role.Parent])).token); // a parent of nobody here
    await refused(child.token); // the child is no parent of theirs
    await refused((await makePerson(t, [Role.Student])).token);
    // Unlinking ends access at once.
    ok(await http.delete(`/parents/children/${child.id}`, parent.token));
    await refused(parent.token);
  });

  it('lists a linked child with no courses yet as empty', async () => {
    const { child, parent } = await linkedFamily(t);
    const overview = ok(await api(t).get(`/parents/children/${child.id}/overview`, parent.token));
    expect(overview).toMatchObject({ courses: [], certificates: [], orders: [], quizzes: [], points: 0 });
    expect(overview.weeklyProgress).toEqual(weeksEndingAt(new Date(), {}));
  });

  it('counts completions per Monday-to-Monday week in Turkey, the last eight weeks with empty ones as 0', async () => {
    const { child } = await linkedFamily(t);
    const lecturer = await makePerson(t, [Role.Lecturer]);
    const { db } = t.app.deps;
    const course = await makeCourse(t, lecturer.id, { lectureMinutes: [5, 5, 5, 5, 5, 5, 5, 5, 5] });
    await enrol(t, child.id, course.id);
    const ids = (
      await db.select({ id: lectures.id }).from(lectures).where(eq(lectures.courseId, course.id))
    ).map((l) => l.id);
    const other = await makeCourse(t, lecturer.id, { lectureMinutes: [5] });
    const [otherLecture] = await db
      .select({ id: lectures.id })
      .from(lectures)
      .where(eq(lectures.courseId, other.id));
    const stranger = await makePerson(t, [Role.Student]);
    await enrol(t, stranger.id, course.id);
    const done = (userId: string, lectureId: string, courseId: string, at: string | null) =>
      db
        .insert(lectureProgress)
        .values({ userId, lectureId, courseId, completedAt: at === null ? null : new Date(at) });
    const at = (i: number, iso: string | null) => done(child.id, ids[i] as string, course.id, iso);

    // Wednesday 18 March 2026, 12:00 in Turkey: this week began on Monday 16 March, the eighth back on 26 January.
    const now = new Date('2026-03-18T09:00:00Z');
    await at(0, '2026-01-25T20:59:59Z'); // Sunday 25 January 23:59:59 in Turkey: before the first week
    await at(1, '2026-01-25T21:00:00Z'); // Monday 26 January 00:00 in Turkey: the first week
    await at(2, '2026-03-08T20:59:59Z'); // Sunday 8 March 23:59:59 in Turkey: the week of 2 March
    await at(3, '2026-03-08T21:00:00Z'); // Monday 9 March 00:00 in Turkey, still Sunday in UTC: the week of 9 March
    await at(4, '2026-03-15T22:30:00Z'); // Monday 16 March 01:30 in Turkey, Sunday in UTC: this week
    await at(5, '2026-03-18T08:00:00Z'); // this week
    await at(6, '2026-03-23T00:00:00Z'); // after now, next week: not in the chart
    await at(7, null); // opened, never completed
    // A lesson of a course the child is not enrolled in, and another learner's lesson: neither counts.
    await done(child.id, otherLecture?.id as string, other.id, '2026-03-17T10:00:00Z');
    await done(stranger.id, ids[8] as string, course.id, '2026-03-17T10:00:00Z');

    expect(await learnerWeeklyProgress(db, child.id, now)).toEqual([
      { weekStart: '2026-01-26', completedLessons: 1 },
      { weekStart: '2026-02-02', completedLessons: 0 },
      { weekStart: '2026-02-09', completedLessons: 0 },
      { weekStart: '2026-02-16', completedLessons: 0 },
      { weekStart: '2026-02-23', completedLessons: 0 },
      { weekStart: '2026-03-02', completedLessons: 1 },
      { weekStart: '2026-03-09', completedLessons: 1 },
      { weekStart: '2026-03-16', completedLessons: 2 },
    ]);
    // On Monday 16 March at 00:00 in Turkey the week of 16 March has just begun and the window starts on 26 January.
    const weeks = await learnerWeeklyProgress(db, child.id, new Date('2026-03-15T21:00:00Z'));
    expect(weeks.map((w) => w.weekStart)).toEqual(
      weeksEndingAt(new Date('2026-03-15T21:00:00Z'), {}).map((w) => w.weekStart),
    );
    expect(weeks.at(0)).toEqual({ weekStart: '2026-01-26', completedLessons: 1 });
    expect(weeks.at(-1)).toEqual({ weekStart: '2026-03-16', completedLessons: 2 });
    // One second earlier it is still the week of 9 March, and the window reaches back to 19 January.
    const before = await learnerWeeklyProgress(db, child.id, new Date('2026-03-15T20:59:59Z'));
    expect(before.at(0)).toEqual({ weekStart: '2026-01-19', completedLessons: 1 });
    expect(before.at(-1)).toEqual({ weekStart: '2026-03-09', completedLessons: 1 });
  });
});
