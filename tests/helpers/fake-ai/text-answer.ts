/**
 * The text a chat call gets back, and writing it either as one JSON body or
 * as a stream of frames, word by word, in whatever frames the provider uses.
 */
import { randomUUID } from 'node:crypto';
import { DEFAULT_CHUNK_DELAY_MS, defaultAnswerText } from './fake-behaviour.ts';
import { isGone, pause, sendJson, startEventStream } from './fake-http.ts';
import { countWords, type FakeRequest } from './fake-request.ts';
import type { AnswerContext } from './provider-wire.ts';

export interface TextAnswer {
  request: FakeRequest;
  /** A fresh id per answer, for the provider's message/response id. */
  id: string;
  /** Unix seconds. */
  created: number;
  text: string;
  /** The text split into words, each with the whitespace after it. */
  pieces: string[];
  inputTokens: number;
  outputTokens: number;
  /** Cut at maxOutputTokens words, as a real model stops at its token limit. */
  truncated: boolean;
}

/** The frames of a streamed answer, in the provider's wire format. */
export interface TextWireFormat {
  json(answer: TextAnswer): unknown;
  open(answer: TextAnswer): string[];
  piece(answer: TextAnswer, piece: string): string[];
  close(answer: TextAnswer): string[];
}

function splitWords(text: string): string[] {
  const pieces = text.match(/\S+\s*/g) ?? [];
  const leading = text.length - text.trimStart().length;
  if (leading === 0) return pieces;
  if (pieces.length === 0) return [text];
  return [text.slice(0, leading) + pieces[0], ...pieces.slice(1)];
}

export function buildTextAnswer(request: FakeRequest, text?: string): TextAnswer {
  const all = splitWords(text ?? defaultAnswerText(request));
  const limit = request.maxOutputTokens;
  const truncated = limit !== null && all.length > limit;
  // A cut answer ends at its last word, without the space that led to the next.
  const pieces = truncated
    ? all.slice(0, limit).map((p, i) => (i === limit - 1 ? p.trimEnd() : p))
    : all;
  const inputWords = [request.system, ...request.messages.map((turn) => turn.text)];
  return {
    request,
    id: randomUUID().replaceAll('-', '').slice(0, 24),
    created: Math.floor(Date.now() / 1000),
    text: pieces.join(''),
    pieces,
    inputTokens: inputWords.reduce((sum, part) => sum + countWords(part), 0),
    outputTokens: pieces.reduce((sum, piece) => sum + countWords(piece), 0),
    truncated,
  };
}

/**
 * Streams piece by piece with the behaviour's delay before each; a JSON
 * answer waits the same total, so slow models are slow either way. Stops
 * writing as soon as the client has gone.
 */
export async function writeTextAnswer(
  { res, request, behaviour }: AnswerContext,
  format: TextWireFormat,
): Promise<void> {
  const answer = buildTextAnswer(request, behaviour.text);
  const delayMs = behaviour.chunkDelayMs ?? DEFAULT_CHUNK_DELAY_MS;
  const cutAfter = behaviour.cutAfterPieces;
  if (!request.stream) {
    await pause(delayMs * answer.pieces.length);
    if (cutAfter === undefined) return sendJson(res, 200, format.json(answer));
    // Half the JSON, then the connection drops.
    const json = JSON.stringify(format.json(answer));
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': json.length });
    res.write(json.slice(0, json.length / 2));
    return void setTimeout(() => res.destroy(), 20);
  }
  startEventStream(res);
  res.write(format.open(answer).join(''));
  for (const [index, piece] of answer.pieces.entries()) {
    await pause(delayMs);
    if (isGone(res)) return;
    if (index === cutAfter) return void res.destroy();
    res.write(format.piece(answer, piece).join(''));
  }
  if (!isGone(res)) res.end(format.close(answer).join(''));
}
