/**
 * Who may download a stored file. A file is an attachment of a prompt, an
 * upload no prompt has claimed yet, or something else the site shows to
 * everyone (avatars, generated images, the samples' files).
 *   - an approved prompt's attachment, and anything not an attachment: public
 *   - an attachment of a prompt not (or no longer) approved: its author and
 *     admins, until a moderator approves it
 *   - an unclaimed upload: its uploader only
 * Anyone else is told there is no such file, as for a key that never was.
 */
import { eq } from 'drizzle-orm';
import type { MaybeActor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { attachments, prompts } from '../../db/schema.ts';
import { isPublicStatus, seesEveryStatus } from '../prompt-visibility.ts';

/** public: anyone, cacheable; private: this caller only, never stored; hidden: 404. */
export type FileVisibility = 'public' | 'private' | 'hidden';

export interface FileGate {
  /** Public whoever asks: the caller need not be known. */
  isPublic: boolean;
  /** Decides for a caller (called only when isPublic is false). */
  visibilityFor: (actor: MaybeActor) => FileVisibility;
}

const PUBLIC_FILE: FileGate = { isPublic: true, visibilityFor: () => 'public' };

/**
 * The rule for one storage key, read in one query; the caller is resolved
 * only when the file is not public, so public images cost no session lookup.
 */
export async function fileGate(db: Database, storageKey: string): Promise<FileGate> {
  const [row] = await db
    .select({
      uploaderId: attachments.ownerId,
      promptId: attachments.promptId,
      promptStatus: prompts.status,
      authorId: prompts.createdById,
    })
    .from(attachments)
    .leftJoin(prompts, eq(prompts.id, attachments.promptId))
    .where(eq(attachments.storageKey, storageKey))
    .limit(1);
  if (!row || isPublicStatus(row.promptStatus)) return PUBLIC_FILE;
  if (row.promptId === null) {
    return {
      isPublic: false,
      visibilityFor: (actor) =>
        actor !== null && actor.userId === row.uploaderId ? 'private' : 'hidden',
    };
  }
  return {
    isPublic: false,
    visibilityFor: (actor) => (seesEveryStatus(actor, row.authorId) ? 'private' : 'hidden'),
  };
}
