import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/support/auth.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { DOCS_CSP } from './security-headers.ts';
import { newStorageKey } from './storage.ts';

/** A stand-in for the built web app: one inline script (hashed into the policy) and one hashed asset. */
const INLINE_SCRIPT = 'window.__kampus = 1;';
const INDEX_HTML = `<!DOCTYPE html><html lang="tr"><head><script>${INLINE_SCRIPT}</script><script type="module" src="/assets/app-1a2b.js"></script></head><body></body></html>`;

let webDist: string;
let t: TestApp;
let https: TestApp;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'kampus-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  await writeFile(path.join(webDist, 'assets', 'app-1a2b.js'), 'console.log("kampus");');
  t = await createTestApp({ WEB_DIST: webDist });
  https = await createTestApp({ WEB_DIST: webDist, PUBLIC_URL: 'https://kampus.example.com' });
});
afterAll(async () => {
  await t?.close();
  await https?.close();
  await rm(webDist, { recursive: true, force: true });
});

const get = (app: TestApp, url: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url, headers });

/** One answer of every kind the server gives: API success and refusals, 404s, the page, a static file, health. */
const answers = async (app: TestApp) => {
  const { tokens } = await signedInUser(app);
  return {
    'API success': await get(app, '/api/v1/web/users/information', {
      authorization: `Bearer ${tokens.accessToken}`,
    }),
    'API 401': await get(app, '/api/v1/web/users/information'),
    'API 400': await app.app.inject({
      method: 'POST',
      url: '/api/v1/web/authentication/login',
      payload: { username: '' },
    }),
    'API 404': await get(app, '/api/v1/web/yok-boyle-bir-yol'),
    'web page (deep link)': await get(app, '/courses'),
    'static asset': await get(app, '/assets/app-1a2b.js'),
    'missing static file': await get(app, '/assets/yok.js'),
    health: await get(app, '/healthz'),
  };
};

describe('security headers', () => {
  it('sends nosniff, frame-ancestors, referrer policy and a CSP on every kind of answer, and no X-Powered-By or Server', async () => {
    for (const [kind, res] of Object.entries(await answers(t))) {
      expect(res.headers['x-content-type-options'], kind).toBe('nosniff');
      expect(res.headers['x-frame-options'], kind).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy'], kind).toBe('no-referrer');
      expect(res.headers['content-security-policy'], kind).toContain("frame-ancestors 'self'");
      expect(res.headers['content-security-policy'], kind).toContain("object-src 'none'");
      expect(res.headers['x-powered-by'], kind).toBeUndefined();
      expect(res.headers.server, kind).toBeUndefined();
      expect(res.headers['strict-transport-security'], kind).toBeUndefined();
    }
  });

  it('allows the built page’s inline scripts by their hashes and no other inline script', async () => {
    const res = await get(t, '/login');
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src '));
    expect(scriptSrc?.trim()).toBe(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).toContain("script-src-attr 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
  });

  it('sends HSTS for a year with subdomains on every answer when PUBLIC_URL is https', async () => {
    for (const [kind, res] of Object.entries(await answers(https)))
      expect(res.headers['strict-transport-security'], kind).toBe('max-age=31536000; includeSubDomains');
  });

  it('gives the API docs page its own policy, still closed to framing by others and to plugins', async () => {
    const res = await get(t, '/api/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(DOCS_CSP);
    expect(DOCS_CSP).toContain("frame-ancestors 'self'");
    expect(DOCS_CSP).toContain("object-src 'none'");
  });
});

describe('Cache-Control of API answers', () => {
  it('marks every API answer no-store, successes and refusals alike', async () => {
    const all = await answers(t);
    for (const kind of ['API success', 'API 401', 'API 400', 'API 404'] as const)
      expect(all[kind].headers['cache-control'], kind).toBe('no-store');
  });

  it('keeps the caching a route chose for itself (public covers)', async () => {
    const key = newStorageKey('covers', '.png');
    await t.app.deps.storage.put(key, Readable.from([Buffer.from('89504e470d0a1a0a', 'hex')]), {
      maxBytes: 100,
    });
    const res = await get(t, `/api/v1/web/media/covers/${key.slice('covers/'.length)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('leaves the web app’s own caching alone: hashed assets for good, the page always revalidated', async () => {
    const all = await answers(t);
    expect(all['static asset'].headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(all['web page (deep link)'].headers['cache-control']).toBe('no-cache');
  });
});

describe('Content-Disposition of API answers', () => {
  it('marks every JSON answer of the API as an attachment, so a browser tab never renders one as a page', async () => {
    const all = await answers(t);
    for (const kind of ['API success', 'API 401', 'API 400', 'API 404'] as const)
      expect(all[kind].headers['content-disposition'], kind).toBe('attachment; filename="api.json"');
    expect(all['web page (deep link)'].headers['content-disposition']).toBeUndefined();
    expect(all.health.headers['content-disposition']).toBeUndefined();
  });
});

describe('request ids', () => {
  it('names every answer with the id of its log lines', async () => {
    for (const [kind, res] of Object.entries(await answers(t)))
      expect(res.headers['x-request-id'], kind).toMatch(/^[\w.:-]{1,64}$/);
  });

  it('keeps a proxy’s plain request id and replaces one that could forge or flood log lines', async () => {
    const kept = await get(t, '/healthz', { 'x-request-id': 'proxy-42.a:b' });
    expect(kept.headers['x-request-id']).toBe('proxy-42.a:b');
    for (const forged of ['a\nb', 'x'.repeat(65), '"},{"level":60', ''])
      expect((await get(t, '/healthz', { 'x-request-id': forged })).headers['x-request-id']).toMatch(
        /^[0-9a-f-]{36}$/,
      );
  });
});

describe('cross-origin requests', () => {
  it('grants no other origin access to the API: no CORS headers, preflights included', async () => {
    const { tokens } = await signedInUser(t);
    const simple = await get(t, '/api/v1/web/users/information', {
      origin: 'https://kotu-niyetli.example',
      authorization: `Bearer ${tokens.accessToken}`,
    });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/web/authentication/change-password',
      headers: {
        origin: 'https://kotu-niyetli.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.statusCode).toBe(404);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-headers']).toBeUndefined();
  });
});
