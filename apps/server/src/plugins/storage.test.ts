import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../test/support/s3-server.ts';
import { createS3Client, createS3Storage, openS3Storage } from './s3-storage.ts';
import { createLocalStorage, newStorageKey, openStorage, type Storage } from './storage.ts';

const MiB = 1_048_576;

/** A storage nobody else writes to, and every file it keeps (objects and anything half-written). */
type Fresh = { storage: Storage; leftovers: () => Promise<string[]> };
type Backend = {
  name: string;
  start: () => Promise<void>;
  fresh: () => Promise<Fresh>;
  stop: () => Promise<void>;
};

const localBackend = (): Backend => {
  let root = '';
  let n = 0;
  return {
    name: 'disk',
    start: async () => {
      root = await mkdtemp(path.join(os.tmpdir(), 'kampus-storage-'));
    },
    fresh: async () => {
      const dir = path.join(root, `s${++n}`);
      return {
        storage: createLocalStorage(dir),
        leftovers: async () =>
          (await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []))
            .filter((e) => e.isFile())
            .map((e) => path.relative(dir, path.join(e.parentPath, e.name))),
      };
    },
    stop: () => rm(root, { recursive: true, force: true }),
  };
};

const s3Backend = (): Backend => {
  let server: TestS3Server;
  const clients: Array<{ destroy: () => void }> = [];
  let n = 0;
  return {
    name: 'S3 (s3rver)',
    start: async () => {
      server = await startS3Server();
    },
    fresh: async () => {
      const bucket = `kampus-${++n}`;
      await server.createBucket(bucket);
      const client = createS3Client(server.settings(bucket));
      clients.push(client);
      return { storage: createS3Storage(client, bucket), leftovers: () => server.filesOf(bucket) };
    },
    stop: async () => {
      for (const client of clients) client.destroy();
      await server.close();
    },
  };
};

/** `total` bytes of `data` in 64 KiB chunks, as a network upload arrives; optionally failing after `failAfter`. */
const chunked = (data: Buffer, failAfter?: number) =>
  Readable.from(
    (function* () {
      for (let at = 0; at < data.length; at += 64 * 1024) {
        if (failAfter !== undefined && at >= failAfter) throw new Error('bağlantı koptu');
        yield data.subarray(at, at + 64 * 1024);
      }
    })(),
  );

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe.each([localBackend(), s3Backend()])('$name storage', (backend) => {
  beforeAll(backend.start);
  afterAll(backend.stop);

  it('stores a stream, reports its size and modification time, and reads it back whole', async () => {
    const { storage } = await backend.fresh();
    const key = newStorageKey('pages', '.html');
    expect(await storage.put(key, Readable.from(['<h1>Merhaba</h1>']), { maxBytes: 100 })).toEqual({
      size: 16,
    });
    const info = await storage.stat(key);
    expect(info?.size).toBe(16);
    expect(info?.modifiedAt).toBeInstanceOf(Date);
    expect(Number.isNaN(info?.modifiedAt.getTime())).toBe(false);
    expect(await text(await storage.get(key))).toBe('<h1>Merhaba</h1>');
  });

  it('stores an empty file', async () => {
    const { storage } = await backend.fresh();
    const key = newStorageKey('pages', '.txt');
    expect(await storage.put(key, Readable.from([]), { maxBytes: 100 })).toEqual({ size: 0 });
    expect(await storage.stat(key)).toMatchObject({ size: 0 });
    expect((await buffer(await storage.get(key))).length).toBe(0);
  });

  it('reads only the requested inclusive byte range', async () => {
    const { storage } = await backend.fresh();
    const key = newStorageKey('pages', '.html');
    await storage.put(key, Readable.from(['<h1>Merhaba</h1>']), { maxBytes: 100 });
    expect(await text(await storage.get(key, { start: 4, end: 10 }))).toBe('Merhaba');
    expect(await text(await storage.get(key, { start: 0, end: 1 }))).toBe('<h');
    expect(await text(await storage.get(key, { start: 11, end: 15 }))).toBe('</h1>');
  });

  it('streams a file of several multipart parts intact and reads ranges across part boundaries', async () => {
    const { storage, leftovers } = await backend.fresh();
    const data = randomBytes(11 * MiB + 123);
    const key = newStorageKey('lectures', '.mp4');
    expect(await storage.put(key, chunked(data), { maxBytes: 12 * MiB })).toEqual({ size: data.length });
    expect(await storage.stat(key)).toMatchObject({ size: data.length });
    expect(sha256(await buffer(await storage.get(key)))).toBe(sha256(data));
    for (const start of [5 * MiB - 10, 10 * MiB - 1]) {
      const end = start + 20;
      expect(
        (await buffer(await storage.get(key, { start, end }))).equals(data.subarray(start, end + 1)),
      ).toBe(true);
    }
    const tail = await buffer(await storage.get(key, { start: data.length - 5, end: data.length - 1 }));
    expect(tail.equals(data.subarray(-5))).toBe(true);
    // Only the object itself (no parts of the multipart upload) remains.
    expect((await leftovers()).filter((f) => !f.startsWith(key))).toEqual([]);
  });

  it('answers a missing key with null from stat and 404 from get', async () => {
    const { storage } = await backend.fresh();
    const key = newStorageKey('covers', '.png');
    expect(await storage.stat(key)).toBeNull();
    await expect(storage.get(key)).rejects.toMatchObject({ status: 404, message: 'Dosya bulunamadı.' });
    await expect(storage.get(key, { start: 0, end: 3 })).rejects.toMatchObject({ status: 404 });
  });

  it('deletes an object, and deleting a missing one is no error', async () => {
    const { storage, leftovers } = await backend.fresh();
    const key = newStorageKey('covers', '.png');
    await storage.put(key, Readable.from([Buffer.from('png-bytes')]), { maxBytes: 100 });
    await storage.delete(key);
    expect(await storage.stat(key)).toBeNull();
    await expect(storage.get(key)).rejects.toMatchObject({ status: 404 });
    await expect(storage.delete(key)).resolves.toBeUndefined();
    expect(await leftovers()).toEqual([]);
  });

  it('overwrites an object stored again under the same key', async () => {
    const { storage } = await backend.fresh();
    const key = newStorageKey('pages', '.html');
    await storage.put(key, Readable.from(['birinci sürüm']), { maxBytes: 100 });
    await storage.put(key, Readable.from(['ikinci']), { maxBytes: 100 });
    expect(await text(await storage.get(key))).toBe('ikinci');
  });

  it('copies into an independent object: deleting either leaves the other intact', async () => {
    const { storage } = await backend.fresh();
    const original = newStorageKey('covers', '.jpg');
    await storage.put(original, Readable.from([Buffer.from('jpeg-bytes')]), { maxBytes: 100 });
    const first = newStorageKey('covers', '.jpg');
    const second = newStorageKey('covers', '.jpg');
    await storage.copy(original, first);
    await storage.copy(original, second);
    await storage.delete(original);
    expect(await text(await storage.get(first))).toBe('jpeg-bytes');
    await storage.delete(first);
    expect(await storage.stat(second)).toMatchObject({ size: 10 });
    expect(await text(await storage.get(second))).toBe('jpeg-bytes');
  });

  it('refuses to copy a missing object with 404', async () => {
    const { storage } = await backend.fresh();
    await expect(
      storage.copy(newStorageKey('covers', '.jpg'), newStorageKey('covers', '.jpg')),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('refuses an upload over the limit with 413 and leaves nothing behind', async () => {
    const { storage, leftovers } = await backend.fresh();
    const key = newStorageKey('lectures', '.mp4');
    await expect(
      storage.put(key, Readable.from([Buffer.alloc(600), Buffer.alloc(600)]), { maxBytes: 1000 }),
    ).rejects.toMatchObject({
      status: 413,
      message: 'Dosya çok büyük. En fazla 1 MB büyüklüğünde dosya yükleyebilirsiniz.',
    });
    expect(await storage.stat(key)).toBeNull();
    expect(await leftovers()).toEqual([]);
  });

  it('accepts a file of exactly the limit', async () => {
    const { storage } = await backend.fresh();
    const key = newStorageKey('lectures', '.mp4');
    expect(await storage.put(key, Readable.from([Buffer.alloc(1000)]), { maxBytes: 1000 })).toEqual({
      size: 1000,
    });
  });

  it('refuses with 413 a file that passes the limit after whole parts were sent, and keeps none of them', async () => {
    const { storage, leftovers } = await backend.fresh();
    const key = newStorageKey('lectures', '.mp4');
    await expect(
      storage.put(key, chunked(randomBytes(13 * MiB)), { maxBytes: 11 * MiB }),
    ).rejects.toMatchObject({ status: 413, message: expect.stringContaining('En fazla 11 MB') });
    expect(await storage.stat(key)).toBeNull();
    expect(await leftovers()).toEqual([]);
  });

  it('keeps nothing when the upload breaks off midway, and passes on why', async () => {
    const { storage, leftovers } = await backend.fresh();
    const key = newStorageKey('lectures', '.webm');
    await expect(
      storage.put(key, chunked(randomBytes(12 * MiB), 7 * MiB), { maxBytes: 50 * MiB }),
    ).rejects.toThrow('bağlantı koptu');
    expect(await storage.stat(key)).toBeNull();
    expect(await leftovers()).toEqual([]);
  });

  it('lists every stored key once, without uploads that broke off', async () => {
    const { storage } = await backend.fresh();
    const keys = [
      newStorageKey('covers', '.png'),
      newStorageKey('lectures', '.mp4'),
      newStorageKey('pages', '.html'),
    ];
    for (const key of keys) await storage.put(key, Readable.from([Buffer.from(key)]), { maxBytes: MiB });
    await expect(
      storage.put(newStorageKey('lectures', '.mp4'), chunked(randomBytes(256 * 1024), 128 * 1024), {
        maxBytes: MiB,
      }),
    ).rejects.toThrow('bağlantı koptu');
    const listed: string[] = [];
    for await (const key of storage.list()) listed.push(key);
    expect(listed.sort()).toEqual([...keys].sort());
  });

  it('lists nothing for an empty storage', async () => {
    const { storage } = await backend.fresh();
    const listed: string[] = [];
    for await (const key of storage.list()) listed.push(key);
    expect(listed).toEqual([]);
  });

  it('refuses keys that newStorageKey did not make', async () => {
    const { storage } = await backend.fresh();
    for (const key of ['../jwt-secret', 'covers/../../etc/passwd', 'covers/x.png', '/covers/a'])
      await expect(storage.stat(key), key).rejects.toThrow('invalid storage key');
  });
});

describe('S3 storage uploads', () => {
  it('sends parts while the file is still arriving instead of reading it whole first', async () => {
    let readSoFar = 0;
    let readAtFirstPart: number | undefined;
    const server = await startS3Server({
      onRequest: ({ method, url }) => {
        if (method === 'PUT' && url.searchParams.get('partNumber') === '1') readAtFirstPart ??= readSoFar;
      },
    });
    await server.createBucket('kampus-stream');
    const client = createS3Client(server.settings('kampus-stream'));
    const data = randomBytes(30 * MiB);
    const source = Readable.from(
      (function* () {
        for (let at = 0; at < data.length; at += 64 * 1024) {
          readSoFar = Math.min(at + 64 * 1024, data.length);
          yield data.subarray(at, at + 64 * 1024);
        }
      })(),
    );
    const key = newStorageKey('lectures', '.mp4');
    await createS3Storage(client, 'kampus-stream').put(key, source, { maxBytes: 40 * MiB });
    // Two 5 MiB parts in flight plus the streams' small buffers: nowhere near the whole 30 MiB.
    expect(readAtFirstPart).toBeDefined();
    expect(readAtFirstPart).toBeLessThan(12 * MiB);
    expect(readSoFar).toBe(data.length);
    client.destroy();
    await server.close();
  });

  it('still answers 413, not the server’s error, when the server cannot abort the multipart upload', async () => {
    const server = await startS3Server({ canAbortMultipart: false });
    await server.createBucket('kampus-no-abort');
    const client = createS3Client(server.settings('kampus-no-abort'));
    const storage = createS3Storage(client, 'kampus-no-abort');
    const key = newStorageKey('lectures', '.mp4');
    await expect(
      storage.put(key, chunked(randomBytes(13 * MiB)), { maxBytes: 11 * MiB }),
    ).rejects.toMatchObject({
      status: 413,
    });
    expect(await storage.stat(key)).toBeNull();
    client.destroy();
    await server.close();
  });
});

describe('openStorage', () => {
  let server: TestS3Server;
  beforeAll(async () => {
    server = await startS3Server();
    await server.createBucket('kampus-open');
  });
  afterAll(() => server.close());

  it('uses the bucket when S3 is configured, keeping the same keys as on disk', async () => {
    const uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'kampus-unused-'));
    const storage = await openStorage({ uploadsDir, s3: server.settings('kampus-open') });
    const key = newStorageKey('covers', '.png');
    await storage.put(key, Readable.from(['kapak']), { maxBytes: 100 });
    expect(await server.objectsOf('kampus-open')).toEqual([key]);
    expect(await readdir(uploadsDir)).toEqual([]);
    await rm(uploadsDir, { recursive: true });
  });

  it('uses DATA_DIR/uploads when S3 is not configured', async () => {
    const uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'kampus-uploads-'));
    const storage = await openStorage({ uploadsDir, s3: undefined });
    const key = newStorageKey('covers', '.png');
    await storage.put(key, Readable.from(['kapak']), { maxBytes: 100 });
    expect(await readdir(path.join(uploadsDir, 'covers'))).toEqual([key.slice('covers/'.length)]);
    await rm(uploadsDir, { recursive: true });
  });

  it('stops the start with a clear message when the bucket does not exist', async () => {
    await expect(openS3Storage(server.settings('yok-boyle-kova'))).rejects.toThrow(
      'S3 kovası bulunamadı: "yok-boyle-kova"',
    );
  });

  it('stops the start with a clear message when the access key is refused', async () => {
    // s3rver checks the access key id but not V4 signatures, so a wrong secret alone would pass here.
    await expect(
      openS3Storage({ ...server.settings('kampus-open'), accessKeyId: 'YANLIS', secretAccessKey: 'yanlis' }),
    ).rejects.toThrow('S3 kovasına erişim reddedildi: "kampus-open"');
  });

  it('stops the start with a clear message when the endpoint does not answer', async () => {
    const closed = await startS3Server();
    const endpoint = closed.endpoint;
    await closed.close();
    await expect(openS3Storage({ ...server.settings('kampus-open'), endpoint })).rejects.toThrow(
      `S3 uç noktasına ulaşılamadı: ${endpoint}`,
    );
  });

  it('needs both access key settings or neither', async () => {
    await expect(
      openS3Storage({ ...server.settings('kampus-open'), secretAccessKey: undefined }),
    ).rejects.toThrow('S3_ACCESS_KEY_ID ile S3_SECRET_ACCESS_KEY birlikte verilmelidir.');
  });
});
