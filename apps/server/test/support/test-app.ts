import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { freshDatabase } from '@kampus/test-support';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config/env.ts';
import { openNotificationHub } from '../../src/context.ts';
import { migrationsFolder, openDatabase } from '../../src/db/client.ts';
import { openStorage } from '../../src/plugins/storage.ts';

export type TestApp = {
  app: FastifyInstance;
  dataDir: string;
  driver: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

/** Which database the server tests run on: set per Vitest project (PGlite always, PostgreSQL when configured). */
export const testDriver = (): 'pglite' | 'postgres' =>
  process.env.KAMPUS_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** The seller every test server has (SELLER_*), unless a test overrides it. */
export const TEST_SELLER_ENV = {
  SELLER_NAME: 'Kampüs Eğitim Teknolojileri A.Ş.',
  SELLER_ADDRESS: 'Moda Caddesi No: 12, Kadıköy / İstanbul',
  SELLER_TAX_OFFICE: 'Kadıköy',
  SELLER_TAX_NUMBER: '1234567890',
  SELLER_EMAIL: 'satis@kampus.test',
  SELLER_PHONE: '+90 216 000 00 00',
};

/** What a migrated empty PGlite database depends on: every migration file and the PGlite release. */
const templateKey = async (): Promise<string> => {
  const hash = createHash('sha256');
  const pglite = new URL('../package.json', import.meta.resolve('@electric-sql/pglite'));
  hash.update(await readFile(pglite));
  for (const name of (await readdir(migrationsFolder, { recursive: true })).sort()) {
    const file = path.join(migrationsFolder, name);
    hash.update(name).update(await readFile(file).catch(() => Buffer.alloc(0)));
  }
  return hash.digest('hex').slice(0, 20);
};

/**
 * The migrated empty PGlite database as a tarball, made by the first test file that needs it and kept in the
 * temporary directory under a key of the migrations: every later test app loads it instead of running each migration
 * again (two seconds a file on the 2-core runner). Written under a temporary name and renamed, so a file reading it
 * never sees half of it; two files making it at once both write whole copies.
 */
const pgliteTemplate = async (): Promise<Blob> => {
  const file = path.join(os.tmpdir(), `kampus-pglite-template-${await templateKey()}.tar`);
  const kept = await readFile(file).catch(() => null);
  if (kept) return new Blob([kept]);
  const database = await openDatabase({ pgliteDir: `memory://${randomUUID()}` });
  await database.migrate();
  const dump = await (database.dumpDataDir as () => Promise<Blob>)();
  await database.close();
  const partial = `${file}.${process.pid}.${randomUUID()}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return dump;
};

/**
 * A whole server on a fresh database (one per test file): PGlite in memory, or a new database on the
 * test PostgreSQL. `env` overrides configuration for the test.
 */
export const createTestApp = async (
  env: Record<string, string> = {},
  options: {
    /** Receives the server's log lines (set LOG_LEVEL in `env`); without it nothing is logged. */ logStream?: Writable;
  } = {},
): Promise<TestApp> => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kampus-test-'));
  const driver = testDriver();
  const adminUrl = driver === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (driver === 'postgres' && !adminUrl)
    throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test project');
  const fresh = await freshDatabase({ adminUrl, prefix: 'kampus_t' });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATA_KEY: randomBytes(32).toString('hex'),
    RATE_LIMIT_PER_MINUTE: '100000',
    // Queued mail stays in the outbox unless a test works the queues (JOB_WORKERS: 'true') or delivers it with
    // deliverQueuedMail (support/mail.ts): a mail arriving on its own would change what other tests count.
    JOB_WORKERS: 'false',
    // A seller for the sale documents and invoices; a test of the unconfigured server passes '' for each.
    ...TEST_SELLER_ENV,
    ...(fresh.databaseUrl ? { DATABASE_URL: fresh.databaseUrl } : {}),
    ...env,
  });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: fresh.pgliteDir,
    poolSize: 4,
    ...(driver === 'pglite' ? { pgliteTemplate: await pgliteTemplate() } : {}),
  });
  // PGlite's copy of the template has every migration already, so this finds nothing to do; PostgreSQL's is new.
  await database.migrate();
  const { resolveSecrets } = await import('../../src/config/secrets.ts');
  const secrets = await resolveSecrets(config);
  const app = await buildApp(
    {
      config,
      database,
      db: database.db,
      secrets,
      storage: await openStorage(config),
      notificationHub: await openNotificationHub(config),
    },
    options.logStream ? { logStream: options.logStream } : { logger: false },
  );
  await app.ready();
  return {
    app,
    dataDir,
    driver,
    close: async () => {
      await app.close();
      await database.close();
      await fresh.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

/**
 * A second server on the same database as `t`, with the same secrets and its own memory (caches, sessions it has
 * checked): what another instance behind a load balancer is. On PostgreSQL it has its own connections; PGlite
 * cannot be opened twice, so there it shares `t`'s. Close it before `t`.
 */
export const createSecondInstance = async (
  t: TestApp,
): Promise<{ app: FastifyInstance; close: () => Promise<void> }> => {
  const { config, secrets } = t.app.deps;
  const database =
    t.driver === 'postgres'
      ? await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: t.dataDir, poolSize: 4 })
      : t.app.deps.database;
  const app = await buildApp(
    {
      config,
      database,
      db: database.db,
      secrets,
      storage: await openStorage(config),
      notificationHub: await openNotificationHub(config),
    },
    { logger: false },
  );
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      if (database !== t.app.deps.database) await database.close();
    },
  };
};
