import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendOutboxMail } from '../../../test/support/mail.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { openDatabase } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import type { ComposedMail } from '../../lib/mailer.ts';
import { type MailSenderDeps, sendOutboxBatch } from './send-mail.ts';
import { TEMPLATES } from './templates/index.ts';

/*
 * Outbox rows drained in batches (decision 026): claimed in one statement, marked sent together. Two senders at once
 * (two instances on one PostgreSQL: two connection pools; on PGlite the one connection) never send one row twice,
 * whatever the interleaving; a row held by a live sender is left alone, one whose sender died is sent.
 */

let t: TestApp;
let second: Awaited<ReturnType<typeof openDatabase>> | null = null;

beforeAll(async () => {
  t = await createTestApp();
  // A second instance's own connections, where the database has more than one.
  if (t.driver === 'postgres')
    second = await openDatabase({ databaseUrl: t.app.deps.config.databaseUrl, pgliteDir: '' });
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

/** A mailer that records what it is given and yields to other work before answering, as a network send does. */
const recorder = () => {
  const sent: ComposedMail[] = [];
  return {
    sent,
    sendComposed: async (mail: ComposedMail) => {
      await new Promise((resolve) => setImmediate(resolve));
      sent.push(mail);
      return { messageId: mail.messageId };
    },
  };
};

const deps = (mailer: MailSenderDeps['mailer'], db = t.app.deps.db): MailSenderDeps => ({
  db,
  mailer,
  secrets: t.app.deps.secrets,
  config: t.app.deps.config,
});

const queueRows = async (prefix: string, count: number, template = 'order-completed') =>
  (
    await t.app.deps.db
      .insert(mailOutbox)
      .values(
        Array.from({ length: count }, (_, i) => ({
          eventKey: `${prefix}:${i}`,
          toAddress: `alici${i}@example.com`,
          template,
          data: { ...TEMPLATES['order-completed'].sample, orderNumber: `KMP-${prefix}-${i}` },
          category: 'orders',
          messageId: `<${prefix}-${i}@kampus.test>`,
        })),
      )
      .returning({ id: mailOutbox.id })
  ).map((r) => r.id);

const rowsOf = (ids: string[]) => t.app.deps.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));

describe('draining the outbox in batches', () => {
  it('sends every row of two overlapping batches exactly once when two senders drain them at once', async () => {
    const ids = await queueRows('two-senders', 30);
    const a = recorder();
    const b = recorder();
    const sends = (order: string[]) => order.map((outboxId) => ({ outboxId, isLastAttempt: false }));
    // The same rows in opposite orders, so the senders meet in the middle.
    const [fromA, fromB] = await Promise.all([
      sendOutboxBatch(deps(a), sends(ids)),
      sendOutboxBatch(deps(b, second?.db ?? t.app.deps.db), sends([...ids].reverse())),
    ]);
    const messageIds = [...a.sent, ...b.sent].map((m) => m.messageId).sort();
    expect(messageIds).toEqual(ids.map((_, i) => `<two-senders-${i}@kampus.test>`).sort());
    for (const id of ids) {
      const outcomes = [fromA.get(id), fromB.get(id)];
      // One sender sent it; the other found it sent or held, and did not touch it.
      expect(outcomes.filter((o) => o === 'sent')).toHaveLength(1);
    }
    for (const row of await rowsOf(ids)) {
      expect(row.status).toBe('sent');
      expect(row.attempts).toBe(1);
      expect(row.claimedUntil).toBeNull();
    }
  });

  it('leaves a row held by a live sender alone and sends one whose sender died', async () => {
    const [held, abandoned] = await queueRows('held', 2);
    const { db } = t.app.deps;
    await db
      .update(mailOutbox)
      .set({ claimedUntil: sql`now() + interval '1 minute'` })
      .where(eq(mailOutbox.id, held as string));
    // A claim that ran out: its sender stopped before sending or marking.
    await db
      .update(mailOutbox)
      .set({ claimedUntil: sql`now() - interval '1 second'` })
      .where(eq(mailOutbox.id, abandoned as string));
    const mailer = recorder();
    await expect(sendOutboxMail(deps(mailer), held as string)).rejects.toThrow(/another worker/);
    expect(await sendOutboxMail(deps(mailer), abandoned as string)).toBe('sent');
    expect(await sendOutboxMail(deps(mailer), abandoned as string)).toBe('already-sent');
    expect(mailer.sent.map((m) => m.messageId)).toEqual(['<held-1@kampus.test>']);
    const [heldRow] = await rowsOf([held as string]);
    expect(heldRow).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('fails only the row that cannot be sent, records it and lets go of it; the rest of the batch goes out', async () => {
    const good = await queueRows('mixed-good', 3);
    const [broken] = await queueRows('mixed-broken', 1, 'yok-boyle-bir-sablon');
    const mailer = recorder();
    const outcomes = await sendOutboxBatch(
      deps(mailer),
      [...good, broken as string].map((outboxId) => ({ outboxId, isLastAttempt: false })),
    );
    expect(good.map((id) => outcomes.get(id))).toEqual(['sent', 'sent', 'sent']);
    expect(outcomes.get(broken as string)).toBeInstanceOf(Error);
    expect(mailer.sent).toHaveLength(3);
    const [row] = await rowsOf([broken as string]);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, claimedUntil: null });
    expect(row?.lastError).toContain('yok-boyle-bir-sablon');
  });

  it('answers a row that does not exist as missing', async () => {
    const outcomes = await sendOutboxBatch(deps(recorder()), [
      { outboxId: '6c8a2f0e-4b1d-4e7a-9c3f-2d5e8b7a1f00', isLastAttempt: false },
    ]);
    expect(outcomes.get('6c8a2f0e-4b1d-4e7a-9c3f-2d5e8b7a1f00')).toBe('missing');
  });

  it('spreads a batch over time at MAIL_SEND_PER_SECOND rather than sending it at once', async () => {
    // The render thread started and warm first, so that what spaces the sends is the rate, not a cold start.
    const [warm] = await queueRows('paced-warm', 1);
    await sendOutboxBatch(deps(recorder()), [{ outboxId: warm as string, isLastAttempt: false }]);
    const ids = await queueRows('paced', 4);
    const startedAt: number[] = [];
    const mailer = {
      sendComposed: async (mail: ComposedMail) => {
        startedAt.push(performance.now());
        return { messageId: mail.messageId };
      },
    };
    const config = { ...t.app.deps.config, mailSendPerSecond: 10 };
    const began = performance.now();
    const outcomes = await sendOutboxBatch(
      { ...deps(mailer), config },
      ids.map((outboxId) => ({ outboxId, isLastAttempt: false })),
    );
    const lasted = performance.now() - began;
    expect([...outcomes.values()]).toEqual(Array(4).fill('sent'));
    // At 10 a second the n-th mail starts no earlier than 100 ms × n after the batch did, and the batch lasts its
    // share of a second (timers never fire early; a busy machine only makes both later).
    startedAt.sort((a, b) => a - b);
    startedAt.forEach((at, n) => {
      expect(at - began).toBeGreaterThanOrEqual(n * 100 - 1);
    });
    expect(lasted).toBeGreaterThanOrEqual(4 * 100 - 1);
  });
});
