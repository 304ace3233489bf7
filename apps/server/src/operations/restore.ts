import { stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppDeps } from '../app.ts';
import { AppError, appError } from '../lib/app-error.ts';
import { isStorageKey } from '../plugins/storage.ts';
import {
  type ArchiveEntry,
  ENTRY,
  openArchiveReader,
  readSmall,
  TABLE_CHUNK_PATTERN,
  UPLOAD_PATTERN,
} from './archive.ts';
import { dataKeyCheck, type Manifest, ManifestSchema, type Summary, SummarySchema } from './backup.ts';
import {
  applyMigrations,
  codeMigrations,
  dropApplicationObjects,
  hasData,
  loadRows,
  resetSequences,
  setUserTriggers,
  tablesInDependencyOrder,
  truncateAll,
} from './database-dump.ts';

/** The largest `db/…jsonl` chunk accepted: a backup writes 2,000 rows per chunk, far below this. */
const MAX_CHUNK_BYTES = 256 * 1_048_576;
const MAX_SMALL_BYTES = 1_048_576;

export type RestoreResult = Summary & { isDataKeyRestored: boolean; removedFiles: number };

const notABackup = (file: string, why: string) =>
  appError('BACKUP_UNREADABLE', { message: `${file} bir Kampüs yedeği olarak okunamadı: ${why}` });

const parseJson = (entry: ArchiveEntry, text: string) => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw appError('BACKUP_UNREADABLE', { message: `${entry.name} geçerli JSON değil.` });
  }
};

/** Which of the server's migrations the backup's database had: a prefix of them, or the backup is refused. */
const migrationLevel = (manifest: Manifest, code: ReturnType<typeof codeMigrations>): number => {
  for (const [i, applied] of manifest.migrations.entries()) {
    const known = code[i];
    if (!known) throw appError('BACKUP_FROM_NEWER_VERSION');
    if (known.hash !== applied.hash || known.createdAt !== applied.createdAt)
      throw appError('BACKUP_SCHEMA_MISMATCH', {
        message: `Bu yedeğin veritabanı şeması bu sürümünkinden farklı (${i + 1}. değişiklik uyuşmuyor); yedek bu sürümle geri yüklenemez.`,
      });
  }
  return manifest.migrations.length;
};

/**
 * Restores a backup made by `createBackup` into this server's database and file storage. Refuses a target that
 * holds data unless `force`. The database part is one transaction: it drops the application's objects, migrates
 * to the backup's level, loads every table, checks the counts against the archive's summary, then applies the
 * migrations that came after the backup, so the database ends migrated for this version. Files are written during
 * that transaction and removed again if it fails.
 */
export const restoreBackup = async (
  deps: AppDeps,
  file: string,
  options: { force?: boolean } = {},
): Promise<RestoreResult> => {
  const { db, storage, config, secrets } = deps;
  if (
    !(await stat(file).then(
      (s) => s.isFile(),
      () => false,
    ))
  )
    throw appError('BACKUP_NOT_FOUND', { message: `${file} bulunamadı.` });

  const existingKeys = new Set<string>();
  for await (const key of storage.list()) existingKeys.add(key);
  if (!options.force && (existingKeys.size > 0 || (await hasData(db))))
    throw appError('RESTORE_TARGET_NOT_EMPTY');

  const reader = openArchiveReader(file);
  const broken = (error: unknown) =>
    notABackup(file, `arşiv bozuk ya da yarım (${error instanceof Error ? error.message : String(error)})`);
  const next = async (): Promise<ArchiveEntry | null> => {
    try {
      const step = await reader.entries.next();
      return step.done ? null : step.value;
    } catch (error) {
      throw broken(error);
    }
  };

  const first = await next();
  if (!first || first.name !== ENTRY.manifest) throw notABackup(file, `ilk kayıt ${ENTRY.manifest} değil`);
  const parsedManifest = ManifestSchema.safeParse(
    parseJson(first, (await readSmall(first, MAX_SMALL_BYTES)).toString('utf8')),
  );
  if (!parsedManifest.success) throw notABackup(file, 'manifest.json beklenen biçimde değil');
  const manifest = parsedManifest.data;
  const code = codeMigrations();
  const level = migrationLevel(manifest, code);

  // The data key: identification numbers are encrypted with it, so a restore that cannot keep it refuses.
  let entry = await next();
  let archiveKey: string | null = null;
  if (entry?.name === ENTRY.dataKey) {
    archiveKey = (await readSmall(entry, 1_024)).toString('utf8').trim();
    if (
      !/^[0-9a-f]{64}$/.test(archiveKey) ||
      dataKeyCheck(Buffer.from(archiveKey, 'hex')) !== manifest.dataKey.check
    )
      throw notABackup(file, 'yedekteki veri anahtarı bozuk');
    entry = await next();
  }
  const isSameKey = dataKeyCheck(secrets.dataKey) === manifest.dataKey.check;
  if (!isSameKey && !archiveKey) throw appError('BACKUP_DATA_KEY_MISSING');
  if (!isSameKey && config.dataKey) throw appError('BACKUP_DATA_KEY_CONFLICT');

  const written: string[] = [];
  const archiveKeys = new Set<string>();
  let summary: Summary | null = null;
  try {
    await db.transaction(async (tx) => {
      await dropApplicationObjects(tx);
      await applyMigrations(tx, code.slice(0, level));
      const tables = await tablesInDependencyOrder(tx);
      const unknown = manifest.tables.filter((t) => !tables.includes(t));
      if (unknown.length > 0) throw notABackup(file, `şemada olmayan tablolar: ${unknown.join(', ')}`);
      await truncateAll(tx, tables);
      await setUserTriggers(tx, tables, false);

      const rows: Record<string, number> = Object.fromEntries(manifest.tables.map((t) => [t, 0]));
      let files = 0;
      let fileBytes = 0;
      for (; entry; entry = await next()) {
        if (summary) throw notABackup(file, `${ENTRY.summary} sonrasında kayıt var`);
        const chunk = TABLE_CHUNK_PATTERN.exec(entry.name);
        const upload = UPLOAD_PATTERN.exec(entry.name);
        if (chunk?.[1] && manifest.tables.includes(chunk[1])) {
          const text = (await readSmall(entry, MAX_CHUNK_BYTES)).toString('utf8');
          const lines = text.split('\n').filter((l) => l !== '');
          rows[chunk[1]] = (rows[chunk[1]] ?? 0) + (await loadRows(tx, chunk[1], lines));
        } else if (upload?.[1] && isStorageKey(upload[1]) && entry.type === 'file') {
          const key = upload[1];
          archiveKeys.add(key);
          if (!existingKeys.has(key)) written.push(key);
          await storage.put(key, entry.body, { maxBytes: entry.size });
          files += 1;
          fileBytes += entry.size;
        } else if (entry.name === ENTRY.summary) {
          const parsed = SummarySchema.safeParse(
            parseJson(entry, (await readSmall(entry, MAX_SMALL_BYTES)).toString('utf8')),
          );
          if (!parsed.success) throw notABackup(file, 'summary.json beklenen biçimde değil');
          summary = parsed.data;
        } else {
          throw notABackup(file, `beklenmeyen kayıt: ${entry.name}`);
        }
      }
      // Without the summary the archive was cut off somewhere: nothing of it is kept.
      if (!summary) throw notABackup(file, 'arşiv yarım: özet kaydı yok');
      const expected: Summary = summary;
      for (const table of manifest.tables)
        if ((rows[table] ?? 0) !== (expected.rows[table] ?? 0))
          throw notABackup(file, `${table}: ${rows[table]} satır okundu, özet ${expected.rows[table]} diyor`);
      if (files !== expected.files || fileBytes !== expected.fileBytes)
        throw notABackup(file, `${files} dosya okundu, özet ${expected.files} diyor`);
      await setUserTriggers(tx, tables, true);
      await resetSequences(tx);
      await applyMigrations(tx, code.slice(level));
    });
  } catch (error) {
    await Promise.all(written.map((key) => storage.delete(key).catch(() => {})));
    // A cut-off archive may break in the middle of an entry being read (a file being stored, a chunk of rows).
    if (!(error instanceof AppError) && reader.failure()) throw broken(reader.failure());
    throw error;
  }
  const restored = summary as unknown as Summary;

  let isDataKeyRestored = false;
  if (!isSameKey && archiveKey) {
    // Kept where `resolveSecrets` reads it, so the next start decrypts the restored fields.
    await writeFile(path.join(config.dataDir, 'data-key'), `${archiveKey}\n`, { mode: 0o600 });
    isDataKeyRestored = true;
  }
  // With --force, files the backup does not have belonged to the data that was just replaced.
  let removedFiles = 0;
  if (options.force) {
    for (const key of existingKeys) {
      if (archiveKeys.has(key)) continue;
      await storage.delete(key);
      removedFiles += 1;
    }
  }
  return { ...restored, isDataKeyRestored, removedFiles };
};
