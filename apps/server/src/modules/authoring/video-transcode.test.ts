import { readdir } from 'node:fs/promises';
import os from 'node:os';
import { Role } from '@kampus/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, filePart, makeAuthoredCourse } from '../../../test/support/authoring.ts';
import { makePerson, type Person } from '../../../test/support/commerce-fixtures.ts';
import { startS3Server, type TestS3Server } from '../../../test/support/s3-server.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { makeTestVideo, settledVideo, storageKeys, videoRow } from '../../../test/support/video.ts';
import type { Storage } from '../../plugins/storage.ts';
import { keysOfStream, probeVideo } from '../media/index.ts';
import { removeDeadWorkFolders, transcodeLectureVideo } from './video-transcode.ts';

/** Working folders of this process's transcodes left in the temporary directory. */
const workFolders = async () =>
  (await readdir(os.tmpdir())).filter((name) => name.startsWith(`kampus-transcode-${process.pid}-`));

// Transcodes run one at a time at the lowest CPU priority; on a machine busy with other test files a test waits for
// the jobs before its own, so each may take longer than the suite's default minute.
describe.each(['disk', 'S3'] as const)(
  'video transcoding on %s storage',
  { timeout: 240_000 },
  (storageKind) => {
    let t: TestApp;
    let s3: TestS3Server | undefined;
    let lecturer: Person;
    let video: Buffer;
    /** Every lecture this file made: the storage holds their files and nothing else. */
    const created: string[] = [];
    const silent = { warn: () => {}, info: () => {} };

    beforeAll(async () => {
      let env: Record<string, string> = {};
      if (storageKind === 'S3') {
        s3 = await startS3Server();
        await s3.createBucket('kampus-video');
        env = s3.env('kampus-video');
      }
      t = await createTestApp({ ...env, JOB_WORKERS: 'true', JOB_POLL_SECONDS: '0.5' });
      lecturer = await makePerson(t, [Role.Lecturer]);
      video = await makeTestVideo({ seconds: 8, height: 480 });
    });
    afterAll(async () => {
      await t?.close();
      await s3?.close();
    });

    const upload = async (file: Buffer, name = 'Giriş videosu') => {
      const course = await makeAuthoredCourse(t, lecturer.id, { lecturesPerSection: [0] });
      const res = await call(t, 'POST', '/lectures', lecturer.token, {
        form: [
          ['courseId', course.id],
          ['sectionId', course.sectionIds[0] as string],
          ['name', name],
          ['lectureContentType', '0'],
          ['durationMinute', '1'],
          ['content', filePart(file, 'ders.mp4', 'video/mp4')],
        ],
      });
      expect(res.status).toBe(200);
      created.push(res.body.data as string);
      return res.body.data as string;
    };

    /**
     * Every stored key is the upload or part of a stream some lecture serves: nothing is left behind. A job marks the
     * new stream Ready first and deletes the old stream's files after, so the check waits for that deletion.
     */
    const expectNoOrphans = async () => {
      const expected: string[] = [];
      for (const id of created) {
        const row = await videoRow(t, id);
        if (row.contentKey) expected.push(row.contentKey);
        expected.push(...keysOfStream(row.videoStream));
        expect(row.videoPendingKeys).toBeNull();
      }
      expected.sort();
      await vi.waitFor(
        async () => {
          expect(await storageKeys(t)).toEqual(expected);
          if (s3) {
            // The server's own files: objects only, and no part of an unfinished multipart upload.
            expect((await s3.objectsOf('kampus-video')).sort()).toEqual(expected);
            expect((await s3.filesOf('kampus-video')).filter((f) => f.includes('_S3rver_uploads'))).toEqual(
              [],
            );
          }
          expect(await workFolders()).toEqual([]);
        },
        { timeout: 30_000, interval: 200 },
      );
    };

    it('transcodes an upload into HLS renditions no larger than the source, with a poster and the duration', async () => {
      const id = await upload(video);
      const first = await call(t, 'GET', `/lectures/${id}`, lecturer.token);
      expect((first.body.data as { processingStatus: string }).processingStatus).toBe('Processing');

      const row = await settledVideo(t, id);
      expect(row.videoStatus).toBe('Ready');
      expect(row.videoFailure).toBeNull();
      const stream = row.videoStream;
      if (!stream) throw new Error('no stream');
      // A 480-line source gets 360p only: 720p would be above it.
      expect(stream.renditions.map((r) => r.height)).toEqual([360]);
      expect(stream.durationSeconds).toBeCloseTo(8, 0);
      expect(stream.sourceKey).toBe(row.contentKey);
      for (const rendition of stream.renditions) {
        expect(rendition.width).toBeLessThanOrEqual(854);
        expect(rendition.segmentKeys.length).toBe(2);
        expect(rendition.codecs).toBe('avc1.4d401e,mp4a.40.2');
        const playlist = await new Response(
          (await t.app.deps.storage.get(rendition.playlistKey)) as never,
        ).text();
        expect(playlist).toContain('#EXT-X-TARGETDURATION:6');
        expect(playlist).toContain('#EXT-X-ENDLIST');
        for (const key of rendition.segmentKeys) expect(playlist).toContain(key);
      }
      expect(await t.app.deps.storage.stat(stream.posterKey)).not.toBeNull();

      const view = await call(t, 'GET', `/lectures/${id}`, lecturer.token);
      expect(view.body.data).toMatchObject({ processingStatus: 'Ready', processingReason: null });
      await expectNoOrphans();
    });

    it('keeps the previous stream until a new upload is Ready, then deletes the old files', async () => {
      const id = await upload(video);
      const before = await settledVideo(t, id);
      const replaced = await call(t, 'PUT', '/lectures', lecturer.token, {
        form: [
          ['id', id],
          ['name', 'Giriş videosu'],
          ['lectureContentType', '0'],
          ['isContentUpdated', 'true'],
          ['content', filePart(await makeTestVideo({ seconds: 4, height: 360 }), 'yeni.mp4', 'video/mp4')],
        ],
      });
      expect(replaced.status).toBe(200);
      const during = await videoRow(t, id);
      // Processing, or already Ready if the worker was quick: either way, a stream is always there to serve.
      expect(during.videoStream).not.toBeNull();
      const after = await settledVideo(t, id);
      expect(after.videoStatus).toBe('Ready');
      expect(after.videoStream?.sourceKey).toBe(after.contentKey);
      expect(after.videoStream?.posterKey).not.toBe(before.videoStream?.posterKey);
      await expectNoOrphans();
    });

    it('marks a corrupt file Failed with a Turkish reason, keeping no files of it but the upload', async () => {
      // The start of a real MP4: its bytes say MP4, so the upload takes it, but the file ends before any frame.
      const id = await upload(video.subarray(0, 2048));
      const row = await settledVideo(t, id);
      expect(row.videoStatus).toBe('Failed');
      expect(row.videoStream).toBeNull();
      const view = await call(t, 'GET', `/lectures/${id}`, lecturer.token);
      expect(view.body.data).toMatchObject({
        processingStatus: 'Failed',
        processingReason: expect.stringContaining('Video dosyası okunamadı'),
      });
      await expectNoOrphans();
    });

    it('after a crash while storing the renditions, the retry deletes what the first attempt wrote', async () => {
      const id = await upload(video);
      const done = await settledVideo(t, id);
      // The lecture is given a new upload whose job is left to this test: stored as the API stores it, without the job.
      const sourceKey = 'lectures/00000000-0000-4000-8000-000000000001.mp4';
      const storage = t.app.deps.storage;
      await storage.copy(done.contentKey as string, sourceKey);
      const { lectures } = await import('../../db/schema/index.ts');
      const { eq } = await import('drizzle-orm');
      await t.app.deps.db
        .update(lectures)
        .set({ contentKey: sourceKey, videoStatus: 'Processing' })
        .where(eq(lectures.id, id));
      await storage.delete(done.contentKey as string);

      // The first attempt's process dies after storing two files: nothing after that point runs.
      let puts = 0;
      const dying: Storage = {
        ...storage,
        put: async (key, body, options) => {
          if (++puts > 2) throw new Error('process killed');
          return storage.put(key, body, options);
        },
      };
      const deps = { db: t.app.deps.db, storage: dying, log: silent };
      await expect(
        transcodeLectureVideo(deps, { lectureId: id, sourceKey }, { isLastAttempt: false }),
      ).rejects.toThrow('process killed');
      const crashed = await videoRow(t, id);
      expect(crashed.videoPendingKeys?.length).toBeGreaterThan(2);
      expect(crashed.videoStatus).toBe('Processing');
      // Learners still get the stream made before.
      expect(crashed.videoStream).toEqual(done.videoStream);

      await transcodeLectureVideo(
        { ...deps, storage },
        { lectureId: id, sourceKey },
        { isLastAttempt: false },
      );
      const after = await videoRow(t, id);
      expect(after.videoStatus).toBe('Ready');
      expect(after.videoStream?.sourceKey).toBe(sourceKey);
      await expectNoOrphans();
    });

    it('a cancelled transcode leaves no working folder', async () => {
      const id = await upload(video);
      const row = await settledVideo(t, id);
      const controller = new AbortController();
      const deps = { db: t.app.deps.db, storage: t.app.deps.storage, log: silent };
      const { lectures } = await import('../../db/schema/index.ts');
      const { eq } = await import('drizzle-orm');
      await t.app.deps.db.update(lectures).set({ videoStream: null }).where(eq(lectures.id, id));
      const run = transcodeLectureVideo(
        deps,
        { lectureId: id, sourceKey: row.contentKey as string },
        { isLastAttempt: false, signal: controller.signal },
      );
      controller.abort();
      await expect(run).rejects.toThrow();
      expect(await workFolders()).toEqual([]);
      for (const key of keysOfStream(row.videoStream)) await t.app.deps.storage.delete(key);
      await expectNoOrphans();
    });

    it('reads the duration with ffprobe', async () => {
      const { writeFile, mkdtemp, rm } = await import('node:fs/promises');
      const path = await import('node:path');
      const dir = await mkdtemp(path.join(os.tmpdir(), 'kampus-probe-'));
      await writeFile(path.join(dir, 'v.mp4'), video);
      const probe = await probeVideo(path.join(dir, 'v.mp4'));
      await rm(dir, { recursive: true, force: true });
      expect(probe).toMatchObject({ width: 854, height: 480, hasAudio: true });
      expect(probe.durationSeconds).toBeCloseTo(8, 0);
    });
  },
);

describe('what a killed transcode leaves', () => {
  it('ends a tool still working in a dead process’s folder and removes the folder', async () => {
    const { spawn } = await import('node:child_process');
    const { mkdir, writeFile } = await import('node:fs/promises');
    const path = await import('node:path');
    // A pid that no longer runs: a process that has ended.
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.once('exit', resolve));
    const folder = path.join(os.tmpdir(), `kampus-transcode-${gone.pid}-killed`);
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'r360_00000.ts'), 'partial');
    // What ffmpeg is on a system without setpriv when its server is killed: a process that runs on, in the folder.
    const orphan = spawn(
      process.execPath,
      ['-e', 'setInterval(() => {}, 1000)', path.join(folder, 'source')],
      {
        detached: true,
        stdio: 'ignore',
      },
    );
    const ended = new Promise((resolve) => orphan.once('exit', (_code, signal) => resolve(signal)));
    try {
      await removeDeadWorkFolders();
      expect(await ended).toBe('SIGKILL');
      expect((await readdir(os.tmpdir())).includes(path.basename(folder))).toBe(false);
    } finally {
      if (orphan.exitCode === null && orphan.signalCode === null) orphan.kill('SIGKILL');
    }
  });
});
