/**
 * The moderator's queue of pending versions (decision 043), oldest first
 * like the queue of new prompts, each with its prompt as live now and the
 * diff from the live version to the pending one. Paged by the admin list's
 * own page and limit, so `GET /api/admin/prompts?status=pending` answers a
 * page of both queues at once.
 */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { diffVersionContents } from '../../../shared/prompt-version-diff.ts';
import type { PendingVersionView } from '../../../shared/prompt-version-views.ts';
import type { Actor } from '../../auth/actor.ts';
import { prompts, promptVersions } from '../../db/schema.ts';
import { selectPrompts, toPromptViews } from '../library/prompt-view.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { authorNames, toContentView, toSummaryView } from '../prompts/version-views.ts';

export interface PendingVersionPage {
  items: PendingVersionView[];
  total: number;
}

export async function listPendingVersions(
  { db }: ServiceDeps,
  actor: Actor,
  { page, limit }: { page: number; limit: number },
): Promise<PendingVersionPage> {
  const live = alias(promptVersions, 'live_version');
  const isPending = eq(promptVersions.status, 'pending');
  const [rows, [counted]] = await Promise.all([
    db
      .select({ pending: promptVersions, liveContent: live.content })
      .from(promptVersions)
      .leftJoin(live, and(eq(live.promptId, promptVersions.promptId), eq(live.status, 'live')))
      .where(isPending)
      .orderBy(asc(promptVersions.createdAt), asc(promptVersions.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(promptVersions).where(isPending),
  ]);
  if (rows.length === 0) return { items: [], total: counted?.total ?? 0 };
  const promptRows = await selectPrompts(db).where(
    inArray(
      prompts.id,
      rows.map((row) => row.pending.promptId),
    ),
  );
  const views = new Map(
    (await toPromptViews(db, actor, promptRows)).map((view) => [view._id, view]),
  );
  const names = await authorNames(
    db,
    rows.map((row) => row.pending),
  );
  const items = rows.flatMap(({ pending, liveContent }) => {
    const prompt = views.get(pending.promptId);
    if (!prompt) return [];
    const after = toContentView(pending.content);
    return [
      {
        prompt,
        version: toSummaryView(pending, names),
        diff: {
          from: prompt.version,
          to: pending.number,
          changes: diffVersionContents(liveContent ? toContentView(liveContent) : after, after),
        },
      },
    ];
  });
  return { items, total: counted?.total ?? 0 };
}
