/**
 * Writes the planned rows inside the caller's transaction, a few
 * statements for the whole file rather than a few per prompt: the prompts
 * (ids made here, so their versions and fingerprints can name them), their
 * versions (earlier ones `previous`, the live one last), and the member's
 * fingerprints. Search and the library's version follow by the triggers on
 * prompts, as for any insert.
 */
import { randomUUID } from 'node:crypto';
import type { PromptStatus } from '../../../shared/prompt-fields.ts';
import type { PromptVersionContent } from '../../../shared/prompt-version-fields.ts';
import { MAX_CHANGE_NOTE_LENGTH } from '../../../shared/prompt-version-fields.ts';
import type { Database } from '../../db/client.ts';
import { promptImports, prompts, promptVersions } from '../../db/schema.ts';
import type { NormalizedSubmission } from '../prompts/submission-rules.ts';
import type { CheckedRow } from './import-checks.ts';
import type { ImportTarget } from './import-plan.ts';

/** Rows per INSERT: well under Postgres's 65,535 parameters whatever the columns. */
const INSERT_CHUNK = 200;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK)
    await insert(rows.slice(start, start + INSERT_CHUNK));
}

/** A change note as versions keep them: one line, at most 200 characters. */
function noteOf(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- line breaks and controls become spaces
      .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
      .trim()
      .slice(0, MAX_CHANGE_NOTE_LENGTH)
  );
}

function versionContent(content: NormalizedSubmission): PromptVersionContent {
  return {
    title: content.title,
    description: content.description,
    systemPrompt: content.systemPrompt,
    tools: content.tools,
    categories: content.categories,
    model: content.model,
    settings: content.settings,
    variables: content.variables,
    isImagePrompt: content.isImagePrompt,
    isChained: content.isChained,
    chainedPrompts: content.chainedPrompts,
    executionType: content.executionType,
    attachments: [],
  };
}

export interface WrittenPrompt {
  id: string;
  title: string;
}

export async function writeImportedPrompts(
  tx: Database,
  userId: string,
  target: ImportTarget,
  rows: CheckedRow[],
): Promise<WrittenPrompt[]> {
  const now = new Date();
  const status: PromptStatus = target.kind === 'private' ? 'private' : target.status;
  const approved = status === 'approved';
  const written = rows.flatMap((row) =>
    row.content && row.fingerprint
      ? [{ id: randomUUID(), row, content: row.content, fingerprint: row.fingerprint }]
      : [],
  );
  await insertChunked(written, (chunk) =>
    tx.insert(prompts).values(
      chunk.map(({ id, row, content }) => ({
        id,
        ...content,
        status,
        statusChangedAt: approved ? now : null,
        createdById: userId,
        liveVersion: row.liveNumber,
        lastVersion: row.liveNumber,
        createdAt: now,
        updatedAt: now,
      })),
    ),
  );
  const versions = written.flatMap(({ id, row, content }) => [
    ...row.previousVersions.map((version) => ({
      promptId: id,
      number: version.number,
      status: 'previous' as const,
      kind: 'edit',
      authorId: userId,
      changeNote: noteOf(version.changeNote),
      content: versionContent(version.content),
    })),
    {
      promptId: id,
      number: row.liveNumber,
      status: 'live' as const,
      kind: row.previousVersions.length > 0 ? 'edit' : 'initial',
      authorId: userId,
      changeNote: noteOf(row.liveNote),
      content: versionContent(content),
      ...(approved ? { reviewedById: userId, reviewedAt: now } : {}),
    },
  ]);
  await insertChunked(versions, (chunk) => tx.insert(promptVersions).values(chunk));
  await insertChunked(written, (chunk) =>
    tx
      .insert(promptImports)
      .values(
        chunk.map(({ id, fingerprint }) => ({ userId, fingerprint, promptId: id, createdAt: now })),
      ),
  );
  return written.map(({ id, content }) => ({ id, title: content.title }));
}
