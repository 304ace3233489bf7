import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../test/support/commerce-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { BAD_URL_MESSAGE, URL_TOO_LONG_MESSAGE } from './errors.ts';

/** Found by input fuzzing (security/fuzz.test.ts): the router answered these with Fastify's own body. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('URLs the router cannot read', () => {
  it.each([
    ['an invalid UTF-8 byte', `${API}/courses/%FF/detail`],
    ['an overlong encoding', `${API}/categories/%C0%AF`],
  ])('answer a path parameter with %s with a 400 envelope', async (_name, url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: null,
      data: null,
      error: { code: 'BAD_URL', errorMessage: BAD_URL_MESSAGE },
    });
  });

  it('answer a path parameter over the length limit with a 414 envelope', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: `${API}/users/${'x'.repeat(5_000)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({
      success: false,
      message: null,
      data: null,
      error: { code: 'URL_TOO_LONG', errorMessage: URL_TOO_LONG_MESSAGE },
    });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
