import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { spawnServer } from '@kampus/test-support';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDriver } from '../../test/support/test-app.ts';
import { openDatabase } from './client.ts';
import { DataDirLockedError } from './data-dir-lock.ts';

/**
 * Two processes on one embedded database directory corrupt it, and PGlite does not stop the second one. These run
 * the real server (`node src/main.ts`) on one DATA_DIR, the way a second `npm start` or a forgotten dev server
 * would. Independent of TEST_DATABASE_URL: the lock concerns the embedded database only.
 */

type Server = { child: ChildProcess; url: string; output: () => string; exited: Promise<number | null> };

const children: ChildProcess[] = [];

/** The real server (`node src/main.ts`) on `dataDir`, without waiting for it: the second one is meant to fail. */
const startServer = async (dataDir: string): Promise<Server> => {
  const server = await spawnServer({
    dataDir,
    waitForReady: false,
    env: { SEED_DEMO: 'false', LOG_LEVEL: 'warn', WEB_DIST: path.join(dataDir, 'no-web-build') },
  });
  children.push(server.child);
  return {
    child: server.child,
    url: server.url,
    output: server.logs,
    exited: server.exited.then(({ code }) => code),
  };
};

/** Resolves once /readyz answers 200; fails when the process ends first. */
const ready = async (server: Server) => {
  let hasExited = false;
  void server.exited.then(() => {
    hasExited = true;
  });
  for (;;) {
    if (hasExited) throw new Error(`the server ended before it was ready:\n${server.output()}`);
    const res = await fetch(`${server.url}/readyz`).catch(() => null);
    if (res?.status === 200) return;
    await new Promise((r) => setTimeout(r, 100));
  }
};

const lockFileOf = (dataDir: string) => path.join(dataDir, 'pglite.lock');
const lockPid = (dataDir: string) => Number(readFileSync(lockFileOf(dataDir), 'utf8').split('\n')[0]);

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'kampus-lock-'));
});
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe.skipIf(testDriver() === 'postgres')('one process per embedded database directory', () => {
  it('refuses a second server on the same DATA_DIR, naming the first one, and leaves the first running', async () => {
    const first = await startServer(dataDir);
    await ready(first);
    expect(lockPid(dataDir)).toBe(first.child.pid);

    const second = await startServer(dataDir);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `Veri dizini başka bir süreç tarafından kullanılıyor (PID ${first.child.pid})`,
    );
    expect(lockPid(dataDir)).toBe(first.child.pid);
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);

    first.child.kill('SIGKILL');
    await first.exited;
  }, 60_000);

  it('starts over the lock a killed server left, and removes its own lock when stopped gracefully', async () => {
    // The previous test's server was killed: its lock file is still there, naming a process that is gone.
    const stalePid = lockPid(dataDir);
    expect(Number.isInteger(stalePid) && stalePid > 0).toBe(true);

    const server = await startServer(dataDir);
    await ready(server);
    expect(lockPid(dataDir)).toBe(server.child.pid);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(existsSync(lockFileOf(dataDir))).toBe(false);
  }, 60_000);

  it('refuses to open one directory twice within a process and opens it again once closed', async () => {
    const dir = path.join(dataDir, 'in-process');
    const first = await openDatabase({ pgliteDir: dir });
    await expect(openDatabase({ pgliteDir: dir })).rejects.toThrow(DataDirLockedError);
    await first.close();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    const again = await openDatabase({ pgliteDir: dir });
    await again.ping();
    await again.close();
  }, 60_000);

  it('takes over a lock file that names no running process', async () => {
    const dir = path.join(dataDir, 'left-behind');
    // A process that has ended: its id is free (until the system reuses it, which it does not do at once).
    const gone = spawn(process.execPath, ['-e', '']);
    const gonePid = gone.pid;
    await new Promise((r) => gone.once('exit', r));
    await writeFile(`${dir}.lock`, `${gonePid}\n2026-01-01T00:00:00.000Z\n`);
    const database = await openDatabase({ pgliteDir: dir });
    expect(readFileSync(`${dir}.lock`, 'utf8').split('\n')[0]).toBe(String(process.pid));
    await database.close();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  }, 60_000);
});
