import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema/index.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; services accept `Database | Tx` where a call may join an outer transaction. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  driver: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  ping: () => Promise<void>;
  close: () => Promise<void>;
  /**
   * How the job engine reaches this database (modules/jobs/README.md): its own pool on PostgreSQL, the one PGlite
   * connection through `executeSql` otherwise.
   */
  jobs: { kind: 'postgres'; connectionString: string } | { kind: 'pglite'; executeSql: ExecuteSql };
  /** PGlite only: the whole database as a tarball, which `pgliteTemplate` of another opening starts from. */
  dumpDataDir?: () => Promise<Blob>;
};

/** Runs job-engine SQL on PGlite and answers in node-postgres's shape (one result, or one per statement). */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<unknown>;

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/** Any fixed number: instances starting together on one PostgreSQL take turns to migrate under this lock. */
const MIGRATION_LOCK_ID = 7_100_423_917;

/** Pool timings (PostgreSQL): what keeps a request from hanging when the server goes away. */
const POOL_DEFAULTS = {
  // A request waiting for a connection (to a server that does not answer, or from a pool whose connections are
  // all stuck) gives up after this and is answered 503 instead of hanging; long enough that requests queued behind
  // a busy pool on a loaded machine still get their turn.
  connectionTimeoutMillis: 10_000,
  // Idle connections are closed before a firewall or the server silently drops them.
  idleTimeoutMillis: 30_000,
};

/** PostgreSQL through `pg` when a URL is given, else PGlite in `dataDir` (or in memory for `memory://`). */
export const openDatabase = async (options: {
  databaseUrl?: string | undefined;
  pgliteDir: string;
  poolSize?: number;
  /** Overrides POOL_DEFAULTS.connectionTimeoutMillis (tests of an unresponsive server use a short one). */
  connectionTimeoutMillis?: number;
  /** PGlite only: a new database starts as a copy of this dump (`dumpDataDir`) instead of empty. */
  pgliteTemplate?: Blob;
}): Promise<DatabaseHandle> => {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // Keep timestamps as JS Dates and bigints as numbers for counts.
    pg.types.setTypeParser(20, (v) => Number(v));
    let closing = false;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      ...POOL_DEFAULTS,
      ...(options.connectionTimeoutMillis
        ? { connectionTimeoutMillis: options.connectionTimeoutMillis }
        : {}),
      // TCP keep-alive notices a peer that vanished without closing the connection (a dead host, a cut link).
      keepAlive: true,
      application_name: 'kampus',
    });
    // An idle connection that the server ends (restart, failover, a dropped test database) must not crash the
    // process: the pool drops it and opens a new one on the next query.
    pool.on('error', (error) => {
      if (!closing) console.warn(`PostgreSQL bağlantısı kapandı: ${error.message}`);
    });
    const db = drizzle(pool, { schema, casing: 'snake_case' });
    return {
      db: db as unknown as Database,
      driver: 'postgres',
      // Drizzle's migrator reads the journal and applies the rest without a lock, so two instances starting
      // together would both apply the same migration and one would fail. An advisory lock held on one dedicated
      // connection makes them take turns; the second then finds nothing left to do.
      migrate: async () => {
        // Outside the pool, so that even a pool of one connection is left to the migrator.
        const lock = new pg.Client({
          connectionString: options.databaseUrl,
          application_name: 'kampus-migrate',
        });
        // A connection error while waiting must reject the migration, not crash the process as an unhandled event.
        lock.on('error', () => {});
        await lock.connect();
        try {
          await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
          await migrate(db, { migrationsFolder });
        } finally {
          // Ending the session releases the lock, also when the migration failed.
          await lock.end();
        }
      },
      ping: async () => {
        await pool.query('select 1');
      },
      close: async () => {
        closing = true;
        await pool.end();
      },
      jobs: { kind: 'postgres', connectionString: options.databaseUrl },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const isMemory = options.pgliteDir.startsWith('memory://');
  if (!isMemory) await mkdir(path.dirname(path.resolve(options.pgliteDir)), { recursive: true });
  // Before PGlite touches the directory: a second process on it would corrupt it (data-dir-lock.ts).
  const lock = isMemory ? null : lockDataDir(path.resolve(options.pgliteDir));
  let client: Awaited<ReturnType<typeof PGlite.create>>;
  try {
    client = await PGlite.create(isMemory ? options.pgliteDir : path.resolve(options.pgliteDir), {
      extensions: { pg_trgm },
      ...(options.pgliteTemplate ? { loadDataDir: options.pgliteTemplate } : {}),
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzle(client, { schema, casing: 'snake_case' });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    migrate: () => migrate(db, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
    jobs: {
      kind: 'pglite',
      // PGlite's `query` refuses several statements in one string, which the job engine sends without parameters;
      // `exec` takes them and answers one result per statement, as node-postgres does (decision 026).
      executeSql: async (text, values) => {
        if (values?.length) return client.query(text, values);
        const results = await client.exec(text);
        return results.length === 1 ? results[0] : results;
      },
    },
    dumpDataDir: () => client.dumpDataDir('none'),
  };
};
