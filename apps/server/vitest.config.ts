import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    root: import.meta.dirname,
    // Module tests sit beside their code; the access matrix, fuzzing and fault tests live under test/.
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Two files at a time, each with a database of its own (the root vitest.config.ts says why).
    maxWorkers: 2,
    // Tests that start processes or replay a catalogue need room on a loaded 2-core runner.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
