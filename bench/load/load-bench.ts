import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freshPostgresDatabase } from '@kampus/test-support';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { cpuByPid, cpuDelta, processCpuMs } from '../catalogue/cpu.ts';
import { startServer } from '../catalogue/server.ts';
import { createApiClient } from './api-client.ts';
import {
  type CallKind,
  type CallSecond,
  CallStats,
  type CallSummary,
  type ErrorSample,
} from './call-stats.ts';
import { type ConsistencyReport, checkConsistency } from './consistency.ts';
import { type Ledger, newLedger, runLearner } from './learners.ts';
import { type MemoryFigures, sampleMemory } from './memory.ts';
import { PACES, type PaceName } from './pacing.ts';
import { prepare } from './setup.ts';
import { type MachineSecond, sampleMachine } from './timeline.ts';

/**
 * One load run: a fresh database (a new PostgreSQL database on `adminUrl`'s server, dropped at the end, or
 * PGlite in a temporary directory without it), the real server as a child process with the demo data, the
 * catalogue codes and learners prepared through the API, `learners` simulated learners for `seconds`, then the
 * server stopped and the database checked. Everything it creates is removed, also on failure. The pace
 * (pacing.ts) decides whether the latencies are judged against the targets (a person's pace) or only read for
 * capacity (the stress mode).
 */

export type LoadOptions = {
  learners: number;
  seconds: number;
  /** A PostgreSQL URL whose role may create databases; without it the run uses PGlite. */
  adminUrl?: string | undefined;
  log?: (line: string) => void;
  /** How the learners pause: `learner` (default, a person's pace) or `stress` (brief pauses, saturation). */
  pace?: PaceName;
  /** Multiplies the learners' pauses (default 1). */
  thinkScale?: number;
  /** Extra settings of the server process, e.g. NODE_OPTIONS with --cpu-prof to profile it. */
  serverEnv?: Record<string, string>;
};

export type LoadResult = {
  engine: 'postgres' | 'pglite';
  learners: number;
  pace: PaceName;
  thinkScale: number;
  seconds: number;
  rampSeconds: number;
  /** From the first login to the last answer. */
  windowSeconds: number;
  totalRequests: number;
  requestsPerSecond: number;
  /** After the log-in ramp, to the last answer: the rate the session settles at (in the stress mode, the most the
   * machine served). */
  steadyRequestsPerSecond: number;
  /** The learners' mean thinking time per request: with the latency it sets how fast a learner calls. */
  thinkMsPerRequest: number;
  errors: number;
  calls: CallSummary[];
  kinds: Record<CallKind, Omit<CallSummary, 'type'>>;
  errorSamples: ErrorSample[];
  divergenceSamples: string[];
  memory: MemoryFigures;
  /** CPU seconds used during the window: the server process, its PostgreSQL backends, this client. */
  cpuSeconds: { server: number | null; database: number | null; client: number };
  /**
   * CPU ms per request after the log-in ramp (no argon2 in it): unlike latencies, it barely moves when other
   * work shares the machine, and `capacityPerSecond` (the machine's cores divided by the total) is the request
   * rate this mix could reach with the cores to itself.
   */
  steadyCpuMsPerRequest: { server: number | null; database: number | null; client: number; total: number };
  capacityPerSecond: number;
  /** The machine's one-minute load average before, during (mean of samples every 5 s) and after the window. */
  loadAverage: { before: number; during: number; after: number };
  /**
   * The seconds in which the most calls missed their kind's target (at most five, worst first), each with the
   * machine's CPU in that second: busy cores, this run's share (server, PostgreSQL, client) and disk wait. A
   * stall while the machine is busy with other work is the neighbours'; one on an idle machine is the product's.
   */
  slowestSeconds: Array<CallSecond & Partial<Omit<MachineSecond, 't'>>>;
  /** Every second of the window: calls and the machine's CPU, for plotting. */
  timeline: { calls: CallSecond[]; machine: MachineSecond[] };
  consistency: ConsistencyReport;
  /** Whether the pace is one the latency targets apply to; when not, `isTargetMet` is true by definition. */
  isLatencyJudged: boolean;
  /** Every call type met its p99 target (only judged at a person's pace). */
  isTargetMet: boolean;
  isClean: boolean;
};

/** Undo steps of the run in progress, in reverse order; also run on Ctrl-C and the time limit. */
const cleanups: Array<() => Promise<void>> = [];
export const runCleanups = async (log: (line: string) => void = console.error) => {
  while (cleanups.length > 0) {
    const step = cleanups.pop();
    try {
      await step?.();
    } catch (error) {
      log(`temizlik adımı başarısız: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
};

export const runLoadBench = async (options: LoadOptions): Promise<LoadResult> => {
  const log = options.log ?? (() => {});
  try {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kampus-load-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const database = options.adminUrl
      ? await freshPostgresDatabase(options.adminUrl, 'kampus_load')
      : undefined;
    if (database) {
      cleanups.push(database.drop);
      log(`veritabanı ${database.name} oluşturuldu`);
    }

    const server = await startServer({
      dataDir,
      ...(database ? { databaseUrl: database.url } : {}),
      env: {
        SEED_DEMO: 'true',
        // One client address sends every learner's calls: the per-address limits must not apply.
        RATE_LIMIT_PER_MINUTE: '100000000',
        REGISTER_LIMIT_PER_ADDRESS: '1000000',
        ...options.serverEnv,
      },
    });
    cleanups.push(server.stop);
    log(
      `sunucu hazır (${server.url}, pid ${server.pid}, ${database ? 'PostgreSQL' : 'PGlite'}, demo verisi)`,
    );

    const setupStats = new CallStats();
    const setupApi = createApiClient(server.url, setupStats, 8);
    const prepared = await prepare(setupApi, { learners: options.learners, log });
    setupApi.close();

    const stats = new CallStats();
    // A page asks up to three calls at once (the catalogue, the landing after the login).
    const api = createApiClient(server.url, stats, options.learners * 3);
    const ledger: Ledger = newLedger();
    const pace = PACES[options.pace ?? 'learner'];
    // The log-in ramp: the learners start evenly spread over it, so their argon2 verifications do not coincide.
    const rampMs = pace.rampSeconds(options.seconds) * 1000;
    const serverPid = server.pid ?? 0;
    const backendPids = database?.backendPids ?? (async () => []);

    const loadBefore = os.loadavg()[0] ?? 0;
    const serverCpu = processCpuMs(serverPid);
    const databaseCpu = cpuByPid(await backendPids());
    const clientCpu = process.cpuUsage();
    const memory = sampleMemory(serverPid);
    const loadSamples: number[] = [];
    let knownBackendPids = [...databaseCpu.keys()];
    const loadTimer = setInterval(() => {
      loadSamples.push(os.loadavg()[0] ?? 0);
      void backendPids().then(
        (pids) => {
          knownBackendPids = pids;
        },
        () => {},
      );
    }, 5000);
    loadTimer.unref();
    const machine = sampleMachine(serverPid, () => knownBackendPids, os.availableParallelism());
    const started = performance.now();
    stats.windowStart = started;
    const deadline = started + options.seconds * 1000;
    log(
      `${options.learners} öğrenci, ${pace.name} temposu, ${options.seconds} s (girişler ${rampMs / 1000} s içine yayılı) başladı`,
    );
    // A second CPU snapshot when the ramp ends, for the cost of a request without the logins' argon2.
    let afterRamp: {
      at: number;
      requests: number;
      server?: number;
      database: Map<number, number>;
      client: NodeJS.CpuUsage;
    } = { at: started, requests: 0, database: new Map(), client: process.cpuUsage() };
    const rampTimer = setTimeout(async () => {
      const requests = stats.totalRequests;
      const client = process.cpuUsage();
      const server = processCpuMs(serverPid);
      afterRamp = {
        at: performance.now(),
        requests,
        database: cpuByPid(await backendPids()),
        client,
        ...(server ? { server } : {}),
      };
    }, rampMs);
    await Promise.all(
      prepared.learners.map((_, i) =>
        runLearner(i, (i * rampMs) / options.learners, {
          api,
          prepared,
          ledger,
          deadline,
          pace,
          thinkScale: options.thinkScale ?? 1,
        }),
      ),
    );
    clearTimeout(rampTimer);
    clearInterval(loadTimer);
    const machineSeconds = machine.stop();
    const ended = performance.now();
    const windowSeconds = (ended - started) / 1000;
    const steadySeconds = (ended - afterRamp.at) / 1000;
    const memoryFigures = memory.stop();
    const own = process.cpuUsage(clientCpu);
    const serverCpuAfter = processCpuMs(serverPid);
    const databaseCpuAfter = cpuByPid(await backendPids());
    const loadAfter = os.loadavg()[0] ?? 0;
    const steadyRequests = Math.max(1, stats.totalRequests - afterRamp.requests);
    const perRequest = (ms: number) => Math.round((ms / steadyRequests) * 100) / 100;
    const steadyClient = process.cpuUsage(afterRamp.client);
    const steadyCpuMsPerRequest = {
      server:
        afterRamp.server !== undefined && serverCpuAfter !== undefined
          ? perRequest(serverCpuAfter - afterRamp.server)
          : null,
      database: database ? perRequest(cpuDelta(afterRamp.database, databaseCpuAfter)) : null,
      client: perRequest((steadyClient.user + steadyClient.system) / 1000),
      total: 0,
    };
    steadyCpuMsPerRequest.total =
      Math.round(
        ((steadyCpuMsPerRequest.server ?? 0) +
          (steadyCpuMsPerRequest.database ?? 0) +
          steadyCpuMsPerRequest.client) *
          100,
      ) / 100;
    api.close();
    log(`süre doldu: ${stats.totalRequests} istek, ${stats.totalErrors} hata`);

    if (stats.totalErrors > 0) log(`sunucu günlüğünün sonu:\n${server.logs().slice(-3000)}`);
    await server.stop();
    const handle = await openDatabase({
      databaseUrl: database?.url,
      pgliteDir: path.join(dataDir, 'pglite'),
      poolSize: 1,
    });
    let consistency: ConsistencyReport;
    try {
      consistency = await checkConsistency(handle.db, { runTag: prepared.runTag, ledger });
    } finally {
      await handle.close();
    }

    const calls = stats.summaries();
    const kinds = {
      read: stats.kindSummary('read'),
      write: stats.kindSummary('write'),
      login: stats.kindSummary('login'),
    };
    const round1 = (n: number) => Math.round(n * 10) / 10;
    const errors = stats.totalErrors;
    return {
      engine: database ? 'postgres' : 'pglite',
      learners: options.learners,
      pace: pace.name,
      thinkScale: options.thinkScale ?? 1,
      seconds: options.seconds,
      rampSeconds: rampMs / 1000,
      windowSeconds: round1(windowSeconds),
      totalRequests: stats.totalRequests,
      requestsPerSecond: round1(stats.totalRequests / windowSeconds),
      steadyRequestsPerSecond: round1(
        (stats.totalRequests - afterRamp.requests) / Math.max(0.001, steadySeconds),
      ),
      thinkMsPerRequest: round1(ledger.thinkMs / Math.max(1, stats.totalRequests)),
      errors,
      calls,
      kinds,
      errorSamples: stats.errorSamples,
      divergenceSamples: ledger.divergences,
      memory: memoryFigures,
      cpuSeconds: {
        server:
          serverCpu !== undefined && serverCpuAfter !== undefined
            ? round1((serverCpuAfter - serverCpu) / 1000)
            : null,
        database: database ? round1(cpuDelta(databaseCpu, databaseCpuAfter) / 1000) : null,
        client: round1((own.user + own.system) / 1e6),
      },
      steadyCpuMsPerRequest,
      capacityPerSecond:
        steadyCpuMsPerRequest.total > 0
          ? Math.round((os.availableParallelism() * 1000) / steadyCpuMsPerRequest.total)
          : 0,
      loadAverage: {
        before: round1(loadBefore),
        during: round1(
          loadSamples.length > 0 ? loadSamples.reduce((a, b) => a + b, 0) / loadSamples.length : loadAfter,
        ),
        after: round1(loadAfter),
      },
      consistency,
      slowestSeconds: stats
        .callSeconds()
        .filter((s) => s.slow > 0)
        .sort((a, b) => b.slow - a.slow || b.maxMs - a.maxMs)
        .slice(0, 5)
        .map((s) => {
          const m = machineSeconds.find((x) => x.t === s.t + 1);
          return m ? { ...s, busyCores: m.busyCores, ownCores: m.ownCores, iowaitCores: m.iowaitCores } : s;
        }),
      timeline: { calls: stats.callSeconds(), machine: machineSeconds },
      isLatencyJudged: pace.isLatencyJudged,
      isTargetMet: !pace.isLatencyJudged || calls.every((c) => c.isTargetMet),
      isClean: errors === 0 && consistency.isConsistent,
    };
  } finally {
    await runCleanups(log);
  }
};
