import http from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration } from '../../test/support/auth.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
// The test closes the app itself; closing again only releases the database.
afterAll(async () => t.close());

const connected = () =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => resolve(socket));
    socket.once('error', reject);
  });

const connectError = () =>
  new Promise<string | undefined>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(undefined);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code));
  });

describe('closing the server', () => {
  it('closes connections that sent no request at once, refuses new ones, and still answers a request in flight', async () => {
    // A connection that never sends anything, as a browser's spare one: Node's close alone waits a minute for it.
    const silent = await connected();
    const silentClosed = new Promise<void>((resolve) => silent.once('close', () => resolve()));
    // A login (of nobody) whose body is half sent: the server has read its headers, so it is in flight and must be answered.
    const unknown = registration();
    const body = Buffer.from(JSON.stringify({ username: unknown.email, password: unknown.password }));
    const request = http.request({
      host: '127.0.0.1',
      port,
      path: '/api/v1/web/authentication/login',
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
    });
    const answer = new Promise<{ status: number; text: string; complete: boolean }>((resolve, reject) => {
      request.once('response', (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.once('end', () => resolve({ status: res.statusCode ?? 0, text, complete: res.complete }));
      });
      request.once('error', reject);
    });
    // Once the server has read the headers the login is in flight (a request not read yet would be closed too).
    const isRead = new Promise<void>((resolve) => t.app.server.once('request', () => resolve()));
    request.flushHeaders();
    request.write(body.subarray(0, 10));
    await isRead;

    const closing = t.app.close();
    await silentClosed;
    expect(await connectError()).toBe('ECONNREFUSED');
    request.end(body.subarray(10));
    const res = await answer;
    expect(res.complete).toBe(true);
    // Refused by the rules once its whole body was read: handled in full, not cut off.
    expect(res.status, res.text).toBe(422);
    expect(JSON.parse(res.text).error.code).toBe('INVALID_CREDENTIALS');
    await closing;
  });
});
