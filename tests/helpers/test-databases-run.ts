/**
 * Vitest global setup for the projects that make Postgres test databases
 * (db-postgres, e2e): names this run, and drops the run's databases once
 * every file has finished. Dropping a database makes Postgres take a
 * checkpoint, which flushed every other file's unsaved pages mid-run and
 * stalled the file closing it (about 2 s each on a busy machine, one per
 * file); at the end there is little left to flush (decision 051).
 */
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Names this run's Postgres test databases (test-database.ts). */
    testDatabaseRun: string;
  }
}

export default function setup(project: TestProject): () => Promise<void> {
  const run = randomBytes(4).toString('hex');
  project.provide('testDatabaseRun', run);
  return async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) return;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    try {
      const rows = await admin<{ datname: string }[]>`
        select datname from pg_database where datname like ${`test\\_${run}\\_%`}`;
      for (const { datname } of rows) {
        await admin.unsafe(`drop database if exists ${datname} with (force)`);
      }
    } finally {
      await admin.end();
    }
  };
}
