import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration } from '../../../test/support/auth.ts';
import { api } from '../../../test/support/commerce-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { queryRows } from '../../db/sql.ts';
import { requeueUnsentMail } from './outbox.ts';

/*
 * The outbox sweep on its own (the app does not work its queues, so every job stays where the sweep left it): a
 * pending row that has a live send job is left alone, one without gets exactly one, and sent or failed rows none.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const sendJobsOf = async (outboxId: string) =>
  Number(
    (
      await queryRows<{ n: number }>(
        t.app.deps.db,
        sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail.send' AND data->>'outboxId' = ${outboxId}`,
      )
    )[0]?.n,
  );

const rowWithoutJob = async (eventKey: string, status: 'pending' | 'sent' | 'failed') => {
  const [row] = await t.app.deps.db
    .insert(mailOutbox)
    .values({
      eventKey,
      toAddress: 'sahipsiz@example.com',
      template: 'welcome',
      data: { name: 'Deniz' },
      category: 'orders',
      status,
      messageId: `<${eventKey}@kampus.test>`,
    })
    .returning({ id: mailOutbox.id });
  return row?.id as string;
};

describe('requeueUnsentMail', () => {
  it('queues one job for a pending row without one, none for a row whose job is live, sent or failed', async () => {
    const { db } = t.app.deps;
    const body = registration();
    expect((await api(t).post('/authentication/register', body)).statusCode).toBe(200);
    const [queued] = await db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, body.email.toLowerCase()));
    const orphan = await rowWithoutJob('requeue-test:orphan', 'pending');
    const sent = await rowWithoutJob('requeue-test:sent', 'sent');
    const failed = await rowWithoutJob('requeue-test:failed', 'failed');

    expect(await requeueUnsentMail(db, t.app.jobs)).toBe(1);
    expect(await sendJobsOf(queued?.id as string)).toBe(1);
    expect(await sendJobsOf(orphan)).toBe(1);
    expect(await sendJobsOf(sent)).toBe(0);
    expect(await sendJobsOf(failed)).toBe(0);
    // The job it queued is live now: a second sweep adds nothing.
    expect(await requeueUnsentMail(db, t.app.jobs)).toBe(0);
    expect(await sendJobsOf(orphan)).toBe(1);
  });

  it('queues a pending row again once its job is gone for good (completed without sending, as after a restore)', async () => {
    const { db } = t.app.deps;
    const orphan = await rowWithoutJob('requeue-test:completed-job', 'pending');
    expect(await requeueUnsentMail(db, t.app.jobs)).toBe(1);
    await db.execute(
      sql`UPDATE pgboss.job SET state = 'completed', completed_on = now() WHERE name = 'mail.send' AND data->>'outboxId' = ${orphan}`,
    );
    expect(await requeueUnsentMail(db, t.app.jobs)).toBe(1);
    expect(await sendJobsOf(orphan)).toBe(2);
  });
});
