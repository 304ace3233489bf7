import { SMTPServer } from 'smtp-server';

/**
 * A local SMTP server that accepts every mail, keeps nothing but the moment each one arrived, and listens on a free
 * loopback port: the far end of the mail benchmarks.
 */
export const startSmtpCounter = async () => {
  const arrivals: number[] = [];
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 100,
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        arrivals.push(performance.now());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const port = (sink.server.address() as { port: number }).port;
  return {
    arrivals,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => sink.close(() => resolve())),
  };
};
