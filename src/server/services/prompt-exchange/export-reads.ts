/**
 * Reads the prompts an export holds, a batch at a time, so an export of
 * the whole library never has more than one batch in memory (decision
 * 055): keyset pages by id for a member's own prompts and for the library,
 * and the collection's visible prompts, in its order, for a collection.
 * Each batch comes with its versions (the live one and those it replaced).
 */
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { PromptStatus } from '../../../shared/prompt-fields.ts';
import type { PromptVersionContent } from '../../../shared/prompt-version-fields.ts';
import type { Database } from '../../db/client.ts';
import { prompts, promptVersions } from '../../db/schema.ts';
import { type PromptRow, selectPrompts } from '../library/prompt-view.ts';

/** Prompts read per statement: a few megabytes at most, whatever the library's size. */
export const EXPORT_BATCH_SIZE = 500;

export type ExportScope =
  | { kind: 'owner'; ownerId: string }
  | { kind: 'library'; status?: PromptStatus }
  /** The collection's prompts the caller may see, already in order (at most 500). */
  | { kind: 'ids'; ids: string[] };

export interface ExportVersionRow {
  promptId: string;
  number: number;
  changeNote: string;
  createdAt: Date;
  content: PromptVersionContent;
}

export interface ExportBatch {
  rows: PromptRow[];
  versions: Map<string, ExportVersionRow[]>;
}

/** Runs one database step; the REST door gives each its own admission slot. */
export type DatabaseStep = <T>(work: () => Promise<T>) => Promise<T>;

function scopeCondition(scope: Exclude<ExportScope, { kind: 'ids' }>) {
  if (scope.kind === 'owner') return eq(prompts.createdById, scope.ownerId);
  return scope.status ? eq(prompts.status, scope.status) : undefined;
}

async function versionsOf(db: Database, ids: string[]): Promise<Map<string, ExportVersionRow[]>> {
  const byPrompt = new Map<string, ExportVersionRow[]>();
  if (ids.length === 0) return byPrompt;
  const rows = await db
    .select({
      promptId: promptVersions.promptId,
      number: promptVersions.number,
      changeNote: promptVersions.changeNote,
      createdAt: promptVersions.createdAt,
      content: promptVersions.content,
    })
    .from(promptVersions)
    .where(
      and(
        inArray(promptVersions.promptId, ids),
        inArray(promptVersions.status, ['live', 'previous']),
      ),
    )
    .orderBy(asc(promptVersions.promptId), asc(promptVersions.number));
  for (const row of rows) {
    const list = byPrompt.get(row.promptId) ?? [];
    list.push(row);
    byPrompt.set(row.promptId, list);
  }
  return byPrompt;
}

async function batchAfter(
  db: Database,
  scope: Exclude<ExportScope, { kind: 'ids' }>,
  afterId: string | null,
): Promise<PromptRow[]> {
  const after = afterId === null ? undefined : gt(prompts.id, afterId);
  return selectPrompts(db)
    .where(and(scopeCondition(scope), after))
    .orderBy(asc(prompts.id))
    .limit(EXPORT_BATCH_SIZE);
}

async function batchOfIds(db: Database, ids: string[]): Promise<PromptRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectPrompts(db).where(inArray(prompts.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The scope's prompts, batch by batch, each batch read in one database step. */
export async function* exportBatches(
  db: Database,
  scope: ExportScope,
  step: DatabaseStep,
): AsyncGenerator<ExportBatch> {
  const read = async (rows: PromptRow[]): Promise<ExportBatch> => ({
    rows,
    versions: await versionsOf(
      db,
      rows.map((row) => row.id),
    ),
  });
  if (scope.kind === 'ids') {
    for (let start = 0; start < scope.ids.length; start += EXPORT_BATCH_SIZE) {
      const ids = scope.ids.slice(start, start + EXPORT_BATCH_SIZE);
      yield await step(async () => read(await batchOfIds(db, ids)));
    }
    return;
  }
  let afterId: string | null = null;
  for (;;) {
    const batch = await step(async () => read(await batchAfter(db, scope, afterId)));
    if (batch.rows.length === 0) return;
    yield batch;
    afterId = batch.rows[batch.rows.length - 1]?.id ?? null;
    if (batch.rows.length < EXPORT_BATCH_SIZE) return;
  }
}
