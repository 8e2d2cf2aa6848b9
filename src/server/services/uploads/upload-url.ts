/** Where a stored file is served, and the storage key back from that address. */
import { isStorageKey } from '../../storage/storage.ts';

const PREFIX = '/uploads/';

export function uploadUrl(storageKey: string): string {
  return `${PREFIX}${storageKey}`;
}

/** The key of `/uploads/<key>`; null for anything else (other hosts, paths, bad keys). */
export function storageKeyOfUploadUrl(url: string): string | null {
  if (!url.startsWith(PREFIX)) return null;
  const key = url.slice(PREFIX.length);
  return isStorageKey(key) ? key : null;
}
