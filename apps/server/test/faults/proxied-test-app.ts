import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freshPostgresDatabase } from '@kampus/test-support';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config/env.ts';
import { resolveSecrets } from '../../src/config/secrets.ts';
import { openDatabase } from '../../src/db/client.ts';
import { createLocalHub } from '../../src/modules/notifications/notification-hub.ts';
import { openStorage } from '../../src/plugins/storage.ts';
import type { TestApp } from '../support/test-app.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';

/** The database of a proxied test app sits on TEST_DATABASE_URL's server; the app reaches it only through `proxy`. */
export type ProxiedTestApp = TestApp & { proxy: TcpProxy; databaseName: string; adminUrl: string };

/**
 * A whole server on a fresh PostgreSQL database that it reaches through a TCP proxy, so a test can take the
 * database away (cut, black hole) and bring it back while the shared PostgreSQL server keeps running.
 */
export const createProxiedTestApp = async (
  options: { connectionTimeoutMillis?: number; poolSize?: number } = {},
): Promise<ProxiedTestApp> => {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is required for the database fault tests');
  const fresh = await freshPostgresDatabase(base, 'kampus_f');
  const databaseName = fresh.name;

  const target = new URL(base);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const viaProxy = new URL(base);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  viaProxy.pathname = `/${databaseName}`;

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kampus-fault-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATA_KEY: randomBytes(32).toString('hex'),
    RATE_LIMIT_PER_MINUTE: '100000',
    JOB_WORKERS: 'false',
    DATABASE_URL: viaProxy.toString(),
  });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: `memory://${randomUUID()}`,
    poolSize: options.poolSize ?? 4,
    ...(options.connectionTimeoutMillis ? { connectionTimeoutMillis: options.connectionTimeoutMillis } : {}),
  });
  await database.migrate();
  const secrets = await resolveSecrets(config);
  const app = await buildApp(
    {
      config,
      database,
      db: database.db,
      secrets,
      storage: await openStorage(config),
      notificationHub: createLocalHub(),
    },
    { logger: false },
  );
  await app.ready();
  const adminUrl = new URL(base);
  return {
    app,
    dataDir,
    driver: 'postgres',
    proxy,
    databaseName,
    adminUrl: adminUrl.toString(),
    close: async () => {
      await proxy.restore();
      await app.close();
      await database.close();
      await proxy.close();
      await fresh.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};
