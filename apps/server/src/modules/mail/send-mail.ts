import type { NotificationCategory } from '@kampus/contract';
import type { Config } from '../../config/env.ts';
import type { Secrets } from '../../config/secrets.ts';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { signUnsubscribeToken } from '../notifications/index.ts';
import { type ClaimedMail, claimMail, recordFailure, sentMarker, unclaimedStatus } from './claim.ts';
import { unsealData } from './outbox.ts';
import { mailContext } from './render-mail.ts';
import { createRenderPool } from './render-pool.ts';
import { isTemplateName } from './templates/index.ts';

export type MailSenderDeps = {
  db: Database;
  mailer: Pick<Mailer, 'sendComposed' | 'settings'>;
  log?: { info: (obj: object, msg: string) => void };
  secrets: Pick<Secrets, 'dataKey'>;
  config: Pick<Config, 'publicUrl' | 'school' | 'bank' | 'mailFrom' | 'mailSendPerSecond'>;
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

/** One `mail.send` job of a batch: its outbox row, and whether a failure now is its last. */
export type OutboxSend = { outboxId: string; isLastAttempt: boolean };
/** What became of a row: sent now, sent before (or gone), or an error that the job is failed with (and retried). */
export type OutboxOutcome = 'sent' | 'already-sent' | 'missing' | Error;

/** Renders off the server's thread; one per process, started at the first mail (render-pool.ts). */
const renderPool = createRenderPool();

/**
 * Sends a batch of outbox rows (the `mail.send` jobs pg-boss fetched together): claims them in one statement, renders
 * them on the render thread, sends them with their stable Message-IDs as they are rendered (the mailer's SMTP pool
 * takes several at once) and marks the sent ones in a few statements. A row sent before is left alone and a row held
 * by another sender is not touched, so a job that runs again (a retry, an admin's retry, a second instance) never
 * mails twice. A failure is recorded on its row and answered, so the job engine retries that job
 * (modules/mail/README.md).
 */
export const sendOutboxBatch = async (
  deps: MailSenderDeps,
  sends: OutboxSend[],
): Promise<Map<string, OutboxOutcome>> => {
  const { db } = deps;
  const ids = [...new Set(sends.map((s) => s.outboxId))];
  // A row with two jobs in one batch is the last attempt only if both are.
  const last = new Map<string, boolean>();
  for (const s of sends) last.set(s.outboxId, (last.get(s.outboxId) ?? true) && s.isLastAttempt);
  const outcomes = new Map<string, OutboxOutcome>();
  const claimed = await claimMail(db, ids);
  const unclaimed = ids.filter((id) => !claimed.some((r) => r.id === id));
  const status = await unclaimedStatus(db, unclaimed);
  for (const id of unclaimed) {
    const s = status.get(id);
    outcomes.set(
      id,
      s === 'sent'
        ? 'already-sent'
        : s === 'held'
          ? new Error('mail is being sent by another worker')
          : 'missing',
    );
  }
  const marker = sentMarker(db);
  const started = performance.now();
  const perSecond = deps.config.mailSendPerSecond;
  await Promise.all(
    claimed.map(async (row, index) => {
      // Spread evenly at the configured rate, not sent in a burst and then waited for.
      if (perSecond > 0) await delayUntil(started + (index * 1000) / perSecond);
      try {
        await sendRow(deps, row);
        marker.add(row.id);
        outcomes.set(row.id, 'sent');
      } catch (error) {
        await recordFailure(db, row.id, error, last.get(row.id) ?? false);
        outcomes.set(row.id, error instanceof Error ? error : new Error(String(error)));
      }
    }),
  );
  for (const [id, error] of await marker.settle())
    outcomes.set(id, error instanceof Error ? error : new Error(String(error)));
  // The batch lasts its share of a second, so the next batch keeps to the rate too.
  if (perSecond > 0) await delayUntil(started + (claimed.length * 1000) / perSecond);
  return outcomes;
};

const delayUntil = (at: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));

const sendRow = async (deps: MailSenderDeps, row: ClaimedMail) => {
  if (!isTemplateName(row.template)) throw new Error(`unknown mail template ${row.template}`);
  const unsubscribe = unsubscribeUrls(deps, row.userId, row.category);
  const composed = await renderPool.render({
    template: row.template,
    // Sealed fields (an invitation's link) are opened only here, on the way to the mail.
    data: unsealData(deps.secrets.dataKey, row.data),
    ctx: mailContext(deps.config, unsubscribe?.page ?? null),
    from: deps.config.mailFrom,
    to: row.toAddress,
    messageId: row.messageId,
    headers: unsubscribe
      ? {
          'List-Unsubscribe': `<${unsubscribe.oneClick}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        }
      : {},
    // The process's own mailer sends on the render thread; another one (a test's) is given the bytes here.
    ...(deps.mailer.settings ? { deliver: deps.mailer.settings } : {}),
  });
  if ('sent' in composed) {
    deps.log?.info({ to: row.toAddress, subject: composed.subject, messageId: row.messageId }, 'mail sent');
    return;
  }
  await deps.mailer.sendComposed({
    to: row.toAddress,
    subject: composed.subject,
    messageId: row.messageId,
    raw: composed.raw,
  });
};
