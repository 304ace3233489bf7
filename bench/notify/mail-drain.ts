import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freshDatabase, newDataDir, spawnServer, testSecrets } from '@kampus/test-support';
import autocannon from 'autocannon';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { courses, users } from '../../apps/server/src/db/schema/index.ts';
import { startJobEngine } from '../../apps/server/src/modules/jobs/job-engine.ts';
import { queueMail } from '../../apps/server/src/modules/mail/outbox.ts';
import { TEMPLATES } from '../../apps/server/src/modules/mail/templates/index.ts';
import { latencyText, openLoop, percentile } from '../support/open-loop.ts';
import { guardRun } from '../support/run-guard.ts';
import { startSmtpCounterProcess } from '../support/smtp-counter-process.ts';

/*
 * `npm run bench:notify:mail`: 1,000 mails queued in one transaction are drained by the real server to a local SMTP
 * sink (smtp-server) while the catalogue is read; prints the drain rate and the catalogue's p99 idle and during the
 * drain (targets: ≥ 50 mails/s, p99 within twice its idle value; docs/performance.md). PGlite by default;
 * `--database-url postgres://…/postgres` runs it on a fresh database of that PostgreSQL server.
 */

const { values: flags } = parseArgs({
  options: {
    mails: { type: 'string', default: '1000' },
    connections: { type: 'string', default: '4' },
    // Catalogue requests a second across all connections; 0 reads as fast as the server answers (saturation).
    rate: { type: 'string', default: '1000' },
    'idle-seconds': { type: 'string', default: '10' },
    // Catalogue reads before the idle window; default 20 s on PostgreSQL, 3 s on PGlite (which restarts anyway).
    'warmup-seconds': { type: 'string' },
    'database-url': { type: 'string' },
  },
});
const MAILS = Number(flags.mails);
const CONNECTIONS = Number(flags.connections);
const RATE = Number(flags.rate);
const loadName = RATE > 0 ? `${RATE} istek/s, açık döngü` : `${CONNECTIONS} bağlantı, tam hız`;
const log = (line: string) => console.log(`[posta] ${line}`);
/** CPU ms of a process, all its threads (/proc/<pid>/stat utime + stime, 100 ticks a second on Linux). */
const cpuMs = async (pid: number | undefined) => {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
const loadAverage = async () => (await readFile('/proc/loadavg', 'utf8')).split(' ').slice(0, 3).join(' ');
const silent = { info: () => {}, warn: () => {}, error: (o: object, m: string) => console.error(m, o) };

const dataDir = await newDataDir();
const database = await freshDatabase({
  adminUrl: flags['database-url'],
  prefix: 'kampus_maildrain',
  pgliteDir: path.join(dataDir, 'pglite'),
});
const cleanups: Array<() => Promise<void>> = [
  () => rm(dataDir, { recursive: true, force: true }),
  database.drop,
];
const cleanUp = async () => {
  for (const c of cleanups.splice(0).reverse()) await c().catch(() => {});
};
const done = guardRun('posta', 20, cleanUp);

// A local SMTP sink that counts what it accepts and when.
// In a process of its own: receiving 200 mails a second here would slow the load generator that times the catalogue.
const smtp = await startSmtpCounterProcess();
let arrived = await smtp.arrivals();
cleanups.push(smtp.close);

// The data: a lecturer with 60 published courses, so the catalogue page has something to read.
const open = () => openDatabase({ databaseUrl: database.databaseUrl, pgliteDir: database.pgliteDir });
{
  const db = await open();
  await db.migrate();
  const [lecturer] = await db.db
    .insert(users)
    .values({
      email: 'egitmen@example.com',
      name: 'Eğitmen',
      surname: 'Bir',
      identificationNumberEnc: '',
      parentName: '',
      parentSurname: '',
      parentIdentificationNumberEnc: '',
      fullAddress: '',
      passwordHash: 'x',
      roles: [1],
    })
    .returning({ id: users.id });
  await db.db.insert(courses).values(
    Array.from({ length: 60 }, (_, i) => ({
      lecturerId: lecturer?.id as string,
      name: `Kurs ${i + 1}`,
      description: `Kurs ${i + 1}: adım adım uygulamalı anlatım.`,
      level: i % 3,
      priceKurus: 10_000 + i * 100,
      discountedPriceKurus: 0,
      publishStatus: 1,
    })),
  );
  await db.close();
}

const env = {
  ...testSecrets(),
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
  SMTP_URL: smtp.url,
  RATE_LIMIT_PER_MINUTE: '1000000',
  ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
  // e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof' to profile the servers of a run (docs/performance.md).
  ...(process.env.MAIL_DRAIN_SERVER_NODE_OPTIONS
    ? { NODE_OPTIONS: process.env.MAIL_DRAIN_SERVER_NODE_OPTIONS }
    : {}),
  // The server's own default unless set here (60 a second on PGlite, no limit on PostgreSQL).
  ...(process.env.MAIL_SEND_PER_SECOND ? { MAIL_SEND_PER_SECOND: process.env.MAIL_SEND_PER_SECOND } : {}),
};
const catalogueUrl = (url: string) => `${url}/api/v1/web/courses/paginated?pageNumber=1&pageSize=10`;
/**
 * Reads the catalogue until stopped: at `--rate` requests a second in an open loop (bench/support/open-loop.ts), or
 * with `--rate 0` as fast as the server answers on `--connections` connections (autocannon), where the response
 * times measure the queue of a saturated server.
 */
const readCatalogue = (url: string) => {
  if (RATE > 0) {
    const loop = openLoop({ url: catalogueUrl(url), ratePerSecond: RATE });
    return { stop: loop.stop, times: loop.times, errors: loop.errors };
  }
  const times: number[] = [];
  const at: number[] = [];
  const run = autocannon({ url: catalogueUrl(url), connections: CONNECTIONS, duration: 3600, timeout: 10 });
  let errors = 0;
  run.on('response', (_client, status, _bytes, ms) => {
    if (status !== 200) errors += 1;
    else {
      times.push(ms);
      at.push(performance.now());
    }
  });
  return {
    stop: async () => {
      run.stop();
      await run;
    },
    times: (from = 0, to = Number.POSITIVE_INFINITY) =>
      times.filter((_, i) => (at[i] ?? 0) >= from && (at[i] ?? 0) <= to),
    errors: () => errors,
  };
};
const readFor = async (url: string, seconds: number) => {
  const reader = readCatalogue(url);
  await new Promise((r) => setTimeout(r, seconds * 1000));
  await reader.stop();
  return reader.times();
};

// On PostgreSQL the mails are queued from this process while the server runs, so both windows see a server past its
// start (its first seconds have stalls of their own: compilation, the start's sweeps). PGlite is opened by one
// process at a time, so there the mails are queued while the server is stopped and drained as it starts again.
const whileRunning = Boolean(database.databaseUrl);
const warmupSeconds = Number(flags['warmup-seconds'] ?? (whileRunning ? 20 : 3));

/** 1,000 mails queued at once, in one transaction, as one event queues its mail. */
const queueTheMails = async () => {
  const db = await open();
  const jobs = await startJobEngine(db, { jobWorkers: false, jobPollSeconds: 2 }, silent);
  const sample = TEMPLATES['order-completed'].sample;
  await db.db.transaction(async (tx) => {
    for (let i = 0; i < MAILS; i += 1)
      await queueMail({ jobs, publicUrl: 'http://127.0.0.1' }, tx, {
        eventKey: `bench-mail:${i}`,
        userId: null,
        to: `ogrenci${i}@example.com`,
        template: 'order-completed',
        data: { ...sample, orderNumber: `KMP-BENCH-${i}` },
        category: 'orders',
      });
  });
  await jobs.stop();
  await db.close();
  log(`${MAILS} posta kuyruğa alındı`);
};

// 1. The catalogue with the workers running and nothing to send.
let server = await spawnServer({ dataDir, env, readyTimeoutMs: 600_000 });
cleanups.push(server.stop);
await readFor(server.url, warmupSeconds);
const idleCpu = await cpuMs(server.child.pid);
const idleSeconds = Number(flags['idle-seconds']);
const idleTimes = await readFor(server.url, idleSeconds);
// The server's CPU per catalogue request, so that the drain's own CPU can be told apart from the catalogue's.
const cpuPerRequest = ((await cpuMs(server.child.pid)) - idleCpu) / idleTimes.length;
log(
  `katalog, boşta (${loadName}): ${latencyText(idleTimes)}, ${(idleTimes.length / idleSeconds).toFixed(0)} istek/s, sunucu CPU ${cpuPerRequest.toFixed(3)} ms/istek (yük ortalaması ${await loadAverage()})`,
);

// 2. and 3. The mails are queued and drained while the catalogue is read.
const started = performance.now();
let load: ReturnType<typeof readCatalogue>;
if (whileRunning) {
  load = readCatalogue(server.url);
  await queueTheMails();
} else {
  await server.stop();
  await queueTheMails();
  server = await spawnServer({ dataDir, env, readyTimeoutMs: 600_000 });
  cleanups.push(server.stop);
  load = readCatalogue(server.url);
}
let drainCpu = 0;
let lastReport = performance.now();
while (arrived.count < MAILS) {
  await new Promise((r) => setTimeout(r, 100));
  arrived = await smtp.arrivals();
  if (arrived.count > 0 && drainCpu === 0) drainCpu = await cpuMs(server.child.pid);
  if (performance.now() - lastReport > 5_000) {
    lastReport = performance.now();
    log(`… ${arrived.count}/${MAILS} posta ulaştı`);
    if (performance.now() - started > Number(process.env.MAIL_DRAIN_LIMIT_MS ?? 600_000)) {
      log(`süre doldu; sunucunun son çıktısı:\n${server.logs().slice(-3000)}`);
      break;
    }
  }
}
drainCpu = (await cpuMs(server.child.pid)) - drainCpu;
await load.stop();
const first = Number.isNaN(arrived.first) ? started : arrived.first;
const last = Number.isNaN(arrived.last) ? started : arrived.last;
const rate = (MAILS - 1) / ((last - first) / 1000);
// Only the requests answered while mail was going out: the server's start and the wait for the first mail are not the drain.
const loadTimes = load.times(first, last);
log(
  `boşaltma: ${MAILS} posta ${((last - first) / 1000).toFixed(1)} s içinde (ilk postadan son postaya), ${rate.toFixed(1)} posta/s (hedef ≥ 50)`,
);
log(
  `katalog, boşaltma sırasında (${loadName}): ${latencyText(loadTimes)}, ${(loadTimes.length / ((last - first) / 1000)).toFixed(0)} istek/s, hatalı yanıt ${load.errors()}`,
);
// The drain's own CPU: the server's CPU from the first mail to the last, less what the catalogue requests served
// meanwhile cost at their idle rate (an estimate: requests cost more when they compete).
const drainSeconds = (last - first) / 1000;
log(
  `sunucu CPU'su boşaltma sırasında: ${drainCpu} ms (${drainSeconds.toFixed(1)} s içinde); katalog payı düşülünce posta başına ≈ ${((drainCpu - loadTimes.length * cpuPerRequest) / MAILS).toFixed(2)} ms (yük ortalaması ${await loadAverage()})`,
);
const ratio = percentile(loadTimes, 99) / percentile(idleTimes, 99);
log(`p99 oranı: ${ratio.toFixed(2)}× boştaki değer (hedef ≤ 2×)`);
await new Promise((r) => setTimeout(r, 2000));
arrived = await smtp.arrivals();
log(`SMTP'ye ulaşan: ${arrived.count} (beklenen ${MAILS}: hiçbiri iki kez gönderilmez)`);
await server.stop();
done();
await cleanUp();
process.exit(rate >= 50 && ratio <= 2 && arrived.count === MAILS ? 0 : 1);
