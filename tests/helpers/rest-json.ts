/**
 * What the REST door sends, as plain JSON (dates are ISO strings), and a
 * small GET helper over `app.inject` for typed bodies.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { promptPage, promptView } from '../../src/shared/prompt-views.ts';

/** The encoded side of the shared view schemas: what the REST wire carries. */
export type PromptJson = z.input<typeof promptView>;
export type PromptPageJson = z.input<typeof promptPage>;

export interface ErrorJson {
  error: string;
  code: string;
  fields?: Record<string, string>;
}

export interface JsonResponse<T> {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: T;
}

export async function getJson<T>(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string> = {},
): Promise<JsonResponse<T>> {
  const response = await app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, headers: response.headers, body: response.json<T>() };
}

/** `/api/prompts?…` from named parameters, encoded as a browser would. */
export function promptsUrl(params: Record<string, string | number> = {}): string {
  const query = new URLSearchParams(
    Object.entries(params).map(([key, value]) => [key, String(value)]),
  ).toString();
  return query ? `/api/prompts?${query}` : '/api/prompts';
}

/** Every approved prompt, walking the pages at the largest page size. */
export async function allLibraryPrompts(
  app: FastifyInstance,
  params: Record<string, string> = {},
): Promise<PromptJson[]> {
  const all: PromptJson[] = [];
  for (let page = 1; ; page += 1) {
    const { body } = await getJson<PromptPageJson>(app, promptsUrl({ ...params, page, limit: 48 }));
    all.push(...body.prompts);
    if (!body.pagination.hasNextPage) return all;
  }
}
