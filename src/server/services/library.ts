/**
 * The public prompt library: browsing, trending and reading one prompt.
 * Only approved prompts are public; an owner or an admin may also read a
 * prompt in any other status.
 */
import { and, arrayContains, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { ListPromptsInput } from '../../shared/prompt-inputs.ts';
import type { PromptPage, PromptView } from '../../shared/prompt-views.ts';
import { isAdmin, type MaybeActor } from '../auth/actor.ts';
import { prompts } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { buildSearchQuery } from './search-query.ts';
import { selectPrompts, toPromptViews } from './prompt-view.ts';
import type { ServiceDeps } from './service-deps.ts';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isPromptId(value: string): boolean {
  return UUID_PATTERN.test(value);
}

export async function listLibraryPrompts(
  { db }: ServiceDeps,
  actor: MaybeActor,
  input: ListPromptsInput,
): Promise<PromptPage> {
  const tsQuery = input.search ? buildSearchQuery(input.search) : null;
  const conditions: SQL[] = [eq(prompts.status, 'approved')];
  if (input.model) conditions.push(eq(prompts.model, input.model));
  if (input.category) conditions.push(arrayContains(prompts.categories, [input.category]));
  if (input.search && !tsQuery) return emptyPage(input.page);
  if (tsQuery) conditions.push(sql`${prompts.searchVector} @@ (${tsQuery})`);
  const where = and(...conditions);

  const order = tsQuery
    ? [
        sql`ts_rank(${prompts.searchVector}, ${tsQuery}) desc`,
        desc(prompts.createdAt),
        desc(prompts.id),
      ]
    : [desc(prompts.createdAt), desc(prompts.id)];

  const [totals, rows] = await Promise.all([
    db.select({ total: count() }).from(prompts).where(where),
    selectPrompts(db)
      .where(where)
      .orderBy(...order)
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
  ]);
  const total = totals[0]?.total ?? 0;
  const totalPages = Math.ceil(total / input.limit);
  return {
    prompts: await toPromptViews(db, actor, rows),
    pagination: {
      currentPage: input.page,
      totalPages,
      totalPrompts: total,
      hasNextPage: input.page < totalPages,
      hasPrevPage: input.page > 1,
    },
  };
}

function emptyPage(page: number): PromptPage {
  return {
    prompts: [],
    pagination: {
      currentPage: page,
      totalPages: 0,
      totalPrompts: 0,
      hasNextPage: false,
      hasPrevPage: page > 1,
    },
  };
}

export async function listTrendingPrompts(
  { db }: ServiceDeps,
  actor: MaybeActor,
  input: { limit: number },
): Promise<PromptView[]> {
  const rows = await selectPrompts(db)
    .where(eq(prompts.status, 'approved'))
    .orderBy(desc(prompts.usageCount), desc(prompts.id))
    .limit(input.limit);
  return toPromptViews(db, actor, rows);
}

export async function getPrompt(
  { db }: ServiceDeps,
  actor: MaybeActor,
  id: string,
): Promise<PromptView> {
  if (!isPromptId(id)) throw promptNotFound();
  const [row] = await selectPrompts(db).where(eq(prompts.id, id)).limit(1);
  if (!row) throw promptNotFound();
  const isOwner = actor !== null && row.createdById === actor.userId;
  // Hidden prompts look exactly like missing ones to everyone else.
  if (row.status !== 'approved' && !isOwner && !isAdmin(actor)) throw promptNotFound();
  const [view] = await toPromptViews(db, actor, [row]);
  if (!view) throw promptNotFound();
  return view;
}

/** Counts one use ("Try This"); only public prompts can be used by anyone. */
export async function recordPromptUsage(
  { db }: ServiceDeps,
  _actor: MaybeActor,
  id: string,
): Promise<{ usageCount: number }> {
  if (!isPromptId(id)) throw promptNotFound();
  const [row] = await db
    .update(prompts)
    .set({ usageCount: sql`${prompts.usageCount} + 1` })
    .where(and(eq(prompts.id, id), eq(prompts.status, 'approved')))
    .returning({ usageCount: prompts.usageCount });
  if (!row) throw promptNotFound();
  return row;
}

export function promptNotFound(): AppError {
  return new AppError('NOT_FOUND', 'Prompt not found');
}
