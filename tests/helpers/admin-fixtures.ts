/**
 * What the admin delete tests need around them: prompts submitted through
 * the real route with real files in storage, likes, saves and uses made
 * through the real routes, and snapshots of every counter and file so a
 * test can show that nothing else moved.
 */
import { asc } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  hashSessionToken,
  newSessionToken,
  SESSION_LIFETIME_MS,
} from '../../src/server/auth/session-tokens.ts';
import type { Database } from '../../src/server/db/client.ts';
import { attachments, prompts, sessions } from '../../src/server/db/schema.ts';
import type { PromptSubmissionDraft } from '../../src/shared/prompt-submission-input.ts';
import { sendJson } from './accounts.ts';
import type { PromptJson } from './rest-json.ts';
import type { TestApp } from './test-app.ts';
import { bearer, type TestUser } from './test-users.ts';
import { insertUpload } from './upload-fixtures.ts';

/** The smallest valid submission: one variable, no chain, these files attached. */
export function plainDraft(
  title: string,
  attachmentsToClaim: PromptSubmissionDraft['attachments'],
): PromptSubmissionDraft {
  return {
    title,
    description: `Write about {topic} for ${title}.`,
    systemprompt: '',
    tools: '',
    categories: ['Writing'],
    model: 'ChatGPT',
    variables: [{ name: 'topic', defaultValue: 'gardens' }],
    isImagePrompt: false,
    isChained: false,
    chainedPrompts: [],
    executionType: 'independent',
    attachments: attachmentsToClaim,
  };
}

export interface SubmittedPrompt {
  id: string;
  /** Storage keys of its attachments. */
  keys: string[];
}

/** POST /api/prompts with freshly uploaded files attached: a pending prompt with real files. */
export async function submitPromptWithFiles(
  testApp: TestApp,
  author: TestUser,
  title: string,
  fileNames: string[] = ['brief.txt', 'examples.txt'],
): Promise<SubmittedPrompt> {
  const uploads = [];
  for (const name of fileNames) uploads.push(await insertUpload(testApp, author.id, name));
  const draft = plainDraft(title, uploads);
  const response = await sendJson<{ prompt: PromptJson }>(testApp.app, {
    method: 'POST',
    url: '/api/prompts',
    payload: draft,
    headers: bearer(author),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { id: response.body.prompt._id, keys: uploads.map((upload) => upload.storageKey) };
}

/** A like, save or use through PUT /api/prompts/:id/…, as the member would click it. */
export async function react(
  testApp: TestApp,
  member: TestUser,
  id: string,
  kind: 'upvote' | 'save' | 'usage',
): Promise<void> {
  const response = await testApp.app.inject({
    method: 'PUT',
    url: `/api/prompts/${id}/${kind}`,
    headers: bearer(member),
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Every prompt's counters, by id. */
export async function countersOfAll(testApp: TestApp) {
  const rows = await testApp.database.db
    .select({
      id: prompts.id,
      upvotes: prompts.upvotes,
      saveCount: prompts.saveCount,
      usageCount: prompts.usageCount,
    })
    .from(prompts)
    .orderBy(asc(prompts.id));
  return new Map(rows.map(({ id, ...counters }) => [id, counters]));
}

/** Every attachment row's storage key. */
export async function attachmentKeys(testApp: TestApp): Promise<string[]> {
  const rows = await testApp.database.db
    .select({ key: attachments.storageKey })
    .from(attachments)
    .orderBy(asc(attachments.storageKey));
  return rows.map((row) => row.key);
}

/** Whether storage still holds the file (closing what it opened). */
export async function fileExists(testApp: TestApp, key: string): Promise<boolean> {
  const file = await testApp.storage.get(key);
  file?.body.destroy();
  return file !== null;
}

/** A new session for an existing test user (as a fresh sign-in would give), with its token. */
export async function signInAgain(db: Database, user: TestUser): Promise<TestUser> {
  const token = newSessionToken();
  await db.insert(sessions).values({
    tokenHash: hashSessionToken(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS),
  });
  return { ...user, token };
}
