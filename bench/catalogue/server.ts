import { spawnServer } from '@kampus/test-support';

export type BenchServer = {
  url: string;
  pid: number | undefined;
  logs: () => string;
  stop: () => Promise<void>;
};

/** The settings every benchmark's server runs with; `env` of `startServer` adds to or overrides them. */
export const BENCH_SERVER_ENV = {
  NODE_ENV: 'production',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_MINUTE: '100000000',
};

/**
 * The real server (`node apps/server/src/main.ts`) as a child process on loopback, on the database the
 * generator filled. Demo data off, logs at warn, and a rate limit no benchmark reaches: one address sends it all.
 * `env` adds or overrides settings (the load benchmark turns the demo data on and raises the per-address limits).
 */
export const startServer = async (options: {
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
}): Promise<BenchServer> => {
  const server = await spawnServer({
    dataDir: options.dataDir,
    env: {
      ...BENCH_SERVER_ENV,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...options.env,
    },
    // Keep the tail only: a warn-level log line per request would otherwise grow without bound.
    logTail: 20_000,
    readyTimeoutMs: 120_000,
    killAfterMs: 15_000,
  });
  return { url: server.url, pid: server.pid, logs: server.logs, stop: server.stop };
};
