import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, registration } from '../../test/support/auth.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { users } from '../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const userCount = async () =>
  Number((await t.app.deps.db.select({ n: sql<number>`count(*)` }).from(users))[0]?.n ?? 0);

const send = (payload: string, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: `${API}/authentication/register`,
    headers: { 'content-type': contentType },
    payload,
  });

describe('JSON bodies', () => {
  it('refuse prototype pollution (__proto__, constructor.prototype) with a 400 envelope and change nothing', async () => {
    const before = await userCount();
    const body = JSON.stringify(registration());
    for (const poisoned of [
      `${body.slice(0, -1)},"__proto__":{"roles":[0],"isAdmin":true}}`,
      `${body.slice(0, -1)},"constructor":{"prototype":{"roles":[0]}}}`,
    ]) {
      const res = await send(poisoned);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        data: null,
        error: { errorMessage: expect.any(String) },
      });
    }
    expect(({} as Record<string, unknown>).roles).toBeUndefined();
    expect(await userCount()).toBe(before);
  });

  it('refuse a body that is not JSON under a JSON content type, and other content types, without a 500', async () => {
    expect((await send('{"email": ')).statusCode).toBe(400);
    const form = await send('email=a%40b.com&password=123456', 'application/x-www-form-urlencoded');
    expect(form.statusCode).toBe(415);
    expect(form.json().success).toBe(false);
    const xml = await send('<register/>', 'text/xml');
    expect(xml.statusCode).toBe(415);
  });
});
