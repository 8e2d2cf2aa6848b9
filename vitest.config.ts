import os from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// Projects:
// - unit: pure functions beside the code (src/**/*.test.ts, scripts/**/*.test.ts)
// - db-pglite / db-postgres: service and HTTP tests against a real migrated
//   database; db-postgres runs only when TEST_DATABASE_URL is set (CI sets it).
//   A file about one database only is named *.pglite.test.ts or
//   *.postgres.test.ts and runs in that project alone (never as skipped).
// - e2e: the built app in Chromium (playwright-core), after the others; each
//   file has its own app, database and browser, so files run side by side.
//
// Every project's files share their worker processes (isolate: false): a
// file builds its own app, database and browser, so nothing it needs is left
// behind by the file before, and the server's modules and PGlite's
// WebAssembly load once per worker instead of once per file (on 24 database
// files, 173 s became 124 s; six browser files, 84 s became 69 s).
//
// Vitest runs projects that differ in workers one group after the other:
// unit, then both databases, then the browser.
// Unit and browser files run one per core. Vitest's own default, one fewer
// than the cores, ran one file at a time on CI's two cores. Database files
// run one more than the cores: each spends part of its time waiting on
// Postgres, PGlite's thread or a child process, and 40 of them took 242 s
// with three at a time against 322 s with two (and 386 s against 457 s),
// the same files, one after the other, on a machine busy with other work.
const workers = os.availableParallelism();
const databaseWorkers = workers + 1;
const integration = ['tests/integration/**/*.test.ts'];
const postgresUrl = process.env.TEST_DATABASE_URL;
// Postgres test databases are dropped when the run ends, not by each file
// (a drop forces a checkpoint): decision 051.
const dropDatabasesAtEnd = 'tests/helpers/test-databases-run.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          maxWorkers: workers,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'db-pglite',
          include: integration,
          exclude: [...configDefaults.exclude, '**/*.postgres.test.ts'],
          env: { TEST_DATABASE_URL: '' },
          isolate: false,
          maxWorkers: databaseWorkers,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          sequence: { groupOrder: 1 },
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
                globalSetup: [dropDatabasesAtEnd],
                isolate: false,
                maxWorkers: databaseWorkers,
                testTimeout: 30_000,
                hookTimeout: 60_000,
                sequence: { groupOrder: 1 },
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          isolate: false,
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: [dropDatabasesAtEnd],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: workers,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
