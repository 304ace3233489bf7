/**
 * How fast the simulated learners act (docs/decisions/017-load-bench-pacing.md).
 *
 * - `learner` (the default): a person using the pages, on the quick side. They read a catalogue page for 1–4 s,
 *   a course page for 2–5 s, spend a few seconds on a lesson (saving the video position every 5 s while it plays,
 *   as the player does) and 1–3 s on the basket and after checkout; the logins arrive over the first 20 s. This
 *   is the mode the latency targets are judged in.
 * - `stress`: the same session with brief, occasional pauses (a closed loop that offers far more than the cores
 *   carry), so every call queues: read for capacity (throughput, CPU per request), not for latency.
 */

export type PaceName = 'learner' | 'stress';
export const PACE_NAMES: readonly PaceName[] = ['learner', 'stress'];

/** The moments a learner stops to read, type or watch. */
export type PauseKind =
  | 'home'
  | 'catalogue'
  | 'detail'
  | 'basket'
  | 'checkout'
  | 'myCourses'
  | 'lesson'
  | 'videoSave'
  | 'loop';

/** A pause taken with probability `chance`, uniformly between `minMs` and `maxMs`. */
type Pause = { chance: number; minMs: number; maxMs: number };

export type Pace = {
  name: PaceName;
  pauses: Record<PauseKind, Pause>;
  /** Seconds over which the logins are spread, for a run of `seconds`. */
  rampSeconds: (seconds: number) => number;
  /** How many 5-second stretches of a video a learner watches before completing it (each ends with a save). */
  videoStretches: { min: number; max: number };
  /** Whether the latency targets apply: only at a person's pace does a p99 say how the product feels. */
  isLatencyJudged: boolean;
};

const always = (minMs: number, maxMs: number): Pause => ({ chance: 1, minMs, maxMs });
const never: Pause = { chance: 0, minMs: 0, maxMs: 0 };

/** The web player's save interval (apps/web video-player.tsx, POSITION_SAVE_INTERVAL_MS). */
export const VIDEO_SAVE_INTERVAL_MS = 5000;

export const PACES: Record<PaceName, Pace> = {
  learner: {
    name: 'learner',
    pauses: {
      home: always(1000, 3000),
      catalogue: always(1000, 4000),
      detail: always(2000, 5000),
      basket: always(1000, 3000),
      checkout: always(1000, 3000),
      myCourses: always(1000, 3000),
      lesson: always(3000, 8000),
      videoSave: always(VIDEO_SAVE_INTERVAL_MS, VIDEO_SAVE_INTERVAL_MS),
      loop: never,
    },
    rampSeconds: (seconds) => Math.min(20, seconds / 3),
    videoStretches: { min: 1, max: 3 },
    isLatencyJudged: true,
  },
  stress: {
    name: 'stress',
    pauses: {
      home: never,
      catalogue: never,
      detail: { chance: 0.2, minMs: 100, maxMs: 500 },
      basket: never,
      checkout: never,
      myCourses: never,
      lesson: { chance: 0.3, minMs: 50, maxMs: 250 },
      videoSave: never,
      loop: { chance: 0.5, minMs: 100, maxMs: 600 },
    },
    rampSeconds: (seconds) => Math.min(10, seconds / 4),
    videoStretches: { min: 1, max: 1 },
    isLatencyJudged: false,
  },
};

export const isPaceName = (value: string): value is PaceName => (PACE_NAMES as string[]).includes(value);

/** The length of one pause of `kind` (0 when it is not taken this time), before the think scale. */
export const pauseMs = (pace: Pace, kind: PauseKind): number => {
  const pause = pace.pauses[kind];
  if (pause.chance < 1 && Math.random() >= pause.chance) return 0;
  return pause.minMs + Math.random() * (pause.maxMs - pause.minMs);
};
