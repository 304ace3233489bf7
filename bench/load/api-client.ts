import http from 'node:http';
import type { CallStats } from './call-stats.ts';

/**
 * A lean JSON client for the load run: node:http over one keep-alive agent (one socket per simulated learner at
 * most, as each learner waits for its answer), no retries, every call timed into `CallStats` under its call type.
 * The client shares the machine's two cores with the server and PostgreSQL, so it does as little as it can: no
 * schema validation, one JSON.parse per answer.
 */

export type Envelope<T> = { success: boolean; data: T; error: { errorMessage?: string } | null };

export type Answer<T> = {
  status: number;
  /** The parsed envelope; null when the body was not JSON or the request failed. */
  body: Envelope<T> | null;
  /** Network failure (refused, reset, timed out); status is 0 then. */
  failure?: string;
};

export type CallOptions = {
  /** The call type the timing is recorded under, e.g. `POST /orders/free`. */
  type: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  token?: string;
  /** Statuses other than 2xx that the scenario provoked on purpose and that are therefore not errors. */
  expected?: readonly number[];
};

const API_PREFIX = '/api/v1/web';
const REQUEST_TIMEOUT_MS = 30_000;

export type ApiClient = {
  call: <T>(options: CallOptions) => Promise<Answer<T>>;
  close: () => void;
};

export const createApiClient = (baseUrl: string, stats: CallStats, maxSockets: number): ApiClient => {
  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });

  const send = <T>(options: CallOptions): Promise<Answer<T>> =>
    new Promise((resolve) => {
      const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
      const headers: http.OutgoingHttpHeaders = { accept: 'application/json' };
      if (payload !== undefined) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = Buffer.byteLength(payload);
      }
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      const request = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method: options.method,
          path: API_PREFIX + options.path,
          headers,
          timeout: REQUEST_TIMEOUT_MS,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            let body: Envelope<T> | null = null;
            try {
              body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Envelope<T>;
            } catch {
              body = null;
            }
            resolve({ status: response.statusCode ?? 0, body });
          });
          response.on('error', (error) => resolve({ status: 0, body: null, failure: error.message }));
        },
      );
      request.on('timeout', () => request.destroy(new Error(`zaman aşımı (${REQUEST_TIMEOUT_MS} ms)`)));
      request.on('error', (error) => resolve({ status: 0, body: null, failure: error.message }));
      request.end(payload);
    });

  return {
    call: async <T>(options: CallOptions) => {
      const started = performance.now();
      const answer = await send<T>(options);
      const ms = performance.now() - started;
      const isOk = answer.status >= 200 && answer.status < 300 && answer.body?.success === true;
      const isExpected = !isOk && (options.expected ?? []).includes(answer.status);
      stats.record(options.type, ms, isOk ? 'ok' : isExpected ? 'expected' : 'error', {
        status: answer.status,
        detail: answer.failure ?? answer.body?.error?.errorMessage ?? '',
        path: options.path,
      });
      return answer;
    },
    close: () => agent.destroy(),
  };
};
