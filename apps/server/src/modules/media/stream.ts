import type { VideoStream } from '../../db/schema/catalogue.ts';
import { LECTURE_MEDIA_PATH } from './lecture-media.ts';
import type { UrlSigner } from './signed-url.ts';

/**
 * Links of a lecture's HLS stream: the master playlist, the variant playlists, segments and the poster. Each is
 * signed for the lecture and the file (`lecture-stream`), so a link of one lecture never opens another's files;
 * the playlists name their entries by relative links signed the same way, so a player needs no token.
 */
export const STREAM_PURPOSE = 'lecture-stream';

/** The stream's areas in storage: playlists and segments under `hls/`, posters under `posters/`. */
export const STREAM_AREAS = ['hls', 'posters'] as const;

export const streamSubject = (lectureId: string, key: string) => `${lectureId}:${key}`;
/** The master playlist is bound to the lecture only: it always lists the lecture's current stream. */
export const masterSubject = (lectureId: string) => `${lectureId}:master`;

const query = (signed: { exp: number; sig: string }) => `exp=${signed.exp}&sig=${signed.sig}`;

/** The signed link of the lecture's master playlist (the `contentPath` of a Ready video lecture). */
export const masterPlaylistPath = (signer: UrlSigner, lectureId: string, now: Date = new Date()) =>
  `${LECTURE_MEDIA_PATH}${lectureId}/master.m3u8?${query(signer.sign(STREAM_PURPOSE, masterSubject(lectureId), now))}`;

/** The signed link of one of the stream's files (a poster, or an entry of a playlist). */
export const streamFilePath = (signer: UrlSigner, lectureId: string, key: string, now: Date = new Date()) =>
  `${LECTURE_MEDIA_PATH}${lectureId}/${key}?${query(signer.sign(STREAM_PURPOSE, streamSubject(lectureId, key), now))}`;

/** The master playlist: one entry per rendition, lowest first, each a signed link relative to the master's URL. */
export const masterPlaylist = (
  signer: UrlSigner,
  lectureId: string,
  stream: VideoStream,
  now: Date = new Date(),
) =>
  [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    ...stream.renditions.flatMap((r) => [
      `#EXT-X-STREAM-INF:BANDWIDTH=${r.bandwidth},RESOLUTION=${r.width}x${r.height},CODECS="${r.codecs}",NAME="${r.height}p"`,
      `${r.playlistKey}?${query(signer.sign(STREAM_PURPOSE, streamSubject(lectureId, r.playlistKey), now))}`,
    ]),
    '',
  ].join('\n');

/**
 * A variant playlist as stored (its entries are storage keys such as `hls/<uuid>.ts`) with each entry turned into a
 * signed link relative to the playlist's own URL (`…/hls/<uuid>.m3u8`), so only the file name remains.
 */
export const signVariantPlaylist = (
  signer: UrlSigner,
  lectureId: string,
  stored: string,
  now: Date = new Date(),
) =>
  stored
    .split(/\r?\n/)
    .map((line) => {
      const entry = line.trim();
      if (!entry || entry.startsWith('#')) return line;
      const signed = signer.sign(STREAM_PURPOSE, streamSubject(lectureId, entry), now);
      return `${entry.slice(entry.indexOf('/') + 1)}?${query(signed)}`;
    })
    .join('\n');

export const STREAM_CONTENT_TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  jpg: 'image/jpeg',
};
