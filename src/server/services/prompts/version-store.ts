/**
 * The rows of prompt versions (decision 043), written inside the caller's
 * transaction with the prompt's row already locked. Numbers come from the
 * prompt's lastVersion counter, raised in the one UPDATE that returns it,
 * so parallel writers never share a number even without the lock; the
 * partial unique indexes keep one live and one pending version per prompt.
 * Change requests (issue 28) reuse createVersion and saveContent.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type {
  PromptVersionContent,
  PromptVersionKind,
  PromptVersionStatus,
} from '../../../shared/prompt-version-fields.ts';
import type { Database } from '../../db/client.ts';
import { prompts, promptVersions } from '../../db/schema.ts';
import { referencesOf, setPromptAttachments } from '../prompts/prompt-attachments.ts';

export interface VersionRow {
  id: string;
  promptId: string;
  number: number;
  status: PromptVersionStatus;
  kind: string;
  authorId: string | null;
  changeNote: string;
  content: PromptVersionContent;
  reviewReason: string | null;
  reviewedById: string | null;
  reviewedAt: Date | null;
  createdAt: Date;
}

export interface VersionOptions {
  authorId: string | null;
  note: string;
  kind: PromptVersionKind;
  /** live: the prompt row already holds `content`; pending: it waits for review. */
  status: 'live' | 'pending';
  /** Who reviewed a live version: an admin's own edit is reviewed as it is made. */
  reviewedById?: string | null;
}

/** The prompt row's content as a version records it (SQL prompt_live_content, migration 0021). */
export async function liveContent(tx: Database, promptId: string): Promise<PromptVersionContent> {
  const [row] = await tx
    .select({ content: sql<PromptVersionContent>`prompt_live_content(${prompts.id})` })
    .from(prompts)
    .where(eq(prompts.id, promptId));
  if (!row) throw new Error(`no prompt ${promptId}`);
  return row.content;
}

/**
 * Records the live content as version 1 when the prompt has no version yet
 * (a prompt a test inserted straight into the table); the migration did
 * this for every prompt that existed (SQL record_first_versions, 0021).
 */
export async function ensureFirstVersion(tx: Database, promptId: string): Promise<void> {
  await tx.execute(sql`select record_first_versions(${promptId})`);
}

/** The pending version, if any, becomes superseded (a newer one replaces it, or an edit in place). */
export async function supersedePending(tx: Database, promptId: string): Promise<void> {
  await tx
    .update(promptVersions)
    .set({ status: 'superseded' })
    .where(and(eq(promptVersions.promptId, promptId), eq(promptVersions.status, 'pending')));
}

/** The live version, if any, becomes previous; the caller makes another live. */
async function retireLive(tx: Database, promptId: string): Promise<void> {
  await tx
    .update(promptVersions)
    .set({ status: 'previous' })
    .where(and(eq(promptVersions.promptId, promptId), eq(promptVersions.status, 'live')));
}

/**
 * Makes the next numbered version of the prompt. A pending one replaces the
 * pending one there was; a live one retires the live one and becomes the
 * prompt's liveVersion (the caller has already written its content to the
 * prompt row).
 */
export async function createVersion(
  tx: Database,
  promptId: string,
  content: PromptVersionContent,
  options: VersionOptions,
): Promise<VersionRow> {
  const [counter] = await tx
    .update(prompts)
    .set({ lastVersion: sql`${prompts.lastVersion} + 1` })
    .where(eq(prompts.id, promptId))
    .returning({ number: prompts.lastVersion });
  if (!counter) throw new Error(`no prompt ${promptId}`);
  if (options.status === 'pending') await supersedePending(tx, promptId);
  else {
    await retireLive(tx, promptId);
    await tx.update(prompts).set({ liveVersion: counter.number }).where(eq(prompts.id, promptId));
  }
  const reviewed = options.status === 'live' && options.reviewedById;
  const [row] = await tx
    .insert(promptVersions)
    .values({
      promptId,
      number: counter.number,
      status: options.status,
      kind: options.kind,
      authorId: options.authorId,
      changeNote: options.note,
      content,
      ...(reviewed ? { reviewedById: options.reviewedById, reviewedAt: new Date() } : {}),
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** A version's content as the prompts row's columns (attachments are rows of their own). */
export function promptColumnsOf(content: PromptVersionContent) {
  return {
    title: content.title,
    description: content.description,
    systemPrompt: content.systemPrompt,
    tools: content.tools,
    categories: content.categories,
    category: content.categories[0] ?? '',
    model: content.model,
    settings: content.settings,
    variables: content.variables,
    isImagePrompt: content.isImagePrompt,
    isChained: content.isChained,
    chainedPrompts: content.chainedPrompts,
    executionType: content.executionType,
  };
}

/**
 * Writes a version's content into the prompt row and its files, so every
 * reader serves it. Returns the storage keys of files the prompt no longer
 * has, to delete after commit.
 */
export async function applyContent(
  tx: Database,
  promptId: string,
  content: PromptVersionContent,
  uploaderId: string,
): Promise<string[]> {
  await tx
    .update(prompts)
    .set({ ...promptColumnsOf(content), updatedAt: new Date() })
    .where(eq(prompts.id, promptId));
  return setPromptAttachments(tx, { promptId, uploaderId }, referencesOf(content.attachments));
}

/** A moderator approved the prompt: its live version counts as reviewed (shown in its public history). */
export async function markLiveReviewed(
  tx: Database,
  promptIds: readonly string[],
  reviewerId: string,
): Promise<void> {
  if (promptIds.length === 0) return;
  await tx
    .update(promptVersions)
    .set({ reviewedById: reviewerId, reviewedAt: new Date() })
    .where(
      and(
        inArray(promptVersions.promptId, [...promptIds]),
        eq(promptVersions.status, 'live'),
        isNull(promptVersions.reviewedAt),
      ),
    );
}

export async function findVersion(
  tx: Database,
  promptId: string,
  number: number,
): Promise<VersionRow | undefined> {
  const [row] = await tx
    .select()
    .from(promptVersions)
    .where(and(eq(promptVersions.promptId, promptId), eq(promptVersions.number, number)))
    .limit(1);
  return row;
}
