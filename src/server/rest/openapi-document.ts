/**
 * How /api/openapi.json is made (decision 033): @fastify/swagger walks the
 * routes, and fastify-type-provider-zod writes each route's zod schemas as
 * JSON Schema 2020-12 for OpenAPI 3.1, the shared ones as named components
 * (api-components.ts). What the routes cannot say through their schemas is
 * added here from what they declare:
 *   - a public route (tier 'public') needs no credential: `security: []`;
 *   - a body the handler reads itself (multipart) is described by the
 *     route's `documentedBody`, zod schemas by content type, documented
 *     only (Fastify never validates with them); a file it streams out, by
 *     `documentedFile` (a 200 per content type, with Content-Disposition);
 *   - every 429 and 503 says Retry-After, every 201 Location, and every answer
 *     has a description;
 *   - a route with `caching` (conditional-get.ts) says ETag and Cache-Control
 *     on its 200, takes If-None-Match and may answer 304;
 *   - a route with `idempotency` (idempotency-keys.ts) takes Idempotency-Key,
 *     may answer 422 (key reused with another body) and 409 (still running,
 *     or a secret not shown twice), and marks a replay Idempotent-Replayed;
 *   - components no operation reaches are dropped;
 *   - the `webhooks` section describes what the hub POSTs to integrators
 *     (webhook-document.ts).
 */
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import type { z } from 'zod';
import { registerApiComponents } from './api-components.ts';
import { webhooksSection } from './webhook-document.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route counts against a per-address limit whose RateLimit fields
     * it sends: on its refusals (429), or on every counted answer ('always').
     */
    rateLimitFields?: 'refusals' | 'always';
  }
  interface FastifySchema {
    /** A body the handler reads itself, by content type: for the document only. */
    documentedBody?: Record<string, z.ZodType>;
    /** A 200 that is a file the handler streams itself (no serializer), by content type. */
    documentedFile?: { description: string; types: Record<string, z.ZodType> };
  }
}

type Document = OpenAPIV3_1.Document;
type Operation = OpenAPIV3_1.OperationObject;
type Response = OpenAPIV3_1.ResponseObject;

/** The API-key scheme: `Authorization: Bearer ph_...` (keys come with issue 26's item 3). */
export const API_KEY_SCHEME = 'apiKey';
/** A session token from sign-in (POST /api/users/login and register). */
export const SESSION_SCHEME = 'session';

const zodTransform = createJsonSchemaTransform({});
const zodComponents = createJsonSchemaTransformObject({});

/** The operations whose route declares `caching`, noted while the routes are walked. */
const cachedOperations = new Set<string>();
/** The operations with RateLimit fields of their own limits (sign-in, sign-up). */
const rateLimitedOperations = new Map<string, 'refusals' | 'always'>();
/** The operations that honour Idempotency-Key, by their route's `idempotency`. */
const idempotentOperations = new Map<string, 'replay' | 'secret'>();
/** The operations an API key may call, which count against the plan's monthly calls. */
const meteredOperations = new Set<string>();

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

const STATUS_TEXTS: Record<string, string> = {
  '200': 'Done',
  '201': 'Created',
  '204': 'Done; no body',
  '304': 'Not modified: the If-None-Match tag is still current; no body',
  '400': 'The input is invalid; `fields` names each bad field',
  '401': 'No valid credential: sign in or send a token',
  '403': 'Not allowed for this caller (or a disabled account, or a write from another site)',
  '404': 'No such resource, or not one the caller may see',
  '409': 'The change conflicts with the current state',
  '413': 'The body or file is too large',
  '422': 'The Idempotency-Key was already used with another request',
  '415': 'The file is of a type not accepted',
  '429': 'Too many requests, or a quota is used up: wait Retry-After seconds',
  '4XX': 'Any other client error (e.g. 405 with Allow), with the same error body',
  '500': 'An unexpected error: quote the requestId when reporting it',
  '502': 'The model provider failed once the run had started',
  '503': 'Unavailable for now (busy, a dependency down, or not configured): see Retry-After',
  '504': 'The model provider did not answer in time',
};

/** Per route: the zod conversion, plus what the route's tier and documentedBody say. */
const transform: FastifyDynamicSwaggerOptions['transform'] = (input) => {
  const { schema, route } = input;
  const { documentedBody, documentedFile, ...rest } = schema ?? {};
  const result = zodTransform({ ...input, schema: rest });
  const out: FastifySchema & { body?: unknown } = { ...result.schema };
  const contentOf = (types: Record<string, z.ZodType>) => {
    const content: Record<string, { schema: unknown }> = {};
    for (const [type, body] of Object.entries(types)) {
      const converted = zodTransform({ ...input, schema: { body } }).schema as { body: unknown };
      content[type] = { schema: converted.body };
    }
    return content;
  };
  if (documentedBody) out.body = { content: contentOf(documentedBody) };
  if (documentedFile) {
    const disposition = {
      type: 'string',
      description: 'attachment; filename="<name>-<date>.<json|csv>"',
    };
    out.response = {
      ...(out.response as Record<string, unknown>),
      200: {
        description: documentedFile.description,
        headers: { 'Content-Disposition': disposition },
        content: contentOf(documentedFile.types),
      },
    };
  }
  if (route.config?.caching && typeof schema?.operationId === 'string')
    cachedOperations.add(schema.operationId);
  if (route.config?.rateLimitFields && typeof schema?.operationId === 'string')
    rateLimitedOperations.set(schema.operationId, route.config.rateLimitFields);
  if (route.config?.idempotency && typeof schema?.operationId === 'string')
    idempotentOperations.set(schema.operationId, route.config.idempotency);
  const { keyScope } = route.config ?? {};
  if (keyScope && keyScope !== 'session-only' && typeof schema?.operationId === 'string')
    meteredOperations.add(schema.operationId);
  if (route.config?.tier === 'public') out.security = [];
  else if (route.config?.keyScope && route.config.keyScope !== 'session-only') {
    // Decision 034: an API key with the route's scope also opens it.
    out.security = [{ [SESSION_SCHEME]: [] }, { cookie: [] }, { [API_KEY_SCHEME]: [] }];
  }
  return { ...result, schema: out };
};

function operationsOf(document: Document): Operation[] {
  return Object.values(document.paths ?? {}).flatMap((path) =>
    METHODS.flatMap((method) => (path?.[method] ? [path[method]] : [])),
  );
}

/** A response header whose value is text, for the components section. */
const stringHeader = (description: string): OpenAPIV3_1.HeaderObject => ({
  description,
  schema: { type: 'string' },
});

const header = (name: string) => ({ $ref: `#/components/headers/${name}` });

/** A cached GET: its tag and cache rule on 200, If-None-Match in, and a bodiless 304. */
function describeCaching(operation: Operation): void {
  if (!operation.operationId || !cachedOperations.has(operation.operationId)) return;
  const responses = operation.responses ?? {};
  const ok = responses['200'] as Response | undefined;
  if (ok)
    ok.headers = { ...ok.headers, ETag: header('ETag'), 'Cache-Control': header('CacheControl') };
  responses['304'] = { description: STATUS_TEXTS['304'] ?? '', headers: { ETag: header('ETag') } };
  operation.parameters = [
    ...(operation.parameters ?? []),
    { $ref: '#/components/parameters/IfNoneMatch' },
  ];
}

/** A call made with an API key on a limited plan says where the month's calls stand. */
function describeMetering(operation: Operation): void {
  const id = operation.operationId;
  if (!id) return;
  const own = rateLimitedOperations.get(id);
  const statuses = meteredOperations.has(id)
    ? /^(2..|304|429)$/
    : own === 'always'
      ? /^(2..|429)$/
      : own === 'refusals'
        ? /^429$/
        : null;
  if (!statuses) return;
  for (const [status, value] of Object.entries(operation.responses ?? {})) {
    if (!statuses.test(status)) continue;
    const response = value as Response;
    response.headers = {
      ...response.headers,
      RateLimit: header('RateLimit'),
      // The monthly meter's 429 sends r=0 only; the sign-in and sign-up limits name their policy.
      ...(status === '429' && !own ? {} : { 'RateLimit-Policy': header('RateLimitPolicy') }),
    };
  }
}

const REPLAY_TEXT =
  'Also the answer to a retry with the same Idempotency-Key and request (then marked Idempotent-Replayed)';
const SECRET_REPLAY_TEXT =
  'Also a retry with the Idempotency-Key of a request that made this: the secret is shown once only; ' +
  'Location names what was made';
const RUNNING_TEXT =
  'Also: a request with this Idempotency-Key is still running after 10 s of waiting';

/** A creating POST that honours Idempotency-Key (decision 042). */
function describeIdempotency(operation: Operation): void {
  const mode = operation.operationId && idempotentOperations.get(operation.operationId);
  if (!mode) return;
  operation.parameters = [
    ...(operation.parameters ?? []),
    { $ref: '#/components/parameters/IdempotencyKey' },
  ];
  const responses = operation.responses ?? {};
  const errorBody = (responses['400'] as Response | undefined)?.content;
  for (const [status, value] of Object.entries(responses)) {
    if (!/^[24]..$/.test(status) || status === '429') continue;
    const response = value as Response;
    response.headers = { ...response.headers, 'Idempotent-Replayed': header('IdempotentReplayed') };
  }
  responses['422'] ??= { description: STATUS_TEXTS['422'] ?? '', content: errorBody };
  const conflict = (responses['409'] ??= {
    description: STATUS_TEXTS['409'] ?? '',
    content: errorBody,
  }) as Response;
  const extra = mode === 'secret' ? `${RUNNING_TEXT}. ${SECRET_REPLAY_TEXT}` : RUNNING_TEXT;
  conflict.description = `${conflict.description || STATUS_TEXTS['409']}. ${extra}`;
  if (mode === 'secret') conflict.headers = { ...conflict.headers, Location: header('Location') };
  const created = responses['201'] ?? responses['200'];
  if (created && mode === 'replay')
    (created as Response).description =
      `${(created as Response).description || ''} ${REPLAY_TEXT}`.trim();
}

function describeResponses(operation: Operation): void {
  describeCaching(operation);
  describeIdempotency(operation);
  describeMetering(operation);
  for (const [status, value] of Object.entries(operation.responses ?? {})) {
    const response = value as Response;
    if (!response.description || response.description === 'Default Response')
      response.description = STATUS_TEXTS[status] ?? 'See the body';
    if (status === '429' || status === '503')
      response.headers = { ...response.headers, 'Retry-After': header('RetryAfter') };
    if (status === '201') response.headers = { ...response.headers, Location: header('Location') };
  }
}

/** The component names a value refers to, directly. */
function refsIn(value: unknown, found: Set<string>): void {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith('#/components/schemas/'))
        found.add(child.slice('#/components/schemas/'.length));
      else refsIn(child, found);
    }
}

/** Drops the named schemas nothing reaches (each shared schema is named for input and output). */
function dropUnreached(document: Document): void {
  const schemas = document.components?.schemas ?? {};
  const reached = new Set<string>();
  refsIn(document.paths, reached);
  const queue = [...reached];
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    const found = new Set<string>();
    refsIn(schemas[name], found);
    for (const next of found)
      if (!reached.has(next)) {
        reached.add(next);
        queue.push(next);
      }
  }
  for (const name of Object.keys(schemas)) if (!reached.has(name)) delete schemas[name];
}

const transformObject: FastifyDynamicSwaggerOptions['transformObject'] = (input) => {
  const document = zodComponents(input) as Document;
  for (const operation of operationsOf(document)) describeResponses(operation);
  dropUnreached(document);
  return { ...document, webhooks: webhooksSection() };
};

/** The options of @fastify/swagger for the /api door. */
export function openApiOptions(): FastifyDynamicSwaggerOptions {
  registerApiComponents();
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Prompt Hub REST API',
        description:
          'The REST door of Prompt Hub, for integrators (the web app itself talks tRPC at /trpc). ' +
          'Sign in with POST /api/users/login (or register) and send the token as ' +
          '`Authorization: Bearer <token>`. Routes marked with no security need none, and ' +
          'answer for the caller when one is sent (likes, saves, own prompts). ' +
          'Errors share one body (Error); a run can be ' +
          'streamed as NDJSON (GenerationEvent). The same library is an MCP server at /mcp ' +
          '(Streamable HTTP, outside this document): its prompts, and tools to search, get, ' +
          'like, save and run them with the same keys. ' +
          'Changes, and deprecations with their notice, are announced in the API changelog ' +
          '(docs/api-changelog.md in the source repository).',
        version: '1.0.0',
      },
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            description: 'The token of POST /api/users/login or /api/users/register (30 days)',
          },
          [API_KEY_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'ph_...',
            description:
              'An API key made in Settings (POST /api/users/me/api-keys): read opens GET routes, ' +
              'write adds creating, editing, liking, saving and uploading, generate adds runs. ' +
              'Calls count against the plan’s monthly API calls (429 with Retry-After past them).',
          },
          cookie: {
            type: 'apiKey',
            in: 'cookie',
            name: 'session',
            description: "The web app's own session cookie (same-site requests only)",
          },
        },
        headers: {
          RetryAfter: {
            description: 'Seconds to wait before trying again',
            schema: { type: 'integer', minimum: 0 },
          },
          RateLimit: stringHeader(
            'Where the caller stands in a limit (IETF draft RateLimit fields): ' +
              '`"<policy>";r=<left>;t=<seconds until the count starts again>`. Policies: ' +
              '`api-calls` (a call with an API key on a plan with a monthly limit; r=0 on its 429), ' +
              '`sign-up` (accounts made from one network an hour), and on a refused sign-in ' +
              '`sign-in` (tries on one account from one network), `sign-in-network` (tries from ' +
              'one network) or `sign-in-account` (tries on one account from unfamiliar networks)',
          ),
          RateLimitPolicy: stringHeader(
            'The limit the RateLimit field is about: `"<policy>";q=<quota>;w=<window in seconds>`, ' +
              'e.g. `"api-calls";q=1000;w=2592000` or `"sign-in";q=5;w=900`',
          ),
          Location: stringHeader('Where the created resource lives (a path on this server)'),
          IdempotentReplayed: {
            description:
              '`true` when this is the stored answer of an earlier request with the same Idempotency-Key',
            schema: { type: 'string', enum: ['true'] },
          },
          ETag: stringHeader(
            'A weak tag of this answer; send it back as If-None-Match to get 304 while it holds',
          ),
          CacheControl: stringHeader(
            'public, max-age=60 for an anonymous answer (Vary: Authorization, Cookie); ' +
              'private, no-cache for any answer about a signed-in caller',
          ),
        },
        parameters: {
          IdempotencyKey: {
            name: 'Idempotency-Key',
            in: 'header',
            required: false,
            description:
              'A key of your choosing (1 to 255 printable ASCII characters, e.g. a UUID) that makes ' +
              'a retry safe: for 24 hours, the same key with the same request gets the first ' +
              'answer again instead of a second resource; with another request, 422. A retry ' +
              'while the first is still running waits up to 10 s for its answer, then gets 409. ' +
              'Keys belong to the member (their sessions and API keys share them). An answer of ' +
              '429 or 5xx is not kept: the retry runs again.',
            schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x20-\\x7E]+$' },
          },
          IfNoneMatch: {
            name: 'If-None-Match',
            in: 'header',
            required: false,
            description:
              'ETags of answers already held: 304 with no body when one is current. ' +
              'A 304 made with an API key is still a counted call.',
            schema: { type: 'string' },
          },
        },
      },
      security: [{ [SESSION_SCHEME]: [] }, { cookie: [] }],
    },
    transform,
    transformObject,
  };
}
