import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, registration } from '../../test/support/auth.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { users } from '../db/schema/index.ts';
import { INVALID_UTF8_MESSAGE, MISSING_CONTENT_TYPE_MESSAGE } from './request-bodies.ts';

/** Found by input fuzzing (security/fuzz.test.ts): both used to answer 200 and store the account. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const userCount = async () =>
  Number((await t.app.deps.db.select({ n: sql<number>`count(*)` }).from(users))[0]?.n ?? 0);

const register = (payload: Buffer | string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `${API}/authentication/register`, headers, payload });

/** A valid registration whose name has `bytes` in the middle of 'Ayşe'. */
const withBytes = (bytes: number[]) => {
  const text = JSON.stringify(registration({ name: 'MARKER' }));
  const [before, after] = text.split('MARKER') as [string, string];
  return Buffer.concat([Buffer.from(`${before}Ay`), Buffer.from(bytes), Buffer.from(`şe${after}`)]);
};

describe('JSON request bodies', () => {
  it.each([
    ['a lone continuation byte', [0x80]],
    ['an invalid start byte', [0xff]],
    ['an overlong encoding', [0xc0, 0xaf]],
    ['an encoded surrogate', [0xed, 0xa0, 0x80]],
    ['a cut sequence', [0xe2, 0x82]],
  ])('refuse invalid UTF-8 (%s) with a 400 envelope and store nothing', async (_name, bytes) => {
    const before = await userCount();
    const res = await register(withBytes(bytes), { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: { errorMessage: INVALID_UTF8_MESSAGE } });
    expect(await userCount()).toBe(before);
  });

  it('still read Turkish letters, a byte order mark and a charset parameter', async () => {
    const body = JSON.stringify(registration({ name: 'Çağrı', surname: 'Işık' }));
    const res = await register(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(body)]), {
      'content-type': 'application/json; charset=utf-8',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.app.deps.db
      .select({ name: users.name, surname: users.surname })
      .from(users)
      .where(sql`${users.id} = ${res.json().data}`);
    expect(row).toEqual({ name: 'Çağrı', surname: 'Işık' });
  });

  it('refuse a body without a Content-Type with 415 instead of reading it as JSON', async () => {
    const before = await userCount();
    const res = await register(JSON.stringify(registration()), {});
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      success: false,
      error: { errorMessage: MISSING_CONTENT_TYPE_MESSAGE },
    });
    expect(await userCount()).toBe(before);
  });

  it.each(['text/plain', 'text/plain; charset=utf-8'])(
    'refuse a valid JSON body sent as %s with 415 UNSUPPORTED_MEDIA_TYPE, as docs/security.md promises',
    async (contentType) => {
      const before = await userCount();
      const res = await register(JSON.stringify(registration()), { 'content-type': contentType });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ success: false, error: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
      expect(await userCount()).toBe(before);
    },
  );

  it('let calls without a body through without a Content-Type', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/categories/filter-options` });
    expect(res.statusCode).toBe(200);
  });
});

describe('query strings', () => {
  it('refuse prototype keys with a 400 naming the key, on a route whose schema would ignore unknown keys', async () => {
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${API}/courses/paginated?pageNumber=1&pageSize=5&${key}=x`,
      });
      expect(res.statusCode, key).toBe(400);
      const body = JSON.parse(res.body);
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(body.error.fields?.[key] ?? body.error.errors?.[key]).toBeTruthy();
    }
    const plain = await t.app.inject({
      method: 'GET',
      url: `${API}/courses/paginated?pageNumber=1&pageSize=5`,
    });
    expect(plain.statusCode).toBe(200);
  });
});
