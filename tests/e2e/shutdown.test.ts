import { rm } from 'node:fs/promises';
import http from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { newStudent, registration, type ServerProcess, spawnServer } from './support/server-process.ts';

type Outcome =
  | { kind: 'response'; status: number; body: string; isComplete: boolean }
  | { kind: 'refused' }
  | { kind: 'failed'; message: string };

/**
 * A connection that failed while connecting was never accepted by the server: refused outright, or reset by the
 * kernel because it sat in the backlog of a listener that closed. Anything after the connect is a failure.
 */
const errorOutcome = (error: NodeJS.ErrnoException): Outcome =>
  error.code === 'ECONNREFUSED' || error.syscall === 'connect'
    ? { kind: 'refused' }
    : { kind: 'failed', message: `${error.code ?? ''} ${error.message}` };

/** Whether a new TCP connection to the port is refused (nothing listens any more). */
const isRefused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });

/**
 * A request whose body is sent in two halves: after the first, the server has the headers and waits for the rest
 * (a slow client, as on a phone line), so the request is in flight for as long as the test wants.
 */
const slowRequest = (
  base: string,
  agent: http.Agent,
  method: string,
  path: string,
  payload: unknown,
  token?: string,
) => {
  const body = Buffer.from(JSON.stringify(payload));
  const half = Math.floor(body.length / 2);
  const url = new URL(`${base}/api/v1/web${path}`);
  let sentFirstHalf!: () => void;
  const isStarted = new Promise<void>((r) => {
    sentFirstHalf = r;
  });
  const req = http.request({
    host: url.hostname,
    port: url.port,
    path: url.pathname,
    method,
    agent,
    headers: {
      'content-type': 'application/json',
      'content-length': String(body.length),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  const outcome = new Promise<Outcome>((resolve) => {
    req.once('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.once('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const expected = Number(res.headers['content-length'] ?? -1);
        resolve({
          kind: 'response',
          status: res.statusCode ?? 0,
          body: text,
          isComplete: res.complete && (expected < 0 || Buffer.byteLength(text) === expected),
        });
      });
      res.once('aborted', () => resolve({ kind: 'failed', message: 'response aborted' }));
    });
    req.once('error', (error: NodeJS.ErrnoException) => resolve(errorOutcome(error)));
  });
  req.flushHeaders();
  req.write(body.subarray(0, half), () => sentFirstHalf());
  return { isStarted, finish: () => req.end(body.subarray(half)), outcome };
};

/** A request sent whole on a new connection, tagged with `x-request-id` so the server's log tells whether it got in. */
const quickRequest = (
  base: string,
  requestId: string,
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
) =>
  new Promise<Outcome>((resolve) => {
    const url = new URL(`${base}/api/v1/web${path}`);
    const body = init.body === undefined ? undefined : Buffer.from(JSON.stringify(init.body));
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: init.method ?? 'GET',
        agent: false,
        headers: {
          'x-request-id': requestId,
          ...(body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {}),
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.once('end', () =>
          resolve({
            kind: 'response',
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            isComplete: res.complete,
          }),
        );
        res.once('aborted', () => resolve({ kind: 'failed', message: 'response aborted' }));
      },
    );
    req.once('error', (error: NodeJS.ErrnoException) => resolve(errorOutcome(error)));
    req.end(body);
  });

describe('SIGTERM under load', () => {
  let server: ServerProcess;
  let student: Awaited<ReturnType<typeof newStudent>>;

  beforeAll(async () => {
    server = await spawnServer();
    student = await newStudent(server.url);
  });
  afterAll(async () => {
    await server?.stop();
    if (server) await rm(server.dataDir, { recursive: true, force: true });
  });

  it('finishes every request in flight, refuses new connections, closes kept-alive ones and exits 0', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    onTestFinished(() => agent.destroy());
    // Slow clients: logins and registrations (argon2 on the server once the body is complete) and a profile
    // read, each with half of its body sent, on kept-alive connections.
    const slow = [
      ...Array.from({ length: 8 }, () =>
        slowRequest(server.url, agent, 'POST', '/authentication/login', {
          username: student.email,
          password: student.password,
        }),
      ),
      ...Array.from({ length: 4 }, () =>
        slowRequest(server.url, agent, 'POST', '/authentication/register', registration()),
      ),
      ...Array.from({ length: 4 }, () =>
        slowRequest(
          server.url,
          agent,
          'POST',
          '/baskets/add-item',
          { courseId: crypto.randomUUID() },
          student.accessToken,
        ),
      ),
    ];
    await Promise.all(slow.map((s) => s.isStarted));

    // A burst of whole requests on new connections at the moment of the signal. A connection still waiting in the
    // listen backlog when the listener closes is reset by the kernel before the server ever reads it; every request
    // the server did read (its id is in the log) must be answered completely.
    const burst = Array.from({ length: 30 }, (_, i) => {
      const id = `burst-${i}`;
      const outcome =
        i % 3 === 0
          ? quickRequest(server.url, id, '/courses/paginated?pageSize=5')
          : i % 3 === 1
            ? quickRequest(server.url, id, '/courses/my-courses', { token: student.accessToken })
            : quickRequest(server.url, id, '/authentication/login', {
                method: 'POST',
                body: { username: student.email, password: student.password },
              });
      return { id, outcome };
    });
    // The signal goes out once the server has read one of the burst's logins (argon2 keeps it busy for a while), so
    // at least one request is in the middle of being handled when the listener closes, however loaded the machine.
    const loginIds = burst.filter((_, i) => i % 3 === 2).map((b) => b.id);
    await server.waitForLog(new RegExp(`"reqId":"(${loginIds.join('|')})"[^\\n]*"msg":"incoming request"`));
    server.child.kill('SIGTERM');
    await server.waitForLog(/shutting down/);

    // The slow requests are still open, so the process is alive; yet nothing new gets in.
    let refused = false;
    for (let round = 0; round < 200 && !refused; round += 1) {
      refused = await isRefused(server.port);
      if (!refused) await new Promise((r) => setTimeout(r, 10));
    }
    expect(refused).toBe(true);
    expect(server.child.exitCode).toBeNull();

    for (const s of slow) s.finish();
    const slowOutcomes = await Promise.all(slow.map((s) => s.outcome));
    const burstOutcomes = await Promise.all(burst.map(async (b) => ({ id: b.id, outcome: await b.outcome })));

    for (const [i, outcome] of slowOutcomes.entries()) {
      expect(outcome.kind, JSON.stringify(outcome)).toBe('response');
      if (outcome.kind !== 'response') continue;
      expect(outcome.isComplete).toBe(true);
      const envelope = JSON.parse(outcome.body);
      // Logins and registrations succeed; the basket call is refused by a rule (unknown course), not cut.
      if (i < 12) expect(outcome.status, outcome.body).toBe(200);
      else expect([404, 422]).toContain(outcome.status);
      expect(typeof envelope.success).toBe('boolean');
    }
    const { code, signal } = await server.exited;
    expect(signal).toBeNull();
    expect(code, server.logs()).toBe(0);

    // The ids of the requests the server read; a line is matched, not parsed, as stdout and stderr share the buffer.
    const received = new Set(
      [...server.logs().matchAll(/"reqId":"([^"]+)"[^\n]*"msg":"incoming request"/g)].map(
        (m) => m[1] as string,
      ),
    );
    let answered = 0;
    for (const { id, outcome } of burstOutcomes) {
      if (!received.has(id)) {
        expect(outcome.kind, `${id} never reached the server: ${JSON.stringify(outcome)}`).not.toBe(
          'response',
        );
        continue;
      }
      expect(outcome.kind, `${id}: ${JSON.stringify(outcome)}`).toBe('response');
      if (outcome.kind !== 'response') continue;
      answered += 1;
      expect(outcome.isComplete).toBe(true);
      expect(outcome.status, outcome.body).toBe(200);
      expect(() => JSON.parse(outcome.body)).not.toThrow();
    }
    expect(answered).toBeGreaterThan(0);
  });
});
