import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freshDatabase, newDataDir, REPO_ROOT, testSecrets } from '@kampus/test-support';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { hashPassword } from '../../apps/server/src/lib/passwords.ts';
import { startServer } from '../catalogue/server.ts';
import { inBatches } from '../load/setup.ts';
import { latencyText, openLoop, percentile } from '../support/open-loop.ts';
import { guardRun } from '../support/run-guard.ts';
import { startSmtpCounter } from '../support/smtp-counter.ts';
import { FULL_SCALE, generateFamilies } from './generate.ts';

/*
 * `npm run bench:family` (issue #14): on PostgreSQL, a school of 100,000 students, 60,000 parents and 2 million
 * progress rows. Prints (1) the parent overview's response times at 200 requests a second from 200 signed-in
 * parents (target p99 ≤ 20 ms), and (2) how long the weekly digest for every parent takes to be queued and sent to a
 * local SMTP sink (target ≤ 5 minutes) while the catalogue is read, with the catalogue's p99 idle and during it
 * (target ≤ 2×). Both loads are open loops (bench/support/open-loop.ts). `--students`/`--parents` make a smaller
 * school for a quick try; `--database-url` names the PostgreSQL server (a fresh database is made on it).
 */

const { values: flags } = parseArgs({
  options: {
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    students: { type: 'string', default: String(FULL_SCALE.students) },
    parents: { type: 'string', default: String(FULL_SCALE.parents) },
    'overview-rate': { type: 'string', default: '200' },
    'catalogue-rate': { type: 'string', default: '500' },
    seconds: { type: 'string', default: '30' },
    'signed-in-parents': { type: 'string', default: '200' },
  },
});
const log = (line: string) => console.log(`[aile] ${line}`);
const API = '/api/v1/web';
const PASSWORD = 'Veli-şifre-2026';
const SECONDS = Number(flags.seconds);
const scale = { ...FULL_SCALE, students: Number(flags.students), parents: Number(flags.parents) };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const dataDir = await newDataDir();
const database = await freshDatabase({ adminUrl: flags['database-url'], prefix: 'kampus_family' });
const smtp = await startSmtpCounter();
const cleanups: Array<() => Promise<void>> = [
  () => rm(dataDir, { recursive: true, force: true }),
  database.drop,
  smtp.close,
];
const cleanUp = async () => {
  for (const c of cleanups.splice(0).reverse()) await c().catch(() => {});
};
const done = guardRun('aile', 45, cleanUp);

// 1. The school, straight into the database.
{
  const db = await openDatabase({ databaseUrl: database.databaseUrl, pgliteDir: database.pgliteDir });
  await db.migrate();
  await generateFamilies(db.db, scale, await hashPassword(PASSWORD), log);
  await db.close();
}

const secrets = testSecrets();
const serverEnv = { ...secrets, SMTP_URL: smtp.url, PUBLIC_URL: 'http://127.0.0.1' };
const server = await startServer({ dataDir, databaseUrl: database.databaseUrl, env: serverEnv });
cleanups.push(server.stop);

const call = async <T>(method: string, url: string, body?: object, token?: string): Promise<T> => {
  const res = await fetch(`${server.url}${API}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { success: boolean; data: T; error?: { errorMessage?: string } };
  if (!res.ok || !json.success)
    throw new Error(`${method} ${url}: ${res.status} ${json.error?.errorMessage}`);
  return json.data;
};

// 2. Parents sign in as people do (the password check included), and each reads the list of their children.
const signedIn = Math.min(Number(flags['signed-in-parents']), scale.parents);
const pairs: Array<{ token: string; childId: string }> = [];
await inBatches(signedIn, 4, async (i) => {
  const n = 1 + Math.floor((i * scale.parents) / signedIn);
  const { accessToken } = await call<{ accessToken: string }>('POST', '/authentication/login', {
    username: `veli${n}@bench.example`,
    password: PASSWORD,
  });
  const children = await call<Array<{ id: string }>>('GET', '/parents/children', undefined, accessToken);
  for (const child of children) pairs.push({ token: accessToken, childId: child.id });
});
log(`${signedIn} veli oturum açtı; ${pairs.length} veli-çocuk çifti`);

const overview = (ratePerSecond: number) =>
  openLoop({
    url: server.url,
    ratePerSecond,
    request: (n) => {
      const pair = pairs[n % pairs.length] as { token: string; childId: string };
      return {
        url: `${server.url}${API}/parents/children/${pair.childId}/overview`,
        headers: { authorization: `Bearer ${pair.token}` },
      };
    },
  });
const overviewRate = Number(flags['overview-rate']);
{
  const warm = overview(overviewRate);
  await sleep(5_000);
  await warm.stop();
  const loop = overview(overviewRate);
  await sleep(SECONDS * 1000);
  await loop.stop();
  const times = loop.times();
  log(
    `veli özeti (GET /parents/children/{id}/overview), ${overviewRate} istek/s: ${latencyText(times)}, hatalı yanıt ${loop.errors()} (hedef p99 ≤ 20 ms)`,
  );
}

// 3. The catalogue idle, then during the weekly digest of every parent.
const catalogueRate = Number(flags['catalogue-rate']);
const catalogue = () =>
  openLoop({
    url: `${server.url}${API}/courses/paginated?pageNumber=1&pageSize=10`,
    ratePerSecond: catalogueRate,
  });
const idleLoop = catalogue();
await sleep(10_000);
await idleLoop.stop();
const idleTimes = idleLoop.times();
log(`katalog, boşta (${catalogueRate} istek/s): ${latencyText(idleTimes)}`);

const duringLoop = catalogue();
const started = performance.now();
const cli = spawn(process.execPath, [path.join(REPO_ROOT, 'apps/server/src/cli.ts'), 'digest', 'send-now'], {
  cwd: REPO_ROOT,
  env: {
    PATH: process.env.PATH ?? '',
    DATA_DIR: dataDir,
    DATABASE_URL: database.databaseUrl,
    LOG_LEVEL: 'warn',
    ...serverEnv,
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let cliOutput = '';
cli.stdout.on('data', (d) => {
  cliOutput += d;
});
const exitCode = await new Promise<number | null>((resolve) => cli.once('exit', resolve));
const queuedAt = performance.now();
const queued = Number(/(\d+) e-posta kuyruğa alındı/.exec(cliOutput)?.[1] ?? Number.NaN);
log(
  `özet kuyruğa alındı: ${queued} e-posta, ${((queuedAt - started) / 1000).toFixed(1)} s (komut çıkış kodu ${exitCode})`,
);
const limit = started + 15 * 60_000;
while (smtp.arrivals.length < queued && performance.now() < limit) await sleep(200);
const last = smtp.arrivals.at(-1) ?? performance.now();
await duringLoop.stop();
const duringTimes = duringLoop.times(started, last);
const totalSeconds = (last - started) / 1000;
log(
  `özet gönderildi: ${smtp.arrivals.length}/${queued} e-posta, kuyruğa alma başından son postaya ${totalSeconds.toFixed(1)} s, ${(smtp.arrivals.length / totalSeconds).toFixed(1)} posta/s (hedef ≤ 300 s)`,
);
const ratio = percentile(duringTimes, 99) / percentile(idleTimes, 99);
log(
  `katalog, özet sırasında: ${latencyText(duringTimes)}, hatalı yanıt ${duringLoop.errors()}; p99 oranı ${ratio.toFixed(2)}× (hedef ≤ 2×)`,
);

done();
await cleanUp();
process.exit(0);
