import { createHmac, randomUUID } from 'node:crypto';
import { OrderStatus, PaymentType, Role } from '@kampus/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  makeCode,
  makeCourse,
  makePerson,
  type Person,
} from '../../../test/support/commerce-fixtures.ts';
import { pendingPurchaseRequest } from '../../../test/support/families.ts';
import { type IyzicoServer, startIyzicoServer } from '../../../test/support/iyzico-server.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  auditLog,
  basketItems,
  baskets,
  courses,
  discountRedemptions,
  enrolments,
  invoices,
  mailOutbox,
  orders,
  paymentExchanges,
} from '../../db/schema/index.ts';
import { eventsOf } from '../announcements/index.ts';
import { cardGatewayOf } from '../payments/index.ts';
import type { CardDeps } from './card-checkout.ts';
import { reconcileCardOrders } from './card-settlement.ts';

/*
 * Card orders end to end against the iyzico-compatible test server (CONTRACT.md §13): the checkout, the callback,
 * the webhook, reconciliation and refunds, with every way a result can be wrong or arrive twice.
 */

const KEYS = { apiKey: 'sandbox-kampus-card-api-key', secretKey: 'sandbox-kampus-card-secret-key' };

let iyzico: IyzicoServer;
let t: TestApp;
let http: ReturnType<typeof api>;
let lecturer: Person;
let admin: Person;
let deps: CardDeps;

beforeAll(async () => {
  iyzico = await startIyzicoServer(KEYS);
  t = await createTestApp({
    IYZICO_API_KEY: KEYS.apiKey,
    IYZICO_SECRET_KEY: KEYS.secretKey,
    IYZICO_BASE_URL: iyzico.url,
  });
  http = api(t);
  lecturer = await makePerson(t, [Role.Lecturer]);
  admin = await makePerson(t, [Role.Admin]);
  const { db, config, secrets } = t.app.deps;
  deps = { db, events: eventsOf(t.app), config, dataKey: secrets.dataKey };
});
afterAll(async () => {
  await t?.close();
  await iyzico?.close();
});

const accepted = { acceptedTerms: true, waiveWithdrawal: true };
const gateway = () => {
  const g = cardGatewayOf(t.app.deps.config);
  if (!g) throw new Error('iyzico is configured in this test');
  return g;
};

const basketOf = async (buyer: Person, priceKurus = 24_990) => {
  const course = await makeCourse(t, lecturer.id, {
    priceKurus,
    name: `Kart Kursu ${randomUUID().slice(0, 6)}`,
  });
  const res = await http.post('/baskets/add-item', { courseId: course.id }, buyer.token);
  expect(res.statusCode, res.body).toBe(200);
  return { basketId: res.json().data.id as string, courseId: course.id };
};

/** A Pending card order with its hosted page opened: its id, token and course. */
const cardOrder = async (buyer: Person, priceKurus?: number) => {
  const { basketId, courseId } = await basketOf(buyer, priceKurus);
  const res = await http.post('/orders/card', { basketId, ...accepted }, buyer.token);
  expect(res.statusCode, res.body).toBe(200);
  const { orderId, paymentPageUrl } = res.json().data as { orderId: string; paymentPageUrl: string };
  const [row] = await t.app.deps.db.select().from(orders).where(eq(orders.id, orderId));
  const token = row?.paymentToken as string;
  expect(paymentPageUrl).toBe(`${iyzico.url}/checkoutform/pay?token=${token}`);
  return { orderId, token, courseId, basketId, row: row as typeof orders.$inferSelect };
};

/** The browser's return from iyzico's page: the `token` form field posted to the callback. */
const callback = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/web/payments/iyzico/callback',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token }).toString(),
  });

const orderRow = async (orderId: string) =>
  (await t.app.deps.db.select().from(orders).where(eq(orders.id, orderId)))[0] as typeof orders.$inferSelect;
const enrolled = async (userId: string, courseId: string) =>
  (
    await t.app.deps.db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)))
  ).length === 1;
const invoicesOf = (orderId: string) =>
  t.app.deps.db.select().from(invoices).where(eq(invoices.orderId, orderId));
const mailsOf = (orderId: string, template: string) =>
  t.app.deps.db
    .select()
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.template, template),
        eq(mailOutbox.eventKey, `order-${template.slice(6)}:${orderId}`),
      ),
    );
const exchanges = (orderId: string) =>
  t.app.deps.db.select().from(paymentExchanges).where(eq(paymentExchanges.orderId, orderId));

/** Re-signs a tampered retrieve answer with the merchant's key: a correctly signed answer about something else. */
const trim = (v: unknown) =>
  String(v).includes('.') ? String(v).replace(/0+$/, '').replace(/\.$/, '') : String(v);
const resign = (a: Record<string, unknown>) => {
  a.signature = createHmac('sha256', KEYS.secretKey)
    .update(
      [
        a.paymentStatus,
        a.paymentId,
        a.currency,
        a.basketId,
        a.conversationId,
        trim(a.paidPrice),
        trim(a.price),
        a.token,
      ]
        .map((f) => String(f ?? ''))
        .join(':'),
    )
    .digest('hex');
};

describe('POST /orders/card and the callback', () => {
  it('places a Pending card order, and a paid form completes it once: enrolment, invoice, receipt', async () => {
    const buyer = await makePerson(t);
    const { orderId, token, courseId, row } = await cardOrder(buyer);
    expect(row.status).toBe(OrderStatus.Pending);
    expect(row.paymentType).toBe(PaymentType.CreditCard);
    expect(row.totalDiscountedPriceKurus).toBe(24_990);
    expect(await enrolled(buyer.id, courseId)).toBe(false);

    iyzico.pay(token);
    const res = await callback(token);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/order/${orderId}/summary`);

    const done = await orderRow(orderId);
    expect(done.status).toBe(OrderStatus.Completed);
    expect(done.paymentId).toMatch(/^\d+$/);
    expect(await enrolled(buyer.id, courseId)).toBe(true);
    expect(await invoicesOf(orderId)).toHaveLength(1);
    expect(await mailsOf(orderId, 'order-completed')).toHaveLength(1);
    const summary = (await http.get(`/orders/${orderId}/summary`, buyer.token)).json().data;
    expect(summary.statusText).toBe('Tamamlandı');
    expect(summary.paymentTypeText).toBe('Kredi Kartı');
    expect(summary.invoiceNumber).toMatch(/^KMP\d{10}$/);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v1/web/orders/${orderId}/invoice`,
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    // The admin sees the exchanges (initialize, retrieve) without keys or card data.
    const listed = await http.get(`/admin/orders/${orderId}/payment-exchanges`, admin.token);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.map((e: { kind: string }) => e.kind)).toEqual(['initialize', 'retrieve']);
    expect(listed.body).not.toContain(KEYS.apiKey);
    expect(listed.body).not.toContain(KEYS.secretKey);
    expect(listed.body).not.toContain('552879');
    expect((await http.get(`/admin/orders/${orderId}/payment-exchanges`, buyer.token)).statusCode).toBe(403);
  });

  it('cancels a declined payment with iyzico’s reason and gives the basket back for another try', async () => {
    const buyer = await makePerson(t);
    const { orderId, token, courseId } = await cardOrder(buyer);
    iyzico.pay(token, { outcome: 'failure', errorMessage: 'Kart limiti yetersiz, yetersiz bakiye' });
    const res = await callback(token);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/order/${orderId}/summary`);
    const summary = (await http.get(`/orders/${orderId}/summary`, buyer.token)).json().data;
    expect(summary.status).toBe(OrderStatus.Cancelled);
    expect(summary.paymentError).toBe('Kart limiti yetersiz, yetersiz bakiye');
    expect(summary.invoiceNumber).toBeNull();
    expect(await enrolled(buyer.id, courseId)).toBe(false);
    expect(await mailsOf(orderId, 'order-cancelled')).toHaveLength(1);

    // The course is in the buyer's open basket again, and paying for it works.
    const basket = (await http.get('/baskets', buyer.token)).json().data;
    expect(basket.items.map((i: { course: { id: string } }) => i.course.id)).toEqual([courseId]);
    const again = await http.post('/orders/card', { basketId: basket.id, ...accepted }, buyer.token);
    expect(again.statusCode, again.body).toBe(200);
  });

  it('frees a failed order’s discount code with the basket it gives back', async () => {
    const buyer = await makePerson(t);
    const { basketId } = await basketOf(buyer, 40_000);
    const code = await makeCode(t, admin.id, { isBasketDiscount: true, valueHundredths: 2_500 });
    const applied = await http.post(
      '/baskets/apply-discount-code',
      { basketId, discountCode: code.code },
      buyer.token,
    );
    expect(applied.statusCode, applied.body).toBe(200);
    const placed = await http.post('/orders/card', { basketId, ...accepted }, buyer.token);
    expect(placed.statusCode, placed.body).toBe(200);
    const { orderId } = placed.json().data;
    expect((await orderRow(orderId)).totalDiscountedPriceKurus).toBe(30_000);
    const token = (await orderRow(orderId)).paymentToken as string;
    iyzico.pay(token, { outcome: 'failure', errorMessage: 'Kartınız reddedildi.' });
    await callback(token);
    const left = await t.app.deps.db
      .select()
      .from(discountRedemptions)
      .where(eq(discountRedemptions.orderId, orderId));
    expect(left).toHaveLength(0);
    const [open] = await t.app.deps.db
      .select()
      .from(baskets)
      .where(and(eq(baskets.userId, buyer.id), eq(baskets.status, 'open')));
    expect(open?.discountCodeId).toBe(code.id);
  });

  it('changes nothing on a replayed callback, and asks iyzico nothing more', async () => {
    const buyer = await makePerson(t);
    const { orderId, token } = await cardOrder(buyer);
    iyzico.pay(token);
    expect((await callback(token)).statusCode).toBe(303);
    const before = await exchanges(orderId);
    const replay = await callback(token);
    expect(replay.statusCode).toBe(303);
    expect(replay.headers.location).toBe(`/order/${orderId}/summary`);
    expect(await exchanges(orderId)).toHaveLength(before.length);
    expect(await invoicesOf(orderId)).toHaveLength(1);
    expect(await mailsOf(orderId, 'order-completed')).toHaveLength(1);
  });

  it('ignores a forged token: no order changes and the browser goes to the basket', async () => {
    const buyer = await makePerson(t);
    const { orderId } = await cardOrder(buyer);
    const res = await callback(randomUUID());
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/basket');
    expect((await orderRow(orderId)).status).toBe(OrderStatus.Pending);
  });

  it('leaves the order Pending when the form is not paid yet', async () => {
    const buyer = await makePerson(t);
    const { orderId, token } = await cardOrder(buyer);
    expect((await callback(token)).statusCode).toBe(303);
    expect((await orderRow(orderId)).status).toBe(OrderStatus.Pending);
  });

  it('refuses an admin’s completion or cancel of a card order, which only the provider’s result settles', async () => {
    const buyer = await makePerson(t);
    const { orderId, token, courseId } = await cardOrder(buyer);
    for (const status of [OrderStatus.Completed, OrderStatus.Cancelled]) {
      const res = await http.put(`/admin/orders/${orderId}/status`, { status }, admin.token);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().error.code).toBe('CARD_ORDER_STATUS_BY_PROVIDER');
    }
    expect((await orderRow(orderId)).status).toBe(OrderStatus.Pending);
    expect(await enrolled(buyer.id, courseId)).toBe(false);
    iyzico.pay(token);
    await callback(token);
    expect((await orderRow(orderId)).status).toBe(OrderStatus.Completed);
  });

  it.each([
    [
      'a wrong signature',
      (a: Record<string, unknown>) => {
        a.paidPrice = 1;
      },
    ],
    [
      'a different paid price, correctly signed',
      (a: Record<string, unknown>) => {
        a.paidPrice = 1;
        resign(a);
      },
    ],
    [
      'a different price, correctly signed',
      (a: Record<string, unknown>) => {
        a.price = 1;
        a.paidPrice = 1;
        resign(a);
      },
    ],
    [
      'another order’s conversationId, correctly signed',
      (a: Record<string, unknown>) => {
        a.conversationId = randomUUID();
        resign(a);
      },
    ],
    [
      'another basketId, correctly signed',
      (a: Record<string, unknown>) => {
        a.basketId = 'KMP-20260101-AAAAAA';
        resign(a);
      },
    ],
    [
      'another currency, correctly signed',
      (a: Record<string, unknown>) => {
        a.currency = 'USD';
        resign(a);
      },
    ],
  ])('does not complete on %s, and completes on the true answer after', async (_name, change) => {
    const buyer = await makePerson(t);
    const { orderId, token, courseId } = await cardOrder(buyer);
    iyzico.pay(token);
    iyzico.tamperNextAnswer(change);
    expect((await callback(token)).statusCode).toBe(303);
    expect((await orderRow(orderId)).status).toBe(OrderStatus.Pending);
    expect(await enrolled(buyer.id, courseId)).toBe(false);
    expect(await callback(token)).toMatchObject({ statusCode: 303 });
    expect((await orderRow(orderId)).status).toBe(OrderStatus.Completed);
  });

  it('completes exactly once when two callbacks arrive together', async () => {
    const buyer = await makePerson(t);
    const { orderId, token, courseId } = await cardOrder(buyer);
    iyzico.pay(token);
    const both = await Promise.all([callback(token), callback(token)]);
    for (const r of both) expect(r.headers.location).toBe(`/order/${orderId}/summary`);
    expect((await orderRow(orderId)).status).toBe(OrderStatus.Completed);
    expect(await enrolled(buyer.id, courseId)).toBe(true);
    expect(await invoicesOf(orderId)).toHaveLength(1);
    expect(await mailsOf(orderId, 'order-completed')).toHaveLength(1);
  });

  it('refuses unticked documents with 400, and a basket with nothing to pay with 422', async () => {
    const buyer = await makePerson(t);
    const { basketId } = await basketOf(buyer);
    const none = await http.post('/orders/card', { basketId }, buyer.token);
    expect(none.statusCode).toBe(400);
    const half = await http.post(
      '/orders/card',
      { basketId, acceptedTerms: true, waiveWithdrawal: false },
      buyer.token,
    );
    expect(half.statusCode).toBe(400);
    expect(half.json().error.fields.waiveWithdrawal).toContain('cayma hakkınızın');
    expect(await t.app.deps.db.select().from(orders).where(eq(orders.basketId, basketId))).toHaveLength(0);

    const free = await makePerson(t);
    const freeBasket = await basketOf(free, 0);
    const res = await http.post('/orders/card', { basketId: freeBasket.basketId, ...accepted }, free.token);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('NOTHING_TO_PAY');
  });

  it('cancels the order and keeps the basket when iyzico refuses to open the page', async () => {
    const buyer = await makePerson(t);
    const { basketId, courseId } = await basketOf(buyer);
    iyzico.tamperNextAnswer((a) => {
      a.status = 'failure';
      a.errorMessage = 'Üye işyeri aktif değil';
    });
    const res = await http.post('/orders/card', { basketId, ...accepted }, buyer.token);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('PAYMENT_PROVIDER_REFUSED');
    expect(res.json().error.errorMessage).toContain('Üye işyeri aktif değil.');
    const [order] = await t.app.deps.db.select().from(orders).where(eq(orders.basketId, basketId));
    expect(order?.status).toBe(OrderStatus.Cancelled);
    const basket = (await http.get('/baskets', buyer.token)).json().data;
    expect(basket.items.map((i: { course: { id: string } }) => i.course.id)).toEqual([courseId]);
    expect(await mailsOf(order?.id as string, 'order-cancelled')).toHaveLength(0);
  });
});

describe('POST /payments/iyzico/webhook', () => {
  const webhook = (n: { body: object; headers: Record<string, string> }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/web/payments/iyzico/webhook',
      headers: n.headers,
      payload: n.body,
    });

  it('answers 401 to a bad signature and changes nothing; completes the order on a good one', async () => {
    const buyer = await makePerson(t);
    const { orderId, token, courseId } = await cardOrder(buyer);
    iyzico.pay(token);
    const forged = await webhook(iyzico.notification(token, { secretKey: 'not-the-merchant-key' }));
    expect(forged.statusCode).toBe(401);
    expect((await orderRow(orderId)).status).toBe(OrderStatus.Pending);
    expect((await exchanges(orderId)).map((e) => e.kind)).toEqual(['initialize']);

    const good = await webhook(iyzico.notification(token));
    expect(good.statusCode, good.body).toBe(200);
    expect((await orderRow(orderId)).status).toBe(OrderStatus.Completed);
    expect(await enrolled(buyer.id, courseId)).toBe(true);
    // Sent again (iyzico retries): 200, nothing more.
    expect((await webhook(iyzico.notification(token))).statusCode).toBe(200);
    expect(await invoicesOf(orderId)).toHaveLength(1);
    expect((await exchanges(orderId)).map((e) => e.kind)).toEqual([
      'initialize',
      'webhook',
      'retrieve',
      'webhook',
    ]);
  });
});

describe('a card paid after its seat hold ended', () => {
  /** The order placed `minutes` ago: its 20-minute seat hold (CONTRACT.md §16) is over. */
  const placedAgo = (orderId: string, minutes: number) =>
    t.app.deps.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
      .where(eq(orders.id, orderId));

  it('cancels and refunds the order when the last seat went to another buyer meanwhile', async () => {
    const late = await makePerson(t);
    const { orderId, token, courseId } = await cardOrder(late);
    const { db } = t.app.deps;
    await db.update(courses).set({ capacity: 1 }).where(eq(courses.id, courseId));
    await placedAgo(orderId, 25);
    const other = await makePerson(t);
    await db.insert(enrolments).values({ userId: other.id, courseId });

    iyzico.pay(token);
    expect((await callback(token)).statusCode).toBe(303);
    const row = await orderRow(orderId);
    expect(row.status).toBe(OrderStatus.Cancelled);
    expect(row.refundedAt).not.toBeNull();
    expect(row.paymentError).toContain('son yeri bu arada doldu');
    expect(await enrolled(late.id, courseId)).toBe(false);
    expect(await invoicesOf(orderId)).toHaveLength(0);
    expect((await exchanges(orderId)).map((e) => e.kind)).toEqual(['initialize', 'retrieve', 'refund']);
  });

  it('completes a late payment while a seat is still free', async () => {
    const late = await makePerson(t);
    const { orderId, token, courseId } = await cardOrder(late);
    await t.app.deps.db.update(courses).set({ capacity: 2 }).where(eq(courses.id, courseId));
    await placedAgo(orderId, 25);
    await t.app.deps.db.insert(enrolments).values({ userId: (await makePerson(t)).id, courseId });

    iyzico.pay(token);
    await callback(token);
    expect((await orderRow(orderId)).status).toBe(OrderStatus.Completed);
    expect(await enrolled(late.id, courseId)).toBe(true);
  });
});

describe('reconciliation', () => {
  const minutesLater = (m: number) => new Date(Date.now() + m * 60_000);

  it('completes a paid order whose buyer never came back, once it is 20 minutes old', async () => {
    const buyer = await makePerson(t);
    const { orderId, token, courseId } = await cardOrder(buyer);
    iyzico.pay(token);
    await reconcileCardOrders(deps, gateway(), minutesLater(5));
    expect((await orderRow(orderId)).status).toBe(OrderStatus.Pending);
    expect(await reconcileCardOrders(deps, gateway(), minutesLater(21))).toBeGreaterThanOrEqual(1);
    expect((await orderRow(orderId)).status).toBe(OrderStatus.Completed);
    expect(await enrolled(buyer.id, courseId)).toBe(true);
  });

  it('cancels an abandoned form after 40 minutes and gives the basket back', async () => {
    const buyer = await makePerson(t);
    const { orderId, courseId } = await cardOrder(buyer);
    await reconcileCardOrders(deps, gateway(), minutesLater(21));
    expect((await orderRow(orderId)).status).toBe(OrderStatus.Pending);
    await reconcileCardOrders(deps, gateway(), minutesLater(41));
    const row = await orderRow(orderId);
    expect(row.status).toBe(OrderStatus.Cancelled);
    expect(row.paymentError).toContain('süresi doldu');
    const [open] = await t.app.deps.db
      .select({ id: baskets.id })
      .from(baskets)
      .where(and(eq(baskets.userId, buyer.id), eq(baskets.status, 'open')));
    const items = await t.app.deps.db
      .select()
      .from(basketItems)
      .where(eq(basketItems.basketId, open?.id as string));
    expect(items.map((i) => i.courseId)).toEqual([courseId]);
  });
});

describe('POST /admin/orders/{id}/refund', () => {
  it('refunds the whole order through iyzico, ends the enrolment, mails the buyer and writes the audit log', async () => {
    const buyer = await makePerson(t);
    const { orderId, token, courseId } = await cardOrder(buyer);
    iyzico.pay(token);
    await callback(token);
    expect(
      (await http.post(`/admin/orders/${orderId}/refund`, { reason: 'Yanlış kurs' }, buyer.token)).statusCode,
    ).toBe(403);
    const res = await http.post(
      `/admin/orders/${orderId}/refund`,
      { reason: 'Yanlış kurs alındı' },
      admin.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const row = await orderRow(orderId);
    expect(row.status).toBe(OrderStatus.Cancelled);
    expect(row.refundedAt).not.toBeNull();
    expect(await enrolled(buyer.id, courseId)).toBe(false);
    expect(await mailsOf(orderId, 'order-cancelled')).toHaveLength(1);
    const [entry] = await t.app.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.refund'), eq(auditLog.targetId, orderId)));
    expect(entry?.actorId).toBe(admin.id);
    expect((await exchanges(orderId)).map((e) => e.kind)).toContain('refund');
    const summary = (await http.get(`/orders/${orderId}/summary`, buyer.token)).json().data;
    expect(summary.refundedAt).not.toBeNull();

    // Not twice.
    const again = await http.post(
      `/admin/orders/${orderId}/refund`,
      { reason: 'Yanlış kurs alındı' },
      admin.token,
    );
    expect(again.statusCode).toBe(422);
    expect(again.json().error.code).toBe('ORDER_NOT_REFUNDABLE');
  });

  it('refuses an order not paid by card, and one iyzico will not refund, changing nothing', async () => {
    const buyer = await makePerson(t);
    const { basketId } = await basketOf(buyer);
    const transfer = (await http.post('/orders/bank-transfer', { basketId, ...accepted }, buyer.token)).json()
      .data;
    const res = await http.post(`/admin/orders/${transfer}/refund`, { reason: 'Deneme iadesi' }, admin.token);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('ORDER_NOT_REFUNDABLE');
    expect(
      (await http.post(`/admin/orders/${transfer}/refund`, { reason: '' }, admin.token)).statusCode,
    ).toBe(400);

    const payer = await makePerson(t);
    const card = await cardOrder(payer);
    iyzico.pay(card.token);
    await callback(card.token);
    iyzico.tamperNextAnswer((a) => {
      a.status = 'failure';
      a.errorMessage = 'İade süresi geçti.';
    });
    const refused = await http.post(
      `/admin/orders/${card.orderId}/refund`,
      { reason: 'Deneme iadesi' },
      admin.token,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('REFUND_REFUSED');
    expect(refused.json().error.errorMessage).toContain('İade süresi geçti.');
    expect((await orderRow(card.orderId)).status).toBe(OrderStatus.Completed);
    expect(await enrolled(payer.id, card.courseId)).toBe(true);
  });
});

describe('invoices of card orders', () => {
  it('numbers concurrent card completions without gaps or repeats', async () => {
    const buyers = await Promise.all(Array.from({ length: 5 }, () => makePerson(t)));
    const placed = [];
    for (const b of buyers) placed.push(await cardOrder(b));
    for (const p of placed) iyzico.pay(p.token);
    await Promise.all(placed.map((p) => callback(p.token)));
    const rows = await t.app.deps.db.select().from(invoices);
    const sequences = rows.map((r) => r.sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, i) => i + 1));
    for (const p of placed) expect(await invoicesOf(p.orderId)).toHaveLength(1);
  });

  it('gives a free order no invoice', async () => {
    const buyer = await makePerson(t);
    const { basketId } = await basketOf(buyer, 0);
    const orderId = (await http.post('/orders/free', { basketId }, buyer.token)).json().data as string;
    expect((await orderRow(orderId)).status).toBe(OrderStatus.Completed);
    expect(await invoicesOf(orderId)).toHaveLength(0);
    const pdf = await http.get(`/orders/${orderId}/invoice`, buyer.token);
    expect(pdf.statusCode).toBe(404);
  });
});

describe('a parent approving a purchase request by card', () => {
  it('opens iyzico’s page with the parent as payer; the paid form enrols the child and invoices the parent', async () => {
    const { child, parent, requestId } = await pendingPurchaseRequest(t, 31_500);
    const res = await http.post(
      `/purchase-requests/${requestId}/approve`,
      { paymentType: PaymentType.CreditCard, ...accepted },
      parent.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { orderId, paymentPageUrl } = res.json().data;
    const row = await orderRow(orderId);
    expect(row.status).toBe(OrderStatus.Pending);
    expect(row.paymentType).toBe(PaymentType.CreditCard);
    expect(row.payerId).toBe(parent.id);
    expect(row.userId).toBe(child.id);
    expect(paymentPageUrl).toBe(`${iyzico.url}/checkoutform/pay?token=${row.paymentToken}`);

    iyzico.pay(row.paymentToken as string);
    expect((await callback(row.paymentToken as string)).headers.location).toBe(`/order/${orderId}/summary`);
    expect((await orderRow(orderId)).status).toBe(OrderStatus.Completed);
    const [item] = await t.app.deps.db.select().from(enrolments).where(eq(enrolments.orderId, orderId));
    expect(item?.userId).toBe(child.id);
    const [invoice] = await invoicesOf(orderId);
    expect((invoice?.buyer as { email: string } | undefined)?.email).toBe(parent.email);
    expect((await http.get(`/orders/${orderId}/summary`, parent.token)).json().data.invoiceNumber).toBe(
      invoice?.number,
    );
  });
});

describe('an iyzico that cannot be reached', () => {
  it('answers 503, cancels the order and keeps the basket', async () => {
    // Nothing listens on port 1: the connection is refused at once.
    const down = await createTestApp({
      IYZICO_API_KEY: KEYS.apiKey,
      IYZICO_SECRET_KEY: KEYS.secretKey,
      IYZICO_BASE_URL: 'http://127.0.0.1:1',
    });
    try {
      const p = api(down);
      const buyer = await makePerson(down);
      const course = await makeCourse(down, (await makePerson(down, [Role.Lecturer])).id, {
        priceKurus: 10_000,
      });
      const basketId = (await p.post('/baskets/add-item', { courseId: course.id }, buyer.token)).json().data
        .id;
      const res = await p.post('/orders/card', { basketId, ...accepted }, buyer.token);
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
      const [order] = await down.app.deps.db.select().from(orders).where(eq(orders.basketId, basketId));
      expect(order?.status).toBe(OrderStatus.Cancelled);
      const [exchange] = await down.app.deps.db
        .select()
        .from(paymentExchanges)
        .where(eq(paymentExchanges.orderId, order?.id as string));
      expect(exchange?.response).toBeNull();
      expect(exchange?.error).toBeTruthy();
      const basket = (await p.get('/baskets', buyer.token)).json().data;
      expect(basket.items.map((i: { course: { id: string } }) => i.course.id)).toEqual([course.id]);
    } finally {
      await down.close();
    }
  });
});

describe('without iyzico keys', () => {
  it('refuses card orders with 422 and creates nothing', async () => {
    const plain = await createTestApp();
    try {
      const p = api(plain);
      const buyer = await makePerson(plain);
      const course = await makeCourse(plain, (await makePerson(plain, [Role.Lecturer])).id, {
        priceKurus: 10_000,
      });
      const basketId = (await p.post('/baskets/add-item', { courseId: course.id }, buyer.token)).json().data
        .id;
      const res = await p.post('/orders/card', { basketId, ...accepted }, buyer.token);
      expect(res.statusCode).toBe(422);
      expect(res.json().error.code).toBe('CARD_NOT_CONFIGURED');
      expect(await plain.app.deps.db.select().from(orders)).toHaveLength(0);
      expect((await p.get('/payments/methods')).json().data.map((m: { name: string }) => m.name)).toEqual([
        'Banka Transferi',
      ]);
    } finally {
      await plain.close();
    }
  });
});
