import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/plugins/errors.ts';
import { API, loginAs, registerUser } from '../support/auth.ts';
import { testDriver } from '../support/test-app.ts';
import { createProxiedTestApp, type ProxiedTestApp } from './proxied-test-app.ts';

/** Waits for a condition that the test itself brings about; gives up (failing the test) after many rounds. */
const until = async (condition: () => boolean | Promise<boolean>, what: string) => {
  for (let round = 0; round < 500; round += 1) {
    if (await condition()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`never happened: ${what}`);
};

const expectUnavailable = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(503);
  expect(res.json()).toEqual({
    success: false,
    message: null,
    data: null,
    error: { code: 'DATABASE_UNAVAILABLE', errorMessage: DATABASE_UNAVAILABLE_MESSAGE },
  });
  expect(res.headers['retry-after']).toBe('5');
};

// PGlite runs inside the server process, so there is no connection to lose: these run on PostgreSQL only.
describe.skipIf(testDriver() !== 'postgres')('PostgreSQL unavailable while requests run', () => {
  let t: ProxiedTestApp;
  let email: string;
  let password: string;
  let token: string;

  const requests = () => ({
    list: () => t.app.inject({ method: 'GET', url: `${API}/courses/paginated?pageSize=5` }),
    myCourses: () =>
      t.app.inject({
        method: 'GET',
        url: `${API}/courses/my-courses`,
        headers: { authorization: `Bearer ${token}` },
      }),
    login: () =>
      t.app.inject({
        method: 'POST',
        url: `${API}/authentication/login`,
        payload: { username: email, password },
      }),
    basket: () =>
      t.app.inject({
        method: 'GET',
        url: `${API}/baskets`,
        headers: { authorization: `Bearer ${token}` },
      }),
  });

  beforeAll(async () => {
    t = await createProxiedTestApp({ connectionTimeoutMillis: 1_000 });
    const user = await registerUser(t);
    email = user.body.email;
    password = user.body.password;
    token = (await loginAs(t, email, password)).accessToken;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 503 with a Turkish message to the requests in flight when the connection is cut', async () => {
    const r = requests();
    t.proxy.hold();
    const inFlight = [r.list(), r.myCourses(), r.login(), r.basket(), r.list(), r.myCourses()];
    // Every request has at least reached the database (its bytes sit in the proxy) before the cut.
    await until(() => t.proxy.heldConnections() >= 1, 'a query held in the proxy');
    await t.proxy.cut();
    const answers = await Promise.all(inFlight);
    for (const res of answers) expectUnavailable(res);
  });

  it('answers 503 to new requests, signed in or not, and turns /readyz red while the database is gone', async () => {
    const r = requests();
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'database-unavailable' });
    expectUnavailable(await r.list());
    // Not a 401: the session could not be checked, which is not the same as a bad session.
    expectUnavailable(await r.myCourses());
    // Not a 422 "wrong password": the account could not be read.
    expectUnavailable(await r.login());
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
  });

  it('recovers by itself once the database is back, without a restart', async () => {
    await t.proxy.restore();
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    const r = requests();
    const list = await r.list();
    expect(list.statusCode, list.body).toBe(200);
    expect((await r.myCourses()).statusCode).toBe(200);
    expect((await r.basket()).statusCode).toBe(200);
    const login = await r.login();
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().data.accessToken).toEqual(expect.any(String));
  });

  it('answers 503 instead of hanging when the database accepts connections but never answers', async () => {
    await t.proxy.cut();
    await t.proxy.blackHole();
    const r = requests();
    // The first requests may still pick up pooled connections the cut just ended; keep asking until one of them
    // had to open a new connection, which the black hole swallowed, and was answered once the connect timed out.
    const answers: LightMyRequestResponse[] = [];
    await until(async () => {
      answers.push(await r.list());
      return t.proxy.swallowedConnections() > 0;
    }, 'a connection attempt swallowed by the black hole');
    for (const res of answers) expectUnavailable(res);
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    await t.proxy.cut();
    await t.proxy.restore();
    expect((await r.list()).statusCode).toBe(200);
  });

  it('keeps serving after PostgreSQL ends every connection of the server, as a database restart does', async () => {
    const { default: pg } = await import('pg');
    const r = requests();
    expect((await r.list()).statusCode).toBe(200);
    const admin = new pg.Client({ connectionString: t.adminUrl });
    await admin.connect();
    const { rowCount } = await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [t.databaseName],
    );
    await admin.end();
    expect(rowCount).toBeGreaterThan(0);
    // A request that picks up a connection the server just ended may get a 503; none gets a 500, and the pool
    // replaces the ended connections with new ones.
    const statuses: number[] = [];
    for (let i = 0; i < 20 && statuses.at(-1) !== 200; i += 1) {
      const res = await r.myCourses();
      if (res.statusCode === 503) expectUnavailable(res);
      statuses.push(res.statusCode);
    }
    expect(
      statuses.every((s) => s === 200 || s === 503),
      statuses.join(','),
    ).toBe(true);
    expect(statuses.at(-1)).toBe(200);
  });
});
