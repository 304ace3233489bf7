import http from 'node:http';

/**
 * An open-loop load: requests leave at a fixed rate, evenly spaced, whether or not earlier ones have been answered,
 * as people arriving at a site do. Each response time is counted from the moment its request was due, so a server
 * that stalls is charged for the requests that queued behind the stall (no coordinated omission), and times are kept
 * to the microsecond (autocannon's histogram rounds to whole milliseconds, too coarse for pages answered in about one).
 * A closed loop at full speed (autocannon without a rate) measures the length of its own queue instead: at saturation
 * any other work on the machine lengthens it, however little that work costs.
 */
export type OpenLoop = {
  /** Stops sending and waits for the requests in flight. */
  stop: () => Promise<void>;
  /** Response times (ms) of the answers that arrived between two moments (`performance.now()`), or all of them. */
  times: (from?: number, to?: number) => number[];
  /** Answers other than `expectStatus`, and requests that failed outright. */
  errors: () => number;
  /**
   * How late each request left the load generator (ms after it was due), for those due between two moments: the
   * generator shares the machine's cores, and a moment it cannot send is charged to the server's response times.
   */
  lateness: (from?: number, to?: number) => number[];
  /** When (`performance.now()`) each answer slower than `ms` arrived, with its time: to match against the server's own records. */
  slowAnswers: (ms: number) => Array<{ at: number; ms: number }>;
};

export const openLoop = (options: {
  url: string;
  ratePerSecond: number;
  headers?: Record<string, string>;
  /** The n-th request's own address and headers, when requests differ (several accounts, several pages). */
  request?: (n: number) => { url: string; headers?: Record<string, string> };
  expectStatus?: number;
  /** Sockets at most; a request due while all are busy waits for one, and that wait counts in its time. */
  maxSockets?: number;
}): OpenLoop => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.maxSockets ?? 64 });
  const expectStatus = options.expectStatus ?? 200;
  const times: number[] = [];
  const answeredAt: number[] = [];
  const late: Array<{ dueAt: number; ms: number }> = [];
  let errors = 0;
  let inFlight = 0;
  let stopped = false;
  let settle: (() => void) | undefined;
  const start = performance.now();
  const interval = 1000 / options.ratePerSecond;
  let sent = 0;

  const send = (n: number, dueAt: number) => {
    const target = options.request?.(n) ?? { url: options.url, headers: options.headers };
    late.push({ dueAt, ms: performance.now() - dueAt });
    inFlight += 1;
    const finish = (ok: boolean) => {
      const now = performance.now();
      if (ok) {
        times.push(now - dueAt);
        answeredAt.push(now);
      } else errors += 1;
      inFlight -= 1;
      if (stopped && inFlight === 0) settle?.();
    };
    const req = http.get(target.url, { agent, headers: target.headers }, (res) => {
      res.resume();
      res.on('end', () => finish(res.statusCode === expectStatus));
      res.on('error', () => finish(false));
    });
    req.on('error', () => finish(false));
  };

  // A timer wakes about once a millisecond and sends every request that has fallen due since.
  const tick = () => {
    if (stopped) return;
    const now = performance.now();
    while (start + sent * interval <= now) {
      send(sent, start + sent * interval);
      sent += 1;
    }
    setTimeout(tick, 1);
  };
  tick();

  return {
    stop: () => {
      stopped = true;
      return new Promise<void>((resolve) => {
        settle = () => {
          agent.destroy();
          resolve();
        };
        if (inFlight === 0) settle();
      });
    },
    times: (from = 0, to = Number.POSITIVE_INFINITY) =>
      times.filter((_, i) => (answeredAt[i] ?? 0) >= from && (answeredAt[i] ?? 0) <= to),
    errors: () => errors,
    lateness: (from = 0, to = Number.POSITIVE_INFINITY) =>
      late.filter((l) => l.dueAt >= from && l.dueAt <= to).map((l) => l.ms),
    slowAnswers: (ms) => times.flatMap((t, i) => (t > ms ? [{ at: answeredAt[i] ?? 0, ms: t }] : [])),
  };
};

/** The p-th percentile (nearest rank) of response times. */
export const percentile = (times: readonly number[], p: number): number => {
  if (times.length === 0) return Number.NaN;
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
};

export const latencyText = (times: readonly number[]) =>
  `p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms (${times.length} yanıt)`;
