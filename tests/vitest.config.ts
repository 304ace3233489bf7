import { defineProject } from 'vitest/config';

/** Browser journeys in Debian's Chromium against the built server on a fresh embedded database. */
export default defineProject({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    // A suite's start waits for its server, which may be given longer (E2E_SERVER_READY_MS, tests/e2e/support).
    hookTimeout: Math.max(120_000, Number(process.env.E2E_SERVER_READY_MS ?? 0) + 60_000),
    // A browser on a loaded runner can take seconds to paint what a poll waits for; the default second is too short.
    expect: { poll: { timeout: 20_000 } },
    // In the pool of two the other projects share (the root vitest.config.ts); the order keeps journeys apart.
    maxWorkers: 2,
  },
});
