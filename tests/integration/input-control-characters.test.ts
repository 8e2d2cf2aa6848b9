/**
 * Every string field of every door, found from the doors' own schemas (the
 * OpenAPI document for REST, each procedure's input for tRPC), gets a NUL
 * byte and other control characters in an otherwise valid request: each
 * must be a 400 naming that field alone, and nothing may be written. A new
 * door whose text skips the shared text schema (src/shared/text-input.ts)
 * fails here.
 */
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../../src/server/trpc/root.ts';
import { CONTROL_CHARACTERS_MESSAGE } from '../../src/shared/text-input.ts';
import { countRows, freshEmail, login, registerAccount } from '../helpers/accounts.ts';
import { dereferencedOpenApi } from '../helpers/openapi-document.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestUser, type TestUser } from '../helpers/test-users.ts';

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  minLength?: number;
  format?: string;
  minimum?: number;
  minItems?: number;
  'x-multiline'?: boolean;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}

/** Where a text field sits in a body: names, and 0 for the first item of a list. */
type FieldPath = (string | number)[];

interface TextField {
  path: FieldPath;
  multiline: boolean;
}

interface Probe {
  door: string;
  /** The field's dotted path, as the 400's `fields` names it. */
  field: string;
  /** Line breaks are allowed in it (prompt texts), so a line separator is fine. */
  multiline: boolean;
  /** The value travels in a URL (a lone surrogate cannot be written there). */
  inUrl: boolean;
  send: (value: string) => Promise<{ status: number; fields: Record<string, string> }>;
}

/** Bad text, each as it may arrive: in a URL, or in JSON (the surrogate). */
const IN_URLS = ['a\u0000b', 'bell\u0007', 'escape\u001b[31m', 'c1\u0085'];
const IN_MULTILINE_JSON = [...IN_URLS, 'lone \ud800 surrogate'];
const IN_JSON = [...IN_MULTILINE_JSON, 'line\u2028separator'];

let testApp: TestApp;
let admin: TestUser;

beforeAll(async () => {
  testApp = await createTestApp();
  // An admin passes every tier, so each probe reaches input validation.
  admin = await createTestUser(testApp.database.db, { role: 'admin' });
});

afterAll(async () => {
  await testApp.close();
});

/**
 * A value the schema accepts, so that only the probed field is wrong. Lists
 * are empty unless they must have an item, or the probe reaches into them.
 */
function validValue(name: string, schema: JsonSchema, probe?: FieldPath): unknown {
  if (schema.enum) return schema.enum[0];
  if (schema.type === 'integer' || schema.type === 'number') return schema.minimum ?? 1;
  if (schema.type === 'boolean') return false;
  if (schema.type === 'object') return validObject(schema, probe);
  if (schema.type === 'array') {
    const needed = probe?.[0] === 0 || (schema.minItems ?? 0) > 0;
    return needed ? [validValue(name, schema.items ?? {}, probe?.slice(1))] : [];
  }
  if (name.toLowerCase().includes('email')) return 'probe@test.example';
  // A webhook's address: public, so it is not refused as private.
  if (name === 'url') return 'https://203.0.113.10/probe';
  // A date field gets a date to come (an API key's expiry must be in the future).
  if (schema.format === 'date-time' || name.endsWith('At'))
    return new Date(Date.now() + 86_400_000).toISOString();
  // Admin doors check ids as ids; any well-formed one lets the probed field be judged.
  if (['id', 'ids', 'cid', 'changeRequestId'].includes(name))
    return '00000000-0000-4000-8000-000000000000';
  return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
}

function validObject(schema: JsonSchema, probe?: FieldPath): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, field]) => [
      name,
      validValue(name, field, probe?.[0] === name ? probe.slice(1) : undefined),
    ]),
  );
}

/** A valid body with `value` at `path` (lists along the way get one item). */
function bodyWith(schema: JsonSchema, path: FieldPath, value: string): Record<string, unknown> {
  const body = validObject(schema, path);
  let node: Record<string | number, unknown> = body;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
  node[path[path.length - 1] ?? ''] = value;
  return body;
}

/**
 * Free-text string fields, also inside lists and their items (a closed set
 * of values is refused by its enum).
 */
function textFields(schema: JsonSchema | undefined, at: FieldPath = []): TextField[] {
  if (!schema) return [];
  if (schema.type === 'string' && !schema.enum)
    return at.length > 0 ? [{ path: at, multiline: schema['x-multiline'] === true }] : [];
  if (schema.type === 'array') return textFields(schema.items, [...at, 0]);
  return Object.entries(schema.properties ?? {}).flatMap(([name, field]) =>
    textFields(field, [...at, name]),
  );
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

async function restProbes(): Promise<Probe[]> {
  const doc = (await dereferencedOpenApi(testApp.app)) as unknown as {
    paths: Record<string, Record<string, OpenApiOperation>>;
  };
  const probes: Probe[] = [];
  for (const [template, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = operation.parameters ?? [];
      const body = operation.requestBody?.content?.['application/json']?.schema;
      const send = async (overrides: {
        path?: Record<string, string>;
        query?: Record<string, string>;
        body?: Record<string, unknown>;
      }) => {
        let url = template;
        const query = new URLSearchParams();
        for (const parameter of parameters) {
          const value = String(validValue(parameter.name, parameter.schema));
          if (parameter.in === 'path')
            url = url.replace(
              `{${parameter.name}}`,
              encodeURIComponent(overrides.path?.[parameter.name] ?? value),
            );
          if (parameter.in === 'query')
            query.set(parameter.name, overrides.query?.[parameter.name] ?? value);
        }
        const response = await testApp.app.inject({
          method: method.toUpperCase() as 'GET',
          url: query.size > 0 ? `${url}?${query.toString()}` : url,
          headers: { authorization: `Bearer ${admin.token}` },
          ...(body ? { payload: overrides.body ?? validObject(body) } : {}),
        });
        return {
          status: response.statusCode,
          fields: response.json<{ fields?: Record<string, string> }>().fields ?? {},
        };
      };
      for (const parameter of parameters) {
        if (parameter.schema.type !== 'string' || parameter.schema.enum) continue;
        // Header parameters (If-None-Match) are conditions, not input fields:
        // one that matches no tag is ignored, as HTTP says, never refused.
        if (parameter.in !== 'path' && parameter.in !== 'query') continue;
        const where = parameter.in === 'path' ? 'path' : 'query';
        probes.push({
          door: `${method.toUpperCase()} ${template}`,
          field: parameter.name,
          multiline: false,
          inUrl: true,
          send: (value) => send({ [where]: { [parameter.name]: value } }),
        });
      }
      for (const field of textFields(body)) {
        probes.push({
          door: `${method.toUpperCase()} ${template}`,
          field: field.path.join('.'),
          multiline: field.multiline,
          inUrl: false,
          send: (value) => send({ body: bodyWith(body ?? {}, field.path, value) }),
        });
      }
    }
  }
  return probes;
}

/**
 * A schema with its `$ref`s to its own `$defs` put in place: the shared
 * schemas named for the OpenAPI document (rest/api-components.ts) are
 * referred to, not inlined, when zod writes a procedure's input.
 */
function withoutRefs(root: JsonSchema): JsonSchema {
  const resolve = (node: JsonSchema): JsonSchema => {
    const target = node.$ref ? root.$defs?.[node.$ref.replace('#/$defs/', '')] : undefined;
    const base = target ? { ...target, ...node, $ref: undefined } : node;
    return {
      ...base,
      ...(base.items ? { items: resolve(base.items) } : {}),
      ...(base.properties
        ? {
            properties: Object.fromEntries(
              Object.entries(base.properties).map(([name, field]) => [name, resolve(field)]),
            ),
          }
        : {}),
    };
  };
  return resolve(root);
}

interface ProcedureDef {
  type: 'query' | 'mutation' | 'subscription';
  inputs: z.ZodType[];
}

function trpcProbes(): Probe[] {
  // The router keeps its procedures flat by path; tRPC has no public listing of them.
  const procedures = appRouter._def.procedures as unknown as Record<string, { _def: ProcedureDef }>;
  return Object.entries(procedures).flatMap(([path, procedure]) => {
    const [input] = procedure._def.inputs;
    if (!input) return [];
    const schema = withoutRefs(
      z.toJSONSchema(input, { io: 'input', unrepresentable: 'any' }) as JsonSchema,
    );
    return textFields(schema).map((field) => ({
      door: path,
      field: field.path.join('.'),
      multiline: field.multiline,
      inUrl: procedure._def.type === 'query',
      send: async (value: string) => {
        const json = JSON.stringify({ json: bodyWith(schema, field.path, value) });
        const headers = { authorization: `Bearer ${admin.token}` };
        const response =
          procedure._def.type === 'query'
            ? await testApp.app.inject({
                method: 'GET',
                url: `/trpc/${path}?input=${encodeURIComponent(json)}`,
                headers,
              })
            : await testApp.app.inject({
                method: 'POST',
                url: `/trpc/${path}`,
                headers: { ...headers, 'content-type': 'application/json' },
                payload: json,
              });
        const body = response.json<{
          error?: { json?: { data?: { fields?: Record<string, string> } } };
        }>();
        return { status: response.statusCode, fields: body.error?.json?.data?.fields ?? {} };
      },
    }));
  });
}

describe('every string field of every door', () => {
  it('is found: the probes cover both doors', async () => {
    const doors = [...(await restProbes()), ...trpcProbes()].map(
      (probe) => `${probe.door} ${probe.field}`,
    );
    // Spot checks that discovery works; the list itself grows with the app.
    expect(doors).toEqual(
      expect.arrayContaining([
        'POST /api/users/register name',
        'POST /api/users/register email',
        'POST /api/users/register password',
        'POST /api/users/subscribe planId',
        'GET /api/prompts search',
        'GET /api/prompts/{id} id',
        'GET /api/auth/google/callback state',
        'auth.register name',
        'account.subscribe planId',
        'library.list search',
        'library.byId id',
        'POST /api/prompts categories.0',
        'POST /api/prompts variables.0.name',
        'POST /api/prompts chainedPrompts.0.description',
        'POST /api/prompts attachments.0.fileUrl',
        'prompts.update chainedPrompts.0.variables.0.defaultValue',
        // An input named for the OpenAPI document: zod refers to it through $defs.
        'prompts.create chainedPrompts.0.description',
      ]),
    );
  });

  it('refuses control characters with a 400 naming the field, and writes nothing', async () => {
    const before = await countRows(testApp.database.db);
    const probes = [...(await restProbes()), ...trpcProbes()];
    const failures: string[] = [];
    for (const probe of probes) {
      const values = probe.inUrl ? IN_URLS : probe.multiline ? IN_MULTILINE_JSON : IN_JSON;
      for (const value of values) {
        const { status, fields } = await probe.send(value);
        const isNamed =
          fields[probe.field] === CONTROL_CHARACTERS_MESSAGE && Object.keys(fields).length === 1;
        if (status !== 400 || !isNamed)
          failures.push(
            `${probe.door} ${probe.field} ${JSON.stringify(value)}: ${status} ${JSON.stringify(fields)}`,
          );
      }
    }
    expect(failures).toEqual([]);
    expect(await countRows(testApp.database.db)).toEqual(before);
  });
});

describe('text that is kept', () => {
  it('is stored in one Unicode form and trimmed; an email signs in however it is cased', async () => {
    const email = freshEmail('jose');
    const account = await registerAccount(testApp.app, {
      email: ` ${email} `,
      name: ' Jose\u0301 ',
    });
    expect(account.user.name).toBe('Jos\u00e9');
    expect(account.user.email).toBe(email);
    const composed = ` ${email.toUpperCase()}`;
    expect((await login(testApp.app, { email: composed, password: account.password })).status).toBe(
      200,
    );
  });

  it('keeps line breaks where text may have them, and a password exactly as typed', async () => {
    const account = await registerAccount(testApp.app, { password: '  spaces around  ' });
    expect(
      (await login(testApp.app, { email: account.email, password: '  spaces around  ' })).status,
    ).toBe(200);
    expect(
      (await login(testApp.app, { email: account.email, password: 'spaces around' })).status,
    ).toBe(401);
  });
});
