/**
 * Restoring an earlier version (decision 043): its content becomes the
 * next version, noted "restored from vN", saved like an edit (so an
 * owner's restore of an approved prompt waits for review). Files the
 * prompt has since dropped were deleted with them, so a restored version
 * keeps only the files the prompt still has.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { MAX_CHANGE_NOTE_LENGTH } from '../../../shared/prompt-version-fields.ts';
import type { VersionSummaryView } from '../../../shared/prompt-version-views.ts';
import { type Actor, isAdmin } from '../../auth/actor.ts';
import { attachments } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { deleteDetachedFiles } from './prompt-attachments.ts';
import { isPromptId, promptNotFound } from '../library/library.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { versionNotFound } from './version-history.ts';
import { lockPrompt, saveContent } from './version-saving.ts';
import { ensureFirstVersion, findVersion } from './version-store.ts';
import { authorNames, toSummaryView } from './version-views.ts';

export function restoreNote(number: number, note: string | undefined): string {
  const base = `restored from v${number}`;
  return (note ? `${base}: ${note}` : base).slice(0, MAX_CHANGE_NOTE_LENGTH);
}

export async function restoreVersion(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
  number: number,
  changeNote: string | undefined,
): Promise<VersionSummaryView> {
  if (!isPromptId(id)) throw promptNotFound();
  const { version, detached } = await deps.db.transaction(async (tx) => {
    const prompt = await lockPrompt(tx, id);
    if (!prompt || (prompt.createdById !== actor.userId && !isAdmin(actor))) throw promptNotFound();
    await ensureFirstVersion(tx, id);
    const source = await findVersion(tx, id, number);
    if (!source) throw versionNotFound();
    if (source.status === 'live' || source.status === 'pending') {
      throw new AppError(
        'CONFLICT',
        `Version ${number} is ${source.status === 'live' ? 'already live' : 'waiting for review'}: there is nothing to restore.`,
      );
    }
    const keys = source.content.attachments.map((file) => file.storageKey);
    const kept =
      keys.length === 0
        ? []
        : await tx
            .select({ key: attachments.storageKey })
            .from(attachments)
            .where(and(eq(attachments.promptId, id), inArray(attachments.storageKey, keys)));
    const still = new Set(kept.map((row) => row.key));
    const content = {
      ...source.content,
      attachments: source.content.attachments.filter((file) => still.has(file.storageKey)),
    };
    const saved = await saveContent(tx, actor, prompt, content, {
      note: restoreNote(number, changeNote),
      kind: 'restore',
    });
    return {
      version: toSummaryView(saved.version, await authorNames(tx, [saved.version])),
      detached: saved.detached,
    };
  });
  deps.outbox.wake();
  await deleteDetachedFiles(deps, detached);
  return version;
}
