import { authMessages as m } from '@kampus/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, registration } from '../../../test/support/auth.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { rateLimitEvents, users } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REGISTER_LIMIT_PER_ADDRESS: '3' });
});
afterAll(async () => {
  await t?.close();
});

const register = (from: string, overrides = {}) =>
  post(t, '/authentication/register', registration(overrides), undefined, from);

const userCount = async () =>
  Number((await t.app.deps.db.select({ n: sql<number>`count(*)` }).from(users))[0]?.n ?? 0);

describe('POST /authentication/register: registrations per address', () => {
  it('answers 429 with a Turkish message and Retry-After once an address used up its registrations', async () => {
    const from = '198.18.0.1';
    for (let i = 0; i < 3; i += 1) expect((await register(from)).statusCode).toBe(200);
    const before = await userCount();
    const refused = await register(from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({
      code: 'TOO_MANY_REGISTRATIONS',
      errorMessage: m.tooManyRegistrations,
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await userCount()).toBe(before);
  });

  it('counts refused registrations (an e-mail in use) too, but not bodies the schema refuses', async () => {
    const from = '198.18.0.2';
    const taken = registration();
    expect((await post(t, '/authentication/register', taken, undefined, from)).statusCode).toBe(200);
    expect((await post(t, '/authentication/register', taken, undefined, from)).statusCode).toBe(422);
    for (let i = 0; i < 5; i += 1) expect((await register(from, { email: 'bozuk' })).statusCode).toBe(400);
    expect((await register(from)).statusCode).toBe(200);
    expect((await register(from)).statusCode).toBe(429);
  });

  it('leaves other addresses and logins alone', async () => {
    const from = '198.18.0.3';
    const first = registration();
    await post(t, '/authentication/register', first, undefined, from);
    for (let i = 0; i < 2; i += 1) await register(from);
    expect((await register(from)).statusCode).toBe(429);
    expect((await register('198.18.0.4')).statusCode).toBe(200);
    const login = await post(
      t,
      '/authentication/login',
      { username: first.email, password: first.password },
      undefined,
      from,
    );
    expect(login.statusCode).toBe(200);
  });

  it('lets the address register again once the window has passed', async () => {
    const from = '198.18.0.5';
    for (let i = 0; i < 3; i += 1) await register(from);
    expect((await register(from)).statusCode).toBe(429);
    await t.app.deps.db
      .update(rateLimitEvents)
      .set({ createdAt: new Date(Date.now() - 16 * 60 * 1000) })
      .where(sql`${rateLimitEvents.key} = ${from}`);
    expect((await register(from)).statusCode).toBe(200);
  });
});

describe('REGISTER_LIMIT_PER_ADDRESS default', () => {
  it('allows a hundred registrations per address in 15 minutes, enough for classrooms behind one address', async () => {
    const { loadConfig } = await import('../../config/env.ts');
    expect(loadConfig({}).registerLimitPerAddress).toBe(100);
  });
});
