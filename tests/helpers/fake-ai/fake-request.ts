/**
 * What the fake AI server records about each provider call it receives,
 * read back out of the provider's own wire format so tests can assert on
 * one shape whichever provider the app talked to.
 */

export type FakeProvider = 'openai' | 'anthropic' | 'google' | 'llama' | 'replicate';

export interface FakeTurn {
  role: 'user' | 'assistant';
  text: string;
}

export interface FakeImage {
  mediaType: string;
  base64: string;
}

export interface FakeRequest {
  provider: FakeProvider;
  endpoint: 'chat' | 'image';
  /** The model id the SDK sent. */
  model: string;
  /** Parsed JSON body as received. */
  body: unknown;
  stream: boolean;
  /** System prompt text as the provider received it ('' if none); several parts joined by a newline. */
  system: string;
  /** The LAST user message's text parts, joined by a newline (the prompt, for image calls). */
  userText: string;
  /** The conversation turns (text parts), excluding system. */
  messages: FakeTurn[];
  /** Image parts of the last user message that carried bytes (data URL / base64 / inlineData). */
  images: FakeImage[];
  maxOutputTokens: number | null;
  /** The client closed the connection before the answer ended. */
  aborted: boolean;
  /** The fake wrote the whole answer. */
  finished: boolean;
}

/** The part of a request that each wire format reads out of its body. */
export type WireCall = Pick<
  FakeRequest,
  'model' | 'stream' | 'system' | 'messages' | 'images' | 'maxOutputTokens'
>;

export function lastUserTurn(messages: FakeTurn[]): FakeTurn | undefined {
  return messages.findLast((turn) => turn.role === 'user');
}

export function countWords(text: string): number {
  return text.match(/\S+/g)?.length ?? 0;
}
