import { defineConfig } from 'vitest/config';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Integration tests run against PGlite, and a second time against real Postgres when
 * TEST_DATABASE_URL is set (CI does this).
 */
export default defineConfig({
  test: {
    globalSetup: ['./src/server/test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true as const,
        test: { name: 'pglite', include: ['src/**/*.test.ts'], env: { TEST_DB_KIND: 'pglite' } },
      },
      ...(withPostgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: ['src/server/**/*.test.ts'],
                env: { TEST_DB_KIND: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
