import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, get, post } from '../../test/support/auth.ts';
import { startS3Server, type TestS3Server } from '../../test/support/s3-server.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { type AppDeps, buildApp } from '../app.ts';
import { type CliIo, runCli } from '../cli.ts';
import { resolveSecrets } from '../config/secrets.ts';
import { openDatabase } from '../db/client.ts';
import { seedDemoData } from '../db/seed/demo-seed.ts';
import { openStorage } from '../plugins/storage.ts';
import { applyMigrations, codeMigrations, tablesInDependencyOrder } from './database-dump.ts';

/** Runs one `npm run cli` command line against `deps`; the command's close of the database is skipped. */
const cli = async (deps: AppDeps, ...argv: string[]) => {
  const out: string[] = [];
  const err: string[] = [];
  const kept: AppDeps = { ...deps, database: { ...deps.database, close: async () => {} } };
  const io: CliIo = { open: async () => kept, out: (l) => out.push(l), err: (l) => err.push(l) };
  const code = await runCli(argv, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
};

/** Every row of every application table as PostgreSQL's own JSON text, sorted, and drizzle's journal. */
const snapshot = async (deps: AppDeps) => {
  const tables = await tablesInDependencyOrder(deps.db);
  const out: Record<string, string[]> = {};
  for (const table of tables) {
    const result = (await deps.db.execute(
      sql`SELECT to_jsonb(t)::text AS j FROM ${sql.identifier(table)} t ORDER BY 1`,
    )) as unknown as { rows: Array<{ j: string }> };
    out[table] = result.rows.map((r) => r.j);
  }
  const journal = (await deps.db.execute(
    sql`SELECT hash, created_at::text AS created_at FROM drizzle.__drizzle_migrations ORDER BY created_at`,
  )) as unknown as { rows: unknown[] };
  return { tables: out, journal: journal.rows };
};

/** Every stored file with the SHA-256 of its bytes. */
const files = async (deps: AppDeps) => {
  const out: Record<string, string> = {};
  for await (const key of deps.storage.list())
    out[key] = createHash('sha256')
      .update(await buffer(await deps.storage.get(key)))
      .digest('hex');
  return out;
};

/** A second app on the same database and storage, with the secrets as DATA_DIR now holds them. */
const reopen = async (t: TestApp): Promise<FastifyInstance> => {
  const deps = t.app.deps;
  const app = await buildApp({ ...deps, secrets: await resolveSecrets(deps.config) }, { logger: false });
  await app.ready();
  return app;
};

const STUDENT = { username: 'ogrenci@kampus.dev', password: 'Ogrenci123!' };

describe('npm run cli -- backup / restore', () => {
  let source: TestApp;
  let target: TestApp;
  let archive: string;
  let before: Awaited<ReturnType<typeof snapshot>>;
  let beforeFiles: Record<string, string>;
  let studentProfile: unknown;

  beforeAll(async () => {
    // DATA_KEY unset: the key is generated and kept in DATA_DIR, as on a default installation.
    source = await createTestApp({ DATA_KEY: '' });
    await seedDemoData({ ...source.app.deps, jobs: source.app.jobs });
    // What a running platform adds: a registration (encrypted identification numbers) and a free order.
    const login = await post(source, '/authentication/login', STUDENT);
    const token = login.json().data.accessToken as string;
    const list = await get(source, '/courses/paginated?pageSize=3&search=Pandas');
    const courseId = list.json().data.items[0].id as string;
    const added = await post(source, '/baskets/add-item', { courseId }, token);
    const basketId = added.json().data.id as string;
    await post(source, '/baskets/apply-discount-code', { basketId, discountCode: 'BEDAVA100' }, token);
    const order = await post(source, '/orders/free', { basketId }, token);
    expect(order.statusCode, order.body).toBe(200);
    studentProfile = (await get(source, '/students/by-session', token)).json().data;
    before = await snapshot(source.app.deps);
    beforeFiles = await files(source.app.deps);
    archive = path.join(source.dataDir, 'yedek.tar.gz');
    target = await createTestApp({ DATA_KEY: '' });
  });
  afterAll(async () => {
    await source?.close();
    await target?.close();
  });

  it('backs up every table, the migration journal and every uploaded file into one .tar.gz', async () => {
    const res = await cli(source.app.deps, 'backup', archive);
    expect(res.err).toBe('');
    expect(res.code).toBe(0);
    expect(res.out).toMatch(/^Yedek alındı: .*yedek\.tar\.gz/);
    expect(res.out).toContain(`${Object.keys(beforeFiles).length} dosya`);
    expect(res.out).toContain('Veri anahtarı yedeğin içinde');
    expect((await stat(archive)).mode & 0o077).toBe(0);
    expect((await readFile(archive)).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    expect(Object.keys(beforeFiles).length).toBeGreaterThan(10);
    expect(before.tables.orders?.length).toBeGreaterThan(0);
  });

  it('never overwrites an existing file', async () => {
    const res = await cli(source.app.deps, 'backup', archive);
    expect(res.code).toBe(1);
    expect(res.err).toBe(`Hata: ${archive} zaten var; yedek başka bir dosyaya yazılmalı.`);
  });

  it('restores into a fresh database and storage: the same rows and files, migrated, and people can sign in', async () => {
    const res = await cli(target.app.deps, 'restore', archive);
    expect(res.err).toBe('');
    expect(res.code).toBe(0);
    expect(res.out).toContain('Yedeğin veri anahtarı DATA_DIR içine yazıldı.');
    expect(await snapshot(target.app.deps)).toEqual(before);
    expect(await files(target.app.deps)).toEqual(beforeFiles);
    expect((await snapshot(target.app.deps)).journal).toHaveLength(codeMigrations().length);

    const app = await reopen(target);
    try {
      const login = await app.inject({
        method: 'POST',
        url: `${API}/authentication/login`,
        payload: STUDENT,
      });
      expect(login.statusCode, login.body).toBe(200);
      const token = login.json().data.accessToken as string;
      const profile = await app.inject({
        method: 'GET',
        url: `${API}/students/by-session`,
        headers: { authorization: `Bearer ${token}` },
      });
      // Identification numbers decrypt with the restored data key.
      expect(profile.json().data).toEqual(studentProfile);
      const mine = await app.inject({
        method: 'GET',
        url: `${API}/courses/my-courses`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(mine.json().data.length).toBeGreaterThan(0);
      const cover = (mine.json().data as Array<{ image: string | null }>).find((c) => c.image)
        ?.image as string;
      expect(cover).toBeTruthy();
      const image = await app.inject({ method: 'GET', url: new URL(cover, 'http://x').pathname });
      expect(image.statusCode, `${cover} ${image.body}`).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('refuses a target that holds data unless --force, and with --force replaces it', async () => {
    const refused = await cli(target.app.deps, 'restore', archive);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/^Hata: Hedef boş değil: .*--force/);
    const forced = await cli(target.app.deps, 'restore', archive, '--force');
    expect(forced.err).toBe('');
    expect(forced.code).toBe(0);
    expect(await snapshot(target.app.deps)).toEqual(before);
    expect(await files(target.app.deps)).toEqual(beforeFiles);
  });

  it('keeps the target as it was when the archive is cut off', async () => {
    const cut = path.join(source.dataDir, 'yarim.tar.gz');
    await writeFile(cut, await readFile(archive));
    await truncate(cut, Math.floor((await stat(cut)).size * 0.8));
    const res = await cli(target.app.deps, 'restore', cut, '--force');
    expect(res.code).toBe(1);
    expect(res.err).toMatch(/^Hata: .*yarim\.tar\.gz bir Kampüs yedeği olarak okunamadı/);
    expect(await snapshot(target.app.deps)).toEqual(before);
    expect(await files(target.app.deps)).toEqual(beforeFiles);
  });

  it('refuses a backup taken with another DATA_KEY when the key is not in it', async () => {
    const keyless = path.join(source.dataDir, 'anahtarsiz.tar.gz');
    const made = await cli(source.app.deps, 'backup', keyless, '--without-key');
    expect(made.out).toContain('Veri anahtarı yedekte yok');
    const other = await createTestApp();
    try {
      const res = await cli(other.app.deps, 'restore', keyless);
      expect(res.code).toBe(1);
      expect(res.err).toContain('DATA_KEY');
      expect(await other.app.deps.db.execute(sql`SELECT 1 FROM users`)).toMatchObject({ rows: [] });
    } finally {
      await other.close();
      await rm(keyless, { force: true });
    }
  });
});

describe('restore of a backup taken before the latest migrations', () => {
  it('loads the rows at the backup’s level, then migrates to this version', async () => {
    const code = codeMigrations();
    const old = await openDatabase({ pgliteDir: `memory://${randomUUID()}` });
    const target = await createTestApp();
    try {
      await old.db.transaction((tx) => applyMigrations(tx, code.slice(0, code.length - 1)));
      await old.db.execute(
        sql`INSERT INTO users (email, name, surname, identification_number_enc, parent_name, parent_surname,
            parent_identification_number_enc, full_address, password_hash, roles)
            VALUES ('eski@example.com', 'Eski', 'Kayıt', '', 'Veli', 'Kayıt', '', 'Adres satırı bir', 'x', '{2}')`,
      );
      const deps: AppDeps = {
        ...target.app.deps,
        database: { ...old, driver: 'pglite' },
        db: old.db,
        storage: await openStorage({ uploadsDir: path.join(target.dataDir, 'eski-uploads'), s3: undefined }),
      };
      const file = path.join(target.dataDir, 'eski.tar.gz');
      expect((await cli(deps, 'backup', file)).code).toBe(0);
      const res = await cli(target.app.deps, 'restore', file);
      expect(res.err).toBe('');
      const journal = (await snapshot(target.app.deps)).journal;
      expect(journal).toHaveLength(code.length);
      const users = (await target.app.deps.db.execute(sql`SELECT email FROM users`)) as unknown as {
        rows: Array<{ email: string }>;
      };
      expect(users.rows).toEqual([{ email: 'eski@example.com' }]);
    } finally {
      await old.close();
      await target.close();
    }
  });
});

describe('backup of files in an S3 bucket', () => {
  let s3: TestS3Server;
  let source: TestApp;
  let target: TestApp;

  beforeAll(async () => {
    s3 = await startS3Server();
    await s3.createBucket('yedek-kaynak');
    // One data key for both: the backup leaves a configured key out, and the target has the same one.
    const key = randomBytes(32).toString('hex');
    source = await createTestApp({ ...s3.env('yedek-kaynak'), DATA_KEY: key });
    await seedDemoData({ ...source.app.deps, jobs: source.app.jobs });
    target = await createTestApp({ DATA_KEY: key });
  });
  afterAll(async () => {
    await source?.close();
    await target?.close();
    await s3?.close();
  });

  it('takes the bucket’s objects through the storage interface and restores them to another storage', async () => {
    const file = path.join(target.dataDir, 's3.tar.gz');
    expect((await cli(source.app.deps, 'backup', file)).code).toBe(0);
    const res = await cli(target.app.deps, 'restore', file);
    expect(res.err).toBe('');
    const sourceFiles = await files(source.app.deps);
    expect(Object.keys(sourceFiles).length).toBeGreaterThan(10);
    expect(await files(target.app.deps)).toEqual(sourceFiles);
    expect(await snapshot(target.app.deps)).toEqual(await snapshot(source.app.deps));
  });
});
