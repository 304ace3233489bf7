import type { Database } from '../../db/client.ts';
import { loadCourseCountIndex } from './count-index-loader.ts';
import type { CourseCountIndex } from './course-count-index.ts';

/** The least wait before loading again after a load failed. */
const FAILED_LOAD_BACKOFF_MS = 5_000;

export type CountIndexKeeperOptions = {
  chunkRows?: number;
  /**
   * After a load, the next one waits `gapFactor` times as long as the last one took, so that a catalogue that
   * changes all the time costs at most 1 / (1 + gapFactor) of a core in reloads; counts are SQL meanwhile.
   */
  gapFactor?: number;
  onError?: (error: unknown) => void;
};

/**
 * Keeps the count index of the current catalogue version. `indexFor(version)` answers only with an index of
 * exactly that version; for a newer version it starts loading one in the background (one load at a time) and
 * answers undefined, so that the caller counts in SQL until the new index is there.
 */
export const createCountIndexKeeper = (db: Database, options: CountIndexKeeperOptions = {}) => {
  const gapFactor = options.gapFactor ?? 3;
  let current: CourseCountIndex | undefined;
  let loading: Promise<void> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let nextStartAt = 0;
  let isClosed = false;

  const load = () => {
    timer = undefined;
    const started = performance.now();
    let hasFailed = false;
    loading = loadCourseCountIndex(db, options.chunkRows)
      .then((index) => {
        if (index && !isClosed && (!current || index.version > current.version)) current = index;
      })
      .catch((error: unknown) => {
        hasFailed = true;
        options.onError?.(error);
      })
      .finally(() => {
        const ended = performance.now();
        // A failed load (the database away) fails fast; without a floor every request would start another.
        const gap = gapFactor * (ended - started);
        nextStartAt = ended + (hasFailed ? Math.max(gap, FAILED_LOAD_BACKOFF_MS) : gap);
        loading = undefined;
      });
  };

  return {
    indexFor(version: number): CourseCountIndex | undefined {
      if (current?.version === version) return current;
      if (isClosed || loading || timer || (current && current.version > version)) return undefined;
      const wait = nextStartAt - performance.now();
      if (wait > 0) {
        timer = setTimeout(load, wait);
        timer.unref();
      } else load();
      return undefined;
    },
    /** Resolves once no load is running or waiting (tests, the benchmark's warm-up). */
    async settled(): Promise<void> {
      while (loading || timer) {
        if (loading) await loading;
        else
          await new Promise((resolve) => setTimeout(resolve, Math.max(0, nextStartAt - performance.now())));
      }
    },
    /** Stops loading: a load in flight finishes (its database is about to close), none starts. */
    async close(): Promise<void> {
      isClosed = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await loading;
    },
  };
};

export type CountIndexKeeper = ReturnType<typeof createCountIndexKeeper>;
