import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createLocalStorage, isStorageKey, newStorageKey, parseRange } from '../../plugins/storage.ts';

let t: TestApp;
const bytes = Buffer.from('0123456789abcdef');
let pngKey: string;

beforeAll(async () => {
  t = await createTestApp();
  pngKey = newStorageKey('covers', '.png');
  await t.app.deps.storage.put(pngKey, Readable.from([bytes]), { maxBytes: 1024 });
});

afterAll(async () => {
  await t.close();
});

const coverUrl = (key: string) => `/api/v1/web/media/covers/${key.slice('covers/'.length)}`;

describe('GET /media/covers/:key', () => {
  it('serves a stored cover with its image type, a long cache and nosniff', async () => {
    const res = await t.app.inject({ method: 'GET', url: coverUrl(pngKey) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(bytes)).toBe(true);
  });

  it('answers a Range request with 206 and only those bytes', async () => {
    const res = await t.app.inject({ method: 'GET', url: coverUrl(pngKey), headers: { range: 'bytes=4-7' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 4-7/${bytes.length}`);
    expect(res.payload).toBe('4567');
  });

  it('answers a range beyond the end with 416', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: coverUrl(pngKey),
      headers: { range: 'bytes=100-' },
    });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${bytes.length}`);
  });

  it('answers 304 when the cached copy is current', async () => {
    const first = await t.app.inject({ method: 'GET', url: coverUrl(pngKey) });
    const again = await t.app.inject({
      method: 'GET',
      url: coverUrl(pngKey),
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('refuses anything that is not an image key of the covers area (404)', async () => {
    const htmlKey = newStorageKey('covers', '.html');
    await t.app.deps.storage.put(htmlKey, Readable.from(['<script>alert(1)</script>']), { maxBytes: 1024 });
    for (const url of [
      coverUrl(htmlKey),
      '/api/v1/web/media/covers/..%2F..%2Fjwt-secret',
      '/api/v1/web/media/covers/not-a-key.png',
      `/api/v1/web/media/covers/${newStorageKey('x', '.png').slice(2)}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().success).toBe(false);
    }
  });
});

describe('local storage', () => {
  it('makes keys of a fixed shape that never contain traversal', () => {
    const key = newStorageKey('lectures', '.MP4');
    expect(key).toMatch(/^lectures\/[0-9a-f-]{36}\.mp4$/);
    expect(isStorageKey(key)).toBe(true);
    expect(isStorageKey('lectures/../../etc/passwd')).toBe(false);
    expect(() => newStorageKey('../x', '.png')).toThrow();
    expect(() => newStorageKey('covers', '.p/ng')).toThrow();
  });

  it('refuses an upload over the size limit with 413 and keeps nothing', async () => {
    const storage = createLocalStorage(path.join(t.dataDir, 'limit-test'));
    const key = newStorageKey('lectures', '.mp4');
    await expect(
      storage.put(key, Readable.from([Buffer.alloc(600), Buffer.alloc(600)]), { maxBytes: 1000 }),
    ).rejects.toMatchObject({ status: 413 });
    expect(await storage.stat(key)).toBeNull();
    expect(await readdir(path.join(t.dataDir, 'limit-test', 'lectures'))).toEqual([]);
  });

  it('stores, reads a range, copies independently and deletes', async () => {
    const storage = createLocalStorage(path.join(t.dataDir, 'roundtrip'));
    const key = newStorageKey('pages', '.html');
    expect(await storage.put(key, Readable.from(['<h1>Merhaba</h1>']), { maxBytes: 100 })).toEqual({
      size: 16,
    });
    expect(await text(await storage.get(key, { start: 4, end: 10 }))).toBe('Merhaba');
    const copy = newStorageKey('pages', '.html');
    await storage.copy(key, copy);
    await storage.delete(key);
    expect(await storage.stat(key)).toBeNull();
    expect(await text(await storage.get(copy))).toBe('<h1>Merhaba</h1>');
    await storage.delete(key);
    await expect(storage.get(key)).rejects.toMatchObject({ status: 404 });
  });

  it('parses single byte ranges', () => {
    expect(parseRange('bytes=0-', 10)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
    expect(parseRange('bytes=5-100', 10)).toEqual({ start: 5, end: 9 });
    expect(parseRange('bytes=10-', 10)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,3-4', 10)).toBeNull();
    expect(parseRange(undefined, 10)).toBeNull();
  });
});
