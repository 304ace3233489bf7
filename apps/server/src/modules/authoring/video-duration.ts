/**
 * Reads a video's length while its bytes stream to storage, without buffering the file: MP4 and QuickTime from the
 * `mvhd` box of `moov` (wherever `moov` sits, before or after the media data), WebM and Matroska from the `Duration`
 * of the segment's `Info`. Anything else, or a file whose header does not say, gives null and the lecturer's own
 * `durationMinute` stands.
 */
export type DurationProbe = {
  push: (chunk: Buffer) => void;
  /** Seconds, or null when the file did not tell. */
  seconds: () => number | null;
};

/** `moov` holds the index of every sample; a few MB covers hours of video. Larger ones are not read. */
const MAX_MOOV_BYTES = 16 * 1_048_576;
/** WebM writes `Info` right after the header and `SeekHead`; the first part of the file is enough. */
const WEBM_HEAD_BYTES = 512 * 1024;

/** ISO base media (MP4, QuickTime): walks the top-level boxes, skipping `mdat` without keeping it. */
export const isoBmffDurationProbe = (): DurationProbe => {
  let header = Buffer.alloc(0);
  let skip = 0;
  let moov: Buffer[] | null = null;
  let moovRemaining = 0;
  let isDone = false;
  let result: number | null = null;

  const finishMoov = (body: Buffer) => {
    isDone = true;
    result = mvhdSeconds(body);
  };

  return {
    push: (chunk) => {
      let buf = chunk;
      while (!isDone && buf.length > 0) {
        if (skip > 0) {
          const n = Math.min(skip, buf.length);
          skip -= n;
          buf = buf.subarray(n);
          continue;
        }
        if (moov) {
          const n = Math.min(moovRemaining, buf.length);
          moov.push(buf.subarray(0, n));
          moovRemaining -= n;
          buf = buf.subarray(n);
          if (moovRemaining === 0) finishMoov(Buffer.concat(moov));
          continue;
        }
        header = Buffer.concat([header, buf]);
        buf = Buffer.alloc(0);
        if (header.length < 8) break;
        let size = header.readUInt32BE(0);
        const type = header.toString('latin1', 4, 8);
        let headerLength = 8;
        if (size === 1) {
          if (header.length < 16) break;
          size = Number(header.readBigUInt64BE(8));
          headerLength = 16;
        }
        // Size 0 means "to the end of the file"; a size below the header is a broken file. Neither can be walked.
        if (size === 0 || size < headerLength) {
          isDone = true;
          break;
        }
        const rest = header.subarray(headerLength);
        header = Buffer.alloc(0);
        const bodyLength = size - headerLength;
        if (type === 'moov' && bodyLength <= MAX_MOOV_BYTES) {
          moov = [];
          moovRemaining = bodyLength;
          if (moovRemaining === 0) finishMoov(Buffer.alloc(0));
        } else {
          skip = bodyLength;
        }
        buf = rest;
      }
    },
    seconds: () => result,
  };
};

/** The movie header's duration ÷ timescale, found among the children of `moov`. */
const mvhdSeconds = (moov: Buffer): number | null => {
  let at = 0;
  while (at + 8 <= moov.length) {
    let size = moov.readUInt32BE(at);
    const type = moov.toString('latin1', at + 4, at + 8);
    let headerLength = 8;
    if (size === 1) {
      if (at + 16 > moov.length) return null;
      size = Number(moov.readBigUInt64BE(at + 8));
      headerLength = 16;
    }
    if (size < headerLength || at + size > moov.length) return null;
    if (type === 'mvhd') {
      const body = moov.subarray(at + headerLength, at + size);
      const version = body[0];
      // version 0: created(4) modified(4) timescale(4) duration(4); version 1: created(8) modified(8) timescale(4) duration(8)
      if (version === 0 && body.length >= 20) {
        const timescale = body.readUInt32BE(12);
        const duration = body.readUInt32BE(16);
        return timescale > 0 && duration !== 0xffffffff ? duration / timescale : null;
      }
      if (version === 1 && body.length >= 32) {
        const timescale = body.readUInt32BE(20);
        const duration = body.readBigUInt64BE(24);
        return timescale > 0 && duration !== 0xffffffffffffffffn ? Number(duration) / timescale : null;
      }
      return null;
    }
    at += size;
  }
  return null;
};

const EBML_HEADER = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
const CLUSTER = 0x1f43b675;

/** An EBML variable-length integer at `at`: its value (marker bit kept for ids) and its length. */
const readVint = (
  buf: Buffer,
  at: number,
  keepMarker: boolean,
): { value: number; length: number; isUnknown: boolean } | null => {
  const first = buf[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 8 || at + length > buf.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = buf[at + i] ?? 0;
    value = value * 256 + byte;
    if (byte !== 0xff) allOnes = false;
  }
  return { value, length, isUnknown: !keepMarker && allOnes };
};

/** WebM and Matroska: Segment → Info → Duration × TimecodeScale (nanoseconds, default 1 ms). */
export const webmDuration = (head: Buffer): number | null => {
  let at = 0;
  let end = head.length;
  let inSegment = false;
  while (at < end) {
    const id = readVint(head, at, true);
    if (!id) return null;
    const size = readVint(head, at + id.length, false);
    if (!size) return null;
    const bodyAt = at + id.length + size.length;
    if (id.value === SEGMENT && !inSegment) {
      // Descend into the segment; its size may be "unknown" (live recordings), so its children run to the end.
      inSegment = true;
      at = bodyAt;
      if (!size.isUnknown) end = Math.min(end, bodyAt + size.value);
      continue;
    }
    if (id.value === INFO && inSegment) {
      if (size.isUnknown || bodyAt + size.value > head.length) return null;
      return infoSeconds(head.subarray(bodyAt, bodyAt + size.value));
    }
    // Info comes before the first cluster in every muxer we know; past it, stop looking.
    if (id.value === CLUSTER || size.isUnknown) return null;
    if (id.value !== EBML_HEADER && !inSegment) return null;
    at = bodyAt + size.value;
  }
  return null;
};

const infoSeconds = (info: Buffer): number | null => {
  let scale = 1_000_000;
  let duration: number | null = null;
  let at = 0;
  while (at < info.length) {
    const id = readVint(info, at, true);
    if (!id) return null;
    const size = readVint(info, at + id.length, false);
    if (!size || size.isUnknown) return null;
    const bodyAt = at + id.length + size.length;
    if (bodyAt + size.value > info.length) return null;
    if (id.value === TIMECODE_SCALE && size.value >= 1 && size.value <= 6)
      scale = info.readUIntBE(bodyAt, size.value);
    if (id.value === DURATION) {
      if (size.value === 4) duration = info.readFloatBE(bodyAt);
      else if (size.value === 8) duration = info.readDoubleBE(bodyAt);
    }
    at = bodyAt + size.value;
  }
  if (duration === null || !Number.isFinite(duration) || duration <= 0) return null;
  return (duration * scale) / 1e9;
};

export const webmDurationProbe = (): DurationProbe => {
  const chunks: Buffer[] = [];
  let length = 0;
  return {
    push: (chunk) => {
      if (length >= WEBM_HEAD_BYTES) return;
      const part = chunk.subarray(0, WEBM_HEAD_BYTES - length);
      chunks.push(part);
      length += part.length;
    },
    seconds: () => webmDuration(Buffer.concat(chunks)),
  };
};
