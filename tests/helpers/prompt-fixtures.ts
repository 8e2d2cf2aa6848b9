/**
 * Prompts for tests, inserted straight into the database: the non-approved
 * ones (pending, rejected, disabled) the seed never has, owned by a test user.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';
import { prompts, promptVersions, submissionEntries } from '../../src/server/db/schema.ts';
import type { PromptStatus } from '../../src/shared/prompt-fields.ts';
import type { PromptVersionStatus } from '../../src/shared/prompt-version-fields.ts';

export type PromptInsert = typeof prompts.$inferInsert;

export async function insertPrompt(
  db: Database,
  values: Partial<PromptInsert> & { title: string; status: PromptStatus },
): Promise<string> {
  const categories = values.categories ?? ['Writing'];
  const [row] = await db
    .insert(prompts)
    .values({
      description: `Draft: ${values.title} about {topic}`,
      variables: [{ name: 'topic', defaultValue: 'anything' }],
      model: 'ChatGPT',
      category: categories[0] ?? 'Other',
      ...values,
      categories,
    })
    .returning({ id: prompts.id, createdAt: prompts.createdAt });
  if (!row) throw new Error('could not insert a test prompt');
  // As the migration's backfill (decision 049): a member's prompt that is
  // not private entered review once, when it was created.
  if (values.createdById && values.status !== 'private')
    await db
      .insert(submissionEntries)
      .values({ userId: values.createdById, promptId: row.id, enteredAt: row.createdAt });
  return row.id;
}

/**
 * An approved two-step chain owned by createdById: the first step uses {topic} and {audience},
 * the second adds {tone}, each with a default, so a run shows which values won.
 */
export function insertTalkChain(
  db: Database,
  createdById: string,
  title = 'Talk Builder',
): Promise<string> {
  return insertPrompt(db, {
    title,
    status: 'approved',
    createdById,
    model: 'Claude',
    description: 'Outline a talk about {topic} for {audience}',
    systemPrompt: 'You write talks.',
    variables: [
      { name: 'topic', defaultValue: 'bees' },
      { name: 'audience', defaultValue: 'children' },
    ],
    isChained: true,
    executionType: 'dependent',
    chainedPrompts: [
      {
        title: 'Write it',
        description: 'Write the talk in a {tone} tone',
        systemprompt: 'Be brief.',
        tools: '',
        variables: [{ name: 'tone', defaultValue: 'warm' }],
      },
    ],
  });
}

/** The id of a seeded prompt by its exact title. */
export async function promptIdByTitle(db: Database, title: string): Promise<string> {
  const [row] = await db
    .select({ id: prompts.id })
    .from(prompts)
    .where(eq(prompts.title, title))
    .limit(1);
  if (!row) throw new Error(`no prompt titled ${title}`);
  return row.id;
}

export async function usageCountOf(db: Database, id: string): Promise<number> {
  const [row] = await db
    .select({ usageCount: prompts.usageCount })
    .from(prompts)
    .where(eq(prompts.id, id));
  if (!row) throw new Error(`no prompt ${id}`);
  return row.usageCount;
}

/**
 * Gives a prompt versions 1..n with these statuses, each holding the
 * prompt's current content with "(vN)" added to the title, and points the
 * prompt's counters at them (the live one, if any, is its liveVersion).
 */
export async function insertVersions(
  db: Database,
  promptId: string,
  statuses: readonly PromptVersionStatus[],
): Promise<void> {
  const [row] = await db
    .select({ content: sql<Record<string, unknown>>`prompt_live_content(${prompts.id})` })
    .from(prompts)
    .where(eq(prompts.id, promptId));
  if (!row) throw new Error(`no prompt ${promptId}`);
  const content = row.content as unknown as typeof promptVersions.$inferInsert.content;
  await db.insert(promptVersions).values(
    statuses.map((status, index) => ({
      promptId,
      number: index + 1,
      status,
      kind: index === 0 ? 'initial' : 'edit',
      content: { ...content, title: `${content.title} (v${index + 1})` },
    })),
  );
  const live = statuses.indexOf('live');
  await db
    .update(prompts)
    .set({ lastVersion: statuses.length, ...(live >= 0 ? { liveVersion: live + 1 } : {}) })
    .where(eq(prompts.id, promptId));
}
