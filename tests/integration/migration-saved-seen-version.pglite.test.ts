/**
 * Migration 0034 gives every existing save the live version of its prompt
 * as the one it has seen, so no saved prompt announces a new version on
 * the day it ships (decision 058).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useDatabaseBefore } from '../helpers/partial-migrations.ts';

const older = useDatabaseBefore('0034_saved-prompt-seen-version');

describe('migration 0034 (a save’s seen version)', () => {
  it('sets every save to its prompt’s live version', async () => {
    const db = await older.fillThenMigrate(async (db) => {
      await db.execute(sql`insert into users (id, email, name) values
        ('11111111-1111-4111-8111-111111111111', 'reader@example.com', 'Reader')`);
      await db.execute(sql`insert into prompts
        (id, title, description, categories, category, model, status, live_version, last_version)
        values
        ('22222222-2222-4222-8222-222222222222', 'Edited twice', 'Text', '{Writing}', 'Writing',
         'ChatGPT', 'approved', 3, 4),
        ('33333333-3333-4333-8333-333333333333', 'Never edited', 'Text', '{Other}', 'Other',
         'ChatGPT', 'approved', 1, 1)`);
      await db.execute(sql`insert into prompt_saves (user_id, prompt_id) values
        ('11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'),
        ('11111111-1111-4111-8111-111111111111', '33333333-3333-4333-8333-333333333333')`);
    });

    const saves = await db.execute<{ prompt_id: string; seen_version: number }>(
      sql`select prompt_id, seen_version from prompt_saves order by prompt_id`,
    );
    expect(saves.rows).toEqual([
      { prompt_id: '22222222-2222-4222-8222-222222222222', seen_version: 3 },
      { prompt_id: '33333333-3333-4333-8333-333333333333', seen_version: 1 },
    ]);
  });
});
