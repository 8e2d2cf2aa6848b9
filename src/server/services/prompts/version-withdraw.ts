/**
 * The owner (or an admin) takes back the version waiting for review
 * (decision 043): one conditional UPDATE, so a moderator's decision and a
 * withdrawal at the same moment cannot both happen; the loser hears 409.
 */
import { and, eq } from 'drizzle-orm';
import type { VersionSummaryView } from '../../../shared/prompt-version-views.ts';
import { type Actor, isAdmin } from '../../auth/actor.ts';
import { promptVersions } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { isPromptId, promptNotFound } from '../library/library.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { versionNotFound } from './version-history.ts';
import { lockPrompt } from './version-saving.ts';
import { findVersion } from './version-store.ts';
import { authorNames, toSummaryView } from './version-views.ts';

/** The owner (or an admin) takes back the pending version; the live one is untouched. */
export async function withdrawVersion(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
  number: number,
): Promise<VersionSummaryView> {
  if (!isPromptId(id)) throw promptNotFound();
  return deps.db.transaction(async (tx) => {
    const prompt = await lockPrompt(tx, id);
    if (!prompt || (prompt.createdById !== actor.userId && !isAdmin(actor))) throw promptNotFound();
    const [withdrawn] = await tx
      .update(promptVersions)
      .set({ status: 'withdrawn' })
      .where(
        and(
          eq(promptVersions.promptId, id),
          eq(promptVersions.number, number),
          eq(promptVersions.status, 'pending'),
        ),
      )
      .returning();
    if (withdrawn) return toSummaryView(withdrawn, await authorNames(tx, [withdrawn]));
    const existing = await findVersion(tx, id, number);
    if (!existing) throw versionNotFound();
    throw new AppError(
      'CONFLICT',
      `This version is ${existing.status} now, so it cannot be withdrawn. Reload to see the prompt's versions.`,
    );
  });
}
