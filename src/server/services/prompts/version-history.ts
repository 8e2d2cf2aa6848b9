/**
 * Reading a prompt's versions (decision 043): the history, one version, and
 * the diff between two. Whoever may see the prompt sees the versions that
 * were public: the live one, and earlier ones a moderator had approved.
 * The owner and admins also see the rest (pending, rejected, superseded,
 * withdrawn, and earlier content never reviewed). A version the caller may
 * not see answers 404, exactly like one that does not exist.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { diffVersionContents } from '../../../shared/prompt-version-diff.ts';
import type {
  VersionDiffView,
  VersionSummaryView,
  VersionView,
} from '../../../shared/prompt-version-views.ts';
import type { MaybeActor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { prompts, promptVersions } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { isPromptId, promptNotFound } from '../library/library.ts';
import { canSeePrompt, seesEveryStatus } from '../prompt-visibility.ts';
import type { ServiceDeps } from '../service-deps.ts';
import type { VersionRow } from './version-store.ts';
import { authorNames, toContentView, toSummaryView, toVersionView } from './version-views.ts';

export function versionNotFound(): AppError {
  return new AppError('NOT_FOUND', 'Version not found');
}

/** Whether anyone who may see the prompt may see this version. */
function isPublicVersion(row: Pick<VersionRow, 'status' | 'reviewedAt'>): boolean {
  return row.status === 'live' || (row.status === 'previous' && row.reviewedAt !== null);
}

/** The prompt's facts for the rule; 404 when the caller may not see the prompt. */
export async function visiblePrompt(db: Database, actor: MaybeActor, id: string) {
  if (!isPromptId(id)) throw promptNotFound();
  const [prompt] = await db
    .select({ status: prompts.status, createdById: prompts.createdById })
    .from(prompts)
    .where(eq(prompts.id, id))
    .limit(1);
  if (!prompt || !canSeePrompt(actor, prompt)) throw promptNotFound();
  return { seesAll: seesEveryStatus(actor, prompt.createdById) };
}

export async function listVersions(
  { db }: ServiceDeps,
  actor: MaybeActor,
  id: string,
): Promise<VersionSummaryView[]> {
  const { seesAll } = await visiblePrompt(db, actor, id);
  const rows = await db
    .select()
    .from(promptVersions)
    .where(eq(promptVersions.promptId, id))
    .orderBy(desc(promptVersions.number));
  const shown = seesAll ? rows : rows.filter(isPublicVersion);
  const names = await authorNames(db, shown);
  return shown.map((row) => {
    const view = toSummaryView(row, names);
    if (!seesAll) delete view.reviewReason;
    return view;
  });
}

async function readVisible(
  db: Database,
  actor: MaybeActor,
  id: string,
  numbers: readonly number[],
): Promise<VersionRow[]> {
  const { seesAll } = await visiblePrompt(db, actor, id);
  const rows = await db
    .select()
    .from(promptVersions)
    .where(and(eq(promptVersions.promptId, id), inArray(promptVersions.number, [...numbers])));
  return numbers.map((number) => {
    const row = rows.find((candidate) => candidate.number === number);
    if (!row || !(seesAll || isPublicVersion(row))) throw versionNotFound();
    return row;
  });
}

export async function getVersion(
  { db }: ServiceDeps,
  actor: MaybeActor,
  id: string,
  number: number,
): Promise<VersionView> {
  const [row] = await readVisible(db, actor, id, [number]);
  if (!row) throw versionNotFound();
  return toVersionView(db, row);
}

export async function diffVersions(
  { db }: ServiceDeps,
  actor: MaybeActor,
  id: string,
  from: number,
  to: number,
): Promise<VersionDiffView> {
  const [before, after] = await readVisible(db, actor, id, [from, to]);
  if (!before || !after) throw versionNotFound();
  return {
    from,
    to,
    changes: diffVersionContents(toContentView(before.content), toContentView(after.content)),
  };
}
