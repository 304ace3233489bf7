import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, link, mkdir, readdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/env.ts';
import { appError } from '../lib/app-error.ts';
import type { StoredObjectCache } from './stored-object-cache.ts';

/** What the storage knows about a stored object. */
export type StoredObject = { size: number; modifiedAt: Date };

/** An inclusive byte range, as in an HTTP `Range` header. */
export type ByteRange = { start: number; end: number };

/**
 * Where uploaded and seeded files live: files under `DATA_DIR/uploads` here, or objects in an S3-compatible bucket
 * (`s3-storage.ts`); both pass the same tests (`storage.test.ts`). Keys are always made by `newStorageKey` (never
 * taken from a user), so an implementation may map them straight onto paths or object names.
 */
export type Storage = {
  /** Writes the stream under `key`; refuses with 413 (and keeps nothing) once it grows past `maxBytes`. */
  put: (key: string, body: Readable, options: { maxBytes: number }) => Promise<{ size: number }>;
  /** The object's bytes, or only `range` of them; 404 when the key holds nothing. */
  get: (key: string, range?: ByteRange) => Promise<Readable>;
  stat: (key: string) => Promise<StoredObject | null>;
  /** Removes the object; removing a missing one is not an error. */
  delete: (key: string) => Promise<void>;
  /** Makes `to` an independent copy of `from` (deleting one later leaves the other intact); 404 when `from` is missing. */
  copy: (from: string, to: string) => Promise<void>;
  /** Every key stored, in no set order; half-written uploads and anything not named by `newStorageKey` are left out. */
  list: () => AsyncIterable<string>;
  /**
   * A URL the object's bytes can be fetched from directly until `expiresAt` (S3: a presigned GET; the same URL for
   * the same key and expiry, so caches can share it). Absent where the server itself serves the files (disk).
   */
  presignGet?: (
    key: string,
    expiresAt: Date,
    /** Headers the answer should carry instead of the object's own (S3's `response-content-*` overrides). */
    response?: { contentType?: string; contentDisposition?: string },
  ) => Promise<string>;
};

const KEY_PATTERN =
  /^[a-z][a-z0-9-]*\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.[a-z0-9]{1,8})?$/;
const AREA_PATTERN = /^[a-z][a-z0-9-]*$/;
const EXTENSION_PATTERN = /^\.[a-z0-9]{1,8}$/;

/** A fresh key such as `covers/0b6f…e1.jpg`: the area groups objects, the file extension tells the type. */
export const newStorageKey = (area: string, extension: string): string => {
  const ext = extension.toLowerCase();
  if (!AREA_PATTERN.test(area)) throw new Error(`invalid storage area: ${area}`);
  if (ext && !EXTENSION_PATTERN.test(ext)) throw new Error(`invalid storage extension: ${extension}`);
  return `${area}/${randomUUID()}${ext}`;
};

/** Whether `key` has the shape `newStorageKey` makes: no separators, dots or traversal beyond that shape. */
export const isStorageKey = (key: string): boolean => KEY_PATTERN.test(key);

const tooLarge = (maxBytes: number) =>
  appError('FILE_TOO_LARGE', {
    message: `Dosya çok büyük. En fazla ${Math.floor(maxBytes / 1_048_576) || 1} MB büyüklüğünde dosya yükleyebilirsiniz.`,
  });

/** A transform that passes bytes through and fails once more than `maxBytes` went by. */
export const sizeLimit = (maxBytes: number, onSize: (n: number) => void) => {
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      onSize(size);
      if (size > maxBytes) callback(tooLarge(maxBytes));
      else callback(null, chunk);
    },
  });
};

const missingFile = () => appError('FILE_NOT_FOUND');

/** Files under one directory (`DATA_DIR/uploads` by default), one file per key. */
export const createLocalStorage = (rootDir: string): Storage => {
  const root = path.resolve(rootDir);
  const fileOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`invalid storage key: ${key}`);
    const file = path.join(root, key);
    if (!file.startsWith(root + path.sep)) throw new Error(`invalid storage key: ${key}`);
    return file;
  };
  const statOf = async (key: string): Promise<StoredObject | null> => {
    try {
      const s = await stat(fileOf(key));
      return s.isFile() ? { size: s.size, modifiedAt: s.mtime } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };

  return {
    put: async (key, body, { maxBytes }) => {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written to a temporary name first, so a refused or broken upload never leaves a partial object behind.
      const partial = `${file}.${randomUUID()}.part`;
      let size = 0;
      try {
        await pipeline(
          body,
          sizeLimit(maxBytes, (n) => {
            size = n;
          }),
          createWriteStream(partial, { flags: 'wx' }),
        );
        await rename(partial, file);
      } catch (error) {
        await unlink(partial).catch(() => {});
        throw error;
      }
      return { size };
    },
    get: async (key, range) => {
      if (!(await statOf(key))) throw missingFile();
      return createReadStream(fileOf(key), range ? { start: range.start, end: range.end } : {});
    },
    stat: statOf,
    delete: async (key) => {
      await unlink(fileOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },
    copy: async (from, to) => {
      const source = fileOf(from);
      const target = fileOf(to);
      await mkdir(path.dirname(target), { recursive: true });
      // A hard link costs nothing and stays valid when the other name is deleted; copy across file systems.
      await link(source, target).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code === 'EXDEV' || error.code === 'EPERM') await copyFile(source, target);
        else if (error.code === 'ENOENT') throw missingFile();
        else throw error;
      });
    },
    list: async function* () {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return [];
          throw error;
        },
      );
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
        if (isStorageKey(key)) yield key;
      }
    },
  };
};

/**
 * The storage the configuration asks for: an S3-compatible bucket when `S3_ENDPOINT` and `S3_BUCKET` are set (checked
 * to be reachable, so a wrong setting stops the start), else `DATA_DIR/uploads`. The S3 client is loaded only then.
 */
export const openStorage = async (config: Pick<Config, 'uploadsDir' | 's3'>): Promise<Storage> => {
  if (!config.s3) return createLocalStorage(config.uploadsDir);
  const { openS3Storage } = await import('./s3-storage.ts');
  return openS3Storage(config.s3);
};

/** The single byte range of a `Range` header; null for none or for a form we do not serve (multiple ranges). */
export const parseRange = (header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null => {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  let start: number;
  let end: number;
  if (from === '') {
    // A suffix range: the last N bytes.
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
};

/**
 * Answers a GET for a stored object: `Range` requests get 206 (or 416), conditional requests 304, everything
 * else 200. The caller decides the content type and caching, and has checked that the reader may see it.
 */
export const sendStoredObject = async (
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  key: string,
  options: {
    contentType: string;
    cacheControl: string;
    headers?: Record<string, string>;
    /** Serve small objects from this memory cache (objects read by many at once; see stored-object-cache.ts). */
    cache?: StoredObjectCache;
  },
) => {
  const info = await storage.stat(key);
  if (!info) throw appError('FILE_NOT_FOUND');
  const etag = `"${info.size.toString(16)}-${info.modifiedAt.getTime().toString(16)}"`;
  reply.header('content-type', options.contentType);
  reply.header('cache-control', options.cacheControl);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('accept-ranges', 'bytes');
  reply.header('etag', etag);
  reply.header('last-modified', info.modifiedAt.toUTCString());
  for (const [name, value] of Object.entries(options.headers ?? {})) reply.header(name, value);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();

  const range = parseRange(request.headers.range, info.size);
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${info.size}`);
    reply.header('content-type', 'text/plain; charset=utf-8');
    return reply.status(416).send('İstenen bayt aralığı dosyanın dışında.');
  }
  const cached = options.cache?.keeps(info) ? await options.cache.read(storage, key, info) : null;
  if (range) {
    reply.header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
    reply.header('content-length', String(range.end - range.start + 1));
    return reply
      .status(206)
      .send(cached ? cached.subarray(range.start, range.end + 1) : await storage.get(key, range));
  }
  reply.header('content-length', String(info.size));
  return reply.status(200).send(cached ?? (await storage.get(key)));
};
