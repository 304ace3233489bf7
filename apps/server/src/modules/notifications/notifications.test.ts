import { randomBytes, randomUUID } from 'node:crypto';
import type { NotificationCategory } from '@kampus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, makePerson, type Person } from '../../../test/support/commerce-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { notificationPreferences, notifications } from '../../db/schema/index.ts';
import { insertNotification } from './notification-rows.ts';
import { signUnsubscribeToken } from './unsubscribe-tokens.ts';

let t: TestApp;
let http: ReturnType<typeof api>;
let me: Person;
let other: Person;

beforeAll(async () => {
  t = await createTestApp();
  http = api(t);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  me = await makePerson(t);
  other = await makePerson(t);
});

/** Stores `n` notifications for the user, a second apart, the last one newest. */
const notify = async (userId: string, n: number, category: NotificationCategory = 'orders') => {
  const ids: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const item = await insertNotification(t.app.deps.db, {
      userId,
      eventKey: `test:${randomUUID()}`,
      category,
      type: 'order-completed',
      title: `Siparişiniz tamamlandı ${i + 1}`,
      body: 'Kurslarınız hesabınıza eklendi.',
      link: '/orders',
    });
    ids.push(item?.id as string);
    await t.app.deps.db
      .update(notifications)
      .set({ createdAt: new Date(Date.UTC(2026, 0, 1, 12, 0, i)) })
      .where(eq(notifications.id, item?.id as string));
  }
  return ids;
};

const page = async (person: Person, query = '') => {
  const res = await http.get(`/notifications${query}`, person.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('GET /notifications', () => {
  it('lists the caller’s notifications newest first, a page at a time, with the unread count', async () => {
    const ids = await notify(me.id, 5);
    await notify(other.id, 2);
    const first = await page(me, '?pageSize=2');
    expect(first.items.map((i: { id: string }) => i.id)).toEqual([ids[4], ids[3]]);
    expect(first).toMatchObject({ currentPage: 1, totalItemCount: 5, totalPageCount: 3, hasNextPage: true });
    expect(first.unreadCount).toBe(5);
    expect(first.items[0]).toMatchObject({
      category: 'orders',
      type: 'order-completed',
      title: 'Siparişiniz tamamlandı 5',
      link: '/orders',
      isRead: false,
    });
    const last = await page(me, '?pageSize=2&pageNumber=3');
    expect(last.items.map((i: { id: string }) => i.id)).toEqual([ids[0]]);
    expect(last.hasNextPage).toBe(false);
  });

  it('answers an empty page and 0 unread to someone without notifications', async () => {
    expect(await page(me)).toMatchObject({ items: [], totalItemCount: 0, unreadCount: 0 });
  });

  it('refuses an anonymous caller and a page size out of range', async () => {
    expect((await http.get('/notifications')).statusCode).toBe(401);
    expect((await http.get('/notifications?pageSize=1000', me.token)).statusCode).toBe(400);
  });
});

describe('POST /notifications/{id}/read', () => {
  it('marks one notification read and answers the new unread count', async () => {
    const ids = await notify(me.id, 3);
    const res = await http.post(`/notifications/${ids[1]}/read`, {}, me.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ unreadCount: 2 });
    const list = await page(me);
    expect(list.items.find((i: { id: string }) => i.id === ids[1]).isRead).toBe(true);
    expect(list.unreadCount).toBe(2);
    // Marking it again changes nothing.
    expect((await http.post(`/notifications/${ids[1]}/read`, {}, me.token)).json().data).toEqual({
      unreadCount: 2,
    });
  });

  it('answers 404 for another user’s notification and leaves it unread', async () => {
    const [theirs] = await notify(other.id, 1);
    const res = await http.post(`/notifications/${theirs}/read`, {}, me.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOTIFICATION_NOT_FOUND');
    expect(res.json().error.errorMessage).toBe('Bildirim bulunamadı.');
    expect((await page(other)).unreadCount).toBe(1);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await http.post(`/notifications/${randomUUID()}/read`, {}, me.token)).statusCode).toBe(404);
  });
});

describe('POST /notifications/read-all', () => {
  it('marks every notification of the caller read and no one else’s', async () => {
    await notify(me.id, 3);
    await notify(other.id, 2);
    const res = await http.post('/notifications/read-all', {}, me.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ unreadCount: 0 });
    const mine = await page(me);
    expect(mine.unreadCount).toBe(0);
    expect(mine.items.every((i: { isRead: boolean }) => i.isRead)).toBe(true);
    expect((await page(other)).unreadCount).toBe(2);
  });
});

const DEFAULTS = { orders: true, learning: true, family: true, reminders: true, marketing: false };

describe('notification preferences', () => {
  it('starts with every category on but marketing', async () => {
    const res = await http.get('/notifications/preferences', me.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ email: DEFAULTS });
  });

  it('stores what the user chooses, with or without orders', async () => {
    const chosen = { learning: false, family: true, reminders: false, marketing: true };
    const res = await http.put('/notifications/preferences', { email: chosen }, me.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ email: { orders: true, ...chosen } });
    const again = { ...chosen, orders: true, learning: true };
    await http.put('/notifications/preferences', { email: again }, me.token);
    expect((await http.get('/notifications/preferences', me.token)).json().data).toEqual({ email: again });
    expect((await http.get('/notifications/preferences', other.token)).json().data).toEqual({
      email: DEFAULTS,
    });
  });

  it('refuses turning order mail off, with a Turkish message, and keeps the preferences', async () => {
    const res = await http.put(
      '/notifications/preferences',
      { email: { ...DEFAULTS, orders: false, marketing: true } },
      me.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(res.json().error.fields)).toContain('Sipariş e-postaları kapatılamaz.');
    expect((await http.get('/notifications/preferences', me.token)).json().data).toEqual({ email: DEFAULTS });
  });

  it('refuses a missing category and a value that is not a boolean', async () => {
    const { learning: _gone, ...withoutLearning } = DEFAULTS;
    expect(
      (await http.put('/notifications/preferences', { email: withoutLearning }, me.token)).statusCode,
    ).toBe(400);
    const res = await http.put(
      '/notifications/preferences',
      { email: { ...DEFAULTS, family: 'evet' } },
      me.token,
    );
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().error.fields)).toContain('Tercih değeri true veya false olmalıdır.');
  });

  it('refuses anonymous callers', async () => {
    expect((await http.get('/notifications/preferences')).statusCode).toBe(401);
    expect((await http.put('/notifications/preferences', { email: DEFAULTS })).statusCode).toBe(401);
  });
});

describe('one-click unsubscribe', () => {
  const key = () => t.app.deps.secrets.dataKey;
  const unsubscribeUrl = (token: string) =>
    `/api/v1/web/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
  const oneClick = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: unsubscribeUrl(token),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
  const stored = async (userId: string) =>
    (
      await t.app.deps.db
        .select()
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId))
    )[0];
  const prefs = async (person: Person) =>
    (await http.get('/notifications/preferences', person.token)).json().data.email;

  it('turns the category off with the RFC 8058 form body, without signing in, and again changes nothing', async () => {
    const res = await oneClick(signUnsubscribeToken(key(), me.id, 'learning'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ category: 'learning' });
    expect(await prefs(me)).toEqual({ ...DEFAULTS, learning: false });
    const again = await oneClick(signUnsubscribeToken(key(), me.id, 'learning'));
    expect(again.statusCode).toBe(200);
    expect(await prefs(me)).toEqual({ ...DEFAULTS, learning: false });
    expect(await prefs(other)).toEqual(DEFAULTS);
  });

  it('keeps the other choices the user made', async () => {
    await http.put(
      '/notifications/preferences',
      { email: { ...DEFAULTS, marketing: true, family: false } },
      me.token,
    );
    await oneClick(signUnsubscribeToken(key(), me.id, 'marketing'));
    expect(await prefs(me)).toEqual({ ...DEFAULTS, marketing: false, family: false });
  });

  it('accepts a JSON body and no body at all', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: unsubscribeUrl(signUnsubscribeToken(key(), me.id, 'family')),
      payload: { 'List-Unsubscribe': 'One-Click' },
    });
    expect(json.statusCode, json.body).toBe(200);
    const empty = await t.app.inject({
      method: 'POST',
      url: unsubscribeUrl(signUnsubscribeToken(key(), me.id, 'reminders')),
    });
    expect(empty.statusCode, empty.body).toBe(200);
    expect(await prefs(me)).toEqual({ ...DEFAULTS, family: false, reminders: false });
  });

  it('GET shows the category without changing anything', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: unsubscribeUrl(signUnsubscribeToken(key(), me.id, 'reminders')),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ category: 'reminders' });
    expect(await stored(me.id)).toBeUndefined();
  });

  const refusals: Array<[string, () => string]> = [
    [
      'a tampered signature',
      () => {
        const token = signUnsubscribeToken(key(), me.id, 'learning');
        return `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      },
    ],
    [
      'another user’s id under the signature',
      () => signUnsubscribeToken(key(), other.id, 'learning').replace(other.id, me.id),
    ],
    [
      'another category under the signature',
      () => signUnsubscribeToken(key(), me.id, 'learning').replace('.learning.', '.marketing.'),
    ],
    ['a token made with another key', () => signUnsubscribeToken(randomBytes(32), me.id, 'learning')],
    ['an orders token', () => signUnsubscribeToken(key(), me.id, 'orders')],
    [
      'an unknown category',
      () => signUnsubscribeToken(key(), me.id, 'learning').replace('.learning.', '.news.'),
    ],
    ['a user that does not exist', () => signUnsubscribeToken(key(), randomUUID(), 'learning')],
    ['garbage', () => 'abc'],
  ];
  for (const [name, token] of refusals)
    it(`refuses ${name} with 400 and changes nothing`, async () => {
      const res = await oneClick(token());
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.code).toBe('UNSUBSCRIBE_LINK_INVALID');
      const shown = await t.app.inject({ method: 'GET', url: unsubscribeUrl(token()) });
      expect(shown.statusCode).toBe(400);
      expect(await stored(me.id)).toBeUndefined();
      expect(await stored(other.id)).toBeUndefined();
    });

  it('refuses a missing token and another form body', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/web/notifications/unsubscribe' })).statusCode,
    ).toBe(400);
    const res = await t.app.inject({
      method: 'POST',
      url: unsubscribeUrl(signUnsubscribeToken(key(), me.id, 'learning')),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=Everything',
    });
    expect(res.statusCode).toBe(400);
    expect(await stored(me.id)).toBeUndefined();
  });

  it('still refuses form bodies on every other route (415)', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/web/notifications/preferences',
      headers: { authorization: `Bearer ${me.token}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=1',
    });
    expect(res.statusCode).toBe(415);
  });
});
