/**
 * Imports (issue 29 item 4, decision 055). A member's import makes private
 * prompts (nothing skips review, and no monthly submission is used; each
 * counts against the plan's private prompts); an admin's goes to the
 * review queue or straight into the library, with an audit entry per
 * prompt. Both read the file the same way, answer a preview of every row
 * with its problems (`dryRun`), and import in one transaction: all the new
 * rows or, on any error, none. Rows already imported by this member (by
 * fingerprint) are skipped and counted.
 */
import type { LibraryImportInput } from '../../../shared/prompt-exchange-inputs.ts';
import type {
  ImportPreview,
  ImportPreviewRow,
  ImportResult,
} from '../../../shared/prompt-exchange-views.ts';
import { type Actor, isAdmin } from '../../auth/actor.ts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { recordAdminAction } from '../admin/audit-log.ts';
import { requireVerifiedAddress } from '../mail/verified-address.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { enqueuePromptEvents } from '../webhooks/webhook-events.ts';
import type { DatabaseStep } from './export-reads.ts';
import { checkCandidate, type CheckedRow } from './import-checks.ts';
import { readImportFile } from './import-file.ts';
import { type ImportPlan, type ImportTarget, planImport, privateRoom } from './import-plan.ts';
import { writeImportedPrompts } from './import-writes.ts';

const directly: DatabaseStep = (work) => work();

/** Rows named in a refusal's `fields`: enough to fix a file, not a wall of text. */
const MAX_NAMED_ROWS = 20;

function readRows(bytes: Uint8Array): { format: ImportPreview['format']; checked: CheckedRow[] } {
  const file = readImportFile(bytes);
  return { format: file.format, checked: file.candidates.map(checkCandidate) };
}

function previewOf(format: ImportPreview['format'], plan: ImportPlan): ImportPreview {
  return {
    format,
    rows: plan.rows,
    newCount: plan.fresh.length,
    skippedCount: plan.skipped,
    errorCount: plan.rows.filter((row) => row.outcome === 'invalid').length,
    privateRoom: plan.room,
  };
}

function targetOf(actor: Actor, input: Pick<LibraryImportInput, 'as'> | null): ImportTarget {
  if (!input) return { kind: 'private' };
  if (!isAdmin(actor)) throw new AppError('FORBIDDEN', 'Only admins can import into the library');
  return { kind: 'library', status: input.as };
}

/** The refusal of a file with errors: the first row's reason, and each row's in `fields`. */
function refusal(rows: ImportPreviewRow[], overRoom: number): AppError {
  const bad = rows.filter((row) => row.outcome === 'invalid');
  const fields: Record<string, string> = {};
  for (const row of bad.slice(0, MAX_NAMED_ROWS)) {
    const first = row.problems.find((problem) => problem.severity === 'error');
    fields[`rows.${row.index}${first?.field ? `.${first.field}` : ''}`] =
      first?.message ?? 'is invalid';
  }
  const first = bad[0];
  const reason = first?.problems.find((problem) => problem.severity === 'error')?.message ?? '';
  const count = bad.length === 1 ? '1 row has' : `${bad.length} rows have`;
  const message = `Nothing was imported: ${count} a problem. Row ${first?.index ?? 0}: ${reason}`;
  // Only the plan's room stands in the way: a conflict with the account, not a bad file.
  const code = overRoom === bad.length ? 'CONFLICT' : 'BAD_REQUEST';
  return new AppError(code, message, { fields });
}

/** The preview: every row with what would happen to it and its problems; nothing is written. */
export async function previewImport(
  deps: ServiceDeps,
  actor: Actor,
  bytes: Uint8Array,
  library: Pick<LibraryImportInput, 'as'> | null,
  step: DatabaseStep = directly,
): Promise<ImportPreview> {
  const target = targetOf(actor, library);
  const { format, checked } = readRows(bytes);
  const plan = await step(async () => {
    const room = target.kind === 'private' ? await privateRoom(deps.db, actor.userId, false) : null;
    return planImport(deps.db, actor.userId, target, checked, room);
  });
  return previewOf(format, plan);
}

async function lockImporter(tx: ServiceDeps['db'], userId: string): Promise<void> {
  // One import of a member at a time: the fingerprints and the room are read after this.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/** The import: all new rows in one transaction, or a refusal naming the rows and nothing written. */
export async function runImport(
  deps: ServiceDeps,
  actor: Actor,
  bytes: Uint8Array,
  library: Pick<LibraryImportInput, 'as'> | null,
  step: DatabaseStep = directly,
): Promise<ImportResult> {
  const target = targetOf(actor, library);
  const { checked } = readRows(bytes);
  const result = await step(async () => {
    if (target.kind === 'private')
      await requireVerifiedAddress(deps, deps.db, actor.userId, 'import prompts');
    return deps.db.transaction(async (tx) => {
      await lockImporter(tx, actor.userId);
      const room = target.kind === 'private' ? await privateRoom(tx, actor.userId, true) : null;
      const plan = await planImport(tx, actor.userId, target, checked, room);
      if (plan.rows.some((row) => row.outcome === 'invalid'))
        throw refusal(plan.rows, plan.overRoom);
      const written = await writeImportedPrompts(tx, actor.userId, target, plan.fresh);
      if (target.kind === 'library') {
        await recordAdminAction(
          tx,
          actor,
          written.map((prompt) => ({
            action: 'prompt.import' as const,
            target: { type: 'prompt' as const, id: prompt.id, label: prompt.title },
            after: target.status,
          })),
        );
        const ids = written.map((prompt) => prompt.id);
        await enqueuePromptEvents(
          tx,
          target.status === 'approved' ? 'prompt.approved' : 'prompt.submitted',
          ids,
        );
      }
      return { imported: written.length, skipped: plan.skipped };
    });
  });
  deps.outbox.wake();
  return result;
}
