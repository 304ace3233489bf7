/**
 * Memory of the server while many learners stream one large lecture video (`npm run bench:media`).
 *
 * Generates a 200 MB video file in a temporary data directory (never in git), starts the real server as a child
 * process on it, and lets 10 clients download the whole file at once through the lecture's signed link: half read
 * as fast as they can, half at a throttled pace, so the server must respect back-pressure instead of buffering what
 * a slow client has not taken yet. It samples the server's resident memory (VmRSS) before, during and after, checks
 * every client received every byte, and exits 1 when memory grew by more than the allowed margin.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { loadConfig } from '../../apps/server/src/config/env.ts';
import { openContext } from '../../apps/server/src/context.ts';
import { courses, lectures, sections, users } from '../../apps/server/src/db/schema/index.ts';
import { lectureContentPath } from '../../apps/server/src/modules/media/lecture-media.ts';
import { createUrlSigner } from '../../apps/server/src/modules/media/signed-url.ts';
import { newStorageKey } from '../../apps/server/src/plugins/storage.ts';
import { startServer as startBenchServer } from '../catalogue/server.ts';

const MB = 1_048_576;
const FILE_MB = Number(process.env.BENCH_MEDIA_FILE_MB ?? 200);
const CLIENTS = Number(process.env.BENCH_MEDIA_CLIENTS ?? 10);
/** Pace of the slow half of the clients. */
const SLOW_MB_PER_SECOND = Number(process.env.BENCH_MEDIA_SLOW_MBPS ?? 40);
/**
 * Growth of the server's RSS that still counts as flat: garbage-collector and allocator slack measured here is
 * 55–80 MB whether 2 or 10 clients stream, while buffering would cost a whole file (200 MB) per client.
 */
const ALLOWED_GROWTH_MB = Number(process.env.BENCH_MEDIA_ALLOWED_GROWTH_MB ?? 128);

const rssMb = async (pid: number): Promise<number> => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return kb / 1024;
};

/** Writes the video, a lecturer, a course and its Video lecture straight into a fresh data directory. */
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
    const block = randomBytes(MB);
    await deps.storage.put(
      key,
      Readable.from(
        (function* () {
          for (let i = 0; i < FILE_MB; i += 1) yield block;
        })(),
      ),
      { maxBytes: (FILE_MB + 1) * MB },
    );
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
        name: 'Büyük video',
        description: 'Bellek ölçümü',
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
        name: 'Uzun ders videosu',
        contentType: 0,
        contentKey: key,
        orderNumber: 0,
        durationMinute: 90,
      })
      .returning({ id: lectures.id });
    const signer = createUrlSigner(deps.secrets.jwtSecret);
    return { path: lectureContentPath(signer, lecture?.id as string, key), size: FILE_MB * MB };
  } finally {
    await deps.database.close();
  }
};

/** The real server as its own process on the prepared data, with the secrets the signed link was made with. */
const startServer = async (dataDir: string, secrets: { jwt: string; dataKey: string }) => {
  const server = await startBenchServer({
    dataDir,
    env: { JWT_SECRET: secrets.jwt, DATA_KEY: secrets.dataKey },
  });
  return { ...server, pid: server.pid as number };
};

/** Downloads the whole file and counts its bytes; a slow client takes at most `mbPerSecond`. */
const download = (url: string, mbPerSecond: number | null) =>
  new Promise<{ bytes: number; seconds: number; status: number }>((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, async (res) => {
        let bytes = 0;
        const sink = new Writable({
          highWaterMark: 64 * 1024,
          write(chunk: Buffer, _encoding, callback) {
            bytes += chunk.length;
            if (mbPerSecond === null) return callback();
            setTimeout(callback, (chunk.length / (mbPerSecond * MB)) * 1000);
          },
        });
        try {
          await pipeline(res, sink);
          resolve({ bytes, seconds: (performance.now() - started) / 1000, status: res.statusCode ?? 0 });
        } catch (error) {
          reject(error);
        }
      })
      .on('error', reject);
  });

const main = async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kampus-bench-media-'));
  const secrets = { jwt: randomBytes(32).toString('hex'), dataKey: randomBytes(32).toString('hex') };
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  const onSignal = async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  try {
    console.log(`${FILE_MB} MB video yazılıyor: ${dataDir}`);
    const video = await prepare(dataDir, secrets);
    server = await startServer(dataDir, secrets);
    const target = `${server.url}${video.path}`;
    // Warm up the route and the stream path with a small range, then let the heap settle.
    await fetch(target, { headers: { range: 'bytes=0-1023' } }).then((r) => r.arrayBuffer());
    await new Promise((r) => setTimeout(r, 1000));
    const before = await rssMb(server.pid);

    const samples: number[] = [];
    const pid = server.pid;
    const sampler = setInterval(() => {
      rssMb(pid).then(
        (v) => samples.push(v),
        () => {},
      );
    }, 100);
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: CLIENTS }, (_, i) => download(target, i % 2 === 0 ? null : SLOW_MB_PER_SECOND)),
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    await new Promise((r) => setTimeout(r, 2000));
    const after = await rssMb(server.pid);
    const peak = Math.max(before, ...samples);

    const complete = results.every((r) => r.status === 200 && r.bytes === video.size);
    const growth = peak - before;
    const isFlat = growth <= ALLOWED_GROWTH_MB;
    const totalMb = (results.reduce((s, r) => s + r.bytes, 0) / MB).toFixed(0);
    console.log('');
    console.log(
      `istemci: ${CLIENTS} (${Math.ceil(CLIENTS / 2)} hızlı, ${Math.floor(CLIENTS / 2)} ${SLOW_MB_PER_SECOND} MB/s ile yavaş), dosya: ${FILE_MB} MB`,
    );
    console.log(
      `aktarılan: ${totalMb} MB, ${seconds.toFixed(1)} s, ${(Number(totalMb) / seconds).toFixed(0)} MB/s`,
    );
    console.log('');
    console.log('sunucu RSS (MB)   önce   en yüksek   sonra   artış');
    console.log(
      `                  ${before.toFixed(0).padStart(5)}   ${peak.toFixed(0).padStart(9)}   ${after.toFixed(0).padStart(5)}   ${growth.toFixed(0).padStart(5)}`,
    );
    console.log('');
    console.log(`her istemci tüm baytları aldı: ${complete ? 'evet' : 'HAYIR'}`);
    console.log(`bellek düz (artış ≤ ${ALLOWED_GROWTH_MB} MB): ${isFlat ? 'evet' : 'HAYIR'}`);
    if (!complete || !isFlat) process.exitCode = 1;
  } finally {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
