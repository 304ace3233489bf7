import { readFileSync } from 'node:fs';
import { cpuByPid, cpuDelta, processCpuMs } from '../catalogue/cpu.ts';

/**
 * Second by second through the window: how busy the machine's cores were, how much of that was this run (server,
 * its PostgreSQL backends, the load client) and how much waited on the disk, read from /proc. Set beside the
 * seconds in which slow calls started, it tells a stall of the product from a neighbour taking the cores.
 */

export type MachineSecond = {
  /** Seconds since the window began (the end of this sample). */
  t: number;
  busyCores: number;
  ownCores: number;
  iowaitCores: number;
};

/** Jiffies of /proc/stat's aggregate line: busy (everything but idle and iowait), iowait, all. */
const machineJiffies = () => {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const [, ...fields] = line.trim().split(/\s+/);
    const n = fields.slice(0, 8).map(Number);
    const total = n.reduce((a, b) => a + b, 0);
    const idle = n[3] ?? 0;
    const iowait = n[4] ?? 0;
    return { busy: total - idle - iowait, iowait, total };
  } catch {
    return undefined;
  }
};

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Samples every second until stopped; `backendPids` may change (the pool's connections), it is read each time. */
export const sampleMachine = (serverPid: number, backendPids: () => number[], cores: number) => {
  const seconds: MachineSecond[] = [];
  const started = performance.now();
  let last = {
    at: started,
    jiffies: machineJiffies(),
    server: processCpuMs(serverPid) ?? 0,
    backends: cpuByPid(backendPids()),
    client: process.cpuUsage(),
  };
  const timer = setInterval(() => {
    const now = {
      at: performance.now(),
      jiffies: machineJiffies(),
      server: processCpuMs(serverPid) ?? last.server,
      backends: cpuByPid(backendPids()),
      client: process.cpuUsage(),
    };
    const wallMs = now.at - last.at;
    if (now.jiffies && last.jiffies && wallMs > 0) {
      const allJiffies = Math.max(1, now.jiffies.total - last.jiffies.total);
      const client = process.cpuUsage(last.client);
      const ownMs =
        now.server -
        last.server +
        cpuDelta(last.backends, now.backends) +
        (client.user + client.system) / 1000;
      seconds.push({
        t: Math.round((now.at - started) / 1000),
        busyCores: round2(((now.jiffies.busy - last.jiffies.busy) / allJiffies) * cores),
        ownCores: round2(ownMs / wallMs),
        iowaitCores: round2(((now.jiffies.iowait - last.jiffies.iowait) / allJiffies) * cores),
      });
    }
    last = now;
  }, 1000);
  timer.unref();
  return {
    stop: (): MachineSecond[] => {
      clearInterval(timer);
      return seconds;
    },
  };
};
