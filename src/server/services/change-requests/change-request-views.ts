/**
 * Change request rows as both doors return them (shared/change-request-views.ts):
 * the people's names and the prompt's title in one query each, and for
 * open requests the diff against the live version as it is now.
 */
import { inArray } from 'drizzle-orm';
import type { ChangeRequestView } from '../../../shared/change-request-views.ts';
import { diffVersionContents } from '../../../shared/prompt-version-diff.ts';
import type { Database } from '../../db/client.ts';
import { type changeRequests, prompts, users } from '../../db/schema.ts';
import { liveContent } from '../prompts/version-store.ts';
import { toContentView } from '../prompts/version-views.ts';

export type ChangeRequestRow = typeof changeRequests.$inferSelect;

async function namesOf(db: Database, ids: string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}

async function titlesOf(db: Database, ids: string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: prompts.id, title: prompts.title })
    .from(prompts)
    .where(inArray(prompts.id, wanted));
  return new Map(rows.map((row) => [row.id, row.title]));
}

/** The views of these rows, in their order. */
export async function toChangeRequestViews(
  db: Database,
  rows: readonly ChangeRequestRow[],
): Promise<ChangeRequestView[]> {
  const names = await namesOf(
    db,
    rows.flatMap((row) => [row.proposerId, ...(row.decidedById ? [row.decidedById] : [])]),
  );
  const titles = await titlesOf(
    db,
    rows.map((row) => row.promptId),
  );
  const live = new Map<string, ReturnType<typeof toContentView>>();
  for (const row of rows) {
    if (row.status === 'open' && !live.has(row.promptId))
      live.set(row.promptId, toContentView(await liveContent(db, row.promptId)));
  }
  return rows.map((row) => {
    const content = toContentView(row.content);
    const current = live.get(row.promptId);
    return {
      _id: row.id,
      prompt: { _id: row.promptId, title: titles.get(row.promptId) ?? '' },
      proposer: { _id: row.proposerId, name: names.get(row.proposerId) ?? '' },
      status: row.status,
      reason: row.reason,
      baseVersion: row.baseVersion,
      content,
      diff: row.status === 'open' && current ? diffVersionContents(current, content) : null,
      decisionNote: row.decisionNote,
      decidedBy: row.decidedById
        ? { _id: row.decidedById, name: names.get(row.decidedById) ?? '' }
        : null,
      decidedAt: row.decidedAt,
      resultingVersion: row.resultingVersion,
      createdAt: row.createdAt,
    };
  });
}

export async function toChangeRequestView(
  db: Database,
  row: ChangeRequestRow,
): Promise<ChangeRequestView> {
  const [view] = await toChangeRequestViews(db, [row]);
  if (!view) throw new Error('no view');
  return view;
}
