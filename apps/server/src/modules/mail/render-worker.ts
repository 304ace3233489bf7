import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import type { Mailer, MailerSettings } from '../../lib/mailer.ts';
import type { MailContext } from './templates/index.ts';

/*
 * The thread that renders and composes outbox mail (render-pool.ts): a React Email render, its text conversion and
 * the MIME composition take 2–10 ms of CPU per mail, which on the server's thread delayed every request while the
 * outbox drained (docs/performance.md, mail drain).
 */

/**
 * Competing for a core with a thread of normal priority, this thread gets about a quarter of the time (Linux's
 * weights: 335 against 1024). 10 protected the catalogue better but, on two cores kept busy by the catalogue load and
 * other work, left the drain under 40 mails/s; 19 gave PGlite's catalogue its best p99 during a drain, but a thread
 * at 19 gets only idle time and mail must still go out when the server is busy for long (docs/performance.md, mail drain; decision 055).
 */
const RENDER_NICE = 5;

export type RenderRequest = {
  id: number;
  template: string;
  data: unknown;
  ctx: MailContext;
  /** The message's envelope and headers besides the rendered parts. */
  from: string;
  to: string;
  messageId: string;
  headers: Record<string, string>;
  /**
   * Send it from here too, with a mailer made from these settings (one per thread, its SMTP pool kept): the SMTP
   * conversation of each mail then costs the server's thread nothing. Without it, the bytes go back to be sent.
   */
  deliver?: MailerSettings;
};
export type RenderReply =
  | { id: number; subject: string; raw: Uint8Array }
  | { id: number; subject: string; sent: true }
  | { id: number; error: string };

const port = parentPort;
if (!port) throw new Error('render-worker.ts runs only as a worker thread');
// Mail can wait a moment, a request should not: on a machine whose cores are busy, the kernel gives this thread what
// the server's thread and the database leave. On Linux a nice value belongs to the thread that sets it (setpriority
// with pid 0); elsewhere it would lower the whole server, so it is left alone there.
if (process.platform === 'linux') setPriority(RENDER_NICE);
// Loaded only now, at the lowered priority: React, the templates, the PDF writer and the MIME composer take about a
// second of CPU to load, which at normal priority competed with the requests of the moment the first mail went out.
const [{ composeMail, createMailer }, { mailAttachments }, { renderMail }, { isTemplateName }] =
  await Promise.all([
    import('../../lib/mailer.ts'),
    import('./attachments.ts'),
    import('./render-mail.ts'),
    import('./templates/index.ts'),
  ]);
// The server's thread logs each send from the reply; this thread's mailer stays quiet.
const quiet = { info: () => {}, error: () => {} };
let mailer: { key: string; mailer: Mailer } | null = null;
const mailerFor = (settings: MailerSettings) => {
  const key = JSON.stringify(settings);
  if (mailer?.key !== key) {
    void mailer?.mailer.close();
    mailer = { key, mailer: createMailer(settings, quiet) };
  }
  return mailer.mailer;
};

port.on('message', async (request: RenderRequest) => {
  try {
    if (!isTemplateName(request.template)) throw new Error(`unknown mail template ${request.template}`);
    const mail = await renderMail(request.template, request.data, request.ctx);
    const attachments = await mailAttachments(request.template, request.data);
    const raw = await composeMail(
      { to: request.to, messageId: request.messageId, headers: request.headers, attachments, ...mail },
      request.from,
    );
    if (request.deliver) {
      await mailerFor(request.deliver).sendComposed({
        to: request.to,
        subject: mail.subject,
        messageId: request.messageId,
        raw,
      });
      port.postMessage({ id: request.id, subject: mail.subject, sent: true } satisfies RenderReply);
      return;
    }
    // The bytes move to the server's thread instead of being copied.
    const bytes = new Uint8Array(raw.buffer, raw.byteOffset, raw.byteLength).slice();
    port.postMessage({ id: request.id, subject: mail.subject, raw: bytes } satisfies RenderReply, [
      bytes.buffer,
    ]);
  } catch (error) {
    port.postMessage({
      id: request.id,
      error: error instanceof Error ? error.message : String(error),
    } satisfies RenderReply);
  }
});
