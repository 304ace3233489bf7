import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../../apps/server/src/test/free-port.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export type RunningServer = {
  url: string;
  dataDir: string;
  mailDir: string;
  logs: () => string;
  stop: () => Promise<void>;
};

/**
 * Starts the real server (the built web app included) as a child process on a fresh embedded database,
 * as `npm start` would after a build, and waits until /readyz answers. WEB_DIST in the test run's environment names
 * another copy of the built web app to serve.
 */
export const startServer = async (env: Record<string, string> = {}): Promise<RunningServer> => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kampus-e2e-'));
  const port = await freePort();
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'apps/server/src/main.ts')], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      JWT_SECRET: randomBytes(32).toString('hex'),
      DATA_KEY: randomBytes(32).toString('hex'),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // A run may serve its own copy of the built web app while the shared build is being rebuilt.
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const url = `http://127.0.0.1:${port}`;
  // The first start seeds the demo catalogue, which takes minutes on a loaded machine: E2E_SERVER_READY_MS may allow
  // more than the default.
  const deadline = Date.now() + (Number(process.env.E2E_SERVER_READY_MS) || 90_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Not left running behind a failed suite, holding its data directory and a core.
      child.kill('SIGKILL');
      throw new Error(`server did not become ready:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir,
    mailDir: path.join(dataDir, 'mail'),
    logs: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};
