import { type NotificationItem, OrderStatus, Role } from '@kampus/contract';
import { readOutbox } from '@kampus/test-support';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  makeCode,
  makeCourse,
  makePerson,
  type Person,
} from '../../../test/support/commerce-fixtures.ts';
import { type EventStreamReader, openEventStream } from '../../../test/support/event-stream.ts';
import { deliverQueuedMail } from '../../../test/support/mail.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { mailOutbox, notifications, orders } from '../../db/schema/index.ts';

/*
 * A cancelled order is told to its buyer exactly once, by mail and by a notification pushed to their open stream,
 * on both paths the product has (decision 030: buyers do not cancel orders themselves): an admin's cancellation, and
 * the transfer window running out, here noticed inside the basket's code check, whose transaction is the caller's.
 */

let t: TestApp;
let http: ReturnType<typeof api>;
let base: string;
let admin: Person;
let lecturer: Person;
let buyer: Person;
let stream: EventStreamReader;

const ok = async (res: { statusCode: number; body: string }) => {
  expect(res.statusCode, res.body).toBe(200);
  return JSON.parse(res.body).data;
};

const bankTransferOrder = async () => {
  const course = await makeCourse(t, lecturer.id, { priceKurus: 20_000, name: `Kurs ${Math.random()}` });
  const basket = await ok(await http.post('/baskets/add-item', { courseId: course.id }, buyer.token));
  const orderId = (await ok(
    await http.post(
      '/orders/bank-transfer',
      { basketId: basket.id, acceptedTerms: true, waiveWithdrawal: true },
      buyer.token,
    ),
  )) as string;
  const [order] = await t.app.deps.db
    .select({ orderNumber: orders.orderNumber })
    .from(orders)
    .where(eq(orders.id, orderId));
  return { orderId, orderNumber: order?.orderNumber as string };
};

/** The cancellations pushed to the buyer's stream so far. */
const pushedCancellations = () =>
  stream.events
    .filter((e) => e.event === 'notification')
    .map((e) => JSON.parse(e.data) as NotificationItem)
    .filter((n) => n.type === 'order-cancelled');

/** The cancellation mails queued and the notifications stored for one order. */
const storedFor = async (orderId: string) => {
  const { db } = t.app.deps;
  const eventKey = `order-cancelled:${orderId}`;
  const mails = await db
    .select({ data: mailOutbox.data })
    .from(mailOutbox)
    .where(eq(mailOutbox.eventKey, eventKey));
  const items = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, buyer.id), eq(notifications.eventKey, eventKey)));
  return { mails, items };
};

const mailedCancellations = async (orderNumber: string) =>
  (await readOutbox(t.dataDir)).filter(
    (m) =>
      m.headers.to === buyer.email && m.subject.includes('iptal edildi') && m.subject.includes(orderNumber),
  );

beforeAll(async () => {
  t = await createTestApp();
  http = api(t);
  admin = await makePerson(t, [Role.Admin]);
  lecturer = await makePerson(t, [Role.Lecturer]);
  buyer = await makePerson(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  stream = await openEventStream(`${base}/api/v1/web/notifications/stream`, {
    authorization: `Bearer ${buyer.token}`,
  });
  await stream.waitFor(() => stream.retry);
});
afterAll(async () => {
  stream?.close();
  await t?.close();
});

describe('order cancellation: one mail and one live notification', () => {
  it('pushes a transfer that expires inside the basket code check to the open stream, once', async () => {
    const { orderId, orderNumber } = await bankTransferOrder();
    // The next basket is started while the transfer is still open, so the add does not expire it.
    const course = await makeCourse(t, lecturer.id, { priceKurus: 30_000, name: `Kurs ${Math.random()}` });
    const basket = await ok(await http.post('/baskets/add-item', { courseId: course.id }, buyer.token));
    await t.app.deps.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 49 * 3_600_000) })
      .where(eq(orders.id, orderId));
    const code = await makeCode(t, admin.id, { isBasketDiscount: true });
    await ok(
      await http.post(
        '/baskets/apply-discount-code',
        { basketId: basket.id, discountCode: code.code },
        buyer.token,
      ),
    );

    const [pushed] = await stream.waitFor(() => pushedCancellations().length > 0 && pushedCancellations());
    expect(pushed).toMatchObject({ title: 'Siparişiniz iptal edildi', link: `/order/${orderId}/summary` });
    expect(pushed?.body).toContain('süresinde gelmediği');
    const [order] = await t.app.deps.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.status).toBe(OrderStatus.Cancelled);

    // Every later look at the orders runs the expiry again: nothing more is told.
    await ok(await http.get('/orders?pageNumber=1&pageSize=5', buyer.token));
    await ok(
      await http.post(
        '/baskets/apply-discount-code',
        { basketId: basket.id, discountCode: code.code },
        buyer.token,
      ),
    );
    const { mails, items } = await storedFor(orderId);
    expect(mails.map((m) => (m.data as { reason: string }).reason)).toEqual(['expired']);
    expect(items).toHaveLength(1);
    await deliverQueuedMail(t);
    await deliverQueuedMail(t);
    expect(await mailedCancellations(orderNumber)).toHaveLength(1);
  });

  it('tells of an admin cancellation once, however often the admin tries again', async () => {
    const { orderId, orderNumber } = await bankTransferOrder();
    const before = pushedCancellations().length;
    await ok(
      await http.put(`/admin/orders/${orderId}/status`, { status: OrderStatus.Cancelled }, admin.token),
    );
    const again = await http.put(
      `/admin/orders/${orderId}/status`,
      { status: OrderStatus.Cancelled },
      admin.token,
    );
    expect(again.statusCode).toBe(422);
    expect(again.json().error.code).toBe('ORDER_STATUS_NOT_PENDING');

    const pushed = await stream.waitFor(
      () => pushedCancellations().length > before && pushedCancellations().slice(before),
    );
    expect(pushed.map((n) => n.link)).toEqual([`/order/${orderId}/summary`]);
    expect(pushed[0]?.body).toBe(`${orderNumber} numaralı siparişiniz iptal edildi.`);
    const { mails, items } = await storedFor(orderId);
    expect(mails.map((m) => (m.data as { reason: string }).reason)).toEqual(['admin']);
    expect(items).toHaveLength(1);
    await deliverQueuedMail(t);
    await deliverQueuedMail(t);
    expect(await mailedCancellations(orderNumber)).toHaveLength(1);
    // The first order's expiry was pushed once and never again.
    expect(pushedCancellations().filter((n) => n.link !== `/order/${orderId}/summary`)).toHaveLength(1);
  });
});
