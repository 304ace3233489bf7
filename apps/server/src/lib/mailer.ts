import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { Config } from '../config/env.ts';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A stable Message-ID (`<…@…>`), so a mail sent again after a crash is recognisably the same one. */
  messageId?: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
};
/** A file sent with a mail (a receipt's invoice PDF). */
export type MailAttachment = { filename: string; content: Buffer; contentType: string };
export type SentMail = { messageId: string /** Set when written to the file outbox. */; file?: string };
/** A message already composed into its RFC 822 bytes (composeMail), with what sending and logging need of it. */
export type ComposedMail = { to: string; subject: string; messageId: string; raw: Uint8Array };

/**
 * Composes a message into its RFC 822 bytes exactly as `send` would (nodemailer's composer), without sending it: the
 * outbox composes on its render thread, so the server's thread only passes the bytes to SMTP (modules/mail).
 */
export const composeMail = async (message: MailMessage, from: string): Promise<Uint8Array> =>
  new MailComposer({ from, ...message }).compile().build();

/** What a mailer is made from: another thread can make the same one (the mail render thread sends outbox mail). */
export type MailerSettings = Pick<Config, 'smtpUrl' | 'mailFrom' | 'mailDir'>;

export type Mailer = {
  /** `'smtp'` sends through SMTP_URL; `'outbox'` writes .eml files under DATA_DIR/mail. */
  mode: 'smtp' | 'outbox';
  /** The settings it was made from, so that the outbox's sender can send on its own thread (modules/mail). */
  settings?: MailerSettings;
  send: (message: MailMessage) => Promise<SentMail>;
  /** Sends a message composed by composeMail, as it is. */
  sendComposed: (mail: ComposedMail) => Promise<SentMail>;
  /**
   * Sends without making the caller wait: an answer that waited for SMTP would take longer for existing
   * accounts than for unknown addresses and so reveal which e-mails are registered. Failures are logged.
   */
  sendInBackground: (message: MailMessage | (() => Promise<MailMessage>)) => void;
  /** Resolves once every background send has finished (shutdown, tests). */
  idle: () => Promise<void>;
  close: () => Promise<void>;
};

type MailLog = { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

type Transport = Pick<Mailer, 'mode' | 'send' | 'sendComposed' | 'settings'> & { closeTransport: () => void };

/** Adds background sending and an orderly close to a transport. */
const withBackground = (transport: Transport, log: MailLog): Mailer => {
  const pending = new Set<Promise<unknown>>();
  const idle = async () => {
    while (pending.size > 0) await Promise.allSettled([...pending]);
  };
  return {
    mode: transport.mode,
    ...(transport.settings ? { settings: transport.settings } : {}),
    send: transport.send,
    sendComposed: transport.sendComposed,
    // A message may be given as its rendering, which then also happens after the caller has answered.
    sendInBackground: (message) => {
      const p = (typeof message === 'function' ? message() : Promise.resolve(message))
        .then((ready) =>
          transport
            .send(ready)
            .catch((error: unknown) =>
              log.error({ err: error, to: ready.to, subject: ready.subject }, 'mail failed'),
            ),
        )
        .catch((error: unknown) => log.error({ err: error }, 'mail could not be rendered'))
        .finally(() => pending.delete(p));
      pending.add(p);
    },
    idle,
    close: async () => {
      await idle();
      transport.closeTransport();
    },
  };
};

/**
 * One way to send mail: SMTP when configured, otherwise each message is composed by the same
 * nodemailer pipeline into a real RFC 822 file, so the outbox holds exactly what SMTP would have carried.
 */
export const createMailer = (config: MailerSettings, log: MailLog): Mailer => {
  const settings = { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, mailDir: config.mailDir };
  if (config.smtpUrl) {
    // A pool of kept-open connections: the outbox drains many mails in a row, and a new SMTP handshake per mail
    // made the connection set-up most of each mail's cost (docs/performance.md, mail drain). Settings written in
    // SMTP_URL's query (pool, maxConnections) win over these.
    const url = new URL(config.smtpUrl);
    if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
    if (!url.searchParams.has('maxConnections')) url.searchParams.set('maxConnections', '4');
    const transport = nodemailer.createTransport(url.toString(), { from: config.mailFrom });
    return withBackground(
      {
        mode: 'smtp',
        settings,
        send: async (message) => {
          const info = await transport.sendMail(message);
          log.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent');
          return { messageId: info.messageId };
        },
        sendComposed: async (mail) => {
          await transport.sendMail({
            envelope: { from: config.mailFrom, to: mail.to },
            raw: Buffer.from(mail.raw),
          });
          log.info({ to: mail.to, subject: mail.subject, messageId: mail.messageId }, 'mail sent');
          return { messageId: mail.messageId };
        },
        closeTransport: () => transport.close(),
      },
      log,
    );
  }
  const writeEml = async (bytes: Uint8Array) => {
    await mkdir(config.mailDir, { recursive: true });
    // Sortable by time, unique even within one millisecond.
    const stamp = new Date().toISOString().replaceAll(':', '-');
    const file = path.join(config.mailDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
    await writeFile(file, bytes, { mode: 0o600 });
    return file;
  };
  const transport = nodemailer.createTransport(
    { streamTransport: true, buffer: true, newline: 'windows' },
    { from: config.mailFrom },
  );
  return withBackground(
    {
      mode: 'outbox',
      settings,
      send: async (message) => {
        const info = await transport.sendMail(message);
        const file = await writeEml(info.message as Buffer);
        log.info({ to: message.to, subject: message.subject, file }, 'mail written to the outbox');
        return { messageId: info.messageId, file };
      },
      sendComposed: async (mail) => {
        const file = await writeEml(mail.raw);
        log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox');
        return { messageId: mail.messageId, file };
      },
      closeTransport: () => transport.close(),
    },
    log,
  );
};
