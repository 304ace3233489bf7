import { createReadStream, createWriteStream } from 'node:fs';
import { rename, unlink } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';

/**
 * The backup archive: one gzipped tar whose entries come in the order a restore needs them, so that it can be read
 * as a stream, start to finish, without unpacking anything to disk first:
 *
 *   manifest.json                  format, source driver, migration journal, table order, data-key check
 *   secrets/data-key               the field-encryption key, when it is kept in DATA_DIR (not with --without-key)
 *   db/<NNN>-<table>/<PPPPPP>.jsonl  the table's rows as `to_jsonb(row)`, one per line, in chunks
 *   uploads/<key>                  every stored file under its storage key
 *   summary.json                   rows per table and files written; a restore without it is a cut-off archive
 */
export const ENTRY = {
  manifest: 'manifest.json',
  dataKey: 'secrets/data-key',
  summary: 'summary.json',
  tableChunk: (index: number, table: string, part: number) =>
    `db/${String(index).padStart(3, '0')}-${table}/${String(part).padStart(6, '0')}.jsonl`,
  upload: (key: string) => `uploads/${key}`,
} as const;

export const TABLE_CHUNK_PATTERN = /^db\/\d{3}-([a-z_][a-z0-9_]*)\/\d{6}\.jsonl$/;
export const UPLOAD_PATTERN = /^uploads\/(.+)$/;

export type ArchiveWriter = {
  /** Adds a small entry held in memory. */
  addBuffer: (name: string, data: Buffer | string) => Promise<void>;
  /** Adds an entry streamed from `source`, which must yield exactly `size` bytes. */
  addStream: (name: string, size: number, source: Readable) => Promise<void>;
  /** Ends the archive and moves it to its final name; nothing exists under that name before. */
  finish: () => Promise<void>;
  /** Stops and removes the half-written archive. */
  abort: () => Promise<void>;
};

/**
 * Writes `file` as a .tar.gz. The bytes go to a temporary name beside it, readable by the owner only (the archive
 * holds personal data and possibly the data key), and are renamed into place by `finish`.
 */
export const openArchiveWriter = (file: string): ArchiveWriter => {
  const partial = `${file}.${process.pid}.partial`;
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(partial, { mode: 0o600, flags: 'wx' }));
  // Observed here so that a write failure surfaces at the next add, or at finish, not as an unhandled rejection.
  let failure: unknown = null;
  written.catch((error: unknown) => {
    failure = error;
  });
  const check = () => {
    if (failure) throw failure;
  };
  const mtime = new Date();

  return {
    addBuffer: async (name, data) => {
      check();
      await new Promise<void>((resolve, reject) => {
        pack.entry(
          { name, mtime, mode: 0o600 },
          typeof data === 'string' ? Buffer.from(data) : data,
          (error) => (error ? reject(error) : resolve()),
        );
      });
    },
    addStream: async (name, size, source) => {
      check();
      await new Promise<void>((resolve, reject) => {
        const entry = pack.entry({ name, size, mtime, mode: 0o600 }, (error) =>
          error ? reject(error) : resolve(),
        );
        source.once('error', (error) => {
          entry.destroy(error);
          reject(error);
        });
        source.pipe(entry);
      });
    },
    finish: async () => {
      pack.finalize();
      await written;
      await rename(partial, file);
    },
    abort: async () => {
      pack.destroy();
      await written.catch(() => {});
      await unlink(partial).catch(() => {});
    },
  };
};

export type ArchiveEntry = { name: string; size: number; type: string; body: Readable };

export type ArchiveReader = {
  entries: AsyncGenerator<ArchiveEntry>;
  /** Why reading the file failed (a corrupt or cut-off archive), once it has; null while it has not. */
  failure: () => unknown;
};

/**
 * The entries of a .tar.gz in order. Each entry's body must be read to its end (or `resume`d) before the next one
 * arrives. A corrupt or cut-off archive makes the iteration, or the reading of the entry it broke in, throw.
 */
export const openArchiveReader = (file: string): ArchiveReader => {
  const extract = tar.extract();
  let failure: unknown = null;
  const feeding = pipeline(createReadStream(file), createGunzip(), extract).catch((error: unknown) => {
    failure = error;
  });
  async function* entries(): AsyncGenerator<ArchiveEntry> {
    for await (const entry of extract) {
      yield {
        name: entry.header.name,
        size: entry.header.size ?? 0,
        type: entry.header.type ?? 'file',
        body: entry,
      };
    }
    await feeding;
    if (failure) throw failure;
  }
  return { entries: entries(), failure: () => failure };
};

/** Reads a whole entry that is known to be small, refusing one larger than `limit` bytes. */
export const readSmall = async (entry: ArchiveEntry, limit: number): Promise<Buffer> => {
  if (entry.size > limit) throw new Error(`${entry.name}: ${entry.size} bayt, en fazla ${limit} beklenirdi`);
  const chunks: Buffer[] = [];
  for await (const chunk of entry.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};
