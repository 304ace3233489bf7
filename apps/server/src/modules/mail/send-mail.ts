import type { NotificationCategory } from '@kampus/contract';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config/env.ts';
import type { Secrets } from '../../config/secrets.ts';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { signUnsubscribeToken } from '../notifications/index.ts';
import { unsealData } from './outbox.ts';
import { mailContext, renderMail } from './render-mail.ts';
import { isTemplateName } from './templates/index.ts';

export type MailSenderDeps = {
  db: Database;
  mailer: Pick<Mailer, 'send'>;
  secrets: Pick<Secrets, 'dataKey'>;
  config: Pick<Config, 'publicUrl' | 'school' | 'bank'>;
};

/**
 * Where a mail of a category can be turned off; order mail has none, it cannot be. The header's address takes the
 * mail client's one-click POST (RFC 8058); the link in the mail opens the web page whose button posts the same token,
 * since a link followed in a browser is a GET and must change nothing.
 */
export const unsubscribeUrls = (
  deps: Pick<MailSenderDeps, 'secrets' | 'config'>,
  userId: string | null,
  category: string,
): { oneClick: string; page: string } | null => {
  if (!userId || category === 'orders') return null;
  const token = encodeURIComponent(
    signUnsubscribeToken(deps.secrets.dataKey, userId, category as NotificationCategory),
  );
  return {
    oneClick: `${deps.config.publicUrl}/api/v1/web/notifications/unsubscribe?token=${token}`,
    page: `${deps.config.publicUrl}/unsubscribe?token=${token}`,
  };
};

/**
 * The send job of one outbox row: renders its template, sends it with its stable Message-ID and marks it sent. A row
 * already sent is left alone, so a job that runs again (a retry, an admin's retry, a second instance) never mails
 * twice. A failure is recorded on the row and thrown, so the job engine retries it (modules/mail/README.md).
 */
export const sendOutboxMail = async (
  deps: MailSenderDeps,
  outboxId: string,
  options: { isLastAttempt: boolean } = { isLastAttempt: false },
): Promise<'sent' | 'already-sent' | 'missing'> => {
  const { db } = deps;
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, outboxId)).limit(1);
  if (!row) return 'missing';
  if (row.status === 'sent') return 'already-sent';
  try {
    if (!isTemplateName(row.template)) throw new Error(`unknown mail template ${row.template}`);
    const unsubscribe = unsubscribeUrls(deps, row.userId, row.category);
    const mail = await renderMail(
      row.template,
      unsealData(deps.secrets.dataKey, row.data),
      mailContext(deps.config, unsubscribe?.page ?? null),
    );
    await deps.mailer.send({
      to: row.toAddress,
      ...mail,
      messageId: row.messageId,
      ...(unsubscribe
        ? {
            headers: {
              'List-Unsubscribe': `<${unsubscribe.oneClick}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            },
          }
        : {}),
    });
  } catch (error) {
    await db
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
        status: options.isLastAttempt ? 'failed' : 'pending',
      })
      .where(eq(mailOutbox.id, outboxId));
    throw error;
  }
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: new Date(), attempts: sql`${mailOutbox.attempts} + 1`, lastError: null })
    .where(eq(mailOutbox.id, outboxId));
  return 'sent';
};
