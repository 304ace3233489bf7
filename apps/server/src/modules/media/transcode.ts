import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { VideoStream } from '../../db/schema/catalogue.ts';
import { type RunOptions, runTool, videoTools } from './ffmpeg.ts';

/** A video the transcoder cannot use; the message is the Turkish reason the lecturer reads. Never retried. */
export class VideoRejected extends Error {}

const UNREADABLE =
  'Video dosyası okunamadı: dosya bozuk veya desteklenmeyen bir biçimde. Lütfen videoyu MP4 (H.264) olarak yeniden dışa aktarıp yükleyin.';
const NO_PICTURE = 'Dosyada görüntü bulunamadı. Lütfen görüntü içeren bir video yükleyin.';

export type ProbedVideo = { durationSeconds: number; width: number; height: number; hasAudio: boolean };

type ProbeJson = {
  format?: { duration?: string };
  streams?: Array<{ codec_type?: string; width?: number; height?: number; duration?: string }>;
};

/** Duration, picture size and audio of a video file, read by ffprobe; a file it cannot read is `VideoRejected`. */
export const probeVideo = async (file: string, options: RunOptions = {}): Promise<ProbedVideo> => {
  let json: ProbeJson;
  try {
    const out = await runTool(
      videoTools().ffprobe,
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
      options,
    );
    json = JSON.parse(out) as ProbeJson;
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new VideoRejected(UNREADABLE, { cause: error });
  }
  const video = json.streams?.find((s) => s.codec_type === 'video' && s.width && s.height);
  if (!video?.width || !video.height) throw new VideoRejected(NO_PICTURE);
  const durationSeconds = Number(json.format?.duration ?? video.duration ?? 0);
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) throw new VideoRejected(UNREADABLE);
  return {
    durationSeconds,
    width: video.width,
    height: video.height,
    hasAudio: Boolean(json.streams?.some((s) => s.codec_type === 'audio')),
  };
};

/** The renditions offered: 360p and 720p, never above the source; a source below 360p gets one at its own size. */
const LADDER = [
  { height: 360, videoBitrate: 800_000, level: '3.0', codec: 'avc1.4d401e' },
  { height: 720, videoBitrate: 2_800_000, level: '3.1', codec: 'avc1.4d401f' },
] as const;
const AUDIO_BITRATE = 96_000;
/** Segments of about this many seconds (a key frame is forced at every multiple). */
export const SEGMENT_SECONDS = 6;

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

export type TranscodedRendition = {
  height: number;
  width: number;
  /** Peak bits per second over its segments (the master playlist's `BANDWIDTH`). */
  bandwidth: number;
  codecs: string;
  playlistFile: string;
  segmentFiles: string[];
};

export type TranscodedVideo = {
  probe: ProbedVideo;
  posterFile: string;
  renditions: TranscodedRendition[];
};

/** Each `#EXTINF` duration with the segment file name on the line after it. */
export const segmentsOf = (playlist: string): Array<{ seconds: number; uri: string }> => {
  const lines = playlist.split(/\r?\n/);
  const segments: Array<{ seconds: number; uri: string }> = [];
  for (let i = 0; i < lines.length; i++) {
    const match = /^#EXTINF:([\d.]+)/.exec(lines[i] ?? '');
    if (!match) continue;
    let j = i + 1;
    while (j < lines.length && (lines[j] ?? '').startsWith('#')) j++;
    const uri = (lines[j] ?? '').trim();
    if (uri) segments.push({ seconds: Number(match[1]), uri });
    i = j;
  }
  return segments;
};

const renditionArgs = (
  source: string,
  dir: string,
  name: string,
  step: (typeof LADDER)[number],
  height: number,
  hasAudio: boolean,
) => [
  '-hide_banner',
  '-nostdin',
  '-y',
  '-i',
  source,
  '-map',
  '0:v:0',
  ...(hasAudio ? ['-map', '0:a:0'] : []),
  '-vf',
  `scale=-2:${height}`,
  '-c:v',
  'libx264',
  '-preset',
  'veryfast',
  '-profile:v',
  'main',
  '-level',
  step.level,
  '-pix_fmt',
  'yuv420p',
  '-b:v',
  String(step.videoBitrate),
  '-maxrate',
  String(Math.round(step.videoBitrate * 1.1)),
  '-bufsize',
  String(step.videoBitrate * 2),
  '-force_key_frames',
  `expr:gte(t,n_forced*${SEGMENT_SECONDS})`,
  '-sc_threshold',
  '0',
  ...(hasAudio ? ['-c:a', 'aac', '-b:a', String(AUDIO_BITRATE), '-ac', '2', '-ar', '48000'] : []),
  '-f',
  'hls',
  '-hls_time',
  String(SEGMENT_SECONDS),
  '-hls_playlist_type',
  'vod',
  '-hls_segment_filename',
  path.join(dir, `${name}_%05d.ts`),
  path.join(dir, `${name}.m3u8`),
];

/**
 * HLS renditions (H.264 main profile and AAC, segments of about 6 s, one ffmpeg run per rendition: the static
 * build shipped on npm writes an empty master playlist when asked for several at once) and a JPEG poster, written
 * into `dir`. The master playlist is not written: the media route makes it with signed entries.
 */
export const transcodeToHls = async (
  source: string,
  dir: string,
  options: RunOptions = {},
): Promise<TranscodedVideo> => {
  const probe = await probeVideo(source, options);
  const { ffmpeg } = videoTools();
  const steps = LADDER.filter((s) => s.height <= probe.height);
  const plan =
    steps.length > 0
      ? steps.map((s) => ({ step: s, height: s.height }))
      : [{ step: LADDER[0], height: even(probe.height) }];
  const renditions: TranscodedRendition[] = [];
  for (const { step, height } of plan) {
    const name = `r${height}`;
    await runTool(ffmpeg, renditionArgs(source, dir, name, step, height, probe.hasAudio), options);
    const playlistFile = path.join(dir, `${name}.m3u8`);
    const segments = segmentsOf(await readFile(playlistFile, 'utf8'));
    if (segments.length === 0) throw new Error(`ffmpeg wrote no segments for ${name}`);
    let bandwidth = 0;
    const segmentFiles: string[] = [];
    for (const segment of segments) {
      const file = path.join(dir, path.basename(segment.uri));
      segmentFiles.push(file);
      const { size } = await stat(file);
      bandwidth = Math.max(bandwidth, Math.ceil((size * 8) / Math.max(segment.seconds, 1)));
    }
    renditions.push({
      height,
      width: even((probe.width * height) / probe.height),
      bandwidth,
      codecs: probe.hasAudio ? `${step.codec},mp4a.40.2` : step.codec,
      playlistFile,
      segmentFiles,
    });
  }
  const posterFile = path.join(dir, 'poster.jpg');
  const posterHeight = Math.min(720, even(probe.height));
  await runTool(
    ffmpeg,
    [
      '-hide_banner',
      '-nostdin',
      '-y',
      '-ss',
      String(Math.min(1, probe.durationSeconds / 2)),
      '-i',
      source,
      '-frames:v',
      '1',
      '-vf',
      `scale=-2:${posterHeight}`,
      '-q:v',
      '4',
      posterFile,
    ],
    options,
  );
  if (!(await readdir(dir)).includes('poster.jpg')) throw new Error('ffmpeg wrote no poster');
  return { probe, posterFile, renditions };
};

/** Every storage key a stream uses. */
export const keysOfStream = (stream: VideoStream | null | undefined): string[] =>
  stream ? [stream.posterKey, ...stream.renditions.flatMap((r) => [r.playlistKey, ...r.segmentKeys])] : [];
