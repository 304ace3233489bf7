import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { guardRun } from '../support/run-guard.ts';
import { type LoadResult, runCleanups, runLoadBench } from './load-bench.ts';
import { isPaceName, PACE_NAMES } from './pacing.ts';

/*
 * `npm run bench:load`: mixed learner load on PostgreSQL (README.md beside this file). Prints the table, keeps the
 * figures as JSON under bench/results/ and exits 1 when any call failed, the database is inconsistent afterwards
 * or, at a person's pace (`--pace learner`, the default), a call type misses its p99 target. The stress mode
 * (`--pace stress`) is read for capacity; its latencies are printed but not judged.
 */

const { values: flags } = parseArgs({
  options: {
    learners: { type: 'string' },
    seconds: { type: 'string' },
    pace: { type: 'string' },
    'think-scale': { type: 'string' },
    'database-url': { type: 'string' },
    pglite: { type: 'boolean', default: false },
  },
});

const env = process.env;
const settings = {
  learners: Number(flags.learners ?? env.LOAD_LEARNERS ?? 200),
  seconds: Number(flags.seconds ?? env.LOAD_SECONDS ?? 60),
  pace: flags.pace ?? env.LOAD_PACE ?? 'learner',
  thinkScale: Number(flags['think-scale'] ?? env.LOAD_THINK_SCALE ?? 1),
  adminUrl: flags.pglite
    ? undefined
    : (flags['database-url'] ?? env.LOAD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'),
  timeoutMinutes: Number(env.LOAD_TIMEOUT_MINUTES ?? 20),
};
if (!Number.isInteger(settings.learners) || settings.learners < 1 || settings.learners > 5000)
  throw new Error('--learners 1 ile 5000 arasında bir tam sayı olmalıdır');
// Access tokens live 15 minutes and the learners sign in once.
if (!(settings.seconds > 0 && settings.seconds <= 600))
  throw new Error('--seconds 0 ile 600 arasında olmalıdır');
const { pace } = settings;
if (!isPaceName(pace)) throw new Error(`--pace şunlardan biri olmalıdır: ${PACE_NAMES.join(', ')}`);
if (!(settings.thinkScale >= 0 && settings.thinkScale <= 100))
  throw new Error('--think-scale 0 ile 100 arasında olmalıdır');

const log = (line: string) => console.log(`[yük] ${line}`);

/** A plain-text table: text columns left-aligned, figures right-aligned. */
const textTable = (head: string[], rows: string[][], rightAligned: (column: number) => boolean) => {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (rightAligned(i) ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
};

const ms = (n: number) => n.toFixed(1);
const kindLabel = { read: 'okuma', write: 'yazma', login: 'giriş' } as const;
const paceLabel = { learner: 'öğrenci temposu', stress: 'zorlama (doygunluk)' } as const;
/** Latencies are judged only at a person's pace; the stress mode measures the queue, not the product. */
const verdict = (r: LoadResult, isMet: boolean, target: number) =>
  !r.isLatencyJudged ? 'değerlendirilmez' : isMet ? 'GEÇTİ' : `KALDI (p99 > ${target})`;

export const callsTable = (r: LoadResult) =>
  textTable(
    ['çağrı', 'tür', 'adet', 'p50 ms', 'p99 ms', 'en çok ms', 'hata', 'beklenen', 'hedef p99', 'sonuç'],
    [
      ...r.calls.map((c) => [
        c.type,
        kindLabel[c.kind],
        String(c.count),
        ms(c.p50Ms),
        ms(c.p99Ms),
        ms(c.maxMs),
        String(c.errors),
        String(c.expected),
        `≤ ${c.targetP99Ms}`,
        verdict(r, c.isTargetMet, c.targetP99Ms),
      ]),
      ...(['read', 'write', 'login'] as const).map((kind) => {
        const k = r.kinds[kind];
        return [
          `tüm ${kindLabel[kind]} çağrıları`,
          kindLabel[kind],
          String(k.count),
          ms(k.p50Ms),
          ms(k.p99Ms),
          ms(k.maxMs),
          String(k.errors),
          String(k.expected),
          `≤ ${k.targetP99Ms}`,
          verdict(r, k.isTargetMet, k.targetP99Ms),
        ];
      }),
    ],
    (i) => i >= 2 && i <= 8,
  );

export const summaryLines = (r: LoadResult) => [
  `mod: ${paceLabel[r.pace]} (--pace ${r.pace}); ${r.isLatencyJudged ? 'gecikme hedefleri değerlendirildi' : 'kapasite ölçümü: gecikmeler kuyruğu ölçer, hedeflere göre değerlendirilmez'}`,
  `motor ${r.engine}, ${r.learners} öğrenci, düşünme ×${r.thinkScale}, ${r.seconds} s (girişler ${r.rampSeconds} s içine yayılı), pencere ${r.windowSeconds} s`,
  `toplam ${r.totalRequests} istek, ${r.requestsPerSecond} istek/s (girişlerden sonra ${r.steadyRequestsPerSecond} istek/s), hata ${r.errors}; istek başına ortalama düşünme ${r.thinkMsPerRequest} ms`,
  `sunucu belleği (RSS): başta ${r.memory.startMiB} MiB, en çok ${r.memory.peakMiB} MiB, sonda ${r.memory.endMiB} MiB (${r.memory.samples} örnek)`,
  `CPU saniyesi: sunucu ${r.cpuSeconds.server ?? '–'}, PostgreSQL ${r.cpuSeconds.database ?? '–'}, istemci ${r.cpuSeconds.client}; yük ortalaması önce ${r.loadAverage.before}, sırasında ${r.loadAverage.during}, sonra ${r.loadAverage.after}`,
  ...(r.slowestSeconds.length === 0
    ? ['hedefini aşan çağrı yok']
    : [
        `hedefini aşan çağrıların en çok başladığı saniyeler (pencerenin başından; makinenin o saniyedeki meşgul çekirdeği, bu koşunun payı, disk beklemesi):`,
        ...r.slowestSeconds.map(
          (s) =>
            `  ${s.t}. s: ${s.slow}/${s.calls} çağrı hedefin üstünde, en çok ${ms(s.maxMs)} ms` +
            (s.busyCores === undefined
              ? ''
              : `; meşgul ${s.busyCores} çekirdek, bu koşu ${s.ownCores}, disk beklemesi ${s.iowaitCores}`),
        ),
      ]),
  `girişlerden sonra istek başına CPU ms: sunucu ${r.steadyCpuMsPerRequest.server ?? '–'}, PostgreSQL ${r.steadyCpuMsPerRequest.database ?? '–'}, istemci ${r.steadyCpuMsPerRequest.client}, toplam ${r.steadyCpuMsPerRequest.total} → çekirdekler yalnız bu işe kalsa ≈ ${r.capacityPerSecond} istek/s`,
];

export const consistencyTable = (r: LoadResult) =>
  textTable(
    ['denetim', 'sorunlu satır', 'ne sayılır'],
    r.consistency.checks.map((c) => [c.name, String(c.offending), c.description]),
    (i) => i === 1,
  );

const main = async () => {
  const endGuard = guardRun('yük', settings.timeoutMinutes, () => runCleanups());

  const startedAt = new Date();
  const result = await runLoadBench({
    ...settings,
    pace,
    log,
    ...(env.LOAD_SERVER_NODE_OPTIONS ? { serverEnv: { NODE_OPTIONS: env.LOAD_SERVER_NODE_OPTIONS } } : {}),
  });
  endGuard();

  console.log(`\n${callsTable(result)}\n`);
  for (const line of summaryLines(result)) console.log(line);
  console.log(`\n${consistencyTable(result)}\n`);
  console.log(
    Object.entries(result.consistency.counts)
      .map(([k, v]) => `${k}: ${v}`)
      .join(', '),
  );
  for (const e of result.errorSamples) console.log(`  hata: ${e.type} ${e.status} ${e.path} ${e.detail}`);
  for (const d of result.divergenceSamples.slice(0, 10)) console.log(`  çelişki: ${d}`);

  const cpus = os.cpus();
  const dir = path.join(import.meta.dirname, '../results');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `load-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  const machine = {
    cores: cpus.length,
    cpu: cpus[0]?.model ?? '',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
  };
  await writeFile(
    file,
    `${JSON.stringify({ startedAt: startedAt.toISOString(), machine, settings: { ...settings, adminUrl: settings.adminUrl ? 'set' : null }, result }, null, 2)}\n`,
  );
  log(`sonuçlar: ${path.relative(process.cwd(), file)}`);
  const failures = [
    ...(result.errors > 0 ? [`${result.errors} hatalı çağrı`] : []),
    ...(result.consistency.isConsistent ? [] : ['veritabanı tutarsız']),
    ...(result.isTargetMet ? [] : ['p99 hedefi kaçırıldı']),
  ];
  log(failures.length === 0 ? 'SONUÇ: GEÇTİ' : `SONUÇ: KALDI (${failures.join(', ')})`);
  process.exitCode = failures.length === 0 ? 0 : 1;
};

await main();
