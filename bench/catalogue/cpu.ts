import { readFileSync } from 'node:fs';

/** Linux reports process times in clock ticks of 1/100 s (USER_HZ) on every common architecture. */
const TICK_MS = 10;

/** User plus system CPU time of a process in ms, from /proc; undefined where that is not available. */
export const processCpuMs = (pid: number): number | undefined => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after "(comm)": state is field 3, utime field 14, stime field 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return undefined;
  }
};

/** CPU ms of a set of processes, by pid, for deltas across a measurement. */
export const cpuByPid = (pids: number[]): Map<number, number> => {
  const out = new Map<number, number>();
  for (const pid of pids) {
    const ms = processCpuMs(pid);
    if (ms !== undefined) out.set(pid, ms);
  }
  return out;
};

/** CPU used between two snapshots; a process that appeared in between counts from zero. */
export const cpuDelta = (before: Map<number, number>, after: Map<number, number>): number => {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
};
