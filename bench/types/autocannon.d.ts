// autocannon ships no types; this covers the part of its programmatic API the benchmarks use
// (README "API" and "Results" sections of autocannon 9).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
    p99_9: number;
  };

  type RawRequest = { path?: string; method?: string; headers?: Record<string, string>; body?: string };

  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    requests?: Array<RawRequest & { setupRequest?: (request: RawRequest, context: object) => RawRequest }>;
  };

  export type Result = {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    mismatches: number;
    latency: Histogram;
    requests: Histogram & { sent: number };
    statusCodeStats: Record<string, { count: number }>;
  };

  export type Instance = EventEmitter &
    PromiseLike<Result> & {
      stop: () => void;
      on(
        event: 'response',
        listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
      ): Instance;
      on(event: 'reqError', listener: (error: Error) => void): Instance;
    };

  const autocannon: (options: Options) => Instance;
  export default autocannon;
}
