/** A person's own lists: the prompts they saved and the ones they created (any status). */
import { desc, eq } from 'drizzle-orm';
import type { PromptView } from '../../../shared/prompt-views.ts';
import type { Actor } from '../../auth/actor.ts';
import { prompts, promptSaves } from '../../db/schema.ts';
import { selectPrompts, toPromptViews } from './prompt-view.ts';
import type { ServiceDeps } from '../service-deps.ts';

export async function listMyPrompts(
  deps: ServiceDeps,
  actor: Actor,
): Promise<{ savedPrompts: PromptView[]; createdPrompts: PromptView[] }> {
  const [saved, created] = await Promise.all([
    selectPrompts(deps.db)
      .innerJoin(promptSaves, eq(promptSaves.promptId, prompts.id))
      .where(eq(promptSaves.userId, actor.userId))
      .orderBy(desc(promptSaves.createdAt)),
    selectPrompts(deps.db)
      .where(eq(prompts.createdById, actor.userId))
      .orderBy(desc(prompts.createdAt)),
  ]);
  // A saved prompt that was later hidden stays visible only to its owner.
  const visibleSaved = saved.filter(
    (row) => row.status === 'approved' || row.createdById === actor.userId,
  );
  const [savedPrompts, createdPrompts] = await Promise.all([
    toPromptViews(deps.db, actor, visibleSaved),
    toPromptViews(deps.db, actor, created),
  ]);
  return { savedPrompts, createdPrompts };
}
