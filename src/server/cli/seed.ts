/**
 * `npm run db:seed`: migrates, then loads the sample library (plans, sample
 * creators, hand-written prompts and their files) into an empty database.
 * A database that already has data is left alone, so it is safe to rerun.
 */
import { createStorage } from '../boot.ts';
import { runDatabaseCommand } from './run-database-command.ts';
import { seedIfEmpty } from '../db/seed/seed.ts';

runDatabaseCommand(async ({ env, database, log }) => {
  const seeded = await seedIfEmpty({ db: database.db, storage: createStorage(env), log });
  console.log(
    seeded
      ? `Seeded the sample library into ${database.kind}`
      : `The ${database.kind} database already has data, nothing to do`,
  );
});
