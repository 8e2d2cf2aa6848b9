/**
 * Which uploaded files a prompt carries. A submission names its files by
 * the fileUrl that POST /upload/single returned; a file can be attached
 * only by the member who uploaded it, and only while no prompt has it. All
 * of this runs inside the caller's transaction, so a prompt is never saved
 * without the files it names.
 */
import { and, eq, inArray, isNull, notInArray, or } from 'drizzle-orm';
import type { PromptSubmission } from '../../../shared/prompt-submission-input.ts';
import type { VersionAttachment } from '../../../shared/prompt-version-fields.ts';
import type { Database } from '../../db/client.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { attachments } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { storageKeyOfUploadUrl, uploadUrl } from '../uploads/upload-url.ts';

type AttachmentReferences = PromptSubmission['attachments'];

function badAttachment(index: number, reason: string): AppError {
  return new AppError('BAD_REQUEST', `Attachment ${index + 1} ${reason}`, {
    fields: { [`attachments.${index}`]: reason },
  });
}

/** The storage keys the references name, in order; each one once. */
function storageKeysOf(references: AttachmentReferences): string[] {
  const keys = references.map((reference, index) => {
    const key = storageKeyOfUploadUrl(reference.fileUrl);
    if (!key) throw badAttachment(index, 'is not a file uploaded here');
    return key;
  });
  const repeated = keys.findIndex((key, index) => keys.indexOf(key) !== index);
  if (repeated >= 0) throw badAttachment(repeated, 'is listed twice');
  return keys;
}

/**
 * Makes the prompt's files exactly the referenced ones, in that order:
 * files it already has stay, the uploader's unattached files join, and
 * files no longer named leave. Returns the storage keys of the files that
 * left, for the caller to delete once the transaction has committed.
 */
export async function setPromptAttachments(
  tx: Database,
  { promptId, uploaderId }: { promptId: string; uploaderId: string },
  references: AttachmentReferences,
): Promise<string[]> {
  const keys = storageKeysOf(references);
  const removed = await tx
    .delete(attachments)
    .where(
      and(
        eq(attachments.promptId, promptId),
        keys.length > 0 ? notInArray(attachments.storageKey, keys) : undefined,
      ),
    )
    .returning({ storageKey: attachments.storageKey });
  for (const [position, storageKey] of keys.entries()) {
    const [claimed] = await tx
      .update(attachments)
      .set({ promptId, position })
      .where(
        and(
          eq(attachments.storageKey, storageKey),
          // Already this prompt's, or the uploader's own file that no prompt has yet.
          or(
            eq(attachments.promptId, promptId),
            and(isNull(attachments.promptId), eq(attachments.ownerId, uploaderId)),
          ),
        ),
      )
      .returning({ id: attachments.id });
    if (!claimed) throw badAttachment(position, 'is no longer available: please upload it again');
  }
  return removed.map((row) => row.storageKey);
}

/** The references that name these recorded files, for setPromptAttachments. */
export function referencesOf(files: readonly VersionAttachment[]): AttachmentReferences {
  return files.map((file) => ({ fileUrl: uploadUrl(file.storageKey) }));
}

/**
 * The files the references name, as a version records them, checked as
 * setPromptAttachments would check them but claimed by nothing: a pending
 * version (decision 043) names its new uploads, and they join the prompt
 * only when a moderator approves it.
 */
export async function describeAttachments(
  tx: Database,
  { promptId, uploaderId }: { promptId: string; uploaderId: string },
  references: AttachmentReferences,
): Promise<VersionAttachment[]> {
  const keys = storageKeysOf(references);
  if (keys.length === 0) return [];
  const rows = await tx
    .select({
      storageKey: attachments.storageKey,
      fileName: attachments.fileName,
      fileType: attachments.fileType,
      fileSize: attachments.fileSize,
    })
    .from(attachments)
    .where(
      and(
        inArray(attachments.storageKey, keys),
        or(
          eq(attachments.promptId, promptId),
          and(isNull(attachments.promptId), eq(attachments.ownerId, uploaderId)),
        ),
      ),
    );
  const byKey = new Map(rows.map((row) => [row.storageKey, row]));
  return keys.map((key, position) => {
    const file = byKey.get(key);
    if (!file) throw badAttachment(position, 'is no longer available: please upload it again');
    return file;
  });
}

/** Deletes the files of detached attachments once their rows are gone (after commit). */
export async function deleteDetachedFiles(deps: ServiceDeps, keys: string[]): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => deps.storage.delete(key)));
  for (const result of results) {
    if (result.status === 'rejected') {
      // The rows are gone; a leftover file is only wasted space.
      deps.log.warn({ err: result.reason }, 'could not delete a detached file');
    }
  }
}
