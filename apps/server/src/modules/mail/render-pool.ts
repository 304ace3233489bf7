import { Worker } from 'node:worker_threads';
import type { RenderReply, RenderRequest } from './render-worker.ts';

/** A rendered and composed mail: its subject (for the log) and its RFC 822 bytes, or that it was sent already. */
export type ComposedParts = { subject: string; raw: Uint8Array } | { subject: string; sent: true };

/**
 * A render thread that has had nothing to do this long ends, so a quiet server does not hold its memory (tens of MB).
 * Long, because starting one costs about a second of CPU (loading React and the templates): mails that trickle in
 * should find it running.
 */
const IDLE_MS = 5 * 60_000;

/**
 * Renders and composes outbox mail on one worker thread (render-worker.ts), started at the first render and ended after 5 idle minutes, so
 * draining the outbox leaves the server's thread to requests (decision 026, docs/performance.md). One thread: the
 * sends wait on SMTP, not on rendering, and the second core serves the catalogue and the database.
 */
export const createRenderPool = () => {
  let worker: Worker | null = null;
  let nextId = 0;
  let idleTimer: NodeJS.Timeout | null = null;
  const pending = new Map<number, { resolve: (m: ComposedParts) => void; reject: (e: Error) => void }>();

  const failAll = (error: Error) => {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };
  const start = () => {
    const w = new Worker(new URL('./render-worker.ts', import.meta.url), {
      // React loads its development build unless NODE_ENV says otherwise; the server's settings default NODE_ENV to
      // production (config/env.ts) without writing it back, so the thread is told: renders cost about a third less.
      env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
    });
    w.on('message', (reply: RenderReply) => {
      const p = pending.get(reply.id);
      if (!p) return;
      pending.delete(reply.id);
      if ('error' in reply) p.reject(new Error(reply.error));
      else
        p.resolve(
          'sent' in reply
            ? { subject: reply.subject, sent: true }
            : { subject: reply.subject, raw: reply.raw },
        );
      if (pending.size === 0) armIdle();
    });
    // A thread that died takes its renders with it: they fail, their jobs are retried, the next render starts a
    // new thread.
    const lost = (error: Error) => {
      if (worker === w) worker = null;
      failAll(error);
    };
    w.on('error', lost);
    w.on('exit', (code) => lost(new Error(`mail render thread exited (${code})`)));
    // Never the reason the process stays up: pending renders belong to jobs, which pg-boss stops and retries.
    w.unref();
    return w;
  };
  const armIdle = () => {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      if (pending.size > 0 || !worker) return;
      const w = worker;
      worker = null;
      void w.terminate();
    }, IDLE_MS);
    idleTimer.unref();
  };

  return {
    render: (request: Omit<RenderRequest, 'id'>): Promise<ComposedParts> => {
      worker ??= start();
      const id = nextId++;
      const result = new Promise<ComposedParts>((resolve, reject) => pending.set(id, { resolve, reject }));
      worker.postMessage({ id, ...request } satisfies RenderRequest);
      return result;
    },
    close: async () => {
      if (idleTimer) clearTimeout(idleTimer);
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  };
};

export type RenderPool = ReturnType<typeof createRenderPool>;
