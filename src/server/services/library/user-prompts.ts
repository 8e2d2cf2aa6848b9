/** A person's own lists: the prompts they saved and the ones they created (any status). */
import { and, desc, eq } from 'drizzle-orm';
import type { MyPrompts } from '../../../shared/prompt-views.ts';
import type { Actor } from '../../auth/actor.ts';
import { prompts, promptSaves } from '../../db/schema.ts';
import { selectPrompts, toPromptViews } from './prompt-view.ts';
import { visiblePrompt } from '../prompt-visibility.ts';
import type { ServiceDeps } from '../service-deps.ts';

export async function listMyPrompts(deps: ServiceDeps, actor: Actor): Promise<MyPrompts> {
  const [saved, created] = await Promise.all([
    // A saved prompt that was later hidden stays in the list only for those who still see it.
    selectPrompts(deps.db)
      .innerJoin(promptSaves, eq(promptSaves.promptId, prompts.id))
      .where(and(eq(promptSaves.userId, actor.userId), visiblePrompt(actor)))
      .orderBy(desc(promptSaves.createdAt)),
    selectPrompts(deps.db)
      .where(eq(prompts.createdById, actor.userId))
      .orderBy(desc(prompts.createdAt)),
  ]);
  const [savedPrompts, createdPrompts] = await Promise.all([
    toPromptViews(deps.db, actor, saved),
    toPromptViews(deps.db, actor, created),
  ]);
  return { savedPrompts, createdPrompts };
}
