import { createHash } from 'node:crypto';
import type { NotificationCategory } from '@kampus/contract';
import { and, eq, not, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { decryptField, encryptField } from '../../lib/field-crypto.ts';
import { hasLiveJob, type JobEngine } from '../jobs/index.ts';
import { usersWantingMail, wantsMail } from '../notifications/index.ts';
import type { TemplateData, TemplateName } from './templates/index.ts';

/**
 * What queueing needs: the job engine, the host that names Message-IDs (PUBLIC_URL's) and, for mails with sealed
 * fields, the data key.
 */
export type MailQueue = { jobs: Pick<JobEngine, 'send' | 'sendMany'>; publicUrl: string; dataKey?: Buffer };

export type QueuedMail<N extends TemplateName> = {
  /** Names the event ("order-completed:<orderId>"): one event, one mail, however often it is queued. */
  eventKey: string;
  userId: string | null;
  to: string;
  template: N;
  data: TemplateData<N>;
  category: NotificationCategory;
  /**
   * Fields of `data` that open something (an invitation link): stored encrypted with the data key and opened only
   * to render the mail, so the outbox table alone gives away no link whose token is kept only as a hash.
   */
  sealed?: ReadonlyArray<keyof TemplateData<N> & string>;
};

/** Where an outbox row's data names its sealed fields. */
const SEALED = '__sealed';

const sealData = (queue: MailQueue, data: object, fields: readonly string[]): object => {
  if (fields.length === 0) return data;
  if (!queue.dataKey) throw new Error('sealed mail fields need the data key');
  const key = queue.dataKey;
  const record = data as Record<string, unknown>;
  const sealed = Object.fromEntries(fields.map((f) => [f, encryptField(key, String(record[f]))]));
  return { ...record, ...sealed, [SEALED]: fields };
};

/** The data a template renders: sealed fields opened with the data key (`send-mail.ts`). */
export const unsealData = (dataKey: Buffer, data: unknown): unknown => {
  const record = data as Record<string, unknown>;
  const fields = record?.[SEALED];
  if (!Array.isArray(fields)) return data;
  const opened = Object.fromEntries(fields.map((f: string) => [f, decryptField(dataKey, String(record[f]))]));
  return { ...record, ...opened };
};

export type SendMailJob = { outboxId: string };

/** The same event always gets the same Message-ID, so a mail sent again after a crash is recognisably the same. */
export const messageIdFor = (eventKey: string, publicUrl: string) =>
  `<${createHash('sha256').update(eventKey).digest('hex').slice(0, 32)}@${new URL(publicUrl).hostname}>`;

/** The outbox row of a mail: its sealed fields encrypted, its Message-ID named by its event. */
const outboxRow = <N extends TemplateName>(queue: MailQueue, mail: QueuedMail<N>) => ({
  eventKey: mail.eventKey,
  userId: mail.userId,
  toAddress: mail.to,
  template: mail.template,
  data: sealData(queue, mail.data, mail.sealed ?? []),
  category: mail.category,
  messageId: messageIdFor(mail.eventKey, queue.publicUrl),
});

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
    .values(outboxRow(queue, mail))
    .onConflictDoNothing({ target: mailOutbox.eventKey })
    .returning({ id: mailOutbox.id });
  if (!row) return false;
  await queue.jobs.send(tx, 'mail.send', { outboxId: row.id } satisfies SendMailJob);
  return true;
};

/**
 * `queueMail` for many mails of one category at once (a weekly digest): the outbox rows in one statement and their
 * send jobs in another, in the caller's transaction; the users who turned the category off are asked about in one
 * statement. The same rules as one by one: an event queued before queues nothing again. Returns how many were queued.
 */
export const queueMails = async <N extends TemplateName>(
  queue: MailQueue,
  tx: Database | Tx,
  mails: ReadonlyArray<QueuedMail<N>>,
): Promise<number> => {
  const userIds = [...new Set(mails.flatMap((m) => (m.userId ? [m.userId] : [])))];
  const byCategory = new Map<NotificationCategory, Set<string>>();
  for (const category of new Set(mails.map((m) => m.category)))
    byCategory.set(category, await usersWantingMail(tx as Database, userIds, category));
  const wanted = mails.filter((m) => !m.userId || byCategory.get(m.category)?.has(m.userId));
  if (wanted.length === 0) return 0;
  const rows = await tx
    .insert(mailOutbox)
    .values(wanted.map((mail) => outboxRow(queue, mail)))
    .onConflictDoNothing({ target: mailOutbox.eventKey })
    .returning({ id: mailOutbox.id });
  return queue.jobs.sendMany(
    tx,
    'mail.send',
    rows.map((row) => ({ outboxId: row.id }) satisfies SendMailJob),
  );
};

/**
 * Queues a send job for every pending row that has no live one (modules/mail/README.md, "Rows without a job"), and
 * answers how many. A row's job can be missing although the row is pending: a restored backup brings the rows but not
 * the job engine's schema (on a fresh server there is no job; with `--force` the old jobs point at the replaced
 * rows), and a job can be lost by hand or by a crash on its last attempt. Run by `mail.requeue-unsent` at start and
 * every 5 minutes, one run at a time (a singleton queue), so a row never gets a second job while one is live; a
 * second job would still not mail twice, since the send checks the row's status and keeps its Message-ID. Rows
 * `failed` are left to the admin's retry, as their job is listed there.
 */
export const requeueUnsentMail = async (db: Database, jobs: Pick<JobEngine, 'send'>): Promise<number> =>
  db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, 'pending'),
          not(hasLiveJob('mail.send', 'outboxId', sql`${mailOutbox.id}::text`)),
        ),
      )
      .orderBy(mailOutbox.createdAt);
    for (const row of rows) await jobs.send(tx, 'mail.send', { outboxId: row.id } satisfies SendMailJob);
    return rows.length;
  });
