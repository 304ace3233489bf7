/**
 * Ends a benchmark that outlives its time limit (exit 1) or is interrupted (exit 130), after `cleanUp` has undone
 * what the run set up (databases, servers, temporary folders). Call the function it returns once the run is over.
 */
export const guardRun = (label: string, timeoutMinutes: number, cleanUp: () => Promise<void>) => {
  const timer = setTimeout(() => {
    console.error(`[${label}] ${timeoutMinutes} dakikalık süre sınırı aşıldı; durduruluyor`);
    void cleanUp().finally(() => process.exit(1));
  }, timeoutMinutes * 60_000);
  timer.unref();
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      void cleanUp().finally(() => process.exit(130));
    });
  return () => clearTimeout(timer);
};
