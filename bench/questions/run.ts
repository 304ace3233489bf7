import { appendFile, rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { freshDatabase, newDataDir, testSecrets } from '@kampus/test-support';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { hashPassword } from '../../apps/server/src/lib/passwords.ts';
import { startServer } from '../catalogue/server.ts';
import { inBatches } from '../load/setup.ts';
import { cpuMs, loadAverage, postgresCpu, postgresCpuSince, waitUntilIdle } from '../support/cpu.ts';
import { latencyText, openLoop, percentile } from '../support/open-loop.ts';
import { guardRun } from '../support/run-guard.ts';
import { explainReads, FULL_SCALE, generateQuestions, lecturesOfStudents } from './generate.ts';

/*
 * `npm run bench:questions` (issue #17): on PostgreSQL, 1,000,000 questions and 3,000,000 answers over 10,000
 * lectures (bench/questions/generate.ts, set-based SQL). Prints, in open loops (bench/support/open-loop.ts):
 * (1) a lecture's question list, first page, newest and top, from signed-in enrolled learners at 500 requests a
 * second (target p99 ≤ 15 ms); (2) the lecturer inbox, first page, all and unanswered, from signed-in lecturers
 * (target p99 ≤ 25 ms). `--questions` makes a smaller school for a quick try; `--database-url` names the
 * PostgreSQL server (a fresh database is made on it and dropped at the end).
 */

const { values: flags } = parseArgs({
  options: {
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    questions: { type: 'string', default: String(FULL_SCALE.questions) },
    'list-rate': { type: 'string', default: '500' },
    'inbox-rate': { type: 'string', default: '200' },
    seconds: { type: 'string', default: '30' },
    // Each load runs this long before it is measured (JIT, prepared plans, connections).
    'warmup-seconds': { type: 'string', default: '15' },
    'signed-in-students': { type: 'string', default: '200' },
    // Keeps the generated database and prints its address; `--reuse` measures again on it without generating.
    keep: { type: 'boolean', default: false },
    reuse: { type: 'string' },
    // Appends each load's answers slower than 15 ms (epoch ms, time) as a JSON line: to match with the server's records.
    'slow-log': { type: 'string' },
  },
});
const log = (line: string) => console.log(`[sorular] ${line}`);
const API = '/api/v1/web';
const PASSWORD = 'Soru-şifre-2026';
const SECONDS = Number(flags.seconds);
const scale = { ...FULL_SCALE, questions: Number(flags.questions) };
const lectures = scale.courses * scale.lecturesPerCourse;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const dataDir = await newDataDir();
const database = flags.reuse
  ? { databaseUrl: flags.reuse, pgliteDir: 'memory://unused', drop: async () => {} }
  : await freshDatabase({ adminUrl: flags['database-url'], prefix: 'kampus_questions' });
const cleanups: Array<() => Promise<void>> = [() => rm(dataDir, { recursive: true, force: true })];
if (flags.keep) log(`veritabanı korunuyor: --reuse ${database.databaseUrl}`);
else cleanups.push(database.drop);
const cleanUp = async () => {
  for (const c of cleanups.splice(0).reverse()) await c().catch(() => {});
};
const done = guardRun('sorular', 45, cleanUp);

// 1. The questions and answers, straight into the database; which lectures each signed-in learner reads.
const signedIn = Math.min(Number(flags['signed-in-students']), scale.students);
const studentNumbers = Array.from(
  { length: signedIn },
  (_, i) => 1 + Math.floor((i * scale.students) / signedIn),
);
let lecturesOf: Map<number, string[]>;
{
  const db = await openDatabase({ databaseUrl: database.databaseUrl, pgliteDir: database.pgliteDir });
  await db.migrate();
  if (!flags.reuse) await generateQuestions(db.db, scale, await hashPassword(PASSWORD), log);
  lecturesOf = await lecturesOfStudents(db.db, studentNumbers, scale);
  for (const line of await explainReads(db.db, scale)) log(`  plan: ${line}`);
  await db.close();
}

const server = await startServer({
  dataDir,
  databaseUrl: database.databaseUrl,
  env: {
    ...testSecrets(),
    PUBLIC_URL: 'http://127.0.0.1',
    ...(process.env.BENCH_SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS } : {}),
  },
});
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
const login = async (username: string) =>
  (await call<{ accessToken: string }>('POST', '/authentication/login', { username, password: PASSWORD }))
    .accessToken;

// 2. Learners sign in as people do (the password check included); each reads the lectures of a course of theirs.
const readers: Array<{ token: string; lectureIds: string[] }> = [];
await inBatches(signedIn, 4, async (i) => {
  const n = studentNumbers[i] as number;
  readers.push({ token: await login(`ogrenci${n}@bench.example`), lectureIds: lecturesOf.get(n) ?? [] });
});
const lecturerTokens: string[] = [];
await inBatches(scale.lecturers, 4, async (i) => {
  lecturerTokens.push(await login(`egitmen${i + 1}@bench.example`));
});
log(
  `${readers.length} öğrenci ve ${lecturerTokens.length} eğitmen oturum açtı; ders başına ortalama ${(scale.questions / lectures).toFixed(0)} soru`,
);

// Each kind of request answers once before it is measured, so a broken set-up fails here with the server's reason.
{
  const reader = readers[0] as (typeof readers)[number];
  await call('GET', `/lectures/${reader.lectureIds[0]}/questions?sort=top`, undefined, reader.token);
  await call('GET', '/lecturer/questions?status=unanswered', undefined, lecturerTokens[0]);
}

const measure = async (
  label: string,
  rate: number,
  target: string,
  request: (n: number) => { url: string; headers: Record<string, string> },
) => {
  const warm = openLoop({ url: server.url, ratePerSecond: rate, request });
  await sleep(Number(flags['warmup-seconds']) * 1000);
  await warm.stop();
  const before = { server: await cpuMs(server.pid), postgres: await postgresCpu() };
  const loop = openLoop({ url: server.url, ratePerSecond: rate, request });
  await sleep(SECONDS * 1000);
  await loop.stop();
  const times = loop.times();
  const perRequest = async (ms: number) => (ms / times.length).toFixed(2);
  log(`${label}, ${rate} istek/s: ${latencyText(times)}, hatalı yanıt ${loop.errors()} (${target})`);
  log(`  yük üretecinin gönderme gecikmesi: p99 ${percentile(loop.lateness(), 99).toFixed(2)} ms`);
  if (flags['slow-log'])
    await appendFile(
      flags['slow-log'],
      `${JSON.stringify({ label, slow: loop.slowAnswers(15).map((s) => [Math.round(performance.timeOrigin + s.at), +s.ms.toFixed(1)]) })}\n`,
    );
  log(
    `  istek başına CPU: sunucu ${await perRequest((await cpuMs(server.pid)) - before.server)} ms, PostgreSQL ${await perRequest(await postgresCpuSince(before.postgres))} ms; yük ortalaması ${await loadAverage()}`,
  );
  return percentile(times, 99);
};

log(`sunucu ve PostgreSQL boşta: ${await waitUntilIdle(server.pid)} s beklendi`);

const listRate = Number(flags['list-rate']);
for (const sort of ['newest', 'top'] as const)
  await measure(`dersin soruları, ilk sayfa, ${sort}`, listRate, 'hedef p99 ≤ 15 ms', (n) => {
    const reader = readers[n % readers.length] as (typeof readers)[number];
    const lectureId = reader.lectureIds[(n * 7) % reader.lectureIds.length] as string;
    return {
      url: `${server.url}${API}/lectures/${lectureId}/questions?pageNumber=1&pageSize=10&sort=${sort}`,
      headers: { authorization: `Bearer ${reader.token}` },
    };
  });

const inboxRate = Number(flags['inbox-rate']);
for (const status of ['all', 'unanswered'] as const)
  await measure(`eğitmen gelen kutusu, ilk sayfa, ${status}`, inboxRate, 'hedef p99 ≤ 25 ms', (n) => ({
    url: `${server.url}${API}/lecturer/questions?status=${status}&pageNumber=1&pageSize=20`,
    headers: { authorization: `Bearer ${lecturerTokens[n % lecturerTokens.length] as string}` },
  }));

done();
await cleanUp();
process.exit(0);
