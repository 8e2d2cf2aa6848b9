/**
 * What an import would do with each checked row, read against the
 * database: a row whose fingerprint this member already imported (or an
 * earlier row of the same file carries) is skipped; a different prompt of
 * the same title is a warning; past the plan's room for private prompts a
 * row is an error. The preview shows this plan, and the import makes it
 * again under the member's lock before writing.
 */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { ImportPreviewRow, ImportProblem } from '../../../shared/prompt-exchange-views.ts';
import type { Database } from '../../db/client.ts';
import { promptImports, prompts, users } from '../../db/schema.ts';
import { selectEffectivePlan } from '../effective-plan.ts';
import { error, warning } from './import-candidate.ts';
import type { CheckedRow } from './import-checks.ts';

/** Private prompts of a member (their plan counts them), or prompts for the library. */
export type ImportTarget =
  { kind: 'private' } | { kind: 'library'; status: 'pending' | 'approved' };

export interface ImportPlan {
  rows: ImportPreviewRow[];
  /** The rows to write, in file order. */
  fresh: CheckedRow[];
  skipped: number;
  /** Private prompts the plan still has room for; null without a limit (or for the library). */
  room: number | null;
  /** Rows past the room: when they are the only errors, the refusal is a conflict (409). */
  overRoom: number;
}

async function knownFingerprints(db: Database, userId: string, rows: CheckedRow[]) {
  const prints = rows.flatMap((row) => (row.fingerprint ? [row.fingerprint] : []));
  if (prints.length === 0) return new Set<string>();
  const known = await db
    .select({ fingerprint: promptImports.fingerprint })
    .from(promptImports)
    .where(and(eq(promptImports.userId, userId), inArray(promptImports.fingerprint, prints)));
  return new Set(known.map((row) => row.fingerprint));
}

/** Titles (lower case) already used: the member's own prompts, or the library's for an admin. */
async function takenTitles(db: Database, userId: string, target: ImportTarget, rows: CheckedRow[]) {
  const titles = [...new Set(rows.map((row) => row.title.toLowerCase()))];
  if (titles.length === 0) return new Set<string>();
  const lower = sql<string>`lower(${prompts.title})`;
  const whose =
    target.kind === 'private'
      ? eq(prompts.createdById, userId)
      : inArray(prompts.status, ['approved', 'pending']);
  const found = await db
    .selectDistinct({ title: lower })
    .from(prompts)
    .where(and(whose, inArray(lower, titles)));
  return new Set(found.map((row) => row.title));
}

/** Room left for private prompts; locks the member's row when `lock` says so. */
export async function privateRoom(
  db: Database,
  userId: string,
  lock: boolean,
): Promise<number | null> {
  const query = selectEffectivePlan(db, userId, new Date());
  const [plan] = lock ? await query.for('no key update', { of: users }) : await query;
  if (!plan || plan.maxPrivatePrompts === null) return null;
  const [kept] = await db
    .select({ total: count() })
    .from(prompts)
    .where(and(eq(prompts.createdById, userId), eq(prompts.status, 'private')));
  return Math.max(0, plan.maxPrivatePrompts - (kept?.total ?? 0));
}

function roomProblem(room: number): ImportProblem {
  return error(
    `Your plan has room for ${room} more private prompt${room === 1 ? '' : 's'}; this one is past it. ` +
      'Import fewer, delete or submit some private prompts, or upgrade your plan in Settings.',
  );
}

export async function planImport(
  db: Database,
  userId: string,
  target: ImportTarget,
  checked: CheckedRow[],
  room: number | null,
): Promise<ImportPlan> {
  const known = await knownFingerprints(db, userId, checked);
  const taken = await takenTitles(db, userId, target, checked);
  const seen = new Map<string, number>();
  const titlesInFile = new Set<string>();
  const plan: ImportPlan = { rows: [], fresh: [], skipped: 0, room, overRoom: 0 };
  for (const row of checked) {
    const problems = [...row.problems];
    const print = row.fingerprint;
    let outcome: ImportPreviewRow['outcome'] = 'invalid';
    if (print && (known.has(print) || seen.has(print))) {
      outcome = 'skipped';
      plan.skipped += 1;
      const earlier = seen.get(print);
      problems.push(
        warning(
          earlier
            ? `The same prompt as row ${earlier}: it is skipped.`
            : 'You already imported this prompt: it is skipped.',
        ),
      );
    } else if (print) {
      seen.set(print, row.index);
      const title = row.title.toLowerCase();
      if (taken.has(title) || titlesInFile.has(title))
        problems.push(
          warning(
            `A different prompt is already titled "${row.title}"; this one is added beside it.`,
            'title',
          ),
        );
      titlesInFile.add(title);
      if (room !== null && plan.fresh.length >= room) {
        problems.push(roomProblem(room));
        plan.overRoom += 1;
      } else {
        outcome = 'new';
        plan.fresh.push(row);
      }
    }
    plan.rows.push({ index: row.index, title: row.title, outcome, problems });
  }
  return plan;
}
