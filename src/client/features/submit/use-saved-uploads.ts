/**
 * Keeps the submit form's uploaded files in browser storage while the
 * person is on the page (PRODUCT_SPEC section 4 "Submit form"): saved on
 * every change, removed when the list empties, and removed when the page
 * is left within the app. A reload does not unmount the page, so the files
 * survive it; the notice says how many came back, for 3 seconds.
 */
import { useEffect, useState } from 'react';
import type { AttachmentView } from '../../../shared/prompt-views.ts';
import { clearSavedUploads, readSavedUploads, writeSavedUploads } from './saved-uploads.ts';

export const RESTORED_NOTICE_MS = 3000;

/** localStorage, or null where the browser refuses it (storage disabled). */
function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Runs a storage step; a full or refused storage only loses the convenience. */
function withStorage(step: (storage: Storage) => void): void {
  const storage = browserStorage();
  if (!storage) return;
  try {
    step(storage);
  } catch {
    // Nothing to tell the person: the form works without saved uploads.
  }
}

export function restoreUploads(ownerId: string): AttachmentView[] {
  let files: AttachmentView[] = [];
  withStorage((storage) => {
    files = readSavedUploads(storage, ownerId);
  });
  return files;
}

export function restoredNotice(count: number): string {
  return `${count} file(s) restored from previous session`;
}

/** Saves `files` for `ownerId` as they change; returns the restore notice while it shows. */
export function useSavedUploads(ownerId: string, files: AttachmentView[], restoredCount: number) {
  const [showRestored, setShowRestored] = useState(restoredCount > 0);

  useEffect(() => {
    withStorage((storage) => writeSavedUploads(storage, ownerId, files));
  }, [ownerId, files]);

  // Leaving the page within the app (or signing out) is leaving without submitting.
  useEffect(() => () => withStorage(clearSavedUploads), []);

  useEffect(() => {
    if (!showRestored) return;
    const timer = window.setTimeout(() => setShowRestored(false), RESTORED_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [showRestored]);

  return showRestored ? restoredNotice(restoredCount) : null;
}
