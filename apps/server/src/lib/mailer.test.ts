import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseMail, readOutbox } from '@kampus/test-support';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';

const silent = { info: () => {}, error: () => {} };
const subject = 'Şifre sıfırlama doğrulama kodunuz: ğüşıöç İĞŞ';
const text = 'Merhaba Ayşe,\n\nDoğrulama kodunuz: 123456\n\nKampüs';

describe('mailer over SMTP', () => {
  let server: SMTPServer;
  let port = 0;
  const received: Array<{ from: string; to: string[]; raw: string }> = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers a UTF-8 subject and body with the configured sender', async () => {
    const mailer = createMailer(
      {
        smtpUrl: `smtp://127.0.0.1:${port}`,
        mailFrom: 'Kampüs <no-reply@kampus.test>',
        mailDir: '/nonexistent',
      },
      silent,
    );
    expect(mailer.mode).toBe('smtp');
    await mailer.send({ to: 'ayse@example.com', subject, text });
    await mailer.close();

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.from).toBe('no-reply@kampus.test');
    expect(mail?.to).toEqual(['ayse@example.com']);
    const parsed = parseMail(mail?.raw ?? '');
    expect(parsed.subject).toBe(subject);
    expect(parsed.text.trim()).toBe(text.replaceAll('\n', '\r\n'));
    expect(parsed.headers['content-type']).toMatch(/charset=utf-8/i);
  });

  it('logs a failed background send instead of throwing', async () => {
    const errors: object[] = [];
    const mailer = createMailer(
      { smtpUrl: 'smtp://127.0.0.1:1', mailFrom: 'x@kampus.test', mailDir: '/nonexistent' },
      { info: () => {}, error: (obj) => errors.push(obj) },
    );
    mailer.sendInBackground({ to: 'a@example.com', subject, text });
    await mailer.idle();
    await mailer.close();
    expect(errors).toHaveLength(1);
  });
});

describe('mailer outbox', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'kampus-mail-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes each message as an RFC 822 .eml file and logs where', async () => {
    const logged: object[] = [];
    const mailer = createMailer(
      { smtpUrl: undefined, mailFrom: 'Kampüs <no-reply@kampus.test>', mailDir: path.join(dataDir, 'mail') },
      { info: (obj) => logged.push(obj), error: () => {} },
    );
    expect(mailer.mode).toBe('outbox');
    const sent = await mailer.send({ to: 'ayse@example.com', subject, text });
    mailer.sendInBackground({ to: 'mehmet@example.com', subject: 'İkinci', text: 'ğ' });
    await mailer.close();

    const outbox = await readOutbox(dataDir);
    expect(outbox).toHaveLength(2);
    const first = outbox.find((m) => m.headers.to === 'ayse@example.com');
    expect(first?.subject).toBe(subject);
    expect(first?.text.trim()).toBe(text.replaceAll('\n', '\r\n'));
    expect(first?.headers.from).toContain('no-reply@kampus.test');
    expect(first?.headers['message-id']).toBeTruthy();
    expect(first?.headers.date).toBeTruthy();
    expect(first?.headers['mime-version']).toBe('1.0');
    // CRLF line ends throughout, as on the wire.
    const raw = await readFile(sent.file ?? '', 'utf8');
    expect(raw.replaceAll('\r\n', '')).not.toContain('\n');
    expect(logged).toContainEqual(expect.objectContaining({ to: 'ayse@example.com', file: sent.file }));
  });
});
