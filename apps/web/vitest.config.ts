import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['app/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // Two files at a time (the root vitest.config.ts says why).
    maxWorkers: 2,
    setupFiles: ['./test/setup.ts'],
    // Typing through user-event is slow on a busy two-core machine; behaviour, not speed, is under test.
    testTimeout: 20_000,
  },
  esbuild: { jsx: 'automatic' },
});
