/**
 * The submit form's uploaded files, kept in browser storage so a reload
 * does not lose them (PRODUCT_SPEC section 4 "Submit form"). The saved
 * value names its owner: files uploaded by one account are never offered to
 * another one signed in on the same browser (the server would refuse them).
 * Anything that does not read back as a valid list is removed.
 */
import { MAX_ATTACHMENTS_PER_PROMPT } from '../../../shared/prompt-limits.ts';
import type { AttachmentView } from '../../../shared/prompt-views.ts';

export const SAVED_UPLOADS_KEY = 'submitPromptUploads';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface SavedUploads {
  ownerId: string;
  files: AttachmentView[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isAttachment(value: unknown): value is AttachmentView {
  return (
    isRecord(value) &&
    typeof value.fileName === 'string' &&
    typeof value.fileUrl === 'string' &&
    // Only files this server stored: never a link to elsewhere.
    value.fileUrl.startsWith('/uploads/') &&
    typeof value.fileType === 'string' &&
    typeof value.fileSize === 'number' &&
    Number.isFinite(value.fileSize) &&
    value.fileSize >= 0
  );
}

function parse(raw: string): SavedUploads | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value) || typeof value.ownerId !== 'string' || !Array.isArray(value.files)) {
    return null;
  }
  const files: unknown[] = value.files;
  if (files.length > MAX_ATTACHMENTS_PER_PROMPT || !files.every(isAttachment)) return null;
  return { ownerId: value.ownerId, files };
}

/** This owner's saved files; an invalid or someone else's value is removed. */
export function readSavedUploads(store: KeyValueStore, ownerId: string): AttachmentView[] {
  const raw = store.getItem(SAVED_UPLOADS_KEY);
  if (raw === null) return [];
  const saved = parse(raw);
  if (!saved || saved.ownerId !== ownerId || saved.files.length === 0) {
    store.removeItem(SAVED_UPLOADS_KEY);
    return [];
  }
  return saved.files;
}

/** Saves the list, or removes the saved value when the list is empty. */
export function writeSavedUploads(
  store: KeyValueStore,
  ownerId: string,
  files: AttachmentView[],
): void {
  if (files.length === 0) {
    store.removeItem(SAVED_UPLOADS_KEY);
    return;
  }
  const saved: SavedUploads = { ownerId, files };
  store.setItem(SAVED_UPLOADS_KEY, JSON.stringify(saved));
}

export function clearSavedUploads(store: KeyValueStore): void {
  store.removeItem(SAVED_UPLOADS_KEY);
}
