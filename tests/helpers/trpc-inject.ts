/**
 * The tRPC door over real HTTP through `app.inject`: raw calls that show the
 * wire format (superjson envelopes, HTTP statuses), and a typed client whose
 * fetch is `app.inject`, as the web app's client would call it.
 */
import { createTRPCClient, httpBatchLink, type TRPCClient } from '@trpc/client';
import type { FastifyInstance, InjectOptions } from 'fastify';
import superjson, { type SuperJSONResult } from 'superjson';
import type { AppRouter } from '../../src/server/trpc/root.ts';
import { MAX_TRPC_BATCH, MAX_TRPC_URL_LENGTH } from '../../src/shared/api-limits.ts';

export interface TrpcErrorJson {
  message: string;
  code: number;
  data: {
    code: string;
    httpStatus: number;
    path?: string;
    fields?: Record<string, string> | null;
    appCode?: string | null;
  };
}

export type TrpcRawResult<T> =
  { status: number; ok: true; data: T } | { status: number; ok: false; error: TrpcErrorJson };

interface Envelope {
  result?: { data: SuperJSONResult };
  error?: SuperJSONResult;
}

/** One procedure call, unbatched: GET for a query, POST for a mutation. */
export async function trpcCall<T>(
  app: FastifyInstance,
  call: { path: string; input?: unknown; type?: 'query' | 'mutation'; rawInput?: string },
  headers: Record<string, string> = {},
): Promise<TrpcRawResult<T>> {
  const encoded = call.rawInput ?? JSON.stringify(superjson.serialize(call.input));
  const response = await app.inject(
    call.type === 'mutation'
      ? {
          method: 'POST',
          url: `/trpc/${call.path}`,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: encoded,
        }
      : {
          method: 'GET',
          url: `/trpc/${call.path}?input=${encodeURIComponent(encoded)}`,
          headers,
        },
  );
  const envelope = response.json<Envelope>();
  if (envelope.result) {
    return {
      status: response.statusCode,
      ok: true,
      data: superjson.deserialize<T>(envelope.result.data),
    };
  }
  if (!envelope.error) throw new Error(`not a tRPC response: ${response.body}`);
  return {
    status: response.statusCode,
    ok: false,
    error: superjson.deserialize<TrpcErrorJson>(envelope.error),
  };
}

const METHODS = new Set<string>(['GET', 'POST']);
const isInjectMethod = (method: string): method is 'GET' | 'POST' => METHODS.has(method);

/** A fetch that answers from `app.inject` instead of the network. */
export function injectFetch(app: FastifyInstance) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    if (!isInjectMethod(method)) throw new Error(`unexpected method ${method}`);
    const options: InjectOptions = {
      method,
      url: url.pathname + url.search,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
    };
    if (typeof init?.body === 'string') options.payload = init.body;
    const response = await app.inject(options);
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined)
        headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(response.body, { status: response.statusCode, headers });
  };
}

function countingFetch(
  fetch: ReturnType<typeof injectFetch>,
  onFetch: (url: string) => void,
): ReturnType<typeof injectFetch> {
  return (input, init) => {
    onFetch(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    return fetch(input, init);
  };
}

/** A typed tRPC client (batching, superjson) whose requests go through `app.inject`. */
export function createInjectClient(
  app: FastifyInstance,
  headers: Record<string, string> = {},
  /** Sees the URL of every HTTP request the client makes. */
  onFetch?: (url: string) => void,
): TRPCClient<AppRouter> {
  return createTRPCClient<AppRouter>({
    links: [
      // The web app's limits (src/client/lib/trpc.ts).
      httpBatchLink({
        url: 'http://localhost/trpc',
        transformer: superjson,
        maxItems: MAX_TRPC_BATCH,
        maxURLLength: MAX_TRPC_URL_LENGTH,
        headers: () => headers,
        fetch: onFetch ? countingFetch(injectFetch(app), onFetch) : injectFetch(app),
      }),
    ],
  });
}
