import { buffer } from 'node:stream/consumers';
import { LRUCache } from 'lru-cache';
import type { Storage, StoredObject } from './storage.ts';

/**
 * Small stored files kept in memory for objects that many readers fetch at the same time (a lecture's HLS segments
 * while a class watches it). Each hit still checks the file with `stat` and is used only when its size and time
 * match, so a deleted or replaced object is never served from memory; what the cache saves is the read and, above
 * all, a fresh buffer per reader: 300 viewers reading 2 MB segments from disk made V8 collect the heap about once a
 * second (the pauses were the delivery's p99). Bounded in bytes, least recently used first out.
 */
export type StoredObjectCache = {
  /** The object's bytes and their `stat`, from memory when the cached copy is still the stored one. */
  read: (storage: Storage, key: string, info: StoredObject) => Promise<Buffer>;
  /** Whether an object of this size is kept (larger ones are streamed from storage as before). */
  keeps: (info: StoredObject) => boolean;
};

export const createStoredObjectCache = (options: {
  maxBytes: number;
  maxObjectBytes: number;
}): StoredObjectCache => {
  const entries = new LRUCache<string, { body: Buffer; modifiedAt: number }>({
    maxSize: options.maxBytes,
    sizeCalculation: (entry) => Math.max(1, entry.body.length),
  });
  return {
    keeps: (info) => info.size <= options.maxObjectBytes,
    read: async (storage, key, info) => {
      const cached = entries.get(key);
      if (cached && cached.body.length === info.size && cached.modifiedAt === info.modifiedAt.getTime())
        return cached.body;
      const body = await buffer(await storage.get(key));
      // Cached only when it is still the object `stat` described (not replaced while it was read).
      if (body.length === info.size) entries.set(key, { body, modifiedAt: info.modifiedAt.getTime() });
      return body;
    },
  };
};
