/**
 * The data a page's first render shows, fetched on the server for a
 * visitor who is not signed in (decision 022): the screens' own queries,
 * asked through the tRPC router as an anonymous caller (so the answer is
 * what the API would give them), into a TanStack Query client whose
 * dehydrated state is rendered with the page and sent beside it. A member's
 * first render holds their likes and saves, so this is never asked for
 * with a session.
 */
import { type DehydratedState, dehydrate, QueryClient } from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { FastifyRequest } from 'fastify';
import superjson from 'superjson';
import { paramAfter } from '../../shared/page-heads.ts';
import { HOME_TRENDING_INPUT, LIBRARY_FIRST_PAGE_INPUT } from '../../shared/page-queries.ts';
import type { PromptView } from '../../shared/prompt-views.ts';
import type { ServiceDeps } from '../services/service-deps.ts';
import type { Context } from '../trpc/context.ts';
import { appRouter } from '../trpc/root.ts';

/** A caller with no credential, whatever the request carries. */
function anonymousContext(deps: ServiceDeps, request: FastifyRequest): Context {
  return {
    deps: { ...deps, log: request.log },
    admitCall: request.slots.forCalls(),
    requestId: request.id,
    credential: async () => ({ actor: null, isDisabled: false }),
    isCrossSiteWrite: false,
    client: { address: request.ip, userAgent: request.headers['user-agent'] },
    setSessionCookie: () => {},
    // Server-rendered pages never start a checkout.
    origin: '',
    googleSignIn: false,
  };
}

/** Whether the page at `route` (its plain address) is rendered with data. */
export function hasPageQueries(route: string): boolean {
  return (
    route === '/' ||
    route === '/library' ||
    route === '/pricing' ||
    paramAfter(route, '/prompts/') !== null
  );
}

export interface PageQueries {
  state: DehydratedState;
  /** A prompt page's prompt, for its head. */
  prompt?: PromptView;
}

/**
 * The queries of the page at `route`, fetched; throws what the API would
 * answer (a prompt that is not public is NOT_FOUND).
 */
export async function fetchPageQueries(
  route: string,
  deps: ServiceDeps,
  request: FastifyRequest,
): Promise<PageQueries> {
  const queryClient = new QueryClient();
  const ctx = anonymousContext(deps, request);
  const trpc = createTRPCOptionsProxy({ router: appRouter, ctx, queryClient });
  const promptId = paramAfter(route, '/prompts/');
  let prompt: PromptView | undefined;
  if (route === '/') {
    await queryClient.fetchQuery(trpc.library.trending.queryOptions(HOME_TRENDING_INPUT));
  } else if (route === '/library') {
    await queryClient.fetchQuery(trpc.library.list.queryOptions(LIBRARY_FIRST_PAGE_INPUT));
  } else if (route === '/pricing') {
    // The hub's plan mode, so a visitor's first paint has the right buttons and answers.
    await queryClient.fetchQuery(trpc.account.planChoice.queryOptions());
  } else if (promptId !== null) {
    prompt = await queryClient.fetchQuery(trpc.library.byId.queryOptions({ id: promptId }));
  }
  return { state: dehydrate(queryClient), prompt };
}

/** What the queries hold, without when they were read: the same text for the same data. */
export function queryDataText(state: DehydratedState): string {
  return superjson.stringify(state.queries.map((query) => [query.queryHash, query.state.data]));
}

/**
 * The state as the page's JSON block holds it. Prompt titles are anyone's
 * text: every character that could end the element or start markup is
 * escaped (still the same JSON), so no title can close it.
 */
export function queryStateJson(state: DehydratedState): string {
  return superjson
    .stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
