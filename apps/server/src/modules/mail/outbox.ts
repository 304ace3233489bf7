import { createHash } from 'node:crypto';
import type { NotificationCategory } from '@kampus/contract';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import type { JobEngine } from '../jobs/job-engine.ts';
import { wantsMail } from '../notifications/mail-preferences.ts';
import type { TemplateData, TemplateName } from './templates/index.ts';

/** What queueing needs: the job engine, and the host that names Message-IDs (PUBLIC_URL's). */
export type MailQueue = { jobs: Pick<JobEngine, 'send'>; publicUrl: string };

export type QueuedMail<N extends TemplateName> = {
  /** Names the event ("order-completed:<orderId>"): one event, one mail, however often it is queued. */
  eventKey: string;
  userId: string | null;
  to: string;
  template: N;
  data: TemplateData<N>;
  category: NotificationCategory;
};

export type SendMailJob = { outboxId: string };

/** The same event always gets the same Message-ID, so a mail sent again after a crash is recognisably the same. */
export const messageIdFor = (eventKey: string, publicUrl: string) =>
  `<${createHash('sha256').update(eventKey).digest('hex').slice(0, 32)}@${new URL(publicUrl).hostname}>`;

/**
 * Writes the mail to the outbox and queues its send job, both in the caller's transaction, so the mail goes out
 * only if the change commits. A second call for the same event changes nothing; a category the user turned off
 * queues nothing (orders always go out). Returns whether a mail was queued.
 */
export const queueMail = async <N extends TemplateName>(
  queue: MailQueue,
  tx: Database | Tx,
  mail: QueuedMail<N>,
): Promise<boolean> => {
  if (mail.userId && !(await wantsMail(tx as Database, mail.userId, mail.category))) return false;
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      eventKey: mail.eventKey,
      userId: mail.userId,
      toAddress: mail.to,
      template: mail.template,
      data: mail.data,
      category: mail.category,
      messageId: messageIdFor(mail.eventKey, queue.publicUrl),
    })
    .onConflictDoNothing({ target: mailOutbox.eventKey })
    .returning({ id: mailOutbox.id });
  if (!row) return false;
  await queue.jobs.send(tx, 'mail.send', { outboxId: row.id } satisfies SendMailJob);
  return true;
};

/** Outbox rows not yet sent, oldest first (tests and the CLI's look at the queue). */
export const pendingMailIds = async (db: Database) =>
  (
    await db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(sql`${mailOutbox.status} <> 'sent'`)
      .orderBy(mailOutbox.createdAt)
  ).map((r) => r.id);
