import path from 'node:path';
import type { OutboxMail } from '@kampus/test-support';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration } from '../../test/support/auth.ts';
import { api } from '../../test/support/commerce-fixtures.ts';
import { eventually } from '../../test/support/mail.ts';
import { type SmtpSink, startSmtpSink } from '../../test/support/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { type AppDeps, buildApp } from '../app.ts';
import { type CliIo, runCli } from '../cli.ts';
import { resolveSecrets } from '../config/secrets.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { queryRows } from '../db/sql.ts';

/*
 * A backup taken while a mail was still waiting in the outbox, restored into a new server: the restore brings the
 * row but not the job engine's schema, so no job would ever send it. When the server starts working its queues the
 * outbox sweep (`mail.requeue-unsent`) queues it, and the mail arrives once, with its event's Message-ID; a later
 * sweep sends nothing again.
 */

/** Runs one `npm run cli` command line against `deps`, leaving the database and the hub open for the test. */
const cli = async (deps: AppDeps, ...argv: string[]) => {
  const out: string[] = [];
  const err: string[] = [];
  const kept: AppDeps = {
    ...deps,
    database: { ...deps.database, close: async () => {} },
    notificationHub: { ...deps.notificationHub, close: async () => {} },
  };
  const io: CliIo = { open: async () => kept, out: (l) => out.push(l), err: (l) => err.push(l) };
  const code = await runCli(argv, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
};

const jobState = async (deps: AppDeps, id: string) =>
  (
    await queryRows<{ state: string }>(
      deps.db,
      sql`SELECT state::text AS state FROM pgboss.job WHERE id = ${id}::uuid`,
    )
  )[0]?.state;

let source: TestApp;
let target: TestApp;
let restarted: FastifyInstance | null = null;
let sink: SmtpSink;
const received: OutboxMail[] = [];

beforeAll(async () => {
  sink = await startSmtpSink(0, received);
  // Neither app works its queues: the source's mail stays pending, and the target is the stopped server of a restore.
  source = await createTestApp({ DATA_KEY: '' });
  target = await createTestApp({ DATA_KEY: '' });
});
afterAll(async () => {
  await restarted?.close();
  await source?.close();
  await target?.close();
  await sink?.stop();
});

describe('outbox rows pending in a restored backup', () => {
  it('are sent once when the restored server starts, and a later sweep sends nothing again', async () => {
    const body = registration();
    const res = await api(source).post('/authentication/register', body);
    expect(res.statusCode, res.body).toBe(200);
    const [pending] = await source.app.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, body.email.toLowerCase()));
    expect(pending?.status).toBe('pending');

    const archive = path.join(source.dataDir, 'yedek.tar.gz');
    expect((await cli(source.app.deps, 'backup', archive)).code).toBe(0);
    const restored = await cli(target.app.deps, 'restore', archive);
    expect(restored.err).toBe('');
    expect(restored.code).toBe(0);
    const [row] = await target.app.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, pending?.id as string));
    expect(row?.status).toBe('pending');

    // The server starts again on the restored database, now working its queues and with a mail server.
    const deps = target.app.deps;
    restarted = await buildApp(
      {
        ...deps,
        secrets: await resolveSecrets(deps.config),
        config: {
          ...deps.config,
          jobWorkers: true,
          jobPollSeconds: 0.5,
          smtpUrl: `smtp://127.0.0.1:${sink.port}`,
        },
      },
      { logger: false },
    );
    await restarted.ready();
    const sent = await eventually(
      async () => {
        const [r] = await deps.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.id, pending?.id as string));
        return r?.status === 'sent' ? r : undefined;
      },
      120_000,
      'the restored mail to be sent',
    );
    await restarted.mailer.idle();
    const mine = () => received.filter((m) => m.headers.to === body.email.toLowerCase());
    expect(mine()).toHaveLength(1);
    expect(mine()[0]?.headers['message-id']).toBe(sent.messageId);
    expect(sent.messageId).toBe(pending?.messageId);

    // Another sweep finds nothing to queue: the row is sent, and is not mailed again.
    const sweep = (await restarted.jobs.send(deps.db, 'mail.requeue-unsent', {})) as string;
    await eventually(
      async () => ((await jobState(deps, sweep)) === 'completed' ? true : undefined),
      60_000,
      'the second sweep to complete',
    );
    const sendJobs = await queryRows<{ n: number }>(
      deps.db,
      sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail.send' AND data->>'outboxId' = ${pending?.id}`,
    );
    expect(Number(sendJobs[0]?.n)).toBe(1);
    await restarted.mailer.idle();
    expect(mine()).toHaveLength(1);
  });
});
