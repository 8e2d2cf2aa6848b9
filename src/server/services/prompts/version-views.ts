/** Version rows as both doors return them (shared/prompt-version-views.ts). */
import { inArray } from 'drizzle-orm';
import type { PromptVersionContent } from '../../../shared/prompt-version-fields.ts';
import type {
  VersionContentView,
  VersionSummaryView,
  VersionView,
} from '../../../shared/prompt-version-views.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { uploadUrl } from '../uploads/upload-url.ts';
import type { VersionRow } from './version-store.ts';

export function toContentView(content: PromptVersionContent): VersionContentView {
  return {
    title: content.title,
    description: content.description,
    systemprompt: content.systemPrompt,
    tools: content.tools,
    categories: content.categories,
    model: content.model,
    // Snapshots from before migration 0031 were given {} there; this covers a restored backup.
    settings: content.settings ?? {},
    variables: content.variables,
    isImagePrompt: content.isImagePrompt,
    isChained: content.isChained,
    chainedPrompts: content.chainedPrompts,
    executionType: content.executionType,
    attachments: content.attachments.map((file) => ({
      fileName: file.fileName,
      fileUrl: uploadUrl(file.storageKey),
      fileType: file.fileType,
      fileSize: file.fileSize,
    })),
  };
}

/** The authors' public names, for a page of versions in one query. */
export async function authorNames(
  db: Database,
  rows: readonly VersionRow[],
): Promise<Map<string, string>> {
  const ids = [...new Set(rows.flatMap((row) => (row.authorId ? [row.authorId] : [])))];
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(found.map((user) => [user.id, user.name]));
}

export function toSummaryView(
  row: VersionRow,
  names: ReadonlyMap<string, string>,
): VersionSummaryView {
  const kind = row.kind === 'initial' || row.kind === 'restore' ? row.kind : 'edit';
  return {
    number: row.number,
    status: row.status,
    kind,
    changeNote: row.changeNote,
    author: row.authorId ? { _id: row.authorId, name: names.get(row.authorId) ?? '' } : null,
    createdAt: row.createdAt,
    ...(row.reviewReason ? { reviewReason: row.reviewReason } : {}),
    ...(row.reviewedAt && row.status !== 'live' && row.status !== 'previous'
      ? { reviewedAt: row.reviewedAt }
      : {}),
  };
}

export async function toVersionView(db: Database, row: VersionRow): Promise<VersionView> {
  const names = await authorNames(db, [row]);
  return { ...toSummaryView(row, names), content: toContentView(row.content) };
}
