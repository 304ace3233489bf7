import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { openStorage } from '../plugins/storage.ts';

export type TestApp = {
  app: FastifyInstance;
  dataDir: string;
  driver: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

/** Which database the server tests run on: set per Vitest project (PGlite always, PostgreSQL when configured). */
export const testDriver = (): 'pglite' | 'postgres' =>
  process.env.KAMPUS_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** A fresh PostgreSQL database on TEST_DATABASE_URL's server, dropped again by the returned function. */
const freshPostgresDatabase = async (): Promise<{ url: string; drop: () => Promise<void> }> => {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test project');
  const { default: pg } = await import('pg');
  const name = `kampus_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
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
  const pgDb = driver === 'postgres' ? await freshPostgresDatabase() : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATA_KEY: randomBytes(32).toString('hex'),
    RATE_LIMIT_PER_MINUTE: '100000',
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    ...env,
  });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: `memory://${randomUUID()}`,
    poolSize: 4,
  });
  await database.migrate();
  const { resolveSecrets } = await import('../config/secrets.ts');
  const secrets = await resolveSecrets(config);
  const app = await buildApp(
    { config, database, db: database.db, secrets, storage: await openStorage(config) },
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
      await pgDb?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};
