import { rm } from 'node:fs/promises';
import {
  freePort,
  freshDatabase,
  newDataDir,
  type OutboxMail,
  spawnServer,
  testSecrets,
} from '@kampus/test-support';
import { afterAll, describe, expect, it } from 'vitest';
import { registration } from '../support/auth.ts';
import { eventually } from '../support/mail.ts';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts';
import { testDriver } from '../support/test-app.ts';

/*
 * A crash between queueing a mail and sending it: the real server queues a welcome mail while SMTP is down, is
 * killed with SIGKILL, and starts again on the same data with SMTP up. The mail arrives, once.
 */

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

describe('mail and a crash of the server', () => {
  it('sends a mail queued before a SIGKILL once the server is back, and only once', {
    timeout: 600_000,
  }, async () => {
    const dataDir = await newDataDir();
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const database = await freshDatabase({
      adminUrl: testDriver() === 'postgres' ? process.env.TEST_DATABASE_URL : undefined,
      prefix: 'kampus_mailcrash',
    });
    cleanups.push(database.drop);
    const env = {
      ...testSecrets(),
      SEED_DEMO: 'false',
      JOB_POLL_SECONDS: '0.5',
      LOG_LEVEL: 'info',
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    };
    const downPort = await freePort();
    const first = await spawnServer({
      dataDir,
      env: { ...env, SMTP_URL: `smtp://127.0.0.1:${downPort}` },
      readyTimeoutMs: 300_000,
      logTail: 200_000,
    });
    cleanups.push(first.stop);
    // The server runs on this project's engine (PGlite, or PostgreSQL when TEST_DATABASE_URL is set).
    expect(first.logs()).toContain(`(veritabanı: ${testDriver()})`);
    const body = registration();
    const res = await fetch(`${first.url}/api/v1/web/authentication/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    // The send job has run and failed: the mail is queued and not sent.
    await first.waitForLog(/"msg":"job failed"/);
    first.child.kill('SIGKILL');
    await first.exited;

    const received: OutboxMail[] = [];
    const sink: SmtpSink = await startSmtpSink(0, received);
    cleanups.push(sink.stop);
    const second = await spawnServer({
      dataDir,
      port: first.port,
      env: { ...env, SMTP_URL: `smtp://127.0.0.1:${sink.port}` },
      readyTimeoutMs: 300_000,
      logTail: 200_000,
    });
    cleanups.push(second.stop);
    const to = body.email.toLowerCase();
    await eventually(
      async () => (received.some((m) => m.headers.to === to) ? true : undefined),
      400_000,
      'the welcome mail after the restart',
    );
    // A graceful stop finishes whatever the worker still had running; nothing more may arrive.
    await second.stop();
    const mails = received.filter((m) => m.headers.to === to);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`Merhaba ${body.name},`);
  });
});
