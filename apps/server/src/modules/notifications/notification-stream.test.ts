import { randomUUID } from 'node:crypto';
import type { NotificationItem } from '@kampus/contract';
import { freshDatabase, spawnServer } from '@kampus/test-support';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration } from '../../../test/support/auth.ts';
import { makePerson, type Person } from '../../../test/support/commerce-fixtures.ts';
import { type EventStreamReader, openEventStream } from '../../../test/support/event-stream.ts';
import { createTestApp, type TestApp, testDriver } from '../../../test/support/test-app.ts';
import { buildApp } from '../../app.ts';
import { openNotificationHub } from '../../context.ts';
import { insertNotification } from './notification-rows.ts';

const STREAM = '/api/v1/web/notifications/stream';

let t: TestApp;
let base: string;
let me: Person;
let other: Person;
const readers: EventStreamReader[] = [];

const listen = async (app: FastifyInstance) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
};

const open = async (url: string, headers: Record<string, string> = {}) => {
  const reader = await openEventStream(url, headers);
  readers.push(reader);
  return reader;
};

/** An event stores its notification, then hands it to the hub once its transaction has committed. */
const notifyAndPublish = async (app: FastifyInstance, userId: string, title = 'Siparişiniz tamamlandı') => {
  const item = (await insertNotification(app.deps.db, {
    userId,
    eventKey: `test:${randomUUID()}`,
    category: 'orders',
    type: 'order-completed',
    title,
    body: 'Kurslarınız hesabınıza eklendi.',
    link: '/orders',
  })) as NotificationItem;
  await app.deps.notificationHub.publish(userId, item);
  return item;
};

const notificationsOf = (reader: EventStreamReader) =>
  reader.events.filter((e) => e.event === 'notification').map((e) => JSON.parse(e.data) as NotificationItem);

beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t.app);
  me = await makePerson(t);
  other = await makePerson(t);
});
afterAll(async () => {
  for (const r of readers) r.close();
  await t.close();
});

describe('GET /notifications/stream', () => {
  it('delivers a new notification to the stream opened with the bearer header, and only to its user', async () => {
    const mine = await open(`${base}${STREAM}`, { authorization: `Bearer ${me.token}` });
    const theirs = await open(`${base}${STREAM}`, { authorization: `Bearer ${other.token}` });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(mine.headers.get('cache-control')).toBe('no-store');
    await mine.waitFor(() => mine.retry);
    expect(mine.retry).toBeGreaterThan(0);
    const item = await notifyAndPublish(t.app, me.id);
    const [got] = await mine.waitFor(() => notificationsOf(mine).length > 0 && notificationsOf(mine));
    expect(got).toEqual(item);
    expect(mine.events.find((e) => e.event === 'notification')?.id).toBe(item.id);
    // The other user's stream gets its own notification, never mine.
    const theirItem = await notifyAndPublish(t.app, other.id, 'Başkasının bildirimi');
    await theirs.waitFor(() => notificationsOf(theirs).length > 0);
    expect(notificationsOf(theirs)).toEqual([theirItem]);
    expect(notificationsOf(mine)).toEqual([item]);
  });

  it('takes the token from ?access_token= (EventSource cannot send headers)', async () => {
    const reader = await open(`${base}${STREAM}?access_token=${encodeURIComponent(me.token)}`);
    expect(reader.status).toBe(200);
    await reader.waitFor(() => reader.retry);
    const item = await notifyAndPublish(t.app, me.id, 'Sertifikanız hazır');
    await reader.waitFor(() => notificationsOf(reader).some((n) => n.id === item.id));
  });

  it('answers 401 without a token, with a bad one, and with a bad one in the query', async () => {
    for (const reader of [
      await open(`${base}${STREAM}`),
      await open(`${base}${STREAM}`, { authorization: 'Bearer not-a-token' }),
      await open(`${base}${STREAM}?access_token=not-a-token`),
      await open(`${base}${STREAM}?access_token=${me.token.slice(0, -2)}xx`),
    ]) {
      expect(reader.status).toBe(401);
      expect(reader.isEnded()).toBe(true);
    }
  });

  it('ends with an `expired` event when the access token expires', async () => {
    const claims = JSON.parse(Buffer.from(me.token.split('.')[1] as string, 'base64url').toString());
    const shortLived = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(me.id)
      .setIssuer('kampus')
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + 2)
      .sign(t.app.deps.secrets.jwtSecret);
    const reader = await open(`${base}${STREAM}?access_token=${shortLived}`);
    expect(reader.status).toBe(200);
    await reader.waitFor(() => reader.isEnded());
    expect(reader.events.at(-1)?.event).toBe('expired');
  });
});

describe('notifications stream and shutdown', () => {
  it('ends open streams when the server closes, so closing does not wait for their clients', async () => {
    const config = t.app.deps.config;
    const second = await buildApp(
      { ...t.app.deps, notificationHub: await openNotificationHub(config) },
      {
        logger: false,
      },
    );
    const url = await listen(second);
    const reader = await open(`${url}${STREAM}`, { authorization: `Bearer ${me.token}` });
    await reader.waitFor(() => reader.retry);
    await second.close();
    await reader.waitFor(() => reader.isEnded());
  });
});

describe('the server process with an open stream', () => {
  it('exits cleanly on SIGTERM instead of waiting for the stream’s client (main.ts forces exit code 1 after 10 s)', async () => {
    // On this project's database engine: on PostgreSQL the job engine's stop waits on the database while closing.
    const database = await freshDatabase({
      adminUrl: testDriver() === 'postgres' ? process.env.TEST_DATABASE_URL : undefined,
      prefix: 'kampus_stream',
    });
    const server = await spawnServer({
      env: {
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      },
      killAfterMs: 30_000,
    });
    try {
      const body = registration();
      const call = (path: string, payload: unknown) =>
        fetch(`${server.url}/api/v1/web${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(payload),
        });
      expect((await call('/authentication/register', body)).status).toBe(200);
      const login = await call('/authentication/login', { username: body.email, password: body.password });
      const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
      const reader = await open(`${server.url}${STREAM}?access_token=${accessToken}`);
      expect(reader.status).toBe(200);
      await reader.waitFor(() => reader.retry);
      server.child.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
      await reader.waitFor(() => reader.isEnded());
    } finally {
      await server.stop();
      await database.drop();
    }
    // A real process: its start, an argon2 login and its exit share two cores with the rest of the suite.
  }, 180_000);
});

describe('notifications across instances (REDIS_URL)', () => {
  it('delivers a publish on instance A to a stream on instance B', async () => {
    const env = {
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: `kampus-test-${randomUUID()}:`,
    };
    const a = await createTestApp(env);
    // B shares A's database and settings, as two instances share one PostgreSQL, with a hub of its own.
    const b = await buildApp(
      { ...a.app.deps, notificationHub: await openNotificationHub(a.app.deps.config) },
      { logger: false },
    );
    try {
      const person = await makePerson(a);
      const url = await listen(b);
      const onB = await open(`${url}${STREAM}`, { authorization: `Bearer ${person.token}` });
      expect(onB.status).toBe(200);
      await onB.waitFor(() => onB.retry);
      const item = await notifyAndPublish(a.app, person.id, 'Havale onaylandı');
      await onB.waitFor(() => notificationsOf(onB).some((n) => n.id === item.id));
      // A's own streams get it through Redis too, once.
      const onA = await open(`${await listen(a.app)}${STREAM}`, { authorization: `Bearer ${person.token}` });
      await onA.waitFor(() => onA.retry);
      const next = await notifyAndPublish(a.app, person.id, 'Sipariş iptal edildi');
      await onA.waitFor(() => notificationsOf(onA).some((n) => n.id === next.id));
      await onB.waitFor(() => notificationsOf(onB).some((n) => n.id === next.id));
      expect(notificationsOf(onA).map((n) => n.id)).toEqual([next.id]);
      expect(notificationsOf(onB).map((n) => n.id)).toEqual([item.id, next.id]);
    } finally {
      await b.close();
      await a.close();
    }
    // Two instances and two Redis connections each, beside the rest of the suite on two cores.
  }, 180_000);
});
