import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/support/test-app.ts';
import { isRateLimitedPath } from './app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await t.close();
});

const hit = async (url: string, times: number) => {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await t.app.inject({ method: 'GET', url })).statusCode);
  return statuses;
};

describe('general rate limit per address', () => {
  it('counts API calls and answers 429 in the envelope past the limit', async () => {
    const statuses = await hit('/api/v1/web/users/information', 1000);
    expect(statuses.every((s) => s === 401)).toBe(true);
    const over = await t.app.inject({ method: 'GET', url: '/api/v1/web/users/information' });
    expect(over.statusCode).toBe(429);
    expect(over.json().error.errorMessage).toBe(
      'Çok fazla istek gönderildi. Lütfen daha sonra tekrar deneyin.',
    );
  });

  it('does not count the web app, health checks or public media, so a classroom behind one address can browse', async () => {
    const statuses = await hit('/api/v1/web/media/covers/no-such-cover.png', 50);
    expect(statuses).not.toContain(429);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/courses' })).statusCode).not.toBe(429);
  });

  it('limits only API paths outside the media area', () => {
    expect(isRateLimitedPath('/api/v1/web/courses/paginated?pageNumber=1')).toBe(true);
    expect(isRateLimitedPath('/api/v1/web/media/covers/a.png')).toBe(false);
    expect(isRateLimitedPath('/assets/root-abc.js')).toBe(false);
    expect(isRateLimitedPath('/healthz')).toBe(false);
  });
});
