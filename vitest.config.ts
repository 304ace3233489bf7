import { defineConfig } from 'vitest/config';

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Every suite: contract rules, server on PGlite (and on PostgreSQL when TEST_DATABASE_URL is set), web, e2e, scripts. */
export default defineConfig({
  test: {
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
      { test: { name: 'scripts', root: 'scripts', include: ['**/*.test.ts'] } },
    ],
  },
});
