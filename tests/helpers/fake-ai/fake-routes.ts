/**
 * Which wire format answers which path, and the life of one call: check the
 * key, read the body, record the request, then answer as the behaviour says.
 * Paths are `/<provider>/<the provider's own API path>`, so each SDK only
 * needs its base URL changed.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createAnthropicWire } from './anthropic-wire.ts';
import { FAKE_KEYS } from './fake-ai-env.ts';
import { behaviourFor, defaultFailMessage, type FakeBehaviour } from './fake-behaviour.ts';
import { readBody, sendJson, startEventStream } from './fake-http.ts';
import { fakePng } from './fake-image.ts';
import { type FakeRequest, lastUserTurn } from './fake-request.ts';
import { createGeminiWire } from './gemini-wire.ts';
import { createOpenAiImageWire } from './openai-image-wire.ts';
import { createOpenAiChatWire } from './openai-wire.ts';
import { type ProviderWire, type RouteParams, WireInputError } from './provider-wire.ts';
import { createReplicateWire, modelOfReplicateFile } from './replicate-wire.ts';
import type { RequestLog } from './request-log.ts';

export interface FakeServerState {
  baseUrl: string;
  log: RequestLog;
  behaviour: () => FakeBehaviour;
  onRequest?: (request: FakeRequest) => void;
}

interface Route {
  pattern: RegExp;
  wire: ProviderWire;
  params?: (match: RegExpExecArray) => RouteParams;
}

const openAiChat = createOpenAiChatWire('openai', FAKE_KEYS.openai);
const llamaChat = createOpenAiChatWire('llama', FAKE_KEYS.llama);
const openAiImage = createOpenAiImageWire(FAKE_KEYS.openai);
const anthropic = createAnthropicWire(FAKE_KEYS.anthropic);
const gemini = createGeminiWire(FAKE_KEYS.google);
const replicate = createReplicateWire(FAKE_KEYS.replicate);

const ROUTES: Route[] = [
  { pattern: /^\/openai\/v1\/chat\/completions$/, wire: openAiChat },
  { pattern: /^\/openai\/v1\/images\/generations$/, wire: openAiImage },
  { pattern: /^\/llama\/v1\/chat\/completions$/, wire: llamaChat },
  { pattern: /^\/anthropic\/v1\/messages$/, wire: anthropic },
  {
    pattern: /^\/google\/v1beta\/(.+):(generateContent|streamGenerateContent)$/,
    wire: gemini,
    params: (match) => ({ model: match[1], stream: match[2] === 'streamGenerateContent' }),
  },
  {
    pattern: /^\/replicate\/v1\/models\/([^/]+\/[^/]+)\/predictions$/,
    wire: replicate,
    params: (match) => ({ model: match[1] }),
  },
  { pattern: /^\/replicate\/v1\/predictions$/, wire: replicate },
];

/** Any other path under a provider's prefix gets a 404 in that provider's words. */
const PREFIXES: [string, ProviderWire][] = [
  ['/openai/', openAiChat],
  ['/llama/', llamaChat],
  ['/anthropic/', anthropic],
  ['/google/', gemini],
  ['/replicate/', replicate],
];

function sendWireError(res: ServerResponse, wire: ProviderWire, status: number, message: string) {
  // Clients honour retry-after on 429; one second keeps retrying tests quick.
  const headers: Record<string, string> = status === 429 ? { 'retry-after': '1' } : {};
  sendJson(res, status, wire.errorBody(status, message), headers);
}

function notFound(res: ServerResponse, req: IncomingMessage, pathname: string) {
  const prefix = PREFIXES.find(([path]) => pathname.startsWith(path));
  const message = `The fake AI server does not serve ${req.method} ${pathname}.`;
  if (prefix) sendWireError(res, prefix[1], 404, message);
  else sendJson(res, 404, { error: { message } });
}

async function serveGet(res: ServerResponse, req: IncomingMessage, url: URL, baseUrl: string) {
  const model = modelOfReplicateFile(url.pathname);
  if (model !== undefined) {
    const png = await fakePng(model);
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length });
    res.end(png);
  } else if (url.pathname === '/') {
    sendJson(res, 200, { fakeAiProviders: baseUrl, paths: PREFIXES.map(([path]) => path) });
  } else {
    notFound(res, req, url.pathname);
  }
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** Reads the call into a FakeRequest, or answers 400 as the provider would and returns null. */
async function readRequest(
  req: IncomingMessage,
  res: ServerResponse,
  route: Route,
  params: RouteParams,
): Promise<FakeRequest | null> {
  const { wire } = route;
  const parsed = parseJson(await readBody(req));
  if (!parsed.ok) {
    sendWireError(res, wire, 400, 'The request body is not valid JSON.');
    return null;
  }
  try {
    const call = wire.readCall(parsed.value, params);
    const userText = lastUserTurn(call.messages)?.text ?? '';
    const base = { provider: wire.provider, endpoint: wire.endpoint, body: parsed.value };
    return { ...base, ...call, userText, aborted: false, finished: false };
  } catch (error) {
    if (!(error instanceof WireInputError)) throw error;
    sendWireError(res, wire, 400, error.message);
    return null;
  }
}

/** A 200 that no SDK can read: an HTML page as JSON, or broken event data in a stream. */
function sendGarbage(res: ServerResponse, isStream: boolean) {
  if (isStream) {
    startEventStream(res);
    res.end('data: <html>Bad gateway</html>\n\n');
  } else {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('<html><body>Bad gateway</body></html>');
  }
}

async function handleCall(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  route: Route,
  match: RegExpExecArray,
  state: FakeServerState,
) {
  const { wire } = route;
  const refusal = wire.refuse(req, url);
  if (refusal) return sendWireError(res, wire, refusal.status, refusal.message);
  const request = await readRequest(req, res, route, route.params?.(match) ?? {});
  if (!request) return;
  state.log.add(request);
  state.onRequest?.(request);
  // A response that closes before it ended means the client went away (Stop, timeout).
  res.on('close', () => {
    if (!res.writableEnded) state.log.update(request, { aborted: true });
  });
  const behaviour = behaviourFor(request, state.behaviour());
  if (behaviour.kind === 'hang') return;
  if (behaviour.kind === 'garbage') {
    sendGarbage(res, request.stream);
  } else if (behaviour.kind === 'fail') {
    const message = behaviour.message ?? defaultFailMessage(behaviour.status);
    sendWireError(res, wire, behaviour.status, message);
  } else {
    await wire.answer({ req, res, request, behaviour, baseUrl: state.baseUrl });
  }
  if (res.writableEnded) state.log.update(request, { finished: true });
}

export async function handleFakeAiRequest(
  req: IncomingMessage,
  res: ServerResponse,
  state: FakeServerState,
): Promise<void> {
  // Writes after the client left must not crash the fake.
  res.on('error', () => undefined);
  const url = new URL(req.url ?? '/', state.baseUrl);
  try {
    if (req.method === 'GET') return await serveGet(res, req, url, state.baseUrl);
    for (const route of ROUTES) {
      const match = route.pattern.exec(url.pathname);
      if (match && req.method === 'POST') {
        return await handleCall(req, res, url, route, match, state);
      }
    }
    notFound(res, req, url.pathname);
  } catch (error) {
    console.error('fake AI server failed on', req.method, url.pathname, error);
    if (!res.headersSent) sendJson(res, 500, { error: { message: 'fake AI server bug' } });
    else res.destroy();
  }
}
