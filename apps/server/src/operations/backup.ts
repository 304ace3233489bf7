import { createHmac } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { z } from 'zod';
import type { AppDeps } from '../app.ts';
import { appError } from '../lib/app-error.ts';
import { ENTRY, openArchiveWriter } from './archive.ts';
import { appliedMigrations, tableChunks, tablesInDependencyOrder } from './database-dump.ts';

export const BACKUP_FORMAT = 'kampus-backup';
export const BACKUP_FORMAT_VERSION = 1;

/** Rows per `db/…jsonl` entry: a few MB at most, whatever the table's size. */
const CHUNK_ROWS = 2_000;

export const ManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.string(),
  driver: z.enum(['pglite', 'postgres']),
  migrations: z.array(z.object({ hash: z.string(), createdAt: z.number() })),
  tables: z.array(z.string().regex(/^[a-z_][a-z0-9_]*$/)),
  dataKey: z.object({ isIncluded: z.boolean(), check: z.string() }),
});
export type Manifest = z.infer<typeof ManifestSchema>;

export const SummarySchema = z.object({
  rows: z.record(z.string(), z.number().int().min(0)),
  files: z.number().int().min(0),
  fileBytes: z.number().int().min(0),
});
export type Summary = z.infer<typeof SummarySchema>;

/**
 * Tells whether two data keys are the same without putting either in the manifest: a restore compares this with
 * its own key's, and refuses when encrypted fields could not be read back.
 */
export const dataKeyCheck = (dataKey: Buffer) =>
  createHmac('sha256', dataKey).update('kampus-backup-data-key-check').digest('hex').slice(0, 32);

export type BackupResult = Summary & { file: string; archiveBytes: number; isDataKeyIncluded: boolean };

/**
 * Writes the whole platform into one .tar.gz: every table (one consistent snapshot of the database), the migration
 * journal, every uploaded file, and the data key when it is kept in DATA_DIR (unless `withoutDataKey`). See
 * `archive.ts` for the layout. An existing file is never overwritten.
 */
export const createBackup = async (
  deps: AppDeps,
  file: string,
  options: { withoutDataKey?: boolean } = {},
): Promise<BackupResult> => {
  if (
    await stat(file).then(
      () => true,
      () => false,
    )
  )
    throw appError('BACKUP_FILE_EXISTS', {
      message: `${file} zaten var; yedek başka bir dosyaya yazılmalı.`,
    });
  // A key set by DATA_KEY lives outside DATA_DIR, with whoever manages the configuration; only a generated one,
  // which exists nowhere else, travels with the data.
  const isDataKeyIncluded = !options.withoutDataKey && !deps.config.dataKey;
  const writer = openArchiveWriter(file);
  try {
    const summary = await deps.db.transaction(
      async (tx) => {
        const tables = await tablesInDependencyOrder(tx);
        const manifest: Manifest = {
          format: BACKUP_FORMAT,
          formatVersion: BACKUP_FORMAT_VERSION,
          createdAt: new Date().toISOString(),
          driver: deps.database.driver,
          migrations: await appliedMigrations(tx),
          tables,
          dataKey: { isIncluded: isDataKeyIncluded, check: dataKeyCheck(deps.secrets.dataKey) },
        };
        await writer.addBuffer(ENTRY.manifest, JSON.stringify(manifest, null, 2));
        if (isDataKeyIncluded)
          await writer.addBuffer(ENTRY.dataKey, `${deps.secrets.dataKey.toString('hex')}\n`);
        const rows: Record<string, number> = {};
        for (const [index, table] of tables.entries()) {
          rows[table] = 0;
          let part = 0;
          for await (const lines of tableChunks(tx, table, CHUNK_ROWS)) {
            await writer.addBuffer(ENTRY.tableChunk(index, table, part), `${lines.join('\n')}\n`);
            rows[table] += lines.length;
            part += 1;
          }
        }
        return { rows };
      },
      // One snapshot for every table, while the server may keep running on PostgreSQL.
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );

    // Files after the snapshot: keys are never reused, so every file a row of the snapshot names is still there
    // unless it was replaced and deleted in the meantime (README: Backups while the server runs).
    let files = 0;
    let fileBytes = 0;
    for await (const key of deps.storage.list()) {
      const info = await deps.storage.stat(key);
      if (!info) continue;
      await writer.addStream(ENTRY.upload(key), info.size, await deps.storage.get(key));
      files += 1;
      fileBytes += info.size;
    }
    const result: Summary = { rows: summary.rows, files, fileBytes };
    await writer.addBuffer(ENTRY.summary, JSON.stringify(result, null, 2));
    await writer.finish();
    return { ...result, file, archiveBytes: (await stat(file)).size, isDataKeyIncluded };
  } catch (error) {
    await writer.abort();
    throw error;
  }
};
