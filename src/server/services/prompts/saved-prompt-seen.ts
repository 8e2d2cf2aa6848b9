/**
 * "New version since you last looked" (issue 28 item 3): a member's save
 * remembers the live version they last saw (prompt_saves.seen_version, set
 * when they save). Opening the prompt's page moves it to the live version
 * now, in one UPDATE that reads the live number itself, so an approval
 * landing at the same moment is either seen or still announced, never lost.
 * A prompt the member has not saved is left alone; one they may not see is 404.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { SeenChange } from '../../../shared/prompt-views.ts';
import type { Actor } from '../../auth/actor.ts';
import { prompts, promptSaves } from '../../db/schema.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { visiblePrompt } from './version-history.ts';

export async function markSavedPromptSeen(
  { db }: ServiceDeps,
  actor: Actor,
  id: string,
): Promise<SeenChange> {
  await visiblePrompt(db, actor, id);
  const [save] = await db
    .update(promptSaves)
    .set({
      seenVersion: sql`(select ${prompts.liveVersion} from ${prompts} where ${prompts.id} = ${id})`,
    })
    .where(and(eq(promptSaves.userId, actor.userId), eq(promptSaves.promptId, id)))
    .returning({ seenVersion: promptSaves.seenVersion });
  return { saved: save !== undefined, seenVersion: save?.seenVersion ?? null };
}
