import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { videoSecondsToMinutes } from '@kampus/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { lectures, type VideoRendition, type VideoStream } from '../../db/schema/catalogue.ts';
import { newStorageKey, type Storage } from '../../plugins/storage.ts';
import {
  keysOfStream,
  segmentsOf,
  type TranscodedVideo,
  transcodeToHls,
  VideoRejected,
} from '../media/index.ts';

/** What a `video.transcode` job carries: the lecture and the stored upload to transcode. */
export type TranscodeJob = { lectureId: string; sourceKey: string };

type Log = { warn: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };
export type TranscodeDeps = { db: Database; storage: Storage; log: Log };

/** Shown to the lecturer when a transcode failed for another reason than the file itself (its last attempt). */
const GAVE_UP =
  'Video işlenirken bir sorun oluştu ve birkaç denemeden sonra tamamlanamadı. Lütfen videoyu yeniden yükleyin; sorun sürerse yöneticiye bildirin.';

const deleteKeys = async (storage: Storage, keys: string[], log: Log) => {
  for (const key of keys)
    await storage.delete(key).catch((err: unknown) => log.warn({ err, key }, 'stored file not deleted'));
};

/** Deletes what an earlier attempt (crashed, or failed before finishing) was writing for the lecture. */
const discardPending = async (deps: TranscodeDeps, lectureId: string) => {
  const [row] = await deps.db
    .select({ pending: lectures.videoPendingKeys })
    .from(lectures)
    .where(eq(lectures.id, lectureId));
  if (!row?.pending?.length) return;
  // Deleted before the column is cleared: a crash in between leaves the list, and the next attempt deletes again.
  for (const key of row.pending) await deps.storage.delete(key);
  await deps.db.update(lectures).set({ videoPendingKeys: null }).where(eq(lectures.id, lectureId));
};

const TEMP_PREFIX = 'kampus-transcode-';

/**
 * ffmpeg processes still working in `folder` (Linux, read from /proc). With `setpriv` they die with the server
 * (media/ffmpeg.ts); on a system without it they outlive a killed server and are ended here.
 */
const killToolsIn = async (folder: string) => {
  if (process.platform !== 'linux') return;
  for (const name of await readdir('/proc').catch(() => [] as string[])) {
    const pid = Number(name);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    const args = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (args.split('\0').some((arg) => arg.startsWith(`${folder}${path.sep}`)))
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // ended meanwhile
      }
  }
};

/**
 * Working folders of processes that died mid-transcode (their pid is in the name and no longer runs), with any
 * ffmpeg still writing in them. Run when the transcode worker starts and before every transcode.
 */
export const removeDeadWorkFolders = async (): Promise<void> => {
  const root = os.tmpdir();
  for (const name of await readdir(root).catch(() => [] as string[])) {
    const pid = Number(new RegExp(`^${TEMP_PREFIX}(\\d+)-`).exec(name)?.[1]);
    if (!pid || pid === process.pid) continue;
    try {
      process.kill(pid, 0);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') continue;
      await killToolsIn(path.join(root, name));
      await rm(path.join(root, name), { recursive: true, force: true });
    }
  }
};

/** Storage keys for the transcoded files, and the variant playlists rewritten to name segments by their keys. */
const planKeys = async (video: TranscodedVideo) => {
  const posterKey = newStorageKey('posters', '.jpg');
  const uploads: Array<{ file: string; key: string }> = [{ file: video.posterFile, key: posterKey }];
  const renditions: VideoRendition[] = [];
  for (const r of video.renditions) {
    const keyOf = new Map(r.segmentFiles.map((f) => [path.basename(f), newStorageKey('hls', '.ts')]));
    for (const file of r.segmentFiles) uploads.push({ file, key: keyOf.get(path.basename(file)) ?? '' });
    const playlist = (await readFile(r.playlistFile, 'utf8'))
      .split(/\r?\n/)
      .map((line) => keyOf.get(line.trim()) ?? line)
      .join('\n');
    if (segmentsOf(playlist).some((s) => !s.uri.startsWith('hls/')))
      throw new Error('a playlist entry has no stored segment');
    const rewritten = `${r.playlistFile}.stored`;
    await writeFile(rewritten, playlist);
    const playlistKey = newStorageKey('hls', '.m3u8');
    uploads.push({ file: rewritten, key: playlistKey });
    renditions.push({
      height: r.height,
      width: r.width,
      bandwidth: r.bandwidth,
      codecs: r.codecs,
      playlistKey,
      segmentKeys: r.segmentFiles.map((f) => keyOf.get(path.basename(f)) ?? ''),
    });
  }
  return { posterKey, uploads, renditions };
};

/** No transcoded file is anywhere near this; the limit only keeps `put`'s contract. */
const MAX_OUTPUT_BYTES = 64 * 1024 * 1_048_576;

/**
 * The `video.transcode` job (README.md; the transcoder is modules/media's): the upload is copied into a private working folder,
 * transcoded there at low priority, then stored under new keys listed first as pending; the lecture switches to
 * the new stream in one statement, and the old stream's files are deleted after. A file ffmpeg cannot read fails at
 * once with its reason; other errors are retried, and the last one marks the lecture Failed. Safe to run twice.
 */
export const transcodeLectureVideo = async (
  deps: TranscodeDeps,
  job: TranscodeJob,
  attempt: { isLastAttempt: boolean; signal?: AbortSignal },
): Promise<void> => {
  const { db, storage, log } = deps;
  const [lecture] = await db
    .select({ contentKey: lectures.contentKey, stream: lectures.videoStream })
    .from(lectures)
    .where(eq(lectures.id, job.lectureId));
  // Deleted, replaced by a newer upload (its own job transcodes that), or already done by an earlier run.
  if (!lecture || lecture.contentKey !== job.sourceKey || lecture.stream?.sourceKey === job.sourceKey) return;
  await discardPending(deps, job.lectureId);
  await removeDeadWorkFolders();
  const dir = await mkdtemp(path.join(os.tmpdir(), `${TEMP_PREFIX}${process.pid}-`));
  try {
    const source = path.join(dir, 'source');
    await pipeline(await storage.get(job.sourceKey), createWriteStream(source));
    const options = attempt.signal ? { signal: attempt.signal } : {};
    const video = await transcodeToHls(source, dir, options);
    const { posterKey, uploads, renditions } = await planKeys(video);
    await db
      .update(lectures)
      .set({ videoPendingKeys: uploads.map((u) => u.key) })
      .where(eq(lectures.id, job.lectureId));
    for (const { file, key } of uploads)
      await storage.put(key, createReadStream(file), { maxBytes: MAX_OUTPUT_BYTES });
    const stream: VideoStream = {
      sourceKey: job.sourceKey,
      durationSeconds: video.probe.durationSeconds,
      posterKey,
      renditions,
    };
    const outcome = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ contentKey: lectures.contentKey, stream: lectures.videoStream })
        .from(lectures)
        .where(eq(lectures.id, job.lectureId))
        .for('update');
      if (!row || row.contentKey !== job.sourceKey) return { superseded: true, old: null };
      await tx
        .update(lectures)
        .set({
          videoStream: stream,
          videoStatus: 'Ready',
          videoFailure: null,
          videoPendingKeys: null,
          durationMinute: videoSecondsToMinutes(video.probe.durationSeconds),
        })
        .where(eq(lectures.id, job.lectureId));
      return { superseded: false, old: row.stream };
    });
    if (outcome.superseded) await deleteKeys(storage, keysOfStream(stream), log);
    else await deleteKeys(storage, keysOfStream(outcome.old), log);
    log.info({ lectureId: job.lectureId, renditions: renditions.length }, 'video transcoded');
  } catch (error) {
    const rejected = error instanceof VideoRejected;
    if (rejected || attempt.isLastAttempt) {
      await discardPending(deps, job.lectureId);
      await db
        .update(lectures)
        .set({ videoStatus: 'Failed', videoFailure: rejected ? error.message : GAVE_UP })
        .where(and(eq(lectures.id, job.lectureId), eq(lectures.contentKey, job.sourceKey)));
      if (rejected) {
        log.warn({ err: error, lectureId: job.lectureId }, 'video rejected');
        return;
      }
    }
    throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};
