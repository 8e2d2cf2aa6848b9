/**
 * Migration 0024 gives every prompt that exists version 1 with its current
 * content (fields and files, in order) and changes no prompt's status; an
 * approved prompt's version 1 counts as reviewed (decision 043).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useDatabaseBefore } from '../helpers/partial-migrations.ts';

const older = useDatabaseBefore('0024_prompt-versions');

describe('migration 0024 (prompt versions)', () => {
  it('records version 1 of every prompt with its content, and no status moves', async () => {
    const db = await older.fillThenMigrate(async (db) => {
      await db.execute(sql`insert into users (id, email, name) values
        ('11111111-1111-4111-8111-111111111111', 'author@example.com', 'Author')`);
      await db.execute(sql`insert into prompts
        (id, title, description, system_prompt, categories, category, model, variables,
         is_chained, chained_prompts, execution_type, status, created_by_id)
        values
        ('22222222-2222-4222-8222-222222222222', 'Live one', 'Write about {topic}', 'Be kind',
         '{Writing,Fun}', 'Writing', 'Claude', '[{"name":"topic","defaultValue":"bees"}]',
         true, '[{"title":"Next","systemprompt":"","description":"Shorter","tools":"","variables":[]}]',
         'dependent', 'approved', '11111111-1111-4111-8111-111111111111'),
        ('33333333-3333-4333-8333-333333333333', 'Waiting one', 'Draft', '',
         '{Other}', 'Other', 'ChatGPT', '[]', false, '[]', 'independent', 'pending', null)`);
      await db.execute(sql`insert into attachments
        (prompt_id, owner_id, storage_key, file_name, file_type, file_size, position) values
        ('22222222-2222-4222-8222-222222222222', null, 'b.txt', 'second.txt', 'text/plain', 2, 1),
        ('22222222-2222-4222-8222-222222222222', null, 'a.txt', 'first.txt', 'text/plain', 1, 0)`);
    });

    const statuses = await db.execute<{ id: string; status: string; live_version: number }>(
      sql`select id, status, live_version from prompts order by id`,
    );
    expect(statuses.rows).toEqual([
      { id: '22222222-2222-4222-8222-222222222222', status: 'approved', live_version: 1 },
      { id: '33333333-3333-4333-8333-333333333333', status: 'pending', live_version: 1 },
    ]);
    const versions = await db.execute<{
      prompt_id: string;
      number: number;
      status: string;
      kind: string;
      author_id: string | null;
      reviewed: boolean;
      content: Record<string, unknown>;
    }>(
      sql`select prompt_id, number, status, kind, author_id, reviewed_at is not null as reviewed,
                 content from prompt_versions order by prompt_id`,
    );
    expect(versions.rows).toEqual([
      {
        prompt_id: '22222222-2222-4222-8222-222222222222',
        number: 1,
        status: 'live',
        kind: 'initial',
        author_id: '11111111-1111-4111-8111-111111111111',
        reviewed: true,
        content: {
          title: 'Live one',
          description: 'Write about {topic}',
          systemPrompt: 'Be kind',
          tools: '',
          categories: ['Writing', 'Fun'],
          model: 'Claude',
          // Migration 0031 (model settings) gives older snapshots none.
          settings: {},
          variables: [{ name: 'topic', defaultValue: 'bees' }],
          isImagePrompt: false,
          isChained: true,
          chainedPrompts: [
            { title: 'Next', systemprompt: '', description: 'Shorter', tools: '', variables: [] },
          ],
          executionType: 'dependent',
          attachments: [
            { storageKey: 'a.txt', fileName: 'first.txt', fileType: 'text/plain', fileSize: 1 },
            { storageKey: 'b.txt', fileName: 'second.txt', fileType: 'text/plain', fileSize: 2 },
          ],
        },
      },
      expect.objectContaining({
        prompt_id: '33333333-3333-4333-8333-333333333333',
        number: 1,
        status: 'live',
        author_id: null,
        reviewed: false,
      }),
    ]);
  });
});
