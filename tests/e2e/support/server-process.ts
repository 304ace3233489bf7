import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../../apps/server/src/test/free-port.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export type ServerProcess = {
  child: ChildProcess;
  url: string;
  port: number;
  dataDir: string;
  logs: () => string;
  /** Resolves once the server's output matches `pattern` (already printed output counts). */
  waitForLog: (pattern: RegExp) => Promise<void>;
  /** Resolves with the exit code and signal once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM, then waits for the exit (no-op when it already ended). */
  stop: () => Promise<void>;
};

export const newDataDir = () => mkdtemp(path.join(os.tmpdir(), 'kampus-proc-'));

/** Secrets shared by the processes of one test, so that tokens and encrypted fields work on each of them. */
export const testSecrets = () => ({
  JWT_SECRET: randomBytes(32).toString('hex'),
  DATA_KEY: randomBytes(32).toString('hex'),
});

/**
 * Starts `node apps/server/src/main.ts` as its own process (the process-level fault tests signal and kill it),
 * on `dataDir` (a new one unless given, so a test can restart a server on the same data), and waits until
 * /readyz answers. The caller removes the data directory.
 */
export const spawnServer = async (
  options: { env?: Record<string, string>; dataDir?: string; port?: number } = {},
): Promise<ServerProcess> => {
  const dataDir = options.dataDir ?? (await newDataDir());
  const port = options.port ?? (await freePort());
  let output = '';
  const waiters: Array<{ pattern: RegExp; resolve: () => void }> = [];
  const child = spawn(process.execPath, [path.join(repoRoot, 'apps/server/src/main.ts')], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
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
  };
  child.stdout?.on('data', onOutput);
  child.stderr?.on('data', onOutput);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become ready:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    child,
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
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
};

/** An API call with JSON in and the envelope out. */
export const api = async (
  base: string,
  method: string,
  url: string,
  body?: unknown,
  token?: string,
): Promise<{
  status: number;
  json: { success: boolean; data: unknown; error: { errorMessage: string } | null };
}> => {
  const res = await fetch(`${base}/api/v1/web${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, json: await res.json() };
};

let counter = 0;

/** A valid registration body (seed 000 §3) with a fresh e-mail. */
export const registration = (password = 'gizli-şifre') => {
  counter += 1;
  const id = () =>
    `${1 + Math.floor(Math.random() * 9)}${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`;
  return {
    name: 'Ayşe',
    surname: 'Yılmaz',
    email: `ayse.${counter}.${randomBytes(4).toString('hex')}@example.com`,
    identificationNumber: id(),
    parentName: 'Mehmet',
    parentSurname: 'Yılmaz',
    parentIdentificationNumber: id(),
    fullAddress: 'Atatürk Caddesi No: 12, Çankaya, Ankara',
    password,
    confirmPassword: password,
  };
};

/** Registers and signs in a new student; answers the e-mail, password and tokens. */
export const newStudent = async (base: string) => {
  const body = registration();
  const reg = await api(base, 'POST', '/authentication/register', body);
  if (reg.status !== 200) throw new Error(`register: ${reg.status} ${JSON.stringify(reg.json)}`);
  const login = await api(base, 'POST', '/authentication/login', {
    username: body.email,
    password: body.password,
  });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${JSON.stringify(login.json)}`);
  const tokens = login.json.data as { accessToken: string; refreshToken: string };
  return { id: reg.json.data as string, email: body.email, password: body.password, ...tokens };
};
