import { classMessages, OrderStatus, PaymentType } from '@kampus/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, makeCourse, makePerson, type Person } from '../../../test/support/commerce-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { baskets, courses, orderItems, orders } from '../../db/schema/index.ts';
import { eventsOf } from '../announcements/index.ts';
import { expireOverdueTransfers } from '../orders/index.ts';
import { seatsLeftOf } from './seats.ts';

let t: TestApp;
let lecturer: Person;

beforeAll(async () => {
  t = await createTestApp();
  lecturer = await makePerson(t, [1]);
});
afterAll(async () => {
  await t?.close();
});

const seatedCourse = async (capacity: number, priceKurus = 50_000) => {
  const course = await makeCourse(t, lecturer.id, { priceKurus });
  await t.app.deps.db.update(courses).set({ capacity, meetingType: 2 }).where(eq(courses.id, course.id));
  return course;
};

/** A new buyer with the course in their basket → the buyer and the basket id. */
const buyerWithBasket = async (courseId: string) => {
  const buyer = await makePerson(t);
  const res = await api(t).post('/baskets/add-item', { courseId, basketId: null }, buyer.token);
  expect(res.statusCode, res.body).toBe(200);
  return { buyer, basketId: res.json().data.id as string };
};

const orderByTransfer = (buyer: Person, basketId: string) =>
  api(t).post('/orders/bank-transfer', { basketId, acceptedTerms: true, waiveWithdrawal: true }, buyer.token);

const ordersOf = async (courseId: string, status?: number) => {
  const rows = await t.app.deps.db
    .select({ id: orders.id, status: orders.status })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.courseId, courseId));
  return status === undefined ? rows : rows.filter((r) => r.status === status);
};

describe('the last seats of a course with a capacity', () => {
  it('go to exactly 3 of 20 buyers ordering at once; the others are told the course is full', async () => {
    const course = await seatedCourse(3);
    const buyers = [];
    for (let i = 0; i < 20; i += 1) buyers.push(await buyerWithBasket(course.id));
    const results = await Promise.all(buyers.map(({ buyer, basketId }) => orderByTransfer(buyer, basketId)));
    const ok = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(ok).toHaveLength(3);
    expect(refused).toHaveLength(17);
    for (const r of refused) {
      expect(r.statusCode, r.body).toBe(422);
      expect(r.json().error.code).toBe('COURSE_SOLD_OUT');
      expect(r.json().error.errorMessage).toBe(classMessages.soldOutNamed(course.name));
    }
    expect(await ordersOf(course.id)).toHaveLength(3);
    expect((await seatsLeftOf(t.app.deps.db, [course.id])).get(course.id)).toBe(0);
    // The refused buyers' baskets stay open: nothing of their order was kept.
    const refusedBaskets = buyers.filter((_, i) => results[i]?.statusCode !== 200).map((b) => b.basketId);
    const open = await t.app.deps.db.select().from(baskets).where(inArray(baskets.id, refusedBaskets));
    expect(open.every((b) => b.status === 'open')).toBe(true);
  });

  it('refuses adding a full course to a basket with 422 "Kontenjan dolu."', async () => {
    const course = await seatedCourse(1);
    const { buyer, basketId } = await buyerWithBasket(course.id);
    expect((await orderByTransfer(buyer, basketId)).statusCode).toBe(200);
    const late = await makePerson(t);
    const res = await api(t).post('/baskets/add-item', { courseId: course.id, basketId: null }, late.token);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ code: 'COURSE_SOLD_OUT' });
    expect(res.json().error.errorMessage).toContain('Kontenjan dolu');
  });

  it('counts no limit for a course without a capacity', async () => {
    const course = await makeCourse(t, lecturer.id);
    expect((await seatsLeftOf(t.app.deps.db, [course.id])).get(course.id)).toBeNull();
  });
});

describe('seats held by Pending orders', () => {
  it('a bank transfer holds its seat for 48 hours; when it lapses the seat is free and the job cancels the order', async () => {
    const course = await seatedCourse(1);
    const first = await buyerWithBasket(course.id);
    const placed = await orderByTransfer(first.buyer, first.basketId);
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId: string = placed.json().data;
    const waiting = await makePerson(t);
    const held = await api(t).post(
      '/baskets/add-item',
      { courseId: course.id, basketId: null },
      waiting.token,
    );
    expect(held.json().error?.code).toBe('COURSE_SOLD_OUT');

    // 47 hours on: still held.
    await t.app.deps.db
      .update(orders)
      .set({ createdAt: sql`now() - interval '47 hours'` })
      .where(eq(orders.id, orderId));
    expect((await seatsLeftOf(t.app.deps.db, [course.id])).get(course.id)).toBe(0);

    // 49 hours on: the hold has lapsed, and the expiry job closes the order.
    await t.app.deps.db
      .update(orders)
      .set({ createdAt: sql`now() - interval '49 hours'` })
      .where(eq(orders.id, orderId));
    expect((await seatsLeftOf(t.app.deps.db, [course.id])).get(course.id)).toBe(1);
    expect(await expireOverdueTransfers(t.app.deps.db, eventsOf(t.app))).toBeGreaterThanOrEqual(1);
    const [row] = await t.app.deps.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.status).toBe(OrderStatus.Cancelled);

    const next = await buyerWithBasket(course.id);
    expect((await orderByTransfer(next.buyer, next.basketId)).statusCode).toBe(200);
    expect((await seatsLeftOf(t.app.deps.db, [course.id])).get(course.id)).toBe(0);
  });

  it('a card payment holds its seat for 20 minutes', async () => {
    const course = await seatedCourse(1);
    const buyer = await makePerson(t);
    const [basket] = await t.app.deps.db
      .insert(baskets)
      .values({ userId: buyer.id, status: 'ordered' })
      .returning({ id: baskets.id });
    const [order] = await t.app.deps.db
      .insert(orders)
      .values({
        orderNumber: 'KMP-20261128-CARD01',
        userId: buyer.id,
        basketId: basket?.id as string,
        status: OrderStatus.Pending,
        paymentType: PaymentType.CreditCard,
        totalPriceKurus: 50_000,
        totalDiscountedPriceKurus: 50_000,
        createdAt: new Date(Date.now() - 19 * 60_000),
      })
      .returning({ id: orders.id });
    await t.app.deps.db.insert(orderItems).values({
      orderId: order?.id as string,
      courseId: course.id,
      courseName: course.name,
      priceKurus: 50_000,
      payablePriceKurus: 50_000,
    });
    expect((await seatsLeftOf(t.app.deps.db, [course.id])).get(course.id)).toBe(0);
    await t.app.deps.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 21 * 60_000) })
      .where(eq(orders.id, order?.id as string));
    expect((await seatsLeftOf(t.app.deps.db, [course.id])).get(course.id)).toBe(1);
  });
});

describe('seatsLeft on the catalogue cards and the course page', () => {
  const card = async (courseId: string, token?: string) => {
    const res = await api(t).get('/courses/paginated?pageSize=50', token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.items.find((i: { id: string }) => i.id === courseId);
  };

  it('counts down with each order, also on a visitor page served from the cache', async () => {
    const course = await seatedCourse(3);
    const other = await makeCourse(t, lecturer.id);
    expect((await card(course.id)).seatsLeft).toBe(3);
    expect((await card(other.id)).seatsLeft).toBeNull();
    const { buyer, basketId } = await buyerWithBasket(course.id);
    expect((await orderByTransfer(buyer, basketId)).statusCode).toBe(200);
    // The same visitor page again (cached for this catalogue version): the seats are read fresh.
    expect((await card(course.id)).seatsLeft).toBe(2);
    expect((await card(course.id, buyer.token)).seatsLeft).toBe(2);
    const detail = (await api(t).get(`/courses/${course.id}/detail`)).json().data;
    expect(detail).toMatchObject({ capacity: 3, seatsLeft: 2 });
    const otherDetail = (await api(t).get(`/courses/${other.id}/detail`)).json().data;
    expect(otherDetail).toMatchObject({ capacity: null, seatsLeft: null });
  });
});
