/**
 * The contract each provider's wire format fulfils for the fake server: how
 * it checks credentials, reads a call out of its body, shapes its errors and
 * writes its answer. The server owns everything else (routing, recording,
 * behaviours), so a wire file holds only what differs between providers.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AnswerBehaviour } from './fake-behaviour.ts';
import type { FakeProvider, FakeRequest, WireCall } from './fake-request.ts';

/** What the route told about the call (Gemini and Replicate name the model in the path). */
export interface RouteParams {
  model?: string;
  stream?: boolean;
}

export interface WireRefusal {
  status: 400 | 401;
  message: string;
}

export interface AnswerContext {
  req: IncomingMessage;
  res: ServerResponse;
  request: FakeRequest;
  behaviour: AnswerBehaviour;
  /** http://127.0.0.1:<port>, for answers that point back at the fake (Replicate files). */
  baseUrl: string;
}

export interface ProviderWire {
  provider: FakeProvider;
  endpoint: 'chat' | 'image';
  /** Why the provider would turn this request away before reading it (missing key, header). */
  refuse(req: IncomingMessage, url: URL): WireRefusal | null;
  /** The provider's own error JSON for a status. */
  errorBody(status: number, message: string): unknown;
  /** Throws WireInputError when the body is not something the provider accepts. */
  readCall(body: unknown, params: RouteParams): WireCall;
  answer(context: AnswerContext): Promise<void>;
}

/** A body the real provider would answer 400 to. */
export class WireInputError extends Error {}

export function bearerToken(req: IncomingMessage): string | undefined {
  const match = /^(?:Bearer|Token) (.+)$/.exec(req.headers.authorization ?? '');
  return match?.[1];
}
