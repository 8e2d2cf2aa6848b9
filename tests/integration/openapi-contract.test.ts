/**
 * /api/openapi.json is a contract an integrator can generate a client
 * from (issue 26 item 1, decision 033): valid OpenAPI 3.1 for
 * swagger-parser and Redocly's recommended rules, every operation named
 * and answering a documented 2xx (3xx for the browser redirects) and 4xx,
 * shared shapes as named components, multipart bodies and the NDJSON
 * stream described. The same checks refuse a broken document.
 */
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAccepted, redoclyProblems, swaggerParserErrors } from '../../scripts/openapi-checks.ts';
import { GENERATION_STREAM_TYPE } from '../../src/shared/generation-limits.ts';
import { openApiDocument } from '../helpers/openapi-document.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

type Operation = OpenAPIV3_1.OperationObject;

let testApp: TestApp;
let document: OpenAPIV3_1.Document;

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

function operations(): { name: string; operation: Operation }[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item?.[method];
      return operation ? [{ name: `${method.toUpperCase()} ${path}`, operation }] : [];
    }),
  );
}

function operation(id: string): Operation {
  const found = operations().find((each) => each.operation.operationId === id);
  if (!found) throw new Error(`no operation ${id}`);
  return found.operation;
}

beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
  document = await openApiDocument(testApp.app);
});

afterAll(async () => {
  await testApp.close();
});

describe('the OpenAPI document', () => {
  it('passes swagger-parser and Redocly with no error and only the accepted warnings', async () => {
    expect(document.openapi).toBe('3.1.0');
    expect(await swaggerParserErrors(document)).toEqual([]);
    const problems = await redoclyProblems(document);
    expect(problems.filter((problem) => !isAccepted(problem))).toEqual([]);
  });

  it('names every operation once, each with a 2xx (or redirect) and a 4xx answer', () => {
    const all = operations();
    expect(all.length).toBeGreaterThanOrEqual(33);
    const ids = all.map((each) => each.operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { name, operation: each } of all) {
      const statuses = Object.keys(each.responses ?? {});
      expect(
        statuses.some((status) => /^[23]/.test(status)),
        name,
      ).toBe(true);
      expect(
        statuses.some((status) => status.startsWith('4')),
        name,
      ).toBe(true);
    }
  });

  it('has servers, the session and API-key schemes, and security: [] on public routes', () => {
    expect(document.servers?.length).toBeGreaterThan(0);
    expect(document.components?.securitySchemes).toMatchObject({
      session: { type: 'http', scheme: 'bearer' },
      apiKey: { type: 'http', scheme: 'bearer', bearerFormat: 'ph_...' },
    });
    for (const id of ['listPrompts', 'getPrompt', 'register', 'login', 'generate', 'listModels'])
      expect(operation(id).security, id).toEqual([]);
    // A route an API key may call lists the key beside the document's default.
    for (const id of ['createPrompt', 'getCurrentUser', 'uploadFile'])
      expect(operation(id).security, id).toEqual([{ session: [] }, { cookie: [] }, { apiKey: [] }]);
    // Session-only and admin routes keep the default: a session, never a key.
    for (const id of ['createApiKey', 'adminListUsers', 'logout'])
      expect(operation(id).security, id).toBeUndefined();
  });

  it('shares the error body and the views as named components', () => {
    const schemas = Object.keys(document.components?.schemas ?? {});
    expect(schemas).toEqual(expect.arrayContaining(['Error', 'Prompt', 'PromptPage', 'User']));
    const notFound = operation('getPrompt').responses?.['404'] as OpenAPIV3_1.ResponseObject;
    expect(notFound.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/Error',
    });
    const limited = operation('createPrompt').responses?.['429'] as OpenAPIV3_1.ResponseObject;
    expect(Object.keys(limited.headers ?? {})).toEqual(['RateLimit', 'Retry-After']);
  });

  it('states the HTTP headers of decision 036', () => {
    const headersOf = (id: string, status: string) =>
      Object.keys((operation(id).responses?.[status] as OpenAPIV3_1.ResponseObject).headers ?? {});
    for (const id of [
      'listPrompts',
      'getPrompt',
      'listModels',
      'getCurrentUser',
      'listPromptVersions',
    ]) {
      expect(headersOf(id, '200'), id).toEqual(
        expect.arrayContaining(['ETag', 'Cache-Control', 'RateLimit', 'RateLimit-Policy']),
      );
      expect(headersOf(id, '304'), id).toContain('ETag');
      expect(operation(id).parameters, id).toContainEqual({
        $ref: '#/components/parameters/IfNoneMatch',
      });
    }
    for (const id of ['createPrompt', 'createApiKey', 'adminCreateWebhook', 'register'])
      expect(headersOf(id, '201'), id).toContain('Location');
    // A session-only route is never metered.
    expect(headersOf('createApiKey', '201')).not.toContain('RateLimit');
  });

  it('states Idempotency-Key, the change feed and the sign-in limits (decision 042)', () => {
    const headersOf = (id: string, status: string) =>
      Object.keys((operation(id).responses?.[status] as OpenAPIV3_1.ResponseObject).headers ?? {});
    const idempotent = [
      'createPrompt',
      'requestPlan',
      'subscribeToPlan',
      'createApiKey',
      'createCollection',
      'restorePromptVersion',
      'proposePromptChange',
      'submitPrivatePrompt',
    ];
    for (const id of [...idempotent, 'adminCreateWebhook', 'adminMakeResetLink']) {
      expect(operation(id).parameters, id).toContainEqual({
        $ref: '#/components/parameters/IdempotencyKey',
      });
      expect(Object.keys(operation(id).responses ?? {}), id).toEqual(
        expect.arrayContaining(['409', '422']),
      );
    }
    expect(headersOf('createPrompt', '201')).toContain('Idempotent-Replayed');
    expect(headersOf('createApiKey', '409')).toContain('Location');
    for (const id of ['uploadFile', 'generate', 'register', 'login'])
      expect(operation(id).parameters ?? [], id).not.toContainEqual({
        $ref: '#/components/parameters/IdempotencyKey',
      });
    const since = (operation('listPrompts').parameters ?? []).find(
      (parameter) => (parameter as OpenAPIV3_1.ParameterObject).name === 'updatedSince',
    );
    expect(since).toMatchObject({ in: 'query', required: false });
    expect(headersOf('login', '429')).toEqual(
      expect.arrayContaining(['RateLimit', 'RateLimit-Policy', 'Retry-After']),
    );
    expect(headersOf('register', '201')).toEqual(
      expect.arrayContaining(['RateLimit', 'RateLimit-Policy', 'Location']),
    );
  });

  it('describes the multipart bodies and the streamed run', () => {
    for (const id of ['uploadFile', 'uploadAvatar']) {
      const body = operation(id).requestBody as OpenAPIV3_1.RequestBodyObject;
      expect(body.content['multipart/form-data']?.schema, id).toMatchObject({
        properties: { file: { type: 'string', format: 'binary' } },
        required: ['file'],
      });
    }
    const generate = operation('generate');
    const body = generate.requestBody as OpenAPIV3_1.RequestBodyObject;
    expect(Object.keys(body.content)).toEqual(['application/json', 'multipart/form-data']);
    const ok = generate.responses?.['200'] as OpenAPIV3_1.ResponseObject;
    expect(ok.content?.[GENERATION_STREAM_TYPE]?.schema).toEqual({
      $ref: '#/components/schemas/GenerationEvent',
    });
    const event = document.components?.schemas?.GenerationEvent as OpenAPIV3_1.SchemaObject;
    const types = (event.oneOf ?? event.anyOf ?? []).map(
      (variant) => (variant as OpenAPIV3_1.SchemaObject).properties?.type,
    );
    expect(types.map((type) => (type as { const?: string }).const).sort()).toEqual([
      'clamped',
      'done',
      'error',
      'image',
      'progress',
      'step',
      'step-end',
      'text',
    ]);
  });

  it('is the whole document the docs page at /api/docs shows', async () => {
    const shown = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(shown.json()).toEqual(document);
  });

  it('is refused by the same checks when broken', async () => {
    const broken = structuredClone(document);
    const list = broken.paths?.['/api/prompts']?.get;
    if (!list) throw new Error('no GET /api/prompts');
    delete list.operationId;
    // A keyword OpenAPI does not know, as the shared text schema once leaked.
    Object.assign(broken.components?.schemas?.Prompt ?? {}, { multiline: true });
    list.responses = { ...list.responses, '418': { $ref: '#/components/responses/Missing' } };

    expect((await swaggerParserErrors(broken)).length).toBeGreaterThan(0);
    const refused = (await redoclyProblems(broken)).filter((problem) => !isAccepted(problem));
    expect(refused.map((problem) => problem.ruleId)).toEqual(
      expect.arrayContaining(['operation-operationId', 'no-unresolved-refs', 'struct']),
    );
  });
});
