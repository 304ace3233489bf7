import { randomUUID } from 'node:crypto';
import { OrderStatus, PaymentType, PublishStatus, Role } from '@kampus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, makeCourse, makePerson, type Person } from '../../../test/support/commerce-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { baskets, categories, orders, tags, users } from '../../db/schema/index.ts';
import { istanbulDate, lastDays, lastMonths } from './admin-dashboard.service.ts';

const DAY = 86_400_000;

describe('dashboard calendar', () => {
  it('counts days on the Istanbul calendar', () => {
    // 22:30 UTC on 31 January is already 1 February in Istanbul (UTC+3).
    expect(istanbulDate(new Date('2026-01-31T22:30:00Z'))).toBe('2026-02-01');
    expect(istanbulDate(new Date('2026-01-31T20:59:59Z'))).toBe('2026-01-31');
  });

  it('lists the last days oldest first, across a month and a year end', () => {
    expect(lastDays(new Date('2026-01-02T10:00:00Z'), 4)).toEqual([
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
    ]);
    expect(lastDays(new Date('2024-03-01T10:00:00Z'), 2)).toEqual(['2024-02-29', '2024-03-01']);
    expect(lastDays(new Date(), 30)).toHaveLength(30);
  });

  it('lists the last months oldest first, across a year end, from the Istanbul month', () => {
    expect(lastMonths(new Date('2026-02-15T10:00:00Z'), 4)).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    // 31 December 22:00 UTC is already January in Istanbul.
    expect(lastMonths(new Date('2025-12-31T22:00:00Z'), 2)).toEqual(['2025-12', '2026-01']);
  });
});

describe('GET /admin/dashboard', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let admin: Person;
  let lecturer: Person;
  let student: Person;
  const now = Date.now();

  const setCreatedAt = (id: string, at: Date) =>
    t.app.deps.db.update(users).set({ createdAt: at }).where(eq(users.id, id));

  const makeOrder = async (userId: string, status: number, totalKurus: number, createdAt: Date) => {
    const { db } = t.app.deps;
    const [basket] = await db
      .insert(baskets)
      .values({ userId, status: 'ordered' })
      .returning({ id: baskets.id });
    await db.insert(orders).values({
      orderNumber: `KMP-TEST-${randomUUID().slice(0, 8).toUpperCase()}`,
      userId,
      basketId: basket?.id as string,
      status,
      paymentType: status === OrderStatus.Pending ? PaymentType.BankTransfer : PaymentType.Free,
      totalPriceKurus: totalKurus,
      totalDiscountedPriceKurus: totalKurus,
      createdAt,
      updatedAt: createdAt,
    });
  };

  // One database for this block with exactly the rows below, so every figure can be stated exactly.
  let newest: Person;
  let second: Person;
  let deleted: Person;
  beforeAll(async () => {
    t = await createTestApp();
    http = api(t);
    admin = await makePerson(t, [Role.Admin]);
    lecturer = await makePerson(t, [Role.Lecturer]);
    student = await makePerson(t, [Role.Student]);
    const old = await makePerson(t, [Role.Student], { name: 'Eski', surname: 'Üye' });
    second = await makePerson(t, [Role.Student], { name: 'İkinci', surname: 'Kişi' });
    newest = await makePerson(t, [Role.Parent], { name: 'Şule', surname: 'Çağ' });
    deleted = await makePerson(t, [Role.Student]);
    // Sign-ups: admin, lecturer and student 3 days ago; old 40 days ago; second 1 minute ago, newest now.
    for (const p of [admin, lecturer, student]) await setCreatedAt(p.id, new Date(now - 3 * DAY));
    await setCreatedAt(old.id, new Date(now - 40 * DAY));
    await setCreatedAt(second.id, new Date(now - 60_000));
    await setCreatedAt(newest.id, new Date(now));
    await setCreatedAt(deleted.id, new Date(now + 1000));
    await t.app.deps.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.id));

    await t.app.deps.db.insert(categories).values([{ title: 'Yazılım' }, { title: 'Tasarım' }]);
    await t.app.deps.db.insert(tags).values([{ title: 'react' }, { title: 'figma' }, { title: 'sql' }]);
    await makeCourse(t, lecturer.id, { publishStatus: PublishStatus.Published });
    await makeCourse(t, lecturer.id, { publishStatus: PublishStatus.Published });
    await makeCourse(t, lecturer.id, { publishStatus: PublishStatus.Draft });
    await makeCourse(t, lecturer.id, { publishStatus: PublishStatus.Archived });

    await makeOrder(student.id, OrderStatus.Completed, 19_990, new Date(now));
    await makeOrder(student.id, OrderStatus.Completed, 5_000, new Date(now - 70 * DAY));
    await makeOrder(old.id, OrderStatus.Completed, 12_345, new Date(now - 70 * DAY));
    await makeOrder(old.id, OrderStatus.Completed, 100_000, new Date(now - 400 * DAY));
    await makeOrder(student.id, OrderStatus.Pending, 7_777, new Date(now));
    await makeOrder(deleted.id, OrderStatus.Cancelled, 9_999, new Date(now));
  });
  afterAll(async () => {
    await t.close();
  });

  const dashboard = async () => {
    const res = await http.get('/admin/dashboard', admin.token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('counts live users, categories, tags, courses and orders', async () => {
    expect(await dashboard()).toMatchObject({
      userCount: 6,
      categoryCount: 2,
      tagCount: 3,
      coursesCount: 4,
      publishedCourseCount: 2,
      orderCount: 4,
      pendingOrderCount: 1,
    });
  });

  it('sums what buyers paid for completed orders only, as lira and as text', async () => {
    const data = await dashboard();
    expect(data.revenue).toBe(1373.35);
    expect(data.revenueText).toBe('₺1.373,35');
  });

  it('counts sign-ups per Istanbul day for the last 30 days, leaving out deleted and older accounts', async () => {
    const { recentRegistrations } = await dashboard();
    expect(recentRegistrations).toHaveLength(30);
    const days = recentRegistrations.map((r: { date: string }) => r.date);
    expect([...days].sort()).toEqual(days);
    expect(days.at(-1)).toBe(istanbulDate(new Date()));
    const countOn = (at: number) =>
      recentRegistrations.find((r: { date: string }) => r.date === istanbulDate(new Date(at)))?.count;
    expect(countOn(now - 3 * DAY)).toBe(3);
    expect(countOn(now - 60_000) ?? 0).toBeGreaterThanOrEqual(1);
    const total = recentRegistrations.reduce((sum: number, r: { count: number }) => sum + r.count, 0);
    expect(total).toBe(5);
  });

  it('adds up completed sales per Istanbul month for the last 12 months', async () => {
    const { salesOverTime } = await dashboard();
    expect(salesOverTime).toHaveLength(12);
    expect(salesOverTime.at(-1).month).toBe(istanbulDate(new Date()).slice(0, 7));
    const month = (at: number) =>
      salesOverTime.find((s: { month: string }) => s.month === istanbulDate(new Date(at)).slice(0, 7));
    expect(month(now)).toEqual({ month: istanbulDate(new Date(now)).slice(0, 7), revenue: 199.9, orders: 1 });
    expect(month(now - 70 * DAY)).toMatchObject({ revenue: 173.45, orders: 2 });
    // The order of 400 days ago counts in the total revenue but falls outside the chart.
    const charted = salesOverTime.reduce((sum: number, s: { orders: number }) => sum + s.orders, 0);
    expect(charted).toBe(3);
    expect(
      salesOverTime
        .filter((s: { orders: number }) => s.orders === 0)
        .every((s: { revenue: number }) => s.revenue === 0),
    ).toBe(true);
  });

  it('lists the five newest live accounts, newest first', async () => {
    const { latestUsers } = await dashboard();
    expect(latestUsers).toHaveLength(5);
    expect(latestUsers[0]).toEqual({
      id: newest.id,
      fullName: 'Şule Çağ',
      email: newest.email,
      createdAt: new Date(now).toISOString(),
    });
    expect(latestUsers[1].id).toBe(second.id);
    expect(latestUsers.map((u: { id: string }) => u.id)).not.toContain(deleted.id);
  });

  it('answers 401 without a session and 403 to a student and a lecturer', async () => {
    expect((await http.get('/admin/dashboard')).statusCode).toBe(401);
    expect((await http.get('/admin/dashboard', student.token)).statusCode).toBe(403);
    expect((await http.get('/admin/dashboard', lecturer.token)).statusCode).toBe(403);
  });
});
