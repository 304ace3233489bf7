import { desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail.ts';

const toUserOrAddress = (userId: string, email: string) =>
  or(eq(mailOutbox.userId, userId), sql`lower(${mailOutbox.toAddress}) = lower(${email})`);

/**
 * The mails queued for the user (which, to where, when sent), for the data export (modules/privacy). The template
 * data is left out: it repeats what the other files hold, and sealed fields (a join link) must stay sealed.
 */
export const mailsForExport = async (db: Database, userId: string, email: string) =>
  db
    .select({
      template: mailOutbox.template,
      toAddress: mailOutbox.toAddress,
      category: mailOutbox.category,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(toUserOrAddress(userId, email))
    .orderBy(desc(mailOutbox.createdAt));

/**
 * Erasure: every mail to the user or their address goes, sent or waiting (a waiting one is not sent any more), and
 * the mails of `eventKeys`, which other modules name because they were about the user (an invitation to a parent).
 */
export const eraseMails = async (
  tx: Tx,
  userId: string,
  email: string,
  eventKeys: string[] = [],
): Promise<void> => {
  await tx.delete(mailOutbox).where(toUserOrAddress(userId, email));
  if (eventKeys.length) await tx.delete(mailOutbox).where(inArray(mailOutbox.eventKey, eventKeys));
};
