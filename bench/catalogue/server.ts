import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { freePort } from '../../apps/server/src/test/free-port.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export type BenchServer = {
  url: string;
  pid: number | undefined;
  logs: () => string;
  stop: () => Promise<void>;
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
  const port = await freePort();
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'apps/server/src/main.ts')], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      JWT_SECRET: randomBytes(32).toString('hex'),
      DATA_KEY: randomBytes(32).toString('hex'),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (d: Buffer) => {
    // Keep the tail only: a warn-level log line per request would otherwise grow without bound.
    output = (output + d.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const hard = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(hard);
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`sunucu erken kapandı:\n${output}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`sunucu hazır olmadı:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, pid: child.pid, logs: () => output, stop };
};
