import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { mailOutbox } from '../../src/db/schema/mail.ts';
import { type MailSenderDeps, sendOutboxBatch } from '../../src/modules/mail/send-mail.ts';
import type { TestApp } from './test-app.ts';

/** Outbox rows not yet sent, oldest first. */
const pendingMailIds = async (db: Database) =>
  (
    await db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(sql`${mailOutbox.status} <> 'sent'`)
      .orderBy(mailOutbox.createdAt)
  ).map((r) => r.id);

/** One row through the batch path the `mail.send` job runs; throws what a job would be failed with. */
export const sendOutboxMail = async (
  deps: MailSenderDeps,
  outboxId: string,
  options: { isLastAttempt: boolean } = { isLastAttempt: false },
): Promise<'sent' | 'already-sent' | 'missing'> => {
  const outcome = (await sendOutboxBatch(deps, [{ outboxId, ...options }])).get(outboxId) ?? 'missing';
  if (outcome instanceof Error) throw outcome;
  return outcome;
};

/**
 * Sends every mail waiting in the outbox now, through the same send function the `mail.send` job runs, and waits for
 * the mailer: for tests whose app does not work the queues (JOB_WORKERS is off in createTestApp).
 */
export const deliverQueuedMail = async (t: TestApp) => {
  const { db, config, secrets } = t.app.deps;
  for (const id of await pendingMailIds(db))
    await sendOutboxMail({ db, config, secrets, mailer: t.app.mailer }, id);
  await t.app.mailer.idle();
};

/** Polls until `check` gives a value other than undefined, or fails after `timeoutMs` (generous: no timed asserts). */
export const eventually = async <T>(
  check: () => Promise<T | undefined>,
  timeoutMs = 60_000,
  what = 'condition',
): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};
