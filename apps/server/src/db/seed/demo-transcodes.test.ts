import path from 'node:path';
import { LectureContentType } from '@kampus/contract';
import { freshDatabase, newDataDir, spawnServer } from '@kampus/test-support';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testDriver } from '../../../test/support/test-app.ts';
import { loadConfig } from '../../config/env.ts';
import { transcodeLectureVideo } from '../../modules/authoring/index.ts';
import { keysOfStream } from '../../modules/media/index.ts';
import { openStorage } from '../../plugins/storage.ts';
import { type DatabaseHandle, openDatabase } from '../client.ts';
import { courses, lectures } from '../schema/index.ts';
import { DEMO_COURSES } from './demo-catalogue.ts';
import { DEMO_TRANSCODE_PRIORITY, DEMO_TRANSCODED_COURSES } from './demo-transcodes.ts';

/*
 * `npm start` on a fresh data directory: the demo's videos of the demo student's courses get a `video.transcode`
 * job each at the first start and none at the second; one of those jobs, run for real, makes the lecture Ready
 * with 360p and 720p renditions. The servers run without job workers, so the queued jobs stay for the test to read.
 */

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

type JobRow = { id: string; state: string; priority: number; lecture_id: string; source_key: string };

describe('demo videos transcoded at first start', () => {
  let dataDir = '';
  let database: DatabaseHandle;

  const transcodeJobs = async () => {
    const result = await database.db.execute(sql`
      SELECT id, state, priority, data->>'lectureId' AS lecture_id, data->>'sourceKey' AS source_key
      FROM pgboss.job WHERE name = 'video.transcode' ORDER BY data->>'lectureId'`);
    return (result as unknown as { rows: JobRow[] }).rows;
  };

  it('queues a transcode for each video of the demo student’s courses at the first start, and none at the second', {
    timeout: 300_000,
  }, async () => {
    dataDir = await newDataDir();
    cleanups.push(async () => {
      const { rm } = await import('node:fs/promises');
      await rm(dataDir, { recursive: true, force: true });
    });
    const fresh = await freshDatabase({
      adminUrl: testDriver() === 'postgres' ? process.env.TEST_DATABASE_URL : undefined,
      prefix: 'kampus_demotranscode',
    });
    cleanups.push(fresh.drop);
    const env = {
      SEED_DEMO: 'true',
      JOB_WORKERS: 'false',
      ...(fresh.databaseUrl ? { DATABASE_URL: fresh.databaseUrl } : {}),
    };
    for (const start of ['first', 'second']) {
      const server = await spawnServer({ dataDir, env, readyTimeoutMs: 240_000, logTail: 100_000 });
      cleanups.push(server.stop);
      expect(server.logs(), start).toContain(`(veritabanı: ${testDriver()})`);
      await server.stop();
    }

    database = await openDatabase({
      databaseUrl: fresh.databaseUrl,
      pgliteDir: path.join(dataDir, 'pglite'),
      poolSize: 2,
    });
    cleanups.push(() => database.close());
    const names = DEMO_TRANSCODED_COURSES.map((key) => DEMO_COURSES.find((c) => c.key === key)?.name ?? key);
    expect(names.length).toBeGreaterThan(0);
    const videos = await database.db
      .select({ id: lectures.id, contentKey: lectures.contentKey, videoStatus: lectures.videoStatus })
      .from(lectures)
      .innerJoin(courses, eq(courses.id, lectures.courseId))
      .where(and(inArray(courses.name, names), eq(lectures.contentType, LectureContentType.Video)))
      .orderBy(lectures.id);
    expect(videos.length).toBe(names.length * 3);
    const jobs = await transcodeJobs();
    // One job per lecture, for its own file, below the priority of lecturers' uploads; still waiting.
    expect(jobs.map((j) => [j.lecture_id, j.source_key])).toEqual(videos.map((v) => [v.id, v.contentKey]));
    expect(new Set(jobs.map((j) => j.state))).toEqual(new Set(['created']));
    expect(new Set(jobs.map((j) => Number(j.priority)))).toEqual(new Set([DEMO_TRANSCODE_PRIORITY]));
    expect(new Set(videos.map((v) => v.videoStatus))).toEqual(new Set(['Processing']));
    // The other demo videos are served as uploaded.
    const [others] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(lectures)
      .where(and(eq(lectures.contentType, LectureContentType.Video), sql`${lectures.videoStatus} IS NULL`));
    expect(others?.n).toBeGreaterThan(0);
  });

  it('makes a demo lecture Ready with 360p and 720p renditions when its job runs', {
    timeout: 120_000,
  }, async () => {
    const [job] = await transcodeJobs();
    if (!job) throw new Error('no demo transcode job');
    const storage = await openStorage(loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false' }));
    const log = { warn: () => {}, info: () => {} };
    const started = performance.now();
    await transcodeLectureVideo(
      { db: database.db, storage, log },
      { lectureId: job.lecture_id, sourceKey: job.source_key },
      { isLastAttempt: false },
    );
    const seconds = (performance.now() - started) / 1000;
    const [row] = await database.db
      .select({ status: lectures.videoStatus, stream: lectures.videoStream })
      .from(lectures)
      .where(eq(lectures.id, job.lecture_id));
    expect(row?.status).toBe('Ready');
    expect(row?.stream?.renditions.map((r) => r.height)).toEqual([360, 720]);
    expect(row?.stream?.durationSeconds).toBeCloseTo(10, 0);
    for (const key of keysOfStream(row?.stream)) expect(await storage.stat(key), key).not.toBeNull();
    // The demo stays quick to prepare even on a slow machine (about 5 s here on a free core).
    expect(seconds).toBeLessThan(60);
  });
});
