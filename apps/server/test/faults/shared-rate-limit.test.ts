import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openRedis } from '../../src/lib/redis.ts';
import { API } from '../support/commerce-fixtures.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';

/** Redis runs beside PostgreSQL on the development machines and in CI; TEST_REDIS_URL points elsewhere. */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const probe = async () => {
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
// Without a Redis to talk to (and none named by TEST_REDIS_URL) there is nothing to share: skipped, not failed.
const hasRedis = process.env.TEST_REDIS_URL ? true : await probe();

const LIMIT = 1_000;
const rateLimited = (t: TestApp) => t.app.inject({ method: 'GET', url: `${API}/categories/filter-options` });

describe.skipIf(!hasRedis)('general rate limit shared through Redis (REDIS_URL)', () => {
  const prefix = `kampus-test:${randomUUID()}:`;
  let redis: Redis;
  let proxy: TcpProxy;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    redis = new Redis(redisUrl);
    const target = new URL(redisUrl);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    // Both instances reach Redis through the proxy, so the test can take Redis away from them.
    const env = {
      REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
      REDIS_KEY_PREFIX: prefix,
      RATE_LIMIT_PER_MINUTE: String(LIMIT),
    };
    a = await createTestApp(env);
    b = await createTestApp(env);
  });
  afterAll(async () => {
    await proxy?.restore();
    await a?.close();
    await b?.close();
    await proxy?.close();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('counts the requests of both instances against one limit per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i += 1) statuses.push((await rateLimited(i % 2 === 0 ? a : b)).statusCode);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    // Each instance has answered only half of the limit itself, yet both now refuse.
    for (const t of [a, b]) {
      const res = await rateLimited(t);
      expect(res.statusCode).toBe(429);
      expect(res.json().error.errorMessage).toBe(
        'Çok fazla istek gönderildi. Lütfen daha sonra tekrar deneyin.',
      );
    }
  });

  it('lets requests through rather than failing them while Redis is unreachable, and counts again once it is back', async () => {
    await redis.del(...(await redis.keys(`${prefix}*`)));
    await proxy.cut();
    for (let i = 0; i < 5; i += 1) {
      const res = await rateLimited(i % 2 === 0 ? a : b);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await redis.keys(`${prefix}*`)).toEqual([]);
    await proxy.restore();
    // The clients reconnect by themselves, each on its own schedule (a growing pause between attempts): once both
    // are back, every request of either instance is counted in Redis again. An instance that never came back would
    // leave its requests uncounted, and the wait would end in failure.
    await vi.waitFor(
      async () => {
        const [key] = await redis.keys(`${prefix}*`);
        const before = key ? Number(await redis.get(key)) : 0;
        expect((await rateLimited(a)).statusCode).toBe(200);
        expect((await rateLimited(b)).statusCode).toBe(200);
        const [after] = await redis.keys(`${prefix}*`);
        expect(after).toBeDefined();
        expect(after === key ? Number(await redis.get(after as string)) : Number.NaN).toBe(before + 2);
      },
      { timeout: 20_000, interval: 100 },
    );
  });

  it('refuses to start when REDIS_URL names a server that does not answer', async () => {
    const closed = await startTcpProxy({ host: '127.0.0.1', port: 1 });
    const port = closed.port;
    await closed.close();
    const log = { warn: () => {}, info: () => {} } as unknown as FastifyBaseLogger;
    await expect(openRedis(`redis://127.0.0.1:${port}`, log)).rejects.toThrow(
      /Redis'e bağlanılamadı \(REDIS_URL\)/,
    );
  });
});
