import { randomUUID } from 'node:crypto';
import { OrderStatus, PaymentType, Role } from '@kampus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/support/authoring.ts';
import { makeCourse, makePerson, type Person } from '../../../test/support/commerce-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { baskets, orderItems, orders } from '../../db/schema/index.ts';
import { lastMonths } from './finance.service.ts';

let t: TestApp;
let lecturer: Person;
let admin: Person;
let student: Person;

beforeAll(async () => {
  t = await createTestApp();
  lecturer = await makePerson(t, [Role.Lecturer]);
  admin = await makePerson(t, [Role.Admin]);
  student = await makePerson(t, [Role.Student]);
});
afterAll(async () => {
  await t.close();
});

/** An order of `userId` with one line per course at the given payable kuruş, written directly. */
const order = async (
  userId: string,
  status: number,
  createdAt: Date,
  lines: Array<{ course: { id: string; name: string }; payableKurus: number }>,
) => {
  const { db } = t.app.deps;
  const [basket] = await db
    .insert(baskets)
    .values({ userId, status: 'ordered' })
    .returning({ id: baskets.id });
  const total = lines.reduce((sum, l) => sum + l.payableKurus, 0);
  const [row] = await db
    .insert(orders)
    .values({
      orderNumber: `KMP-FIN-${randomUUID().slice(0, 8)}`,
      userId,
      basketId: basket?.id as string,
      status,
      paymentType: PaymentType.BankTransfer,
      totalPriceKurus: total,
      totalDiscountedPriceKurus: total,
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: orders.id });
  await db.insert(orderItems).values(
    lines.map((l) => ({
      orderId: row?.id as string,
      courseId: l.course.id,
      courseName: l.course.name,
      priceKurus: l.payableKurus,
      payablePriceKurus: l.payableKurus,
    })),
  );
};

/** The 15th, noon UTC, of the month `back` months before the current month in Turkey: safely inside that month. */
const midMonth = (back: number) => {
  const [year, month] = (lastMonths(new Date()).at(-1) as string).split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 - back, 15, 12));
};
const monthKey = (d: Date) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;

describe('lastMonths', () => {
  it('gives the current month in Turkey and the eleven before it, across a year change', () => {
    // 31 December 22:30 UTC is already 1 January in Istanbul (UTC+3).
    const months = lastMonths(new Date('2025-12-31T22:30:00Z'));
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-02');
    expect(months.at(-1)).toBe('2026-01');
  });
});

describe('GET /lecturer/finance', () => {
  it('adds up completed orders of the lecturer’s courses: total, buyers, last 12 months and per course', async () => {
    const other = await makePerson(t, [Role.Lecturer]);
    const a = await makeCourse(t, lecturer.id, { name: 'A Kursu' });
    const b = await makeCourse(t, lecturer.id, { name: 'B Kursu' });
    const c = await makeCourse(t, lecturer.id, { name: 'C Kursu' });
    const theirs = await makeCourse(t, other.id, { name: 'Başkasının' });
    const [s1, s2, s3, s4, s5] = await Promise.all(Array.from({ length: 5 }, () => makePerson(t)));
    const now = new Date();
    await order(s1?.id as string, OrderStatus.Completed, midMonth(2), [
      { course: a, payableKurus: 10_000 },
      { course: theirs, payableKurus: 5_000 },
    ]);
    await order(s2?.id as string, OrderStatus.Completed, now, [
      { course: a, payableKurus: 8_050 },
      { course: b, payableKurus: 2_000 },
    ]);
    await order(s1?.id as string, OrderStatus.Completed, now, [{ course: b, payableKurus: 3_000 }]);
    await order(s3?.id as string, OrderStatus.Pending, now, [{ course: a, payableKurus: 10_000 }]);
    await order(s4?.id as string, OrderStatus.Cancelled, now, [{ course: b, payableKurus: 1_000 }]);
    await order(s5?.id as string, OrderStatus.Completed, midMonth(14), [{ course: a, payableKurus: 4_000 }]);

    const res = await call(t, 'GET', '/lecturer/finance', lecturer.token);
    expect(res.status).toBe(200);
    const data = res.body.data as {
      totalRevenue: number;
      totalRevenueText: string;
      totalStudents: number;
      monthly: Array<{ month: string; revenue: number }>;
      courses: Array<{
        courseId: string;
        name: string;
        students: number;
        revenue: number;
        revenueText: string;
      }>;
    };
    expect(data).toMatchObject({ totalRevenue: 270.5, totalRevenueText: '₺270,50', totalStudents: 3 });
    expect(data.courses).toEqual([
      { courseId: a.id, name: 'A Kursu', students: 3, revenue: 220.5, revenueText: '₺220,50' },
      { courseId: b.id, name: 'B Kursu', students: 2, revenue: 50, revenueText: '₺50,00' },
      { courseId: c.id, name: 'C Kursu', students: 0, revenue: 0, revenueText: '₺0,00' },
    ]);
    expect(data.monthly).toHaveLength(12);
    const byMonth = Object.fromEntries(data.monthly.map((m) => [m.month, m.revenue]));
    expect(byMonth[monthKey(midMonth(0))]).toBe(130.5);
    expect(byMonth[monthKey(midMonth(2))]).toBe(100);
    expect(data.monthly.filter((m) => m.revenue > 0)).toHaveLength(2);
    expect(data.monthly.at(-1)?.month).toBe(monthKey(midMonth(0)));
  });

  it('shows zeros to a lecturer without sales, is open to admins and closed to students', async () => {
    const fresh = await makePerson(t, [Role.Lecturer]);
    const res = await call(t, 'GET', '/lecturer/finance', fresh.token);
    expect(res.body.data).toMatchObject({
      totalRevenue: 0,
      totalRevenueText: '₺0,00',
      totalStudents: 0,
      courses: [],
    });
    expect(
      (res.body.data as { monthly: Array<{ revenue: number }> }).monthly.every((m) => m.revenue === 0),
    ).toBe(true);
    expect((await call(t, 'GET', '/lecturer/finance', admin.token)).status).toBe(200);
    expect((await call(t, 'GET', '/lecturer/finance', student.token)).status).toBe(403);
    expect((await call(t, 'GET', '/lecturer/finance')).status).toBe(401);
  });
});
