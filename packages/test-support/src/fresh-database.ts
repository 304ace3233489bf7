import { randomBytes, randomUUID } from 'node:crypto';

/**
 * A new, empty database on the PostgreSQL server of `adminUrl`, named `<prefix>_<time>_<random>`: its URL, the
 * server processes serving it (for their CPU time) and `drop`, which removes it even while connections remain.
 */
export const freshPostgresDatabase = async (adminUrl: string, prefix: string) => {
  const { default: pg } = await import('pg');
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const withClient = async <T>(work: (client: InstanceType<typeof pg.Client>) => Promise<T>) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  await withClient((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    backendPids: () =>
      withClient(async (client) => {
        const result = await client.query<{ pid: number }>(
          'SELECT pid FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        return result.rows.map((r) => r.pid);
      }),
    drop: async () => {
      await withClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
};

/**
 * Where a server or a test keeps a database of its own: a new database on the PostgreSQL server of `adminUrl` when
 * one is given, otherwise an embedded PGlite database (in memory unless `pgliteDir` names a directory, which a
 * server started as a child process needs). `databaseUrl` and `pgliteDir` are what the server's `openDatabase` and
 * its DATABASE_URL and DATA_DIR settings take; `drop` removes a PostgreSQL database again (PGlite's goes with its
 * directory).
 */
export type FreshDatabase = {
  engine: 'pglite' | 'postgres';
  databaseUrl: string | undefined;
  pgliteDir: string;
  /** The PostgreSQL server processes serving the database (none on PGlite). */
  backendPids: () => Promise<number[]>;
  drop: () => Promise<void>;
};

export const freshDatabase = async (options: {
  adminUrl?: string | undefined;
  prefix: string;
  pgliteDir?: string;
}): Promise<FreshDatabase> => {
  const pgliteDir = options.pgliteDir ?? `memory://${randomUUID()}`;
  if (!options.adminUrl)
    return {
      engine: 'pglite',
      databaseUrl: undefined,
      pgliteDir,
      backendPids: async () => [],
      drop: async () => {},
    };
  const postgres = await freshPostgresDatabase(options.adminUrl, options.prefix);
  return {
    engine: 'postgres',
    databaseUrl: postgres.url,
    pgliteDir,
    backendPids: postgres.backendPids,
    drop: postgres.drop,
  };
};
