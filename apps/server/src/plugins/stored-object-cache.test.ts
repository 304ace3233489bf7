import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage, newStorageKey, type Storage, sendStoredObject } from './storage.ts';
import { createStoredObjectCache } from './stored-object-cache.ts';

/** A disk storage that counts the reads of each key. */
const countingStorage = (dir: string) => {
  const inner = createLocalStorage(dir);
  const reads = new Map<string, number>();
  const storage: Storage = {
    ...inner,
    get: (key, range) => {
      reads.set(key, (reads.get(key) ?? 0) + 1);
      return inner.get(key, range);
    },
  };
  return { storage, readsOf: (key: string) => reads.get(key) ?? 0 };
};

const put = (storage: Storage, key: string, bytes: Buffer) =>
  storage.put(key, Readable.from([bytes]), { maxBytes: bytes.length + 1 });

describe('stored-object cache', () => {
  let root = '';
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'kampus-object-cache-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  const serverOver = (
    storage: Storage,
    cache = createStoredObjectCache({ maxBytes: 1000, maxObjectBytes: 400 }),
  ) => {
    const app = Fastify();
    app.get<{ Params: { area: string; name: string } }>('/files/:area/:name', (request, reply) =>
      sendStoredObject(request, reply, storage, `${request.params.area}/${request.params.name}`, {
        contentType: 'application/octet-stream',
        cacheControl: 'no-store',
        cache,
      }),
    );
    return app;
  };

  it('reads a kept object once, then answers from memory, ranges included', async () => {
    const { storage, readsOf } = countingStorage(path.join(root, 'a'));
    const key = newStorageKey('hls', '.ts');
    const bytes = Buffer.from('0123456789'.repeat(30));
    await put(storage, key, bytes);
    const app = serverOver(storage);
    const first = await app.inject({ url: `/files/${key}` });
    const second = await app.inject({ url: `/files/${key}` });
    const range = await app.inject({ url: `/files/${key}`, headers: { range: 'bytes=10-19' } });
    expect([first.statusCode, second.statusCode, range.statusCode]).toEqual([200, 200, 206]);
    expect(first.rawPayload.equals(bytes)).toBe(true);
    expect(second.rawPayload.equals(bytes)).toBe(true);
    expect(range.body).toBe('0123456789');
    expect(range.headers['content-range']).toBe(`bytes 10-19/${bytes.length}`);
    expect(readsOf(key)).toBe(1);
  });

  it('never serves a deleted or replaced object from memory', async () => {
    const { storage, readsOf } = countingStorage(path.join(root, 'b'));
    const key = newStorageKey('hls', '.ts');
    await put(storage, key, Buffer.from('eski içerik'));
    const app = serverOver(storage);
    expect((await app.inject({ url: `/files/${key}` })).body).toBe('eski içerik');
    await put(storage, key, Buffer.from('yeni ve daha uzun içerik'));
    expect((await app.inject({ url: `/files/${key}` })).body).toBe('yeni ve daha uzun içerik');
    expect(readsOf(key)).toBe(2);
    await storage.delete(key);
    expect((await app.inject({ url: `/files/${key}` })).statusCode).toBe(404);
  });

  it('streams objects above the size limit and keeps no more than its bytes', async () => {
    const { storage, readsOf } = countingStorage(path.join(root, 'c'));
    const large = newStorageKey('hls', '.ts');
    await put(storage, large, Buffer.alloc(500, 1));
    const app = serverOver(storage);
    await app.inject({ url: `/files/${large}` });
    await app.inject({ url: `/files/${large}` });
    expect(readsOf(large)).toBe(2);

    // Three objects of 400 bytes in a cache of 1,000: the least recently used one is read again.
    const keys = [newStorageKey('hls', '.ts'), newStorageKey('hls', '.ts'), newStorageKey('hls', '.ts')];
    for (const key of keys) await put(storage, key, Buffer.alloc(400, 2));
    for (const key of keys) await app.inject({ url: `/files/${key}` });
    await app.inject({ url: `/files/${keys[2]}` });
    await app.inject({ url: `/files/${keys[0]}` });
    expect(keys.map(readsOf)).toEqual([2, 1, 1]);
  });
});
