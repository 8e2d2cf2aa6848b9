/**
 * Where a member's export downloads from (REST, decision 055): a plain link
 * the browser follows with its session cookie, so the file streams to disk
 * without passing through the page's memory.
 */
import type { ExportFormat } from '../../shared/prompt-exchange-limits.ts';

export function promptExportUrl(format: ExportFormat, collectionId?: string): string {
  const query = new URLSearchParams({ format });
  if (collectionId) query.set('collection', collectionId);
  return `/api/users/me/prompts/export?${query.toString()}`;
}

/** The export of a selection of prompts (ids in their order). */
export function selectionExportUrl(format: ExportFormat, promptIds: readonly string[]): string {
  const query = new URLSearchParams({ format, ids: promptIds.join(',') });
  return `/api/users/me/prompts/export?${query.toString()}`;
}
