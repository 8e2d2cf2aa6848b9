/**
 * Times one streamed answer, either straight from the fake provider (raw
 * fetch of its OpenAI Chat Completions SSE, no SDK: the provider's own time
 * over HTTP) or through our route (POST /api/prompts/generate as NDJSON, as
 * the web app asks). Both sides time the same two moments from just before
 * the request: the first text and the end of the answer.
 */
import { GENERATION_STREAM_TYPE } from '../src/shared/generation-limits.ts';
import { readEvents } from '../tests/helpers/generation.ts';
import { BENCH_MODEL } from './generation-config.ts';

export interface RunTiming {
  /** Until the first piece of the answer's text arrived. */
  firstTextMs: number;
  /** Until the answer was complete (`[DONE]`, or our `done` event). */
  totalMs: number;
  /** Characters of answer text received. */
  chars: number;
}

export interface ProviderTarget {
  /** The fake's OPENAI_BASE_URL (…/openai/v1). */
  baseUrl: string;
  apiKey: string;
  /** The model id the server sends for BENCH_MODEL (OPENAI_CHAT_MODEL's default). */
  modelId: string;
  /** The member plan's answer length, which the server sends as max_tokens. */
  maxTokens: number;
}

export const BENCH_PROMPT = 'Write a short essay about lighthouse keepers.';

/** The text of each OpenAI chunk in `data: …` lines; `done` once `[DONE]` came. */
function readSseData(buffered: string): { pieces: string[]; rest: string; done: boolean } {
  const frames = buffered.split('\n\n');
  const rest = frames.pop() ?? '';
  const pieces: string[] = [];
  let done = false;
  for (const frame of frames) {
    const data = frame.startsWith('data: ') ? frame.slice('data: '.length) : '';
    if (data === '[DONE]') done = true;
    else if (data) {
      const chunk = JSON.parse(data) as { choices?: { delta?: { content?: string } }[] };
      const content = chunk.choices?.[0]?.delta?.content;
      if (content) pieces.push(content);
    }
  }
  return { pieces, rest, done };
}

export async function timeProviderRun(target: ProviderTarget): Promise<RunTiming> {
  const started = performance.now();
  const response = await fetch(`${target.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${target.apiKey}` },
    // The body the AI SDK sends for the same run (usage asked for, as it does).
    body: JSON.stringify({
      model: target.modelId,
      messages: [{ role: 'user', content: BENCH_PROMPT }],
      max_tokens: target.maxTokens,
      stream: true,
      stream_options: { include_usage: true },
    }),
  });
  if (response.status !== 200 || !response.body) {
    throw new Error(`the fake provider answered ${response.status}`);
  }
  const decoder = new TextDecoder();
  let buffered = '';
  let firstTextMs = 0;
  let totalMs = 0;
  let chars = 0;
  // Read to the end even after [DONE]: a body left unread costs the next run its connection.
  for await (const bytes of response.body) {
    const read = readSseData(buffered + decoder.decode(bytes, { stream: true }));
    buffered = read.rest;
    for (const piece of read.pieces) {
      if (chars === 0) firstTextMs = performance.now() - started;
      chars += piece.length;
    }
    if (read.done) totalMs = performance.now() - started;
  }
  if (totalMs === 0) throw new Error('the fake provider ended its stream without [DONE]');
  return { firstTextMs, totalMs, chars };
}

export async function timeRouteRun(appBaseUrl: string, memberToken: string): Promise<RunTiming> {
  const started = performance.now();
  const response = await fetch(`${appBaseUrl}/api/prompts/generate`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: GENERATION_STREAM_TYPE,
      authorization: `Bearer ${memberToken}`,
    },
    body: JSON.stringify({ prompt: BENCH_PROMPT, model: BENCH_MODEL }),
  });
  if (response.status !== 200) {
    throw new Error(
      `POST /api/prompts/generate answered ${response.status}: ${await response.text()}`,
    );
  }
  let firstTextMs = 0;
  let totalMs = 0;
  let chars = 0;
  for await (const { event, at } of readEvents(response)) {
    if (event.type === 'text') {
      if (chars === 0) firstTextMs = at - started;
      chars += event.text.length;
    } else if (event.type === 'error') {
      throw new Error(`the run failed: ${event.code} ${event.message}`);
    } else if (event.type === 'done') {
      totalMs = at - started;
    }
  }
  if (totalMs === 0) throw new Error('the run ended without a done event');
  return { firstTextMs, totalMs, chars };
}
