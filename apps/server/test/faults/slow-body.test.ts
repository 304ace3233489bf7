import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env.ts';
import { messageOf } from '../../src/lib/app-error.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * A body trickled a byte at a time (slowloris) used to hold its connection for as long as the client liked. Over a
 * real socket: the whole request must arrive within REQUEST_TIMEOUT_SECONDS, and a connection silent for
 * CONNECTION_TIMEOUT_SECONDS is closed.
 */

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const listen = async (env: Record<string, string>) => {
  t = await createTestApp(env);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address !== 'object') throw new Error('not listening');
  return address.port;
};

/**
 * Sends a login request announcing a 200-byte body, then one byte every `everyMs`; resolves with how long the
 * server kept the connection and what it answered before closing it.
 */
const trickle = (port: number, everyMs: number, giveUpMs: number) =>
  new Promise<{ ms: number; answer: string; closedByServer: boolean }>((resolve) => {
    const started = Date.now();
    const socket: Socket = connect(port, '127.0.0.1');
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    const finish = (closedByServer: boolean) => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ ms: Date.now() - started, answer, closedByServer });
    };
    const giveUp = setTimeout(() => finish(false), giveUpMs);
    socket.on('connect', () => {
      socket.write(
        'POST /api/v1/web/authentication/login HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
          'Content-Type: application/json\r\nContent-Length: 200\r\n\r\n{',
      );
      timer = setInterval(() => socket.write(' '), everyMs);
    });
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('close', () => finish(true));
    socket.on('error', () => undefined);
  });

describe('slow request bodies', () => {
  it('closes a connection whose body is still arriving when the request timeout passes', async () => {
    const port = await listen({ REQUEST_TIMEOUT_SECONDS: '2', CONNECTION_TIMEOUT_SECONDS: '60' });
    // A byte every 300 ms keeps the connection from ever being silent; only the request deadline can end it.
    const result = await trickle(port, 300, 20_000);
    expect(result.closedByServer).toBe(true);
    expect(result.ms).toBeGreaterThanOrEqual(1_900);
    expect(result.ms).toBeLessThan(10_000);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408/);
  }, 180_000);

  it('answers a request that missed the deadline with the envelope and its code', async () => {
    const port = await listen({ REQUEST_TIMEOUT_SECONDS: '1', CONNECTION_TIMEOUT_SECONDS: '60' });
    const result = await trickle(port, 200, 20_000);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408/);
    // The answer was collected as latin1 bytes; the body is UTF-8.
    const raw = result.answer.slice(result.answer.indexOf('\r\n\r\n') + 4);
    const body = JSON.parse(Buffer.from(raw, 'latin1').toString('utf8'));
    expect(body).toEqual({
      success: false,
      message: null,
      data: null,
      error: { code: 'REQUEST_TIMEOUT', errorMessage: messageOf('REQUEST_TIMEOUT') },
    });
  }, 180_000);

  it('closes a connection that stays silent longer than the connection timeout', async () => {
    const port = await listen({ REQUEST_TIMEOUT_SECONDS: '3600', CONNECTION_TIMEOUT_SECONDS: '1' });
    // A byte every 4 s: silent for longer than the 1 s connection timeout after every byte.
    const result = await trickle(port, 4_000, 20_000);
    expect(result.closedByServer).toBe(true);
    expect(result.ms).toBeLessThan(3_900);
  }, 180_000);

  it('still serves a whole request afterwards', async () => {
    const port = await listen({ REQUEST_TIMEOUT_SECONDS: '2', CONNECTION_TIMEOUT_SECONDS: '1' });
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(res.status).toBe(200);
  }, 180_000);

  it('by default gives the largest allowed upload at a slow phone’s 1 Mbit/s time to arrive', () => {
    const config = loadConfig({});
    const secondsAtOneMegabit = config.uploadLimit / 125_000;
    expect(config.requestTimeoutMs / 1000).toBeGreaterThan(secondsAtOneMegabit);
    expect(config.connectionTimeoutMs).toBe(120_000);
    const smaller = loadConfig({ UPLOAD_LIMIT_BYTES: String(50 * 1_048_576) });
    expect(smaller.requestTimeoutMs).toBeLessThan(config.requestTimeoutMs);
    expect(loadConfig({ REQUEST_TIMEOUT_SECONDS: '90' }).requestTimeoutMs).toBe(90_000);
  });
});
