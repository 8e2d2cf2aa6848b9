/**
 * The admin's list of prompts in every status, filtered by status,
 * category, model and words of the title, one page at a time. The pending
 * queue reads oldest first (the longest waiting prompt on top); every
 * other list newest first. Both orders walk the (status, created_at, id)
 * index, forwards or backwards.
 */
import { and, arrayContains, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { AdminPromptListInput } from '../../../shared/admin-inputs.ts';
import type { PromptPage } from '../../../shared/prompt-views.ts';
import type { Actor } from '../../auth/actor.ts';
import { prompts } from '../../db/schema.ts';
import { selectPrompts, toPromptViews } from '../library/prompt-view.ts';
import type { ServiceDeps } from '../service-deps.ts';

/** A LIKE pattern that finds `text` anywhere, its own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function conditionsOf(input: AdminPromptListInput): SQL | undefined {
  const conditions: SQL[] = [];
  if (input.status) conditions.push(eq(prompts.status, input.status));
  if (input.category) conditions.push(arrayContains(prompts.categories, [input.category]));
  if (input.model) conditions.push(eq(prompts.model, input.model));
  if (input.search) conditions.push(ilike(prompts.title, containsPattern(input.search)));
  return and(...conditions);
}

export async function listPromptsForAdmin(
  deps: ServiceDeps,
  actor: Actor,
  input: AdminPromptListInput,
): Promise<PromptPage> {
  const where = conditionsOf(input);
  const isQueue = input.status === 'pending';
  const order = isQueue
    ? [asc(prompts.createdAt), asc(prompts.id)]
    : [desc(prompts.createdAt), desc(prompts.id)];
  const [rows, [counted]] = await Promise.all([
    selectPrompts(deps.db)
      .where(where)
      .orderBy(...order)
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    deps.db.select({ total: count() }).from(prompts).where(where),
  ]);
  const total = counted?.total ?? 0;
  const totalPages = Math.ceil(total / input.limit);
  return {
    prompts: await toPromptViews(deps.db, actor, rows),
    pagination: {
      currentPage: input.page,
      totalPages,
      totalPrompts: total,
      hasNextPage: input.page < totalPages,
      hasPrevPage: input.page > 1,
    },
  };
}
