import { randomBytes } from 'node:crypto';

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
