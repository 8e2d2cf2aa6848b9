/**
 * One local HTTP server that answers as OpenAI, Anthropic, Gemini, an
 * OpenAI-compatible Llama server and Replicate do, streaming included, so
 * tests and local tries of the playground never reach a real provider. Point
 * each SDK's base URL at it with `env`; read what the providers received in
 * `requests`; choose how they answer with `setBehaviour` or prompt markers
 * (`[[fake:fail 500]]`, `[[fake:fail 429]]`, `[[fake:hang]]`, `[[fake:slow 200]]`).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeAiEnv } from './fake-ai-env.ts';
import { DEFAULT_BEHAVIOUR, type FakeBehaviour } from './fake-behaviour.ts';
import type { FakeRequest } from './fake-request.ts';
import { type FakeServerState, handleFakeAiRequest } from './fake-routes.ts';
import { RequestLog } from './request-log.ts';

// The API's types live beside their logic; they are re-exported here so
// tests import everything about the fake from this one file.
export type { FakeBehaviour } from './fake-behaviour.ts';
export type { FakeRequest } from './fake-request.ts';

export interface FakeAiProviders {
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  /** Every provider variable, pointing at this server. */
  env: Record<string, string>;
  /** In arrival order; the same array for the life of the fake. */
  requests: FakeRequest[];
  /** For all later requests until reset(). */
  setBehaviour(behaviour: FakeBehaviour): void;
  /** Clears requests and goes back to the default behaviour. */
  reset(): void;
  /** The first request, received or to come, that matches (5 s by default). */
  waitForRequest(
    predicate: (request: FakeRequest) => boolean,
    timeoutMs?: number,
  ): Promise<FakeRequest>;
  /** Resolves once the client closed this request before its answer ended (5 s by default). */
  waitForAbort(request: FakeRequest, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export interface FakeAiOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Called as each request is recorded (the CLI logs them). */
  onRequest?: (request: FakeRequest) => void;
}

export async function startFakeAiProviders(options: FakeAiOptions = {}): Promise<FakeAiProviders> {
  const log = new RequestLog();
  let behaviour: FakeBehaviour = DEFAULT_BEHAVIOUR;
  const state: FakeServerState = {
    baseUrl: '',
    log,
    behaviour: () => behaviour,
    onRequest: options.onRequest,
  };
  const server = http.createServer((req, res) => void handleFakeAiRequest(req, res, state));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  state.baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl: state.baseUrl,
    env: fakeAiEnv(state.baseUrl),
    requests: log.requests,
    setBehaviour: (next) => {
      behaviour = next;
    },
    reset: () => {
      log.clear();
      behaviour = DEFAULT_BEHAVIOUR;
    },
    waitForRequest: (predicate, timeoutMs) => log.waitForRequest(predicate, timeoutMs),
    waitForAbort: (request, timeoutMs) => log.waitForAbort(request, timeoutMs),
    close: () =>
      new Promise<void>((resolve) => {
        // Hanging requests and idle keep-alive sockets would hold close() open.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
