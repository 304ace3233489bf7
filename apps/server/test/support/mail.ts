import { pendingMailIds } from '../../src/modules/mail/outbox.ts';
import { sendOutboxMail } from '../../src/modules/mail/send-mail.ts';
import type { TestApp } from './test-app.ts';

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
