import { defineConfig } from 'vitest/config';
import { InterleavedSequencer } from './tests/interleaved-sequencer.ts';

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Every suite: contract rules, server on PGlite (and on PostgreSQL when TEST_DATABASE_URL is set), web, e2e, scripts.
 * Two test files at a time (`maxWorkers` of each project: a project does not inherit it from here): each server test
 * file has its own database (PGlite in its process, or a fresh database on PostgreSQL), its own ports and
 * directories, and each browser journey its own server and browser, so they run side by side; vitest's default on two
 * cores is one. All projects share one pool of two workers, in an order that spreads the browser journeys through the
 * rest (tests/interleaved-sequencer.ts), so that a journey mostly runs beside a lighter file, not beside another.
 */
export default defineConfig({
  test: {
    maxWorkers: 2,
    sequence: { sequencer: InterleavedSequencer },
    projects: [
      'packages/contract',
      'apps/web',
      {
        extends: './apps/server/vitest.config.ts',
        test: { root: 'apps/server', name: 'server-pglite', env: { KAMPUS_TEST_DB: 'pglite' } },
      },
      ...(hasPostgres
        ? [
            {
              extends: './apps/server/vitest.config.ts',
              test: {
                root: 'apps/server',
                name: 'server-postgres',
                env: { KAMPUS_TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
      'tests',
      { test: { name: 'scripts', root: 'scripts', include: ['**/*.test.ts'], maxWorkers: 2 } },
    ],
  },
});
