import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import { type IAudioMetadata, parseStream } from 'music-metadata';

/**
 * Reads a video's length while its bytes stream to storage, without buffering the file: MP4 and QuickTime from the
 * movie's tracks (wherever `moov` sits, before or after the media data), WebM and Matroska from the segment's `Info`.
 * The container parsing is music-metadata's; this feeds it the upload's chunks as they pass. Anything else, or a file
 * whose header does not say, gives null and the lecturer's own `durationMinute` stands.
 */
export type DurationProbe = {
  /** Takes the next piece of the file; resolves once the parser has room for more, so it never holds the file. */
  push: (chunk: Buffer) => Promise<void>;
  /** Seconds once every piece has been pushed, or null when the file did not tell. */
  seconds: () => Promise<number | null>;
};

/** A parser that takes no bytes for this long is given up on: the upload goes on without a duration. */
const STALL_MS = 10_000;

/** WebM writes `Info` right after the header and `SeekHead`; the first part of the file is enough. */
const WEBM_HEAD_BYTES = 512 * 1024;

/** The container's duration, or the longest track's (MP4 keeps it per track). */
const durationOf = (metadata: IAudioMetadata): number | null => {
  const { duration, trackInfo } = metadata.format;
  const longest = Math.max(0, ...trackInfo.map((track) => track.duration ?? 0));
  const seconds = duration ?? (longest > 0 ? longest : null);
  return seconds !== null && Number.isFinite(seconds) && seconds > 0 ? seconds : null;
};

const streamProbe = (maxBytes: number): DurationProbe => {
  const input = new PassThrough({ highWaterMark: 256 * 1024 });
  // What the parser has learnt so far: a file cut short after its header still tells its length.
  let seen: number | null = null;
  let isSettled = false;
  const parsed = parseStream(input, undefined, {
    skipCovers: true,
    observer: (update) => {
      seen = durationOf(update.metadata) ?? seen;
    },
  }).then(
    (metadata) => durationOf(metadata) ?? seen,
    () => seen,
  );
  const settled = parsed.finally(() => {
    isSettled = true;
  });
  let length = 0;
  return {
    push: async (chunk) => {
      if (isSettled || length >= maxBytes || input.writableEnded || input.destroyed) return;
      const part = chunk.subarray(0, maxBytes - length);
      length += part.length;
      if (input.write(part)) return;
      const isDraining = await Promise.race([
        once(input, 'drain').then(() => true),
        settled.then(() => true),
        delay(STALL_MS, false, { ref: false }),
      ]);
      if (!isDraining) input.destroy();
    },
    seconds: async () => {
      // A parser given up on may never answer: what it had seen is all there is.
      if (input.destroyed) return seen;
      if (!input.writableEnded) input.end();
      return parsed;
    },
  };
};

/** ISO base media (MP4, QuickTime): the parser walks the top-level boxes, skipping `mdat` without keeping it. */
export const isoBmffDurationProbe = (): DurationProbe => streamProbe(Number.POSITIVE_INFINITY);

/** WebM and Matroska: Segment → Info → Duration × TimecodeScale, read from the head of the file. */
export const webmDurationProbe = (): DurationProbe => streamProbe(WEBM_HEAD_BYTES);

/** The length of a whole WebM or Matroska head already in memory. */
export const webmDuration = async (head: Buffer): Promise<number | null> => {
  const probe = webmDurationProbe();
  await probe.push(head);
  return probe.seconds();
};
