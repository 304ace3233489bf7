import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freshDatabase, newDataDir, spawnServer, testSecrets } from '@kampus/test-support';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { courses, lectures } from '../../src/db/schema/index.ts';
import { keysOfStream } from '../../src/modules/media/index.ts';
import { eventually } from '../support/mail.ts';
import { testDriver } from '../support/test-app.ts';
import { makeTestVideo } from '../support/video.ts';

/*
 * A crash mid-transcode (issue 16): the real server transcodes a 40-second 720p upload and is killed with SIGKILL
 * while ffmpeg writes its first renditions. ffmpeg dies with it (no process keeps writing for a dead server); the
 * server started again on the same database and data directory hands the abandoned job back, the retry makes the
 * lecture Ready, and neither the storage nor the temporary directory keeps a file of the killed attempt.
 */

const API = '/api/v1/web';
const ADMIN = { email: 'yonetici@example.com', password: 'Yonetici123!' };
const COVER = path.resolve(import.meta.dirname, '../../src/db/seed/assets/covers/react.jpg');

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

/** Processes whose command line names `dir` (ffmpeg and ffprobe of a transcode read and write inside it). */
const processesUsing = async (dir: string) => {
  const { stdout } = await promisify(execFile)('ps', ['-eo', 'pid=,args=']);
  return stdout
    .split('\n')
    .filter((line) => line.includes(dir) && !line.includes(' ps '))
    .map((line) => line.trim());
};

/** Every file under `dir`, relative to it, sorted. */
const filesUnder = async (dir: string): Promise<string[]> =>
  (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();

const api = async <T>(
  base: string,
  token: string,
  method: string,
  route: string,
  body?: FormData | object,
) => {
  const isForm = body instanceof FormData;
  const res = await fetch(`${base}${API}${route}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  const text = await res.text();
  expect(res.status, `${method} ${route}: ${text}`).toBe(200);
  return (JSON.parse(text) as { data: T }).data;
};

describe('a transcode and a crash of the server', () => {
  it('retries the transcode after a SIGKILL, leaves no ffmpeg running and no file of the killed attempt', {
    timeout: 600_000,
  }, async () => {
    const dataDir = await newDataDir();
    // The server's own temporary directory, so its working folders can be listed without other tests' files.
    const tmpDir = await mkdtemp(path.join(os.tmpdir(), 'kampus-crash-tmp-'));
    cleanups.push(async () => {
      await rm(dataDir, { recursive: true, force: true });
      await rm(tmpDir, { recursive: true, force: true });
    });
    const database = await freshDatabase({
      adminUrl: testDriver() === 'postgres' ? process.env.TEST_DATABASE_URL : undefined,
      prefix: 'kampus_videocrash',
    });
    cleanups.push(database.drop);
    const env = {
      ...testSecrets(),
      SEED_DEMO: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      JOB_POLL_SECONDS: '0.5',
      LOG_LEVEL: 'info',
      RATE_LIMIT_PER_MINUTE: '100000',
      TMPDIR: tmpDir,
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    };
    const start = (port?: number) =>
      spawnServer({
        dataDir,
        env,
        ...(port ? { port } : {}),
        readyTimeoutMs: 300_000,
        logTail: 300_000,
      });
    const first = await start();
    cleanups.push(first.stop);
    expect(first.logs()).toContain(`(veritabanı: ${testDriver()})`);

    const login = await api<{ accessToken: string }>(first.url, '', 'POST', '/authentication/login', {
      username: ADMIN.email,
      password: ADMIN.password,
    });
    const token = login.accessToken;
    const category = await api<string>(first.url, token, 'POST', '/categories', {
      title: 'Video İşleme',
      description: 'Çökme sınaması',
    });
    const courseForm = new FormData();
    for (const [name, value] of Object.entries({
      name: 'Çökmeye Dayanıklı Kurs',
      description: 'Video işlenirken sunucu kapanırsa ne olduğunu sınayan bir kurs.',
      skillLevel: '1',
      categoryIds: category,
      isCertified: 'false',
      price: '0',
      discountedPrice: '0',
      meetingType: '0',
    }))
      courseForm.append(name, value);
    courseForm.append('coverImage', new File([await readFile(COVER)], 'kapak.jpg', { type: 'image/jpeg' }));
    const courseId = await api<string>(first.url, token, 'POST', '/courses', courseForm);
    const sectionId = await api<string>(first.url, token, 'POST', '/sections', {
      courseId,
      name: 'Giriş',
      description: 'İlk bölüm',
    });
    const lectureForm = new FormData();
    for (const [name, value] of Object.entries({
      courseId,
      sectionId,
      name: 'Uzun video',
      lectureContentType: '0',
      durationMinute: '1',
    }))
      lectureForm.append(name, value);
    const clip = await makeTestVideo({ seconds: 40, height: 720 });
    lectureForm.append('content', new File([new Uint8Array(clip)], 'ders.mp4', { type: 'video/mp4' }));
    const lectureId = await api<string>(first.url, token, 'POST', '/lectures', lectureForm);

    // ffmpeg is running and has written part of its output: the job is active, mid-transcode.
    const workFolder = await eventually(
      async () => {
        for (const name of await readdir(tmpDir)) {
          if (!name.startsWith(`kampus-transcode-${first.child.pid}-`)) continue;
          const files = await readdir(path.join(tmpDir, name)).catch(() => [] as string[]);
          if (files.some((f) => /^r\d+_\d+\.ts$/.test(f))) return path.join(tmpDir, name);
        }
        return undefined;
      },
      240_000,
      'ffmpeg writing segments',
    );
    expect((await processesUsing(workFolder)).join('\n')).toContain('ffmpeg');
    expect(first.logs()).not.toContain('video transcoded');
    first.child.kill('SIGKILL');
    await first.exited;
    // ffmpeg dies with the server: nothing keeps writing into the dead server's folder.
    await eventually(
      async () => ((await processesUsing(tmpDir)).length === 0 ? true : undefined),
      10_000,
      'ffmpeg ending with the server',
    );
    const leftBehind = await readdir(workFolder);
    expect(leftBehind.length).toBeGreaterThan(0);

    const second = await start(first.port);
    cleanups.push(second.stop);
    const handedBack = second.waitForLog(/abandoned jobs handed back for a retry/);
    handedBack.catch(() => {});
    const ready = await eventually(
      async () => {
        await new Promise((r) => setTimeout(r, 1000));
        const lecture = await api<{ processingStatus: string | null }>(
          second.url,
          token,
          'GET',
          `/lectures/${lectureId}`,
        );
        if (lecture.processingStatus === 'Processing') return undefined;
        return lecture.processingStatus;
      },
      400_000,
      'the retried transcode',
    );
    expect(ready).toBe('Ready');
    // On PGlite the start hands the job back (only one process can hold it). On PostgreSQL it waits for the job's
    // heartbeat to be 30 s old, and pg-boss's own supervisor may hand it back first; either way it ran again.
    if (testDriver() === 'pglite') await handedBack;
    await second.stop();
    // The running server and its ffmpeg are gone; the killed attempt's working folder was removed by the retry.
    expect(await processesUsing(tmpDir)).toEqual([]);
    expect(await readdir(tmpDir)).toEqual([]);

    const db = await openDatabase({
      databaseUrl: database.databaseUrl,
      pgliteDir: path.join(dataDir, 'pglite'),
      poolSize: 2,
    });
    try {
      const [row] = await db.db
        .select({
          contentKey: lectures.contentKey,
          stream: lectures.videoStream,
          pending: lectures.videoPendingKeys,
          cover: courses.coverImageKey,
        })
        .from(lectures)
        .innerJoin(courses, eq(courses.id, lectures.courseId))
        .where(eq(lectures.id, lectureId));
      expect(row?.pending).toBeNull();
      expect(row?.stream?.renditions.map((r) => r.height)).toEqual([360, 720]);
      // The upload, the cover, and the final stream: two playlists, their segments and the poster. Nothing else.
      const expected = [row?.cover, row?.contentKey, ...keysOfStream(row?.stream)].sort();
      expect(await filesUnder(path.join(dataDir, 'uploads'))).toEqual(expected);
      const result = await db.db.execute(sql`
        SELECT state, retry_count FROM pgboss.job WHERE name = 'video.transcode' AND data->>'lectureId' = ${lectureId}`);
      const jobs = (result as unknown as { rows: Array<{ state: string; retry_count: number }> }).rows;
      // One job, completed by its second attempt.
      expect(jobs.map((j) => [j.state, Number(j.retry_count)])).toEqual([['completed', 1]]);
    } finally {
      await db.close();
    }
  });
});
