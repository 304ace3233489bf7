import { fork } from 'node:child_process';
import path from 'node:path';

/**
 * The counting SMTP sink (smtp-counter.ts) in a process of its own, so that receiving hundreds of mails a second
 * does not slow the load generator of the benchmark that measures response times in this process. It answers
 * `{count, first, last}` on request; times are turned into this process's `performance.now()` clock.
 */
export const startSmtpCounterProcess = async () => {
  const child = fork(path.join(import.meta.dirname, 'smtp-counter-child.ts'), [], { stdio: 'inherit' });
  const url = await new Promise<string>((resolve) =>
    child.once('message', (m) => resolve((m as { url: string }).url)),
  );
  const toLocal = (epochMs: number) => epochMs - performance.timeOrigin;
  let asked = 0;
  const answers = new Map<number, (a: { count: number; first: number; last: number }) => void>();
  child.on('message', (m) => {
    const answer = m as { id?: number; count: number; first: number; last: number };
    if (answer.id === undefined) return;
    answers.get(answer.id)?.({
      count: answer.count,
      first: toLocal(answer.first),
      last: toLocal(answer.last),
    });
    answers.delete(answer.id);
  });
  return {
    url,
    /** How many mails arrived, and when the first and the last did (NaN before any). */
    arrivals: () =>
      new Promise<{ count: number; first: number; last: number }>((resolve) => {
        asked += 1;
        answers.set(asked, resolve);
        child.send({ id: asked });
      }),
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
};
