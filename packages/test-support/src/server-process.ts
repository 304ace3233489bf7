import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

export type ServerProcess = {
  child: ChildProcess;
  pid: number | undefined;
  url: string;
  port: number;
  dataDir: string;
  /** The process's output so far (only the last `logTail` characters when that is set). */
  logs: () => string;
  /** Resolves once the server's output matches `pattern` (already printed output counts). */
  waitForLog: (pattern: RegExp) => Promise<void>;
  /** Resolves once /readyz answers 200; fails when the process ends first or the time runs out. */
  ready: () => Promise<void>;
  /** Resolves with the exit code and signal once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM, then waits for the exit (no-op when it already ended); removes the data directory if it made it. */
  stop: () => Promise<void>;
};

export type SpawnServerOptions = {
  /** Settings added to (or overriding) the defaults below. */
  env?: Record<string, string>;
  /** The data directory; a new temporary one (removed again by `stop`) unless given. */
  dataDir?: string;
  port?: number;
  /** false returns as soon as the process runs, for a test that expects it not to start; `ready()` waits later. */
  waitForReady?: boolean;
  readyTimeoutMs?: number;
  /** Keep only the last this many characters of output: a long run at info level would otherwise grow without bound. */
  logTail?: number;
  /** After SIGTERM, SIGKILL if the process has not ended within this time (never, unless given). */
  killAfterMs?: number;
};

export const newDataDir = () => mkdtemp(path.join(os.tmpdir(), 'kampus-proc-'));

/** Secrets shared by the processes of one test, so that tokens and encrypted fields work on each of them. */
export const testSecrets = () => ({
  JWT_SECRET: randomBytes(32).toString('hex'),
  DATA_KEY: randomBytes(32).toString('hex'),
});

/**
 * Starts the real server (`node apps/server/src/main.ts`, the built web app included when there is one) as its own
 * process on loopback, as `npm start` would, and waits until /readyz answers. Its environment is only PATH, the port,
 * the data directory, fresh secrets and `env`: nothing of the calling test's leaks in.
 */
export const spawnServer = async (options: SpawnServerOptions = {}): Promise<ServerProcess> => {
  const ownsDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? (await newDataDir());
  const port = options.port ?? (await freePort());
  let output = '';
  const waiters: Array<{ pattern: RegExp; resolve: () => void }> = [];
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'apps/server/src/main.ts')], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...testSecrets(),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const onOutput = (d: Buffer) => {
    output += d;
    for (const w of [...waiters])
      if (w.pattern.test(output)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
    if (options.logTail && output.length > options.logTail) output = output.slice(-options.logTail);
  };
  child.stdout?.on('data', onOutput);
  child.stderr?.on('data', onOutput);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const hasEnded = () => child.exitCode !== null || child.signalCode !== null;
  const url = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (!hasEnded()) {
      child.kill('SIGTERM');
      const hard = options.killAfterMs
        ? setTimeout(() => child.kill('SIGKILL'), options.killAfterMs)
        : undefined;
      await exited;
      clearTimeout(hard);
    }
    if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
  };

  const ready = async () => {
    // A first start seeds the demo catalogue, which takes minutes on a loaded machine: E2E_SERVER_READY_MS may allow more.
    const deadline =
      Date.now() + (options.readyTimeoutMs ?? (Number(process.env.E2E_SERVER_READY_MS) || 90_000));
    for (;;) {
      if (hasEnded()) throw new Error(`server exited early:\n${output}`);
      try {
        if ((await fetch(`${url}/readyz`)).ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        await exited;
        throw new Error(`server did not become ready:\n${output}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  if (options.waitForReady !== false) await ready();
  return {
    child,
    pid: child.pid,
    url,
    port,
    dataDir,
    logs: () => output,
    waitForLog: (pattern) =>
      pattern.test(output)
        ? Promise.resolve()
        : new Promise<void>((resolve, reject) => {
            waiters.push({ pattern, resolve });
            void exited.then(() => {
              if (!pattern.test(output)) reject(new Error(`exited before printing ${pattern}:\n${output}`));
            });
          }),
    ready,
    exited,
    stop,
  };
};
