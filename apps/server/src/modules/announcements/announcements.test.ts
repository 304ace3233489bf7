import { OrderStatus, Role } from '@kampus/contract';
import { readOutbox } from '@kampus/test-support';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration } from '../../../test/support/auth.ts';
import { api, makeCourse, makePerson, type Person } from '../../../test/support/commerce-fixtures.ts';
import { deliverQueuedMail } from '../../../test/support/mail.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  lectures,
  mailOutbox,
  notificationPreferences,
  notifications,
  orders,
} from '../../db/schema/index.ts';

let t: TestApp;
let http: ReturnType<typeof api>;
let lecturer: Person;
let admin: Person;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://okul.example.com', SCHOOL_NAME: 'Deneme Okulu' });
  http = api(t);
  lecturer = await makePerson(t, [Role.Lecturer]);
  admin = await makePerson(t, [Role.Admin]);
});
afterAll(async () => {
  await t?.close();
});

/** Every mail queued and every notification stored for a user, oldest first. */
const told = async (userId: string) => {
  const { db } = t.app.deps;
  const mails = await db
    .select({ template: mailOutbox.template, to: mailOutbox.toAddress, data: mailOutbox.data })
    .from(mailOutbox)
    .where(eq(mailOutbox.userId, userId))
    .orderBy(asc(mailOutbox.createdAt));
  const items = await db
    .select({ type: notifications.type, title: notifications.title, link: notifications.link })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt));
  return { mails, items };
};

const ok = async (res: { statusCode: number; body: string }) => {
  expect(res.statusCode, res.body).toBe(200);
  return JSON.parse(res.body).data;
};

const order = async (buyer: Person, price: number, kind: 'free' | 'bank-transfer') => {
  const course = await makeCourse(t, lecturer.id, { priceKurus: price, name: `Kurs ${Math.random()}` });
  const basket = await ok(await http.post('/baskets/add-item', { courseId: course.id }, buyer.token));
  const orderId = (await ok(
    await http.post(
      `/orders/${kind}`,
      kind === 'free'
        ? { basketId: basket.id }
        : { basketId: basket.id, acceptedTerms: true, waiveWithdrawal: true },
      buyer.token,
    ),
  )) as string;
  return { orderId, course };
};

describe('announcements: one mail and one notification per event', () => {
  it('welcomes a new account', async () => {
    const body = registration({ name: 'Selin' });
    const id = (await ok(await http.post('/authentication/register', body))) as string;
    const { mails, items } = await told(id);
    expect(mails.map((m) => m.template)).toEqual(['welcome']);
    expect(mails[0]?.to).toBe(body.email.toLowerCase());
    expect(items).toEqual([{ type: 'welcome', title: 'Hoş geldiniz', link: '/courses' }]);
    await deliverQueuedMail(t);
    const [mail] = (await readOutbox(t.dataDir)).filter((m) => m.headers.to === body.email.toLowerCase());
    expect(mail?.subject).toBe("Deneme Okulu'e hoş geldiniz");
    expect(mail?.text).toContain('Merhaba Selin,');
    expect(mail?.html).toContain('Deneme Okulu');
  });

  it('tells of a changed and of a reset password, once each', async () => {
    const body = registration();
    const id = (await ok(await http.post('/authentication/register', body))) as string;
    const login = await ok(
      await http.post('/authentication/login', { username: body.email, password: body.password }),
    );
    await ok(
      await http.post(
        '/authentication/change-password',
        { password: body.password, newPassword: 'turuncu-kayik-77', newPasswordConfirm: 'turuncu-kayik-77' },
        login.accessToken,
      ),
    );
    const { mails, items } = await told(id);
    expect(mails.map((m) => m.template)).toEqual(['welcome', 'password-changed']);
    expect(items.map((i) => i.type)).toEqual(['welcome', 'password-changed']);
  });

  it('sends the transfer details of a bank-transfer order, then the receipt when an admin confirms it', async () => {
    const buyer = await makePerson(t);
    const { orderId } = await order(buyer, 25_000, 'bank-transfer');
    let { mails, items } = await told(buyer.id);
    expect(mails.map((m) => m.template)).toEqual(['order-placed']);
    expect(mails[0]?.data).toMatchObject({ orderId, payableText: '₺250,00' });
    expect(items).toEqual([
      { type: 'order-placed', title: 'Siparişiniz alındı', link: `/order/${orderId}/summary` },
    ]);
    await ok(
      await http.put(`/admin/orders/${orderId}/status`, { status: OrderStatus.Completed }, admin.token),
    );
    ({ mails, items } = await told(buyer.id));
    expect(mails.map((m) => m.template)).toEqual(['order-placed', 'order-completed']);
    expect(items.map((i) => i.type)).toEqual(['order-placed', 'order-completed']);
    await deliverQueuedMail(t);
    const placed = (await readOutbox(t.dataDir)).find(
      (m) => m.headers.to === buyer.email && m.subject.includes('siparişiniz alındı'),
    );
    expect(placed?.text).toContain('Kampüs Katılım Bankası');
    // Order mail cannot be turned off, so it carries no unsubscribe link.
    expect(placed?.headers['list-unsubscribe']).toBeUndefined();
  });

  it('sends the receipt of a free order at once', async () => {
    const buyer = await makePerson(t);
    const { orderId } = await order(buyer, 0, 'free');
    const { mails, items } = await told(buyer.id);
    expect(mails.map((m) => m.template)).toEqual(['order-completed']);
    expect(items).toEqual([
      { type: 'order-completed', title: 'Siparişiniz tamamlandı', link: `/order/${orderId}/summary` },
    ]);
  });

  it('tells the buyer of a cancellation by an admin and of one by the transfer window running out', async () => {
    const buyer = await makePerson(t);
    const first = await order(buyer, 10_000, 'bank-transfer');
    await ok(
      await http.put(`/admin/orders/${first.orderId}/status`, { status: OrderStatus.Cancelled }, admin.token),
    );
    const second = await order(buyer, 12_000, 'bank-transfer');
    await t.app.deps.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 49 * 3_600_000) })
      .where(eq(orders.id, second.orderId));
    await ok(await http.get('/orders?pageNumber=1&pageSize=5', buyer.token));
    await ok(await http.get('/orders?pageNumber=1&pageSize=5', buyer.token));
    const { mails, items } = await told(buyer.id);
    expect(mails.map((m) => [m.template, (m.data as { reason?: string }).reason])).toEqual([
      ['order-placed', undefined],
      ['order-cancelled', 'admin'],
      ['order-placed', undefined],
      ['order-cancelled', 'expired'],
    ]);
    expect(items.map((i) => i.type)).toEqual([
      'order-placed',
      'order-cancelled',
      'order-placed',
      'order-cancelled',
    ]);
  });

  it('tells a learner of a new certificate, by notification only when learning mail is turned off', async () => {
    for (const wantsLearningMail of [true, false]) {
      const learner = await makePerson(t);
      if (!wantsLearningMail)
        await t.app.deps.db.insert(notificationPreferences).values({ userId: learner.id, learning: false });
      const { course } = await order(learner, 0, 'free');
      const ids = await t.app.deps.db
        .select({ id: lectures.id })
        .from(lectures)
        .where(and(eq(lectures.courseId, course.id)));
      for (const { id } of ids) await ok(await http.post(`/lectures/${id}/complete`, {}, learner.token));
      const { mails, items } = await told(learner.id);
      expect(mails.map((m) => m.template)).toEqual(
        wantsLearningMail ? ['order-completed', 'certificate-issued'] : ['order-completed'],
      );
      expect(items.map((i) => [i.type, i.link])).toEqual([
        ['order-completed', expect.stringMatching(/^\/order\//)],
        ['certificate-issued', '/certificates'],
      ]);
    }
  });
});
