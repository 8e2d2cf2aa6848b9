import { configDefaults, defineConfig } from 'vitest/config';

// Projects:
// - unit: pure functions beside the code (src/**/*.test.ts, scripts/**/*.test.ts)
// - db-pglite / db-postgres: service and HTTP tests against a real migrated
//   database; db-postgres runs only when TEST_DATABASE_URL is set (CI sets it).
//   A file about one database only is named *.pglite.test.ts or
//   *.postgres.test.ts and runs in that project alone (never as skipped).
// - e2e: the built app in Chromium (playwright-core)
const integration = ['tests/integration/**/*.test.ts'];
const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'db-pglite',
          include: integration,
          exclude: [...configDefaults.exclude, '**/*.postgres.test.ts'],
          env: { TEST_DATABASE_URL: '' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: 'db-postgres',
                include: integration,
                exclude: [...configDefaults.exclude, '**/*.pglite.test.ts'],
                env: { TEST_DATABASE_URL: postgresUrl },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
