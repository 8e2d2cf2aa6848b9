/**
 * A search nothing matches, over REST: page 1 of 0, with hasNextPage false,
 * and the OpenAPI document says so (issue 21, item 11).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson } from '../helpers/rest-json.ts';
import { dereferencedOpenApi } from '../helpers/openapi-document.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ seed: true });
});

afterAll(async () => {
  await testApp.close();
});

interface SchemaNode {
  description?: string;
  properties?: Record<string, SchemaNode>;
}

describe('an empty search', () => {
  it('answers 200 with page 1 of 0 and no next page', async () => {
    const { status, body } = await getJson<{ prompts: unknown[]; pagination: unknown }>(
      testApp.app,
      '/api/prompts?search=qqqzzzxxyy',
    );
    expect(status).toBe(200);
    expect(body.prompts).toEqual([]);
    expect(body.pagination).toEqual({
      currentPage: 1,
      totalPages: 0,
      totalPrompts: 0,
      hasNextPage: false,
      hasPrevPage: false,
    });
  });

  it('is documented in the OpenAPI schema of the list', async () => {
    const body = (await dereferencedOpenApi(testApp.app)) as unknown as {
      paths: Record<
        string,
        { get?: { responses: Record<string, { content: Record<string, { schema: SchemaNode }> }> } }
      >;
    };
    const schema =
      body.paths['/api/prompts']?.get?.responses['200']?.content['application/json']?.schema;
    const pagination = schema?.properties?.pagination?.properties ?? {};
    expect(pagination.totalPages?.description).toBe('0 when nothing matches');
    expect(pagination.hasNextPage?.description).toMatch(/false when nothing matches/);
  });
});
