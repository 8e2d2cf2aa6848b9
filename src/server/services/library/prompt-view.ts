/**
 * Turns prompt rows into the PromptView both doors return: selects only the
 * columns a caller may see, joins the creator's public name, gathers each
 * prompt's attachments in the same statement, and loads the caller's like
 * and save flags for a whole page in one query each.
 */
import { visibilityOf } from '../../../shared/prompt-fields.ts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { AttachmentView, PromptView } from '../../../shared/prompt-views.ts';
import type { MaybeActor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import {
  attachments,
  promptLikes,
  prompts,
  promptSaves,
  promptVersions,
  users,
} from '../../db/schema.ts';
import { seesEveryStatus } from '../prompt-visibility.ts';
import { forkCountOfPrompt, forkOriginOfPrompt, toForkOrigin } from './fork-origin.ts';
import { uploadUrl } from '../uploads/upload-url.ts';

interface AttachmentRow {
  storageKey: string;
  fileName: string;
  fileType: string;
  fileSize: number;
}

/**
 * A prompt's files in their order, as one json array: a correlated subquery
 * saves every list a second round trip to the database. postgres.js and
 * PGlite both hand json back parsed.
 */
const attachmentsOfPrompt = sql<AttachmentRow[]>`coalesce((
  select json_agg(json_build_object(
           'storageKey', ${attachments.storageKey},
           'fileName', ${attachments.fileName},
           'fileType', ${attachments.fileType},
           'fileSize', ${attachments.fileSize})
         order by ${attachments.position}, ${attachments.createdAt})
  from ${attachments}
  where ${attachments.promptId} = ${prompts.id}), '[]'::json)`;

export const promptColumns = {
  id: prompts.id,
  title: prompts.title,
  description: prompts.description,
  systemPrompt: prompts.systemPrompt,
  tools: prompts.tools,
  categories: prompts.categories,
  category: prompts.category,
  model: prompts.model,
  settings: prompts.settings,
  variables: prompts.variables,
  isImagePrompt: prompts.isImagePrompt,
  isChained: prompts.isChained,
  chainedPrompts: prompts.chainedPrompts,
  executionType: prompts.executionType,
  status: prompts.status,
  statusReason: prompts.statusReason,
  statusChangedAt: prompts.statusChangedAt,
  usageCount: prompts.usageCount,
  upvotes: prompts.upvotes,
  liveVersion: prompts.liveVersion,
  createdById: prompts.createdById,
  creatorName: users.name,
  createdAt: prompts.createdAt,
  updatedAt: prompts.updatedAt,
  attachments: attachmentsOfPrompt,
  forkOrigin: forkOriginOfPrompt,
  forkCount: forkCountOfPrompt,
};

/** A select of promptColumns joined to the creator; callers add where/order. */
export function selectPrompts(db: Database) {
  return db.select(promptColumns).from(prompts).leftJoin(users, eq(users.id, prompts.createdById));
}

export type PromptRow = Awaited<ReturnType<ReturnType<typeof selectPrompts>['execute']>>[number];

/**
 * The member's likes and saves among these prompts, in one statement (one
 * round trip), with the live version each save last saw.
 */
async function loadReactions(db: Database, userId: string, promptIds: string[]) {
  const rows = await unionAll(
    db
      .select({
        promptId: promptLikes.promptId,
        kind: sql<'like' | 'save'>`'like'`.as('kind'),
        seenVersion: sql<number | null>`null::integer`.as('seen_version'),
      })
      .from(promptLikes)
      .where(and(eq(promptLikes.userId, userId), inArray(promptLikes.promptId, promptIds))),
    db
      .select({
        promptId: promptSaves.promptId,
        kind: sql<'like' | 'save'>`'save'`.as('kind'),
        seenVersion: sql<number | null>`${promptSaves.seenVersion}`.as('seen_version'),
      })
      .from(promptSaves)
      .where(and(eq(promptSaves.userId, userId), inArray(promptSaves.promptId, promptIds))),
  );
  const liked = new Set(rows.filter((row) => row.kind === 'like').map((row) => row.promptId));
  const saved = new Map(
    rows.filter((row) => row.kind === 'save').map((row) => [row.promptId, row.seenVersion]),
  );
  return { liked, saved };
}

function toAttachmentView(row: AttachmentRow): AttachmentView {
  return {
    fileName: row.fileName,
    fileUrl: uploadUrl(row.storageKey),
    fileType: row.fileType,
    fileSize: row.fileSize,
  };
}

function toView(row: PromptRow, actor: MaybeActor): PromptView {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    systemprompt: row.systemPrompt,
    tools: row.tools,
    categories: row.categories,
    category: row.category,
    model: row.model,
    settings: row.settings,
    variables: row.variables,
    isImagePrompt: row.isImagePrompt,
    isChained: row.isChained,
    chainedPrompts: row.chainedPrompts,
    executionType: row.executionType,
    attachments: row.attachments.map(toAttachmentView),
    status: row.status,
    visibility: visibilityOf(row.status),
    usageCount: row.usageCount,
    upvotes: row.upvotes,
    createdBy: row.createdById ? { _id: row.createdById, name: row.creatorName ?? '' } : null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    version: row.liveVersion,
    forkedFrom: toForkOrigin(actor, row.forkOrigin),
    forkCount: row.forkCount,
  };
}

/**
 * The pending version of each prompt the caller may know it of (owner or
 * admin), in one query; anonymous callers and other members cost nothing.
 */
async function loadPendingVersions(
  db: Database,
  actor: MaybeActor,
  rows: PromptRow[],
): Promise<Map<string, number | null> | null> {
  const ids = rows.filter((row) => seesEveryStatus(actor, row.createdById)).map((row) => row.id);
  if (ids.length === 0) return null;
  const pending = await db
    .select({ promptId: promptVersions.promptId, number: promptVersions.number })
    .from(promptVersions)
    .where(and(inArray(promptVersions.promptId, ids), eq(promptVersions.status, 'pending')));
  const numbers = new Map<string, number | null>(ids.map((id) => [id, null]));
  for (const row of pending) numbers.set(row.promptId, row.number);
  return numbers;
}

export async function toPromptViews(
  db: Database,
  actor: MaybeActor,
  rows: PromptRow[],
): Promise<PromptView[]> {
  const ids = rows.map((row) => row.id);
  const reactions = actor && ids.length > 0 ? await loadReactions(db, actor.userId, ids) : null;
  const pending = await loadPendingVersions(db, actor, rows);
  return rows.map((row) => {
    const view = toView(row, actor);
    if (pending?.has(row.id)) view.pendingVersion = pending.get(row.id) ?? null;
    if (reactions) {
      view.liked = reactions.liked.has(row.id);
      view.saved = reactions.saved.has(row.id);
      const seen = reactions.saved.get(row.id);
      if (seen !== undefined && seen !== null) view.seenVersion = seen;
    }
    if (row.statusReason && seesEveryStatus(actor, row.createdById)) {
      view.statusReason = row.statusReason;
      if (row.statusChangedAt) view.statusChangedAt = row.statusChangedAt;
    }
    return view;
  });
}
