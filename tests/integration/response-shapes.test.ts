/**
 * Each response shape is written once, in src/shared/*-views.ts (decision
 * 023): the REST routes answer with those schemas and the tRPC door returns
 * the services' values typed by them. These tests hold the two doors and the
 * schemas together on real service output: the schema takes every field a
 * service returns (encoding drops nothing and adds nothing), and each REST
 * answer is exactly its tRPC counterpart with Dates written as ISO strings.
 * A field added to a service but not to its schema, or a route answering
 * with a shape of its own, fails here.
 */
import { PLAN_MODES } from '../../src/shared/subscription-rules.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { promptLikes, promptSaves } from '../../src/server/db/schema.ts';
import { adminDashboard, bulkStatusResult, userPage } from '../../src/shared/admin-views.ts';
import {
  type MyPrompts,
  myPrompts,
  type PromptPage,
  promptPage,
  type PromptView,
  promptView,
} from '../../src/shared/prompt-views.ts';
import { modelCatalog } from '../../src/shared/model-views.ts';
import { planView, signInOptions, userView } from '../../src/shared/user-views.ts';
import { insertPrompt, promptIdByTitle } from '../helpers/prompt-fixtures.ts';
import { getJson } from '../helpers/rest-json.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createTestUser, type TestUser } from '../helpers/test-users.ts';
import { trpcCall } from '../helpers/trpc-inject.ts';

let testApp: TestApp;
let member: TestUser;
let admin: TestUser;
let rejectedId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.database;
  member = await createTestUser(db, { name: 'Shape Member' });
  admin = await createTestUser(db, { name: 'Shape Admin', role: 'admin' });
  const liked = await promptIdByTitle(db, 'Cold Email That Earns a Reply');
  await db.insert(promptLikes).values({ userId: member.id, promptId: liked });
  await db.insert(promptSaves).values({ userId: member.id, promptId: liked });
  rejectedId = await insertPrompt(db, {
    title: 'Rejected Shape Draft',
    status: 'rejected',
    statusReason: 'Too vague',
    statusChangedAt: new Date(),
    createdById: member.id,
  });
});

afterAll(async () => {
  await testApp.close();
});

/** What JSON makes of a value: Dates become ISO strings, undefined fields go. */
function asWire(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value));
}

async function trpcData(path: string, input: unknown, caller: TestUser | null): Promise<unknown> {
  const result = await trpcCall<unknown>(testApp.app, { path, input }, bearer(caller));
  if (!result.ok) throw new Error(`${path}: ${result.error.message}`);
  return result.data;
}

/** The schema carries the service's value whole: encoding keeps every field as it was. */
function expectSchemaTakesAll(schema: z.ZodType, data: unknown): void {
  expect(z.encode(schema, data)).toEqual(asWire(data));
}

interface DoorPair {
  name: string;
  trpc: { path: string; input?: () => unknown };
  rest: () => string;
  /** The REST answer's schema, and the tRPC value wrapped as the REST route wraps it. */
  schema: z.ZodType;
  wrap?: (data: unknown) => unknown;
  caller: () => TestUser | null;
}

const PAIRS: DoorPair[] = [
  {
    name: 'the library page',
    trpc: { path: 'library.list', input: () => ({ category: 'Marketing' }) },
    rest: () => '/api/prompts?category=Marketing',
    schema: promptPage,
    caller: () => member,
  },
  {
    name: 'a search corrected to the nearest spelling',
    trpc: { path: 'library.list', input: () => ({ search: 'emial' }) },
    rest: () => '/api/prompts?search=emial',
    schema: promptPage,
    caller: () => null,
  },
  {
    name: 'trending',
    trpc: { path: 'library.trending', input: () => ({ limit: 6 }) },
    rest: () => '/api/prompts/trending?limit=6',
    schema: z.object({ prompts: z.array(promptView) }),
    wrap: (prompts) => ({ prompts }),
    caller: () => member,
  },
  {
    name: "an owner's rejected prompt, with the moderator's reason",
    trpc: { path: 'library.byId', input: () => ({ id: rejectedId }) },
    rest: () => `/api/prompts/${rejectedId}`,
    schema: z.object({ prompt: promptView }),
    wrap: (prompt) => ({ prompt }),
    caller: () => member,
  },
  {
    name: "a member's lists",
    trpc: { path: 'account.myPrompts' },
    rest: () => '/api/users/prompts',
    schema: myPrompts,
    caller: () => member,
  },
  {
    name: 'the signed-in user',
    trpc: { path: 'auth.me' },
    rest: () => '/api/users/me',
    schema: z.object({ user: userView }),
    wrap: (user) => ({ user }),
    caller: () => member,
  },
  {
    name: 'the plans',
    trpc: { path: 'account.plans' },
    rest: () => '/api/users/plans',
    schema: z.object({ plans: z.array(planView), mode: z.enum(PLAN_MODES) }),
    // The REST answer also says how plans are handed out (tRPC: account.planChoice).
    wrap: (plans) => ({ plans, mode: 'admin' }),
    caller: () => null,
  },
  {
    name: 'the playground models, as an admin reads them',
    trpc: { path: 'playground.models' },
    rest: () => '/api/models',
    schema: modelCatalog,
    caller: () => admin,
  },
  {
    name: "the admin's prompt list",
    trpc: { path: 'admin.prompts.list', input: () => ({}) },
    rest: () => '/api/admin/prompts',
    schema: promptPage.omit({ correctedSearch: true }),
    caller: () => admin,
  },
  {
    name: "the admin's user list",
    trpc: { path: 'admin.users.list', input: () => ({}) },
    rest: () => '/api/admin/users',
    schema: userPage,
    caller: () => admin,
  },
];

describe('a REST answer and its tRPC counterpart', () => {
  it.each(PAIRS)('agree for $name', async (pair) => {
    const data = await trpcData(pair.trpc.path, pair.trpc.input?.(), pair.caller());
    const wrapped = pair.wrap ? pair.wrap(data) : data;
    expectSchemaTakesAll(pair.schema, wrapped);
    const answer = await getJson<unknown>(testApp.app, pair.rest(), bearer(pair.caller()));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(asWire(wrapped));
    // And the wire decodes back to exactly what the tRPC door gave.
    expect(z.decode(pair.schema, answer.body)).toEqual(wrapped);
  });

  it('cover the fields that appear only sometimes', async () => {
    const corrected = (await trpcData('library.list', { search: 'emial' }, null)) as PromptPage;
    expect(corrected.correctedSearch).toBeDefined();
    const own = (await trpcData('library.byId', { id: rejectedId }, member)) as PromptView;
    expect(own.statusReason).toBe('Too vague');
    expect(own.statusChangedAt).toBeInstanceOf(Date);
    const lists = (await trpcData('account.myPrompts', undefined, member)) as MyPrompts;
    expect(lists.savedPrompts[0]).toMatchObject({ liked: true, saved: true });
    const page = (await trpcData('library.list', { category: 'Marketing' }, member)) as PromptPage;
    expect(page.prompts.some((prompt) => prompt.attachments.length > 0)).toBe(true);
  });
});

describe('tRPC-only answers match their shared schemas', () => {
  it('the admin dashboard', async () => {
    expectSchemaTakesAll(adminDashboard, await trpcData('admin.dashboard', undefined, admin));
  });

  it('the sign-in options', async () => {
    expectSchemaTakesAll(signInOptions, await trpcData('auth.options', undefined, null));
  });

  it('a bulk status change', async () => {
    const draft = await insertPrompt(testApp.database.db, {
      title: 'Bulk Shape Draft',
      status: 'pending',
    });
    const result = await trpcCall<unknown>(
      testApp.app,
      {
        path: 'admin.prompts.setStatusMany',
        type: 'mutation',
        input: { ids: [draft, rejectedId], status: 'approved' },
      },
      bearer(admin),
    );
    if (!result.ok) throw new Error(result.error.message);
    expectSchemaTakesAll(bulkStatusResult, result.data);
  });
});
