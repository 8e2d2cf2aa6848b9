/**
 * Playground runs over real HTTP (a listening app), as the web app makes
 * them: JSON or multipart, answered as JSON or streamed NDJSON events.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';
import { generationUsage } from '../../src/server/db/schema.ts';
import type { GenerationEvent } from '../../src/shared/generation-events.ts';
import type { GenerationDraft } from '../../src/shared/generation-inputs.ts';
import { GENERATION_STREAM_TYPE } from '../../src/shared/generation-limits.ts';
import type { TestUser } from './test-users.ts';

export function authHeaders(user: TestUser | null): Record<string, string> {
  return user ? { authorization: `Bearer ${user.token}` } : {};
}

export async function generateJson(
  baseUrl: string,
  body: Record<string, unknown>,
  user: TestUser | null = null,
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const response = await fetch(`${baseUrl}/api/prompts/generate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...authHeaders(user) },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  };
}

export function formOf(
  fields: Record<string, string>,
  image?: { bytes: Buffer; type: string; name: string },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (image)
    form.append('image', new Blob([new Uint8Array(image.bytes)], { type: image.type }), image.name);
  return form;
}

/** Starts a streamed run; the caller reads events with `readEvents`. */
export function startStream(
  baseUrl: string,
  body: Partial<GenerationDraft>,
  options: { user?: TestUser | null; signal?: AbortSignal } = {},
): Promise<Response> {
  return fetch(`${baseUrl}/api/prompts/generate`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: GENERATION_STREAM_TYPE,
      ...authHeaders(options.user ?? null),
    },
    body: JSON.stringify(body),
    signal: options.signal,
  });
}

/** Each event as it arrives, with the time it arrived. */
export async function* readEvents(
  response: Response,
): AsyncGenerator<{ event: GenerationEvent; at: number }> {
  if (!response.body) return;
  const decoder = new TextDecoder();
  let buffered = '';
  for await (const chunk of response.body) {
    buffered += decoder.decode(chunk, { stream: true });
    let newline = buffered.indexOf('\n');
    while (newline >= 0) {
      const line = buffered.slice(0, newline);
      buffered = buffered.slice(newline + 1);
      if (line.trim()) yield { event: JSON.parse(line) as GenerationEvent, at: performance.now() };
      newline = buffered.indexOf('\n');
    }
  }
}

export async function allEvents(response: Response): Promise<GenerationEvent[]> {
  const events: GenerationEvent[] = [];
  for await (const { event } of readEvents(response)) events.push(event);
  return events;
}

export function textOf(events: GenerationEvent[], step = 0): string {
  return events
    .filter(
      (event): event is Extract<GenerationEvent, { type: 'text' }> =>
        event.type === 'text' && event.step === step,
    )
    .map((event) => event.text)
    .join('');
}

export async function usageRows(db: Database, userId: string) {
  return db.select().from(generationUsage).where(eq(generationUsage.userId, userId));
}

/** Marks `count` calls this month as already made by the member. */
/** Runs that count against the member's allowance (a failed call is not charged). */
export async function chargedRuns(db: Database, userId: string): Promise<number> {
  return (await usageRows(db, userId)).filter((row) => row.status !== 'failed').length;
}

export async function useGenerations(db: Database, userId: string, count: number): Promise<void> {
  if (count === 0) return;
  await db.insert(generationUsage).values(
    Array.from({ length: count }, () => ({
      userId,
      model: 'ChatGPT',
      kind: 'text',
      status: 'succeeded' as const,
      finishedAt: new Date(),
    })),
  );
}
