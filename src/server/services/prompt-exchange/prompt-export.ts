/**
 * Exports (issue 29 item 3, decision 055): a member's own prompts or a
 * collection they may see, and for admins the whole library. Who may see
 * what is settled before the first byte, so a refusal is an ordinary
 * error answer; the file itself is then a stream (export-writers.ts).
 */
import type { Readable } from 'node:stream';
import type {
  LibraryExportInput,
  MemberExportInput,
} from '../../../shared/prompt-exchange-inputs.ts';
import type { ExportFormat } from '../../../shared/prompt-exchange-limits.ts';
import { type Actor, isAdmin } from '../../auth/actor.ts';
import { inArray } from 'drizzle-orm';
import { prompts } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { isPromptId, promptNotFound } from '../library/library.ts';
import { canSeePrompt } from '../prompt-visibility.ts';
import {
  canSeeCollection,
  collectionNotFound,
  readCollectionFacts,
} from '../collections/collection-access.ts';
import { promptsOf } from '../collections/collection-reads.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { toExchangePrompt } from './exchange-prompt.ts';
import type { ExchangePrompt } from './exchange-format.ts';
import { type DatabaseStep, type ExportScope, exportBatches } from './export-reads.ts';
import { exportStream } from './export-writers.ts';

export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Readable;
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  json: 'application/json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

async function* exchangeBatches(
  deps: ServiceDeps,
  scope: ExportScope,
  step: DatabaseStep,
): AsyncGenerator<ExchangePrompt[]> {
  for await (const batch of exportBatches(deps.db, scope, step)) {
    yield batch.rows.map((row) =>
      toExchangePrompt(deps.mail.publicUrl, row, batch.versions.get(row.id) ?? []),
    );
  }
}

function exportFile(
  deps: ServiceDeps,
  scope: ExportScope,
  format: ExportFormat,
  name: string,
  step: DatabaseStep,
): ExportFile {
  const now = new Date();
  const day = now.toISOString().slice(0, 10);
  return {
    fileName: `${name}-${day}.${format}`,
    contentType: CONTENT_TYPES[format],
    body: exportStream(format, exchangeBatches(deps, scope, step), now),
  };
}

const directly: DatabaseStep = (work) => work();

/** The caller's own prompts (every status), or the prompts of a collection they may see. */
export async function exportMemberPrompts(
  deps: ServiceDeps,
  actor: Actor,
  input: MemberExportInput,
  step: DatabaseStep = directly,
): Promise<ExportFile> {
  if (input.ids !== undefined) return exportSelection(deps, actor, input, step);
  if (!input.collection)
    return exportFile(
      deps,
      { kind: 'owner', ownerId: actor.userId },
      input.format,
      'prompts',
      step,
    );
  const collectionId = input.collection;
  const ids = await step(async () => {
    const facts = await readCollectionFacts(deps.db, collectionId, false);
    if (!canSeeCollection(actor, facts)) throw collectionNotFound();
    return (await promptsOf(deps.db, actor, facts)).map((prompt) => prompt._id);
  });
  return exportFile(deps, { kind: 'ids', ids }, input.format, 'collection', step);
}

/**
 * A selection (the ids, in their order, repeats once): each must be a
 * prompt the caller may see, else 404 before the first byte.
 */
async function exportSelection(
  deps: ServiceDeps,
  actor: Actor,
  input: MemberExportInput,
  step: DatabaseStep,
): Promise<ExportFile> {
  if (input.collection !== undefined) {
    throw new AppError('BAD_REQUEST', 'Invalid request: ids cannot be combined with collection', {
      fields: { ids: 'not with collection' },
    });
  }
  const ids = [...new Set((input.ids ?? '').split(',').map((id) => id.trim()))];
  if (!ids.every(isPromptId)) throw promptNotFound();
  await step(async () => {
    const found = await deps.db
      .select({ status: prompts.status, createdById: prompts.createdById })
      .from(prompts)
      .where(inArray(prompts.id, ids));
    if (found.length !== ids.length || !found.every((row) => canSeePrompt(actor, row)))
      throw promptNotFound();
  });
  return exportFile(deps, { kind: 'ids', ids }, input.format, 'selection', step);
}

/** Every prompt of the hub, or those of one status: admins only. */
export function exportLibrary(
  deps: ServiceDeps,
  actor: Actor,
  input: LibraryExportInput,
  step: DatabaseStep = directly,
): ExportFile {
  if (!isAdmin(actor)) throw new AppError('FORBIDDEN', 'Only admins can export the whole library');
  return exportFile(
    deps,
    { kind: 'library', status: input.status },
    input.format,
    input.status ? `library-${input.status}` : 'library',
    step,
  );
}
