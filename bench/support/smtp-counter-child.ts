import { startSmtpCounter } from './smtp-counter.ts';

// The child side of smtp-counter-process.ts: reports its address, then answers each question with the count and the
// first and last arrival as epoch milliseconds.
const sink = await startSmtpCounter();
const epoch = (now: number) => performance.timeOrigin + now;
process.send?.({ url: sink.url });
process.on('message', (m) => {
  const { id } = m as { id: number };
  const { arrivals } = sink;
  process.send?.({
    id,
    count: arrivals.length,
    first: arrivals.length ? epoch(arrivals[0] as number) : Number.NaN,
    last: arrivals.length ? epoch(arrivals.at(-1) as number) : Number.NaN,
  });
});
process.once('SIGTERM', () => {
  void sink.close().finally(() => process.exit(0));
});
