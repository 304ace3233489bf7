import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { freshPostgresDatabase } from '@kampus/test-support';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  newDataDir,
  newStudent,
  type ServerProcess,
  spawnServer,
  testSecrets,
} from './support/server-process.ts';

/**
 * Two server processes on different ports share one PostgreSQL (and, with REDIS_URL, one Redis), as behind a load
 * balancer: whatever one of them does, the other sees at once.
 */

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const probeRedis = async () => {
  const client = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
};
const hasRedis = process.env.TEST_REDIS_URL ? true : await probeRedis();

const RATE_LIMIT = 1_000;
const TOO_MANY = 'Çok fazla istek gönderildi. Lütfen daha sonra tekrar deneyin.';

type Tokens = { accessToken: string; refreshToken: string };
type Page = { totalItemCount: number; items: Array<{ id: string; name: string; lecturerName: string }> };

describe.skipIf(!databaseUrl || !hasRedis)('two server instances on one PostgreSQL and one Redis', () => {
  const prefix = `kampus-test:${randomUUID()}:`;
  let dataDir: string;
  let a: ServerProcess;
  let b: ServerProcess;
  let db: pg.Client;
  let fresh: Awaited<ReturnType<typeof freshPostgresDatabase>> | undefined;
  let redis: Redis;

  const login = async (base: string, username: string, password: string) => {
    const res = await api(base, 'POST', '/authentication/login', { username, password });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data as Tokens;
  };
  const visitorPage = async (base: string, query = 'pageSize=5') =>
    (await api(base, 'GET', `/courses/paginated?${query}`)).json.data as Page;

  beforeAll(async () => {
    fresh = await freshPostgresDatabase(databaseUrl as string, 'kampus_two');
    db = new pg.Client({ connectionString: fresh.url });
    redis = new Redis(redisUrl);
    // One data directory, as a shared volume would be: the uploads (demo covers) must be the same for both.
    dataDir = await newDataDir();
    const env = {
      DATABASE_URL: fresh.url,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: prefix,
      RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ...testSecrets(),
    };
    // Started together on an empty database: they take turns to migrate and the demo data is seeded once.
    [a, b] = await Promise.all([spawnServer({ dataDir, env }), spawnServer({ dataDir, env })]);
    await db.connect();
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await db?.end();
    if (redis) {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    }
    await fresh?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('start together on an empty database, migrate once and seed the demo data once', async () => {
    expect(a.port).not.toBe(b.port);
    const migrations = await db.query(
      'SELECT count(*)::int AS n, count(DISTINCT hash)::int AS d FROM drizzle.__drizzle_migrations',
    );
    expect(migrations.rows[0].n).toBe(migrations.rows[0].d);
    const admins = await db.query(`SELECT count(*)::int AS n FROM users WHERE email = 'admin@kampus.dev'`);
    expect(admins.rows[0].n).toBe(1);
    const twins = await db.query('SELECT name FROM courses GROUP BY name HAVING count(*) > 1');
    expect(twins.rows).toEqual([]);
    expect((await visitorPage(a.url)).totalItemCount).toBe((await visitorPage(b.url)).totalItemCount);
  });

  it('honour a session opened on the other instance, and a logout on one ends it on both', async () => {
    const tokens = await login(a.url, 'ogrenci@kampus.dev', 'Ogrenci123!');
    expect((await api(b.url, 'GET', '/courses/my-courses', undefined, tokens.accessToken)).status).toBe(200);

    // A refresh on B rotates the token; presenting the old one again on A ends the whole session, on both.
    const rotated = await api(b.url, 'POST', '/authentication/refresh-token', {
      RefreshToken: tokens.refreshToken,
    });
    expect(rotated.status).toBe(200);
    const fresh = rotated.json.data as Tokens;
    expect((await api(a.url, 'GET', '/courses/my-courses', undefined, fresh.accessToken)).status).toBe(200);
    const reused = await api(a.url, 'POST', '/authentication/refresh-token', {
      RefreshToken: tokens.refreshToken,
    });
    expect(reused.status).toBe(401);
    for (const base of [a.url, b.url])
      expect((await api(base, 'GET', '/courses/my-courses', undefined, fresh.accessToken)).status).toBe(401);

    const again = await login(b.url, 'ogrenci@kampus.dev', 'Ogrenci123!');
    expect((await api(a.url, 'POST', '/authentication/logout', undefined, again.accessToken)).status).toBe(
      200,
    );
    expect((await api(b.url, 'GET', '/courses/my-courses', undefined, again.accessToken)).status).toBe(401);
    const afterLogout = await api(b.url, 'POST', '/authentication/refresh-token', {
      RefreshToken: again.refreshToken,
    });
    expect(afterLogout.status).toBe(401);
  });

  it('count failed logins of one account across both instances', async () => {
    const student = await newStudent(a.url);
    const wrong = { username: student.email, password: 'yanlış-şifre' };
    for (const base of [a.url, b.url, a.url, b.url, a.url])
      expect((await api(base, 'POST', '/authentication/login', wrong)).status).toBe(422);
    // Five failures, split 3 + 2: the limit holds on both, even for the right password.
    for (const base of [a.url, b.url]) {
      const res = await api(base, 'POST', '/authentication/login', {
        username: student.email,
        password: student.password,
      });
      expect(res.status).toBe(429);
    }
  });

  it('agree on catalogue counts and cached pages right after a change made through the other instance', async () => {
    const lecturer = await login(b.url, 'egitmen@kampus.dev', 'Egitmen123!');
    const own = await api(
      b.url,
      'GET',
      '/courses/lecturer-courses?status=published',
      undefined,
      lecturer.accessToken,
    );
    const course = (own.json.data as Array<{ id: string; name: string }>)[0];
    expect(course).toBeDefined();
    const id = course?.id as string;
    const search = `search=${encodeURIComponent(course?.name as string)}&pageSize=5`;

    // Warm both instances' caches (counts, visitor pages) for the plain list and for a search.
    const total = (await visitorPage(a.url)).totalItemCount;
    for (const base of [a.url, b.url, a.url, b.url]) {
      expect((await visitorPage(base)).totalItemCount).toBe(total);
      expect((await visitorPage(base, search)).items.map((c) => c.id)).toContain(id);
    }

    const archive = await api(
      b.url,
      'PUT',
      `/courses/${id}/publish-status`,
      { publishStatus: 2 },
      lecturer.accessToken,
    );
    expect(archive.status, JSON.stringify(archive.json)).toBe(200);
    for (const base of [a.url, b.url]) {
      expect((await visitorPage(base)).totalItemCount).toBe(total - 1);
      expect((await visitorPage(base, search)).items.map((c) => c.id)).not.toContain(id);
    }

    for (const status of [0, 1]) {
      const res = await api(
        a.url,
        'PUT',
        `/courses/${id}/publish-status`,
        { publishStatus: status },
        lecturer.accessToken,
      );
      expect(res.status, JSON.stringify(res.json)).toBe(200);
    }
    for (const base of [b.url, a.url]) {
      expect((await visitorPage(base)).totalItemCount).toBe(total);
      expect((await visitorPage(base, search)).items.map((c) => c.id)).toContain(id);
    }

    // The lecturer's new name reaches the cached cards of both instances.
    const profile = await api(b.url, 'GET', '/students/by-session', undefined, lecturer.accessToken);
    const renamed = { ...(profile.json.data as Record<string, string>), surname: 'Yeniadlı' };
    const update = await api(b.url, 'POST', '/students/by-session', renamed, lecturer.accessToken);
    expect(update.status, JSON.stringify(update.json)).toBe(200);
    for (const base of [a.url, b.url]) {
      const card = (await visitorPage(base, search)).items.find((c) => c.id === id);
      expect(card?.lecturerName).toContain('Yeniadlı');
    }
  });

  it('share one general rate limit per address through Redis', async () => {
    // A fresh window: earlier tests' requests do not count, and the burst ends well within the minute.
    const old = await redis.keys(`${prefix}*`);
    if (old.length > 0) await redis.del(...old);
    const statuses: number[] = [];
    const total = RATE_LIMIT + 300;
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < total; i = next++) {
        const res = await fetch(`${i % 2 === 0 ? a.url : b.url}/api/v1/web/categories/filter-options`);
        statuses.push(res.status);
        if (res.status === 429) expect((await res.json()).error.errorMessage).toBe(TOO_MANY);
        else await res.arrayBuffer();
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    // Alone, each instance would let 1,000 through (2,000 in all); together they let exactly 1,000 through.
    expect(statuses.filter((s) => s === 200)).toHaveLength(RATE_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(total - RATE_LIMIT);
  });
});
