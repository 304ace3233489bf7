import type { AddressInfo } from 'node:net';
import { type OutboxMail, parseMail } from '@kampus/test-support';
import { SMTPServer } from 'smtp-server';

export type SmtpSink = {
  port: number;
  received: OutboxMail[];
  /** Closes the listener and drops open connections at once, as a crashed mail server would. */
  stop: () => Promise<void>;
};

/** A real SMTP server on loopback that keeps every message it accepts (on `port`, or a free one). */
export const startSmtpSink = async (port = 0, received: OutboxMail[] = []): Promise<SmtpSink> => {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 100,
    size: 10 * 1024 * 1024,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push(parseMail(Buffer.concat(chunks).toString('utf8')));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
