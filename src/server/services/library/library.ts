/**
 * The public prompt library: browsing, trending, reading one prompt and the
 * list of public prompts the sitemap names. Who sees what is the rule in
 * prompt-visibility.ts.
 */
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { ListPromptsInput } from '../../../shared/prompt-inputs.ts';
import type { PromptPage, PromptView } from '../../../shared/prompt-views.ts';
import type { MaybeActor } from '../../auth/actor.ts';
import { prompts } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { findLibraryPage } from './library-page.ts';
import { selectPrompts, toPromptViews } from './prompt-view.ts';
import { canSeePrompt, publicPrompt } from '../prompt-visibility.ts';
import type { ServiceDeps } from '../service-deps.ts';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isPromptId(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/**
 * One page of the library. `within`: only these prompts (a collection's,
 * read by the collections domain, which owns who may see one).
 */
export async function listLibraryPrompts(
  deps: ServiceDeps,
  actor: MaybeActor,
  input: ListPromptsInput,
  within?: readonly string[],
): Promise<PromptPage> {
  const { listing, rows } = await findLibraryPage(deps, input, within);
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
    .where(publicPrompt())
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
  if (!canSeePrompt(actor, row)) throw promptNotFound();
  const [view] = await toPromptViews(db, actor, [row]);
  if (!view) throw promptNotFound();
  return view;
}

export interface PublicPromptDate {
  id: string;
  updatedAt: Date;
}

/**
 * Public prompts after `afterId` in id order, with when each last changed:
 * keyset paging, each page one index range, so a caller can walk a library
 * of any size without holding it.
 */
export function listPublicPromptDates(
  { db }: ServiceDeps,
  afterId: string | null,
  limit: number,
): Promise<PublicPromptDate[]> {
  const after = afterId === null ? undefined : gt(prompts.id, afterId);
  return db
    .select({ id: prompts.id, updatedAt: prompts.updatedAt })
    .from(prompts)
    .where(and(publicPrompt(), after))
    .orderBy(asc(prompts.id))
    .limit(limit);
}

export function promptNotFound(): AppError {
  return new AppError('NOT_FOUND', 'Prompt not found');
}
