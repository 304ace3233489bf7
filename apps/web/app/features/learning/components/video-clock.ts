/** Numbers of the video player: speeds, steps, and when a lecture counts as watched. */

/** Speeds offered by the player's speed menu. */
export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
/** The arrow keys seek this far. */
export const SEEK_STEP_SECONDS = 5;
/** How often the position is saved while the video plays. */
export const POSITION_SAVE_INTERVAL_MS = 5000;
/** Share of a video that counts as watched: the closing credits or a summary slide need not be sat through. */
export const WATCHED_SHARE = 0.9;

/** True once playback has reached the watched share of a video of known length. */
export const isWatched = (currentTime: number, duration: number) =>
  Number.isFinite(duration) && duration > 0 && currentTime >= duration * WATCHED_SHARE;

/** Whether a link is an HLS playlist (`….m3u8?…`), which a transcoded lecture's `contentPath` is. */
export const isHlsLink = (src: string) => {
  try {
    return new URL(src, 'http://local').pathname.endsWith('.m3u8');
  } catch {
    return false;
  }
};

const rateFormat = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2 });
/** A speed as the menu shows it: `1,5×`. */
export const rateLabel = (rate: number) => `${rateFormat.format(rate)}×`;

/** `1:05` or `1:02:03`. */
export const formatClock = (totalSeconds: number): string => {
  const seconds = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
};
