import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freshPostgresDatabase } from '@kampus/test-support';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import {
  createSearchWordFolder,
  loadCourseCountIndex,
} from '../../apps/server/src/modules/catalogue/count-index-loader.ts';
import type { CourseCountIndex } from '../../apps/server/src/modules/catalogue/course-count-index.ts';
import { normaliseFilters } from '../../apps/server/src/modules/catalogue/course-list-query.ts';
import { guardRun } from '../support/run-guard.ts';
import { captureCatalogueSql, type StatementCosts, timeStatements, toCourseQuery } from './catalogue-sql.ts';
import { type CeilingResult, driverCeiling, hasPgbench, pgbenchCeiling, queryRows } from './ceiling.ts';
import { cpuByPid, cpuDelta, processCpuMs } from './cpu.ts';
import { generateCatalogue } from './generate.ts';
import { benchJwtSecret, createBenchLearner, learnerToken, marksSeen, wrongMarks } from './learner.ts';
import { type LoadResult, runLoad } from './load.ts';
import { type BenchServer, startServer } from './server.ts';
import { buildShapes, countSql, type FilterSet, type Shape, type ShapeName, toQuery } from './shapes.ts';

/*
 * `npm run bench`: for PGlite and (with DATABASE_URL) PostgreSQL, generate the catalogue into a fresh database,
 * measure the page query's own ceiling, start the built server, load GET /courses/paginated with five query
 * shapes over loopback HTTP, each once as a visitor and once as a signed-in learner (who owns, has in the basket and
 * bookmarks some of the newest courses), check every count against SQL and every learner's mark against their
 * rows, print a table and keep the figures as JSON.
 */

type Engine = 'pglite' | 'postgres';

const env = process.env;
const settings = {
  courses: Number(env.BENCH_COURSES ?? 100_000),
  seconds: Number(env.BENCH_SECONDS ?? 10),
  ceilingSeconds: Number(env.BENCH_CEILING_SECONDS ?? 5),
  connections: 10,
  timeoutMinutes: Number(env.BENCH_TIMEOUT_MINUTES ?? 30),
  engines: (env.BENCH_ENGINES?.split(',').map((e) => e.trim()) ??
    (env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'])) as Engine[],
};

for (const engine of settings.engines)
  if (engine !== 'pglite' && engine !== 'postgres')
    throw new Error(`BENCH_ENGINES: bilinmeyen motor "${engine}" (pglite veya postgres)`);

/** Who asks: an anonymous visitor, or a signed-in learner with a bearer token (issue #19's signed-in shape). */
type Viewer = 'visitor' | 'learner';

/** The issues' targets on this 2-core machine. */
const TARGETS: Record<Viewer, Record<Engine, { p99Ms: number; minRps: (shape: ShapeName) => number }>> = {
  visitor: {
    postgres: { p99Ms: 25, minRps: (shape) => (shape === 'no-filter' ? 3_000 : 1_000) },
    pglite: { p99Ms: 100, minRps: () => 300 },
  },
  learner: {
    postgres: { p99Ms: 10, minRps: () => 5_000 },
    pglite: { p99Ms: 100, minRps: () => 300 },
  },
};

type Exactness = {
  /** For the learner: pages whose per-user marks (owned, in basket, bookmark) differed from the learner's rows. */
  wrongMarks?: number;
  checked: number;
  exact: number;
  mismatches: Array<{ query: string; expected: string; got: string }>;
};

type ShapeReport = {
  viewer: Viewer;
  shape: ShapeName;
  title: string;
  filterSets: number;
  load: LoadResult;
  /**
   * CPU time per request (ms) of the server process, the database backends serving it (PostgreSQL only; PGlite
   * runs inside the server) and the load generator: unlike req/s, it barely moves when others load the machine.
   */
  cpuMsPerRequest: { server: number | null; database: number | null; loadGenerator: number };
  /**
   * What one step costs alone. Normally (count index loaded): the page statement (cards by id) warm, and the
   * count from the index. While the index of a new catalogue version loads: the SQL page statement warm and the
   * SQL count on a cache miss.
   */
  statementCosts: {
    page: StatementCosts;
    indexCount: StatementCosts;
    sqlPage: StatementCosts;
    count: StatementCosts;
  };
  /** One-minute load average of the machine before and after the load run: others' work skews the figures. */
  loadAverage: { before: number; after: number };
  ceiling: CeilingResult;
  pgbench?: CeilingResult;
  apiShareOfCeiling: number;
  exactness: Exactness;
  targets: { p99Ms: number; minRps: number };
  isTargetMet: boolean;
  plans: { page: string; sqlPage: string; count: string };
};

type EngineReport = {
  engine: Engine;
  databaseVersion: string;
  generation: { publishedCourses: number; unpublishedCourses: number; lectures: number; seconds: number };
  /**
   * Loading the count index once, in the bench process before the server starts (the server loads its own at
   * start and after every catalogue change): wall seconds, this process's CPU seconds (the database's own work
   * is included on PGlite only), and the rows indexed.
   */
  countIndex: { loadSeconds: number; cpuSeconds: number; rows: number };
  /** Seconds from the server's first ready answer until it and its database were idle (its start-up load). */
  serverSettleSeconds: number;
  shapes: ShapeReport[];
};

const log = (line: string) => console.log(`[bench] ${line}`);

/** Undo steps run in reverse on success, failure, Ctrl-C or the time limit. */
const cleanups: Array<() => Promise<void>> = [];
const runCleanups = async () => {
  while (cleanups.length > 0) {
    const step = cleanups.pop();
    try {
      await step?.();
    } catch (error) {
      console.error('[bench] temizlik adımı başarısız:', error);
    }
  }
};

const explain = async (db: Parameters<typeof queryRows>[0], statement: string) =>
  (await queryRows<Record<string, string>>(db, `EXPLAIN (ANALYZE, COSTS OFF) ${statement}`))
    .map((row) => Object.values(row)[0])
    .join('\n');

/** Each filter set's count from the loaded index, timed alone (the best of three, like a warm statement). */
const timeIndexCounts = async (
  index: CourseCountIndex,
  fold: (words: readonly string[]) => Promise<string[]>,
  sets: FilterSet[],
): Promise<StatementCosts> => {
  const times: Array<{ ms: number; text: string }> = [];
  for (const set of sets) {
    const filters = normaliseFilters(toCourseQuery(set));
    const words = await fold(filters.searchWords);
    let best = Number.POSITIVE_INFINITY;
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      index.count(filters, words);
      best = Math.min(best, performance.now() - started);
    }
    times.push({ ms: best, text: toQuery(set) });
  }
  const sorted = times.map((t) => t.ms).sort((a, b) => a - b);
  const slowest = times.reduce((a, b) => (b.ms > a.ms ? b : a), { ms: 0, text: '' });
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    medianMs: round(sorted[Math.floor((sorted.length - 1) / 2)] ?? 0),
    maxMs: round(slowest.ms),
    slowest: slowest.text,
  };
};

/**
 * Waits until the server process and its database backends use (almost) no CPU for two samples in a row: the
 * server loads the catalogue's count index at start, and requests sent meanwhile would be counted in SQL and
 * slow that load down. Gives up after two minutes (the run then measures the loading too).
 */
const waitUntilIdle = async (pid: number | undefined, databasePids: () => Promise<number[]>) => {
  const started = performance.now();
  const cpuNow = async () => {
    const server = pid ? (processCpuMs(pid) ?? 0) : 0;
    const database = [...cpuByPid(await databasePids()).values()].reduce((a, b) => a + b, 0);
    return server + database;
  };
  let quiet = 0;
  let last = await cpuNow();
  while (quiet < 2 && performance.now() - started < 120_000) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = await cpuNow();
    // At most 30 ms of CPU in 500 ms: a process at rest, not one loading 100,000 rows.
    quiet = now - last <= 30 ? quiet + 1 : 0;
    last = now;
  }
  return Math.round(performance.now() - started) / 1000;
};

type PagedBody = {
  success: boolean;
  data: {
    currentPage: number;
    totalPageCount: number;
    totalItemCount: number;
    hasNextPage: boolean;
    items: unknown[];
  } | null;
};

/** Asks the running server for every filter set once more and compares the paging fields with SQL's count. */
const checkExactness = async (
  baseUrl: string,
  sets: FilterSet[],
  truth: Map<FilterSet, number>,
  learner?: { marks: Parameters<typeof wrongMarks>[0]; token: string },
): Promise<Exactness> => {
  const report: Exactness = { checked: 0, exact: 0, mismatches: [], ...(learner ? { wrongMarks: 0 } : {}) };
  for (const set of sets) {
    const total = truth.get(set) ?? -1;
    const pages = Math.ceil(total / set.pageSize);
    const expected = {
      currentPage: set.pageNumber,
      totalPageCount: pages,
      totalItemCount: total,
      hasNextPage: set.pageNumber < pages,
      items: Math.max(0, Math.min(set.pageSize, total - (set.pageNumber - 1) * set.pageSize)),
    };
    const query = toQuery(set);
    const res = await fetch(baseUrl + query, {
      headers: learner ? { authorization: `Bearer ${learner.token}` } : {},
    });
    const body = (await res.json()) as PagedBody;
    const got = body.data
      ? {
          currentPage: body.data.currentPage,
          totalPageCount: body.data.totalPageCount,
          totalItemCount: body.data.totalItemCount,
          hasNextPage: body.data.hasNextPage,
          items: body.data.items.length,
        }
      : { status: res.status, body };
    const wrong = learner && body.data ? wrongMarks(learner.marks, body.data.items as never) : [];
    if (wrong.length > 0 && report.wrongMarks !== undefined) report.wrongMarks++;
    report.checked++;
    if (JSON.stringify(got) === JSON.stringify(expected) && wrong.length === 0) report.exact++;
    else
      report.mismatches.push({
        query,
        expected: JSON.stringify(expected),
        got: JSON.stringify(got).slice(0, 500),
      });
  }
  if (learner) {
    // The newest courses, where every kind of the learner's marks is: the check cannot pass by seeing none.
    const query = '/api/v1/web/courses/paginated?pageSize=12';
    const res = await fetch(baseUrl + query, { headers: { authorization: `Bearer ${learner.token}` } });
    const items = ((await res.json()) as PagedBody).data?.items ?? [];
    const wrong = wrongMarks(learner.marks, items as never);
    const seen = marksSeen(items as never);
    const expected = { owned: learner.marks.owned.size, inBasket: learner.marks.inBasket.size };
    report.checked++;
    if (wrong.length === 0 && JSON.stringify(seen) === JSON.stringify(expected)) report.exact++;
    else {
      if (report.wrongMarks !== undefined) report.wrongMarks++;
      report.mismatches.push({ query, expected: JSON.stringify(expected), got: JSON.stringify(seen) });
    }
  }
  return report;
};

const benchEngine = async (engine: Engine, shapesOut: (shapes: Shape[]) => void): Promise<EngineReport> => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `kampus-bench-${engine}-`));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  let databaseUrl: string | undefined;
  if (engine === 'postgres') {
    const baseUrl = env.DATABASE_URL;
    if (!baseUrl) throw new Error('PostgreSQL ölçümü için DATABASE_URL gerekli');
    const fresh = await freshPostgresDatabase(baseUrl, 'kampus_bench');
    cleanups.push(fresh.drop);
    databaseUrl = fresh.url;
  }
  const databaseName = databaseUrl ? new URL(databaseUrl).pathname.slice(1) : undefined;
  const backendPids = async (): Promise<number[]> => {
    if (!env.DATABASE_URL || !databaseName) return [];
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ pid: number }>(
        'SELECT pid FROM pg_stat_activity WHERE datname = $1',
        [databaseName],
      );
      return rows.map((r) => r.pid);
    } finally {
      await client.end();
    }
  };

  log(`${engine}: ${settings.courses.toLocaleString('tr-TR')} kurs üretiliyor…`);
  const handle = await openDatabase({
    databaseUrl,
    pgliteDir: path.join(dataDir, 'pglite'),
    poolSize: settings.connections,
  });
  let isOpen = true;
  cleanups.push(async () => {
    if (isOpen) await handle.close();
  });
  await handle.migrate();
  const generated = await generateCatalogue(handle.db, {
    courses: settings.courses,
    log: (l) => log(`${engine}: ${l}`),
  });
  log(`${engine}: üretim ${generated.seconds} s`);
  const learner = await createBenchLearner(handle.db);
  const [version] = await queryRows<{ version: string }>(handle.db, 'SELECT version() AS version');
  const shapes = buildShapes(generated);
  shapesOut(shapes);

  // Ground truth, plans and the database's own ceiling, measured before the server takes the database
  // (PGlite allows one process at a time).
  const indexCpu = process.cpuUsage();
  const indexStarted = performance.now();
  const index = await loadCourseCountIndex(handle.db);
  if (!index) throw new Error('sayım dizini yüklenirken katalog değişti');
  const indexCpuUsed = process.cpuUsage(indexCpu);
  const countIndex = {
    loadSeconds: Math.round(performance.now() - indexStarted) / 1000,
    cpuSeconds: Math.round((indexCpuUsed.user + indexCpuUsed.system) / 1000) / 1000,
    rows: index.size,
  };
  log(
    `${engine}: sayım dizini ${countIndex.rows} kurs, ${countIndex.loadSeconds} s (CPU ${countIndex.cpuSeconds} s)`,
  );
  const fold = createSearchWordFolder(handle.db);

  const truth = new Map<FilterSet, number>();
  const prepared = [];
  const pgbench = engine === 'postgres' && databaseUrl && hasPgbench() ? databaseUrl : undefined;
  for (const shape of shapes) {
    for (const set of shape.sets) {
      const [row] = await queryRows<{ n: number }>(handle.db, countSql(set));
      truth.set(set, Number(row?.n));
    }
    // The module's own statements; the ceiling runs its page statement, the plans show both.
    const captured = await captureCatalogueSql(handle.db, shape.sets);
    const plans = {
      page: captured.pages[0] ? await explain(handle.db, captured.pages[0].text) : '',
      sqlPage: captured.sqlPages[0] ? await explain(handle.db, captured.sqlPages[0].text) : '',
      count: captured.counts[0] ? await explain(handle.db, captured.counts[0].text) : '',
    };
    const statements = captured.pages.map((p) => p.text);
    const ceiling = await driverCeiling(
      handle.db,
      captured.pages.map((p) => p.query),
      { concurrency: engine === 'postgres' ? settings.connections : 1, seconds: settings.ceilingSeconds },
    );
    const viaPgbench = pgbench
      ? await pgbenchCeiling(pgbench, statements, {
          clients: settings.connections,
          seconds: settings.ceilingSeconds,
        })
      : undefined;
    log(
      `${engine}: ${shape.title}: sayfa sorgusu ${ceiling.queriesPerSecond} q/s (${ceiling.method})${viaPgbench ? `, pgbench ${viaPgbench.queriesPerSecond} q/s` : ''}`,
    );
    const statementCosts = {
      page: await timeStatements(handle.db, captured.pages, 3),
      indexCount: await timeIndexCounts(index, fold, shape.sets),
      sqlPage: await timeStatements(handle.db, captured.sqlPages, 3),
      count: await timeStatements(handle.db, captured.counts, 1),
    };
    prepared.push({ shape, ceiling, viaPgbench, plans, statementCosts });
  }
  await handle.close();
  isOpen = false;

  const jwtSecret = benchJwtSecret();
  const server: BenchServer = await startServer({
    dataDir,
    ...(databaseUrl ? { databaseUrl } : {}),
    env: { JWT_SECRET: jwtSecret },
  });
  cleanups.push(server.stop);
  log(`${engine}: sunucu hazır (${server.url}, pid ${server.pid})`);
  const serverSettleSeconds = await waitUntilIdle(server.pid, backendPids);
  log(`${engine}: sunucu başlangıç işini bitirdi (${serverSettleSeconds} s)`);
  // JIT warm-up on a filter set outside every shape, so no measured count is cached by it.
  const warm = Array.from({ length: 50 }, (_, i) =>
    toQuery({ levels: [0, 1, 2], pageNumber: i + 1, pageSize: 7 }),
  );
  await runLoad(server.url, warm, { connections: settings.connections, seconds: 2 });

  const reports: ShapeReport[] = [];
  const runs = prepared.flatMap((p) => (['visitor', 'learner'] as const).map((viewer) => ({ ...p, viewer })));
  for (const { shape, ceiling, viaPgbench, plans, statementCosts, viewer } of runs) {
    // Signed per run: an access token lives 15 minutes.
    const token = viewer === 'learner' ? await learnerToken(learner, jwtSecret) : undefined;
    const headers = token ? { authorization: `Bearer ${token}` } : undefined;
    const before = os.loadavg()[0] ?? 0;
    const serverCpu = server.pid ? processCpuMs(server.pid) : undefined;
    const dbCpu = cpuByPid(await backendPids());
    const ownCpu = process.cpuUsage();
    const load = await runLoad(server.url, shape.sets.map(toQuery), {
      connections: settings.connections,
      seconds: settings.seconds,
      ...(headers ? { headers } : {}),
    });
    const loadAverage = { before, after: os.loadavg()[0] ?? 0 };
    const own = process.cpuUsage(ownCpu);
    const serverCpuAfter = server.pid ? processCpuMs(server.pid) : undefined;
    const perRequest = (ms: number) => Math.round((ms / Math.max(1, load.requests)) * 1000) / 1000;
    const cpuMsPerRequest = {
      server:
        serverCpu !== undefined && serverCpuAfter !== undefined
          ? perRequest(serverCpuAfter - serverCpu)
          : null,
      database: engine === 'postgres' ? perRequest(cpuDelta(dbCpu, cpuByPid(await backendPids()))) : null,
      loadGenerator: perRequest((own.user + own.system) / 1000),
    };
    const exactness = await checkExactness(
      server.url,
      shape.sets,
      truth,
      token ? { marks: learner, token } : undefined,
    );
    const target = TARGETS[viewer][engine];
    const targets = { p99Ms: target.p99Ms, minRps: target.minRps(shape.name) };
    const best = Math.max(ceiling.queriesPerSecond, viaPgbench?.queriesPerSecond ?? 0);
    const report: ShapeReport = {
      viewer,
      shape: shape.name,
      title: shape.title,
      filterSets: shape.sets.length,
      load,
      cpuMsPerRequest,
      statementCosts,
      loadAverage,
      ceiling,
      ...(viaPgbench ? { pgbench: viaPgbench } : {}),
      apiShareOfCeiling: best > 0 ? Math.round((load.requestsPerSecond / best) * 1000) / 1000 : 0,
      exactness,
      targets,
      isTargetMet:
        load.p99Ms <= targets.p99Ms &&
        load.requestsPerSecond >= targets.minRps &&
        load.errors === 0 &&
        exactness.exact === exactness.checked,
      plans,
    };
    reports.push(report);
    log(
      `${engine}: ${shape.title} (${viewer === 'learner' ? 'öğrenci' : 'ziyaretçi'}): ${load.requestsPerSecond} req/s, p50 ${load.p50Ms} ms, p99 ${load.p99Ms} ms, hata ${load.errors}, doğru sayım ${exactness.exact}/${exactness.checked}, yük ortalaması ${loadAverage.before.toFixed(1)}→${loadAverage.after.toFixed(1)}`,
    );
    for (const m of exactness.mismatches.slice(0, 3))
      log(`  farklı: ${m.query}\n    beklenen ${m.expected}\n    gelen    ${m.got}`);
  }
  if (reports.some((r) => r.load.errors > 0))
    log(`${engine}: sunucu günlüğünün sonu:\n${server.logs().slice(-3000)}`);
  return {
    engine,
    databaseVersion: version?.version ?? '',
    generation: {
      publishedCourses: generated.publishedCourses,
      unpublishedCourses: generated.unpublishedCourses,
      lectures: generated.lectures,
      seconds: generated.seconds,
    },
    countIndex,
    serverSettleSeconds,
    shapes: reports,
  };
};

/** A plain-text table: text columns left-aligned, figures right-aligned. */
const textTable = (head: string[], rows: string[][], rightAligned: (column: number) => boolean) => {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (rightAligned(i) ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
};

const ms = (n: number | null) => (n === null ? '–' : n.toFixed(2));

const resultsTable = (reports: EngineReport[]) =>
  textTable(
    [
      'motor',
      'şekil',
      'kim',
      'req/s',
      'p50 ms',
      'p99 ms',
      'hata',
      'DB q/s',
      'pgbench q/s',
      'API payı',
      'doğru sayım',
      'hedef',
    ],
    reports.flatMap((e) =>
      e.shapes.map((s) => [
        e.engine,
        s.title,
        s.viewer === 'learner' ? 'öğrenci' : 'ziyaretçi',
        s.load.requestsPerSecond.toLocaleString('tr-TR'),
        ms(s.load.p50Ms),
        ms(s.load.p99Ms),
        String(s.load.errors),
        s.ceiling.queriesPerSecond.toLocaleString('tr-TR'),
        s.pgbench ? s.pgbench.queriesPerSecond.toLocaleString('tr-TR') : '–',
        `%${Math.round(s.apiShareOfCeiling * 100)}`,
        `${s.exactness.exact}/${s.exactness.checked}`,
        s.isTargetMet ? 'evet' : `hayır (p99 ≤ ${s.targets.p99Ms}, ≥ ${s.targets.minRps} req/s)`,
      ]),
    ),
    (i) => i >= 3 && i <= 10,
  );

/** Where the time goes: statement costs alone and CPU per request, which machine load barely changes. */
const costsTable = (reports: EngineReport[]) =>
  textTable(
    [
      'motor',
      'şekil',
      'kim',
      'sayfa ms (ortanca/en çok)',
      'dizinden sayım ms',
      'SQL sayfa ms',
      'SQL sayım ms',
      'CPU ms/istek: sunucu',
      'veritabanı',
      'autocannon',
      'yük ort.',
    ],
    reports.flatMap((e) =>
      e.shapes.map((s) => [
        e.engine,
        s.title,
        s.viewer === 'learner' ? 'öğrenci' : 'ziyaretçi',
        `${ms(s.statementCosts.page.medianMs)} / ${ms(s.statementCosts.page.maxMs)}`,
        `${ms(s.statementCosts.indexCount.medianMs)} / ${ms(s.statementCosts.indexCount.maxMs)}`,
        `${ms(s.statementCosts.sqlPage.medianMs)} / ${ms(s.statementCosts.sqlPage.maxMs)}`,
        `${ms(s.statementCosts.count.medianMs)} / ${ms(s.statementCosts.count.maxMs)}`,
        ms(s.cpuMsPerRequest.server),
        ms(s.cpuMsPerRequest.database),
        ms(s.cpuMsPerRequest.loadGenerator),
        s.loadAverage.before.toFixed(1),
      ]),
    ),
    (i) => i >= 3,
  );

const main = async () => {
  const endGuard = guardRun('bench', settings.timeoutMinutes, runCleanups);

  const started = new Date();
  const reports: EngineReport[] = [];
  let shapeSummary: Array<{ shape: ShapeName; title: string; sets: number; sample: string[] }> = [];
  try {
    for (const engine of settings.engines) {
      reports.push(
        await benchEngine(engine, (shapes) => {
          shapeSummary = shapes.map((s) => ({
            shape: s.name,
            title: s.title,
            sets: s.sets.length,
            sample: s.sets.slice(0, 3).map(toQuery),
          }));
        }),
      );
      await runCleanups();
    }
  } finally {
    await runCleanups();
  }

  console.log(`\n${resultsTable(reports)}\n\n${costsTable(reports)}\n`);
  const cpus = os.cpus();
  const result = {
    startedAt: started.toISOString(),
    finishedAt: new Date().toISOString(),
    machine: {
      cores: cpus.length,
      cpu: cpus[0]?.model ?? '',
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
    },
    settings,
    shapes: shapeSummary,
    engines: reports,
  };
  const dir = path.join(import.meta.dirname, '../results');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `catalogue-${started.toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
  log(`sonuçlar: ${path.relative(process.cwd(), file)}`);
  endGuard();
  const isAllMet = reports.every((r) => r.shapes.every((s) => s.isTargetMet));
  process.exitCode = isAllMet ? 0 : 1;
};

await main();
