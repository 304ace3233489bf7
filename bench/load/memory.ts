import { readFileSync } from 'node:fs';

/** Resident set size of a process in MiB, from /proc/<pid>/status; undefined once it is gone. */
export const rssMiB = (pid: number): number | undefined => {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round((Number(match[1]) / 1024) * 10) / 10 : undefined;
  } catch {
    return undefined;
  }
};

export type MemoryFigures = { startMiB: number; peakMiB: number; endMiB: number; samples: number };

/** Samples a process's RSS every `everyMs` until stopped: the first sample, the highest and the last. */
export const sampleMemory = (pid: number, everyMs = 250) => {
  const first = rssMiB(pid) ?? 0;
  const figures: MemoryFigures = { startMiB: first, peakMiB: first, endMiB: first, samples: 1 };
  const timer = setInterval(() => {
    const now = rssMiB(pid);
    if (now === undefined) return;
    figures.samples++;
    figures.endMiB = now;
    figures.peakMiB = Math.max(figures.peakMiB, now);
  }, everyMs);
  return {
    stop: (): MemoryFigures => {
      clearInterval(timer);
      const now = rssMiB(pid);
      if (now !== undefined) {
        figures.samples++;
        figures.endMiB = now;
        figures.peakMiB = Math.max(figures.peakMiB, now);
      }
      return { ...figures };
    },
  };
};
