/** Numbers and texts of the video player: speeds, steps, and the clock shown and spoken. */

/** Speeds offered by the player. */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
/** Arrow keys and the ±5 buttons move this far. */
export const SEEK_STEP_SECONDS = 5;
/** How often the position is saved while the video plays. */
export const POSITION_SAVE_INTERVAL_MS = 5000;
/** Share of a video that counts as watched: the closing credits or a summary slide need not be sat through. */
export const WATCHED_SHARE = 0.9;

const rateFormat = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2 });
export const rateLabel = (rate: number) => `${rateFormat.format(rate)}×`;

/** `1:05` or `1:02:03`. */
export const formatClock = (totalSeconds: number): string => {
  const seconds = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
};

/** Spoken form of a position for the seek slider: `1 dakika 5 saniye`. */
export const spokenTime = (totalSeconds: number) => {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return m > 0 ? `${m} dakika ${s} saniye` : `${s} saniye`;
};

/** True once playback has reached the watched share of a video of known length. */
export const isWatched = (currentTime: number, duration: number) =>
  Number.isFinite(duration) && duration > 0 && currentTime >= duration * WATCHED_SHARE;
