import { OrderStatus, PaymentType, Role } from '@kampus/contract';
import { and, eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrol } from '../../../test/support/catalogue.ts';
import { api, makeCourse, makePerson } from '../../../test/support/commerce-fixtures.ts';
import { linkedFamily } from '../../../test/support/families.ts';
import { makeLearningCourse, QUIZ_ANSWERS } from '../../../test/support/learning.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { baskets, certificates, lectureProgress, orders } from '../../db/schema/index.ts';

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
      attendance: [],
      points: 0,
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
  });
});
