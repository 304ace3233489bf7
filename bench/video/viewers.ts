/**
 * 300 viewers of one HLS lecture against one server (`npm run bench:video`).
 *
 * Prepares a fresh data directory with a lecture whose video (30 s of 720p made by ffmpeg) is transcoded by the
 * job's own function, starts the real server as a child process on it, and runs VIEWERS simulated players for
 * BENCH_VIDEO_RUN_SECONDS: each fetches the master playlist and a variant playlist, then one segment per segment
 * duration (real-time pace, looping over the video), switching rendition every third segment. Prints the time to
 * first byte of segments (p50/p99/max), the server's CPU per delivered segment and its resident memory before,
 * at the peak and per viewer. The server's heap is read through the inspector after a forced full collection
 * before the viewers, at a third and at two thirds of the run (every viewer connected: the growth per viewer, and
 * whether it grows over time) and after they leave (what stays). Figures only: it fails only when a request fails.
 * `BENCH_VIDEO_VIEWERS`, `BENCH_VIDEO_RUN_SECONDS`; `BENCH_SERVER_NODE_OPTIONS` adds to the server's Node options
 * (`--cpu-prof --cpu-prof-dir=…` for a profile).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { loadConfig } from '../../apps/server/src/config/env.ts';
import { openContext } from '../../apps/server/src/context.ts';
import { courses, lectures, sections, users } from '../../apps/server/src/db/schema/index.ts';
import { transcodeLectureVideo } from '../../apps/server/src/modules/authoring/index.ts';
import { createUrlSigner, masterPlaylistPath } from '../../apps/server/src/modules/media/index.ts';
import { newStorageKey } from '../../apps/server/src/plugins/storage.ts';
import { makeTestVideo } from '../../apps/server/test/support/video.ts';
import { startServer } from '../catalogue/server.ts';
import { cpuMs, loadAverage, waitUntilIdle } from '../support/cpu.ts';
import { inspectorOptions, type MemoryUsage, mb, openInspector } from '../support/inspector.ts';

const VIEWERS = Number(process.env.BENCH_VIDEO_VIEWERS ?? 300);
const RUN_SECONDS = Number(process.env.BENCH_VIDEO_RUN_SECONDS ?? 60);
const SEGMENT_SECONDS = 6;

const prepare = async (dataDir: string, secrets: { jwt: string; dataKey: string }) => {
  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    JWT_SECRET: secrets.jwt,
    DATA_KEY: secrets.dataKey,
  });
  const deps = await openContext(config);
  try {
    const key = newStorageKey('lectures', '.mp4');
    const clip = await makeTestVideo({ seconds: 30, height: 720 });
    await deps.storage.put(key, Readable.from([clip]), { maxBytes: clip.length + 1 });
    const [lecturer] = await deps.db
      .insert(users)
      .values({
        email: 'bench-lecturer@kampus.local',
        name: 'Bench',
        surname: 'Eğitmen',
        identificationNumberEnc: 'bench',
        parentName: 'Bench',
        parentSurname: 'Veli',
        parentIdentificationNumberEnc: 'bench',
        fullAddress: 'Bench adresi, İstanbul',
        passwordHash: 'not-a-hash',
        roles: [1],
      })
      .returning({ id: users.id });
    const [course] = await deps.db
      .insert(courses)
      .values({
        lecturerId: lecturer?.id as string,
        name: 'HLS',
        description: 'Ölçüm',
        level: 0,
        publishStatus: 1,
      })
      .returning({ id: courses.id });
    const [section] = await deps.db
      .insert(sections)
      .values({ courseId: course?.id as string, name: 'Bölüm', orderNumber: 0 })
      .returning({ id: sections.id });
    const [lecture] = await deps.db
      .insert(lectures)
      .values({
        courseId: course?.id as string,
        sectionId: section?.id as string,
        name: 'Ders',
        contentType: 0,
        contentKey: key,
        orderNumber: 0,
      })
      .returning({ id: lectures.id });
    const lectureId = lecture?.id as string;
    const started = performance.now();
    await transcodeLectureVideo(
      { db: deps.db, storage: deps.storage, log: { warn: () => {}, info: () => {} } },
      { lectureId, sourceKey: key },
      { isLastAttempt: true },
    );
    console.log(`30 s 720p kaynak dönüştürüldü: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return masterPlaylistPath(createUrlSigner(deps.secrets.jwtSecret), lectureId);
  } finally {
    await deps.database.close();
  }
};

const agent = new http.Agent({ keepAlive: true, maxSockets: VIEWERS * 2 });

/** GET with the time to the response's first byte (headers), the body read to the end. */
const get = (url: string) =>
  new Promise<{ status: number; ttfbMs: number; body: Buffer }>((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { agent }, (res) => {
        const ttfbMs = performance.now() - started;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ttfbMs, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      })
      .on('error', reject);
  });

const entries = (playlist: string, base: string) =>
  playlist
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => new URL(l, base).toString());

const rssMb = async (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(await readFile(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const main = async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kampus-bench-video-'));
  const secrets = { jwt: randomBytes(32).toString('hex'), dataKey: randomBytes(32).toString('hex') };
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  const inspect = await inspectorOptions();
  try {
    const master = await prepare(dataDir, secrets);
    server = await startServer({
      dataDir,
      env: {
        JWT_SECRET: secrets.jwt,
        DATA_KEY: secrets.dataKey,
        RATE_LIMIT_PER_MINUTE: '1000000',
        NODE_OPTIONS: [inspect.nodeOptions, process.env.BENCH_SERVER_NODE_OPTIONS ?? ''].join(' ').trim(),
      },
    });
    const pid = server.pid as number;
    const inspector = await openInspector(inspect.port);
    const masterUrl = `${server.url}${master}`;
    const warm = await get(masterUrl);
    if (warm.status !== 200) throw new Error(`master playlist: ${warm.status}`);
    // Every segment once: the lecture is already being watched when the measured viewers arrive (the server keeps
    // the segments in memory, so the heap read before them includes what it keeps for the lecture, not per viewer).
    for (const variant of entries(warm.body.toString('utf8'), masterUrl))
      for (const segment of entries((await get(variant)).body.toString('utf8'), variant)) await get(segment);
    const idleAfter = await waitUntilIdle(pid);
    const heap: Record<string, MemoryUsage> = { before: await inspector.memoryAfterCollection() };
    const rssBefore = await rssMb(pid);
    const cpuBefore = await cpuMs(pid);
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssMb(pid).then(
        (v) => {
          rssPeak = Math.max(rssPeak, v);
        },
        () => {},
      );
    }, 200);
    const ttfbs: number[] = [];
    // Segments requested while the bench itself forces a full collection (to read the heap) wait for it: they are
    // reported apart, so that the delivery's figures are the server's and not the measurement's.
    const duringReadings: number[] = [];
    const readings: { from: number; to: number }[] = [];
    let failures = 0;
    const deadline = performance.now() + RUN_SECONDS * 1000;
    const viewer = async (n: number) => {
      // Viewers arrive spread over the first segment duration.
      await sleep((n / VIEWERS) * SEGMENT_SECONDS * 1000);
      const m = await get(masterUrl);
      const variants = entries(m.body.toString('utf8'), masterUrl);
      const segmentsOf = new Map<number, string[]>();
      let level = n % variants.length;
      for (let i = 0; performance.now() < deadline; i++) {
        if (i > 0 && i % 3 === 0) level = (level + 1) % variants.length;
        let segments = segmentsOf.get(level);
        if (!segments) {
          const url = variants[level] as string;
          segments = entries((await get(url)).body.toString('utf8'), url);
          segmentsOf.set(level, segments);
        }
        const started = performance.now();
        const res = await get(segments[i % segments.length] as string);
        const overlapsReading = readings.some((r) => started < r.to && started + res.ttfbMs > r.from);
        if (res.status !== 200) failures++;
        else (overlapsReading ? duringReadings : ttfbs).push(res.ttfbMs);
        await sleep(Math.max(0, SEGMENT_SECONDS * 1000 - (performance.now() - started)));
      }
    };
    const readHeapAt = (name: string, fraction: number) =>
      sleep(RUN_SECONDS * 1000 * fraction).then(async () => {
        const reading = { from: performance.now(), to: Number.POSITIVE_INFINITY };
        readings.push(reading);
        heap[name] = await inspector.memoryAfterCollection();
        reading.to = performance.now();
      });
    await Promise.all([
      ...Array.from({ length: VIEWERS }, (_, n) => viewer(n)),
      readHeapAt('third', 1 / 3),
      readHeapAt('twoThirds', 2 / 3),
    ]);
    clearInterval(sampler);
    const cpuSeconds = ((await cpuMs(pid)) - cpuBefore) / 1000;
    agent.destroy();
    await sleep(1000);
    heap.after = await inspector.memoryAfterCollection();
    inspector.close();
    const kept = (m: MemoryUsage | undefined) => (m ? m.heapUsed + m.external : 0);
    ttfbs.sort((a, b) => a - b);
    const pct = (p: number) => ttfbs[Math.min(ttfbs.length - 1, Math.floor((p / 100) * ttfbs.length))] ?? 0;
    console.log(
      JSON.stringify(
        {
          viewers: VIEWERS,
          seconds: RUN_SECONDS,
          segments: ttfbs.length,
          failures,
          segmentTtfbMs: {
            p50: Number(pct(50).toFixed(1)),
            p99: Number(pct(99).toFixed(1)),
            max: Number((ttfbs.at(-1) ?? 0).toFixed(1)),
          },
          duringHeapReadings: {
            segments: duringReadings.length,
            readingMs: readings.map((r) => Math.round(r.to - r.from)),
            maxTtfbMs: Number(Math.max(0, ...duringReadings).toFixed(1)),
          },
          serverCpuMsPerSegment: Number(
            ((cpuSeconds * 1000) / Math.max(1, ttfbs.length + duringReadings.length)).toFixed(2),
          ),
          rssMb: {
            before: Math.round(rssBefore),
            peak: Math.round(rssPeak),
            perViewerKb: Math.round(((rssPeak - rssBefore) * 1024) / VIEWERS),
          },
          heapAfterFullCollectionMb: Object.fromEntries(
            Object.entries(heap).map(([name, m]) => [
              name,
              { heapUsed: mb(m.heapUsed), external: mb(m.external) },
            ]),
          ),
          keptPerViewerKb: Math.round((kept(heap.third) - kept(heap.before)) / 1024 / VIEWERS),
          growthThirdToTwoThirdsKb: Math.round((kept(heap.twoThirds) - kept(heap.third)) / 1024),
          keptAfterViewersLeftKb: Math.round((kept(heap.after) - kept(heap.before)) / 1024),
          secondsWaitedForIdle: idleAfter,
          loadAverage: await loadAverage(),
          cores: os.cpus().length,
        },
        null,
        2,
      ),
    );
    if (failures > 0) process.exitCode = 1;
  } finally {
    agent.destroy();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
