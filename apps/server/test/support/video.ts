import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { vi } from 'vitest';
import { lectures } from '../../src/db/schema/index.ts';
import { runTool, videoTools } from '../../src/modules/media/ffmpeg.ts';
import type { TestApp } from './test-app.ts';

/**
 * A short real video made by ffmpeg (test pattern and a tone, H.264/AAC in MP4), `seconds` long at `height` lines,
 * so the transcoder is tried on what a lecturer uploads, with no binary fixture in the repository.
 */
export const makeTestVideo = async (options: { seconds: number; height: number }): Promise<Buffer> => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kampus-video-fixture-'));
  try {
    const file = path.join(dir, 'ders.mp4');
    const width = Math.round((options.height * 16) / 9 / 2) * 2;
    await runTool(videoTools().ffmpeg, [
      '-hide_banner',
      '-nostdin',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `testsrc=size=${width}x${options.height}:rate=25`,
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:sample_rate=48000',
      '-t',
      String(options.seconds),
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-movflags',
      '+faststart',
      '-shortest',
      file,
    ]);
    return await readFile(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

/** The lecture's video columns. */
export const videoRow = async (t: TestApp, lectureId: string) => {
  const [row] = await t.app.deps.db
    .select({
      contentKey: lectures.contentKey,
      videoStatus: lectures.videoStatus,
      videoFailure: lectures.videoFailure,
      videoStream: lectures.videoStream,
      videoPendingKeys: lectures.videoPendingKeys,
      durationMinute: lectures.durationMinute,
    })
    .from(lectures)
    .where(eq(lectures.id, lectureId));
  if (!row) throw new Error('lecture not found');
  return row;
};

/** Waits until the job engine has finished the lecture's transcode (Ready or Failed). */
export const settledVideo = (t: TestApp, lectureId: string) =>
  vi.waitFor(
    async () => {
      const row = await videoRow(t, lectureId);
      if (row.videoStatus === 'Processing') throw new Error('still processing');
      return row;
    },
    { timeout: 200_000, interval: 250 },
  );

/** Every key in the app's storage, sorted. */
export const storageKeys = async (t: TestApp): Promise<string[]> => {
  const keys: string[] = [];
  for await (const key of t.app.deps.storage.list()) keys.push(key);
  return keys.sort();
};
