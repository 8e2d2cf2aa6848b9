/**
 * The public prompt library: browsing, trending and reading one prompt.
 * Only approved prompts are public; an owner or an admin may also read a
 * prompt in any other status.
 */
import { desc, eq } from 'drizzle-orm';
import type { ListPromptsInput } from '../../../shared/prompt-inputs.ts';
import type { PromptPage, PromptView } from '../../../shared/prompt-views.ts';
import { isAdmin, type MaybeActor } from '../../auth/actor.ts';
import { prompts } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { findLibraryPage } from './library-page.ts';
import { selectPrompts, toPromptViews } from './prompt-view.ts';
import type { ServiceDeps } from '../service-deps.ts';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isPromptId(value: string): boolean {
  return UUID_PATTERN.test(value);
}

export async function listLibraryPrompts(
  deps: ServiceDeps,
  actor: MaybeActor,
  input: ListPromptsInput,
): Promise<PromptPage> {
  const { listing, rows } = await findLibraryPage(deps, input);
  const totalPages = Math.ceil(listing.total / input.limit);
  return {
    prompts: await toPromptViews(deps.db, actor, rows),
    pagination: {
      currentPage: input.page,
      totalPages,
      totalPrompts: listing.total,
      ...(listing.totalIsLowerBound ? { totalIsLowerBound: true } : {}),
      hasNextPage: input.page < totalPages,
      hasPrevPage: input.page > 1,
    },
    ...(listing.correctedSearch ? { correctedSearch: listing.correctedSearch } : {}),
  };
}

export async function listTrendingPrompts(
  { db }: ServiceDeps,
  actor: MaybeActor,
  input: { limit: number },
): Promise<PromptView[]> {
  const rows = await selectPrompts(db)
    .where(eq(prompts.status, 'approved'))
    .orderBy(desc(prompts.usageCount), desc(prompts.createdAt), desc(prompts.id))
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

export function promptNotFound(): AppError {
  return new AppError('NOT_FOUND', 'Prompt not found');
}
