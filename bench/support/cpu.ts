import { readdir, readFile } from 'node:fs/promises';

/** CPU ms of a process, all its threads (/proc/<pid>/stat utime + stime, 100 ticks a second on Linux). */
export const cpuMs = async (pid: number | undefined): Promise<number> => {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

/** CPU ms of each PostgreSQL process on the machine (the server's backends and its own workers), by pid. */
export const postgresCpu = async (): Promise<Map<number, number>> => {
  const byPid = new Map<number, number>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    if (!stat.includes('(postgres)')) continue;
    const ms = await cpuMs(Number(entry)).catch(() => null);
    if (ms !== null) byPid.set(Number(entry), ms);
  }
  return byPid;
};

/**
 * The PostgreSQL CPU ms spent between two readings of `postgresCpu`: processes that ended meanwhile (a finished
 * autovacuum worker) are left out rather than counted as negative time; ones that started count from zero.
 */
export const postgresCpuSince = async (before: Map<number, number>): Promise<number> => {
  let total = 0;
  for (const [pid, ms] of await postgresCpu()) total += ms - (before.get(pid) ?? 0);
  return total;
};

/** The machine's load average over 1, 5 and 15 minutes. */
export const loadAverage = async () =>
  (await readFile('/proc/loadavg', 'utf8')).split(' ').slice(0, 3).join(' ');

/**
 * Waits until the server and PostgreSQL use (almost) no CPU for two half-seconds in a row, so that a measurement
 * starts after the server's start-up work (job engine maintenance, caches, sign-ins) rather than inside it. Gives
 * up after two minutes; → the seconds waited.
 */
export const waitUntilIdle = async (serverPid: number | undefined): Promise<number> => {
  const started = performance.now();
  const total = async () => {
    let ms = serverPid ? await cpuMs(serverPid) : 0;
    for (const value of (await postgresCpu()).values()) ms += value;
    return ms;
  };
  let quiet = 0;
  let last = await total();
  while (quiet < 2 && performance.now() - started < 120_000) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = await total();
    // At most 30 ms of CPU in 500 ms: processes at rest.
    quiet = now - last <= 30 ? quiet + 1 : 0;
    last = now;
  }
  return Math.round(performance.now() - started) / 1000;
};
