import autocannon from 'autocannon';

export type LoadResult = {
  requests: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Connection errors, timeouts and non-2xx answers together: each one is a failed request. */
  errors: number;
  statusCodes: Record<string, number>;
};

const percentile = (sorted: Float64Array, p: number) =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * autocannon against one base URL, every request taking the next path of `paths` (a counter shared by all
 * connections). Latencies are kept per response in ms with fractions: autocannon's own histogram has
 * whole-millisecond resolution, too coarse for sub-millisecond medians.
 */
export const runLoad = async (
  baseUrl: string,
  paths: string[],
  options: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<LoadResult> => {
  let next = 0;
  let samples = new Float64Array(1 << 16);
  let count = 0;
  const instance = autocannon({
    url: baseUrl,
    connections: options.connections,
    duration: options.seconds,
    timeout: 10,
    ...(options.headers ? { headers: options.headers } : {}),
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          request.path = paths[next++ % paths.length] as string;
          return request;
        },
      },
    ],
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => {
    if (count === samples.length) {
      const grown = new Float64Array(samples.length * 2);
      grown.set(samples);
      samples = grown;
    }
    samples[count++] = responseTime;
  });
  const result = await instance;
  const sorted = samples.slice(0, count).sort();
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, Number(s.count)]),
  );
  return {
    requests: count,
    seconds: result.duration,
    requestsPerSecond: round(count / result.duration, 0),
    p50Ms: round(percentile(sorted, 50)),
    p90Ms: round(percentile(sorted, 90)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted[sorted.length - 1] ?? 0),
    errors: result.errors + result.non2xx,
    statusCodes,
  };
};
