/**
 * THE authorization matrix (DESIGN.md "Tests"): every tRPC procedure and
 * every REST route under /api, called by each of five actors, with the
 * status each must get. A procedure or route without a row fails the test,
 * so nothing new ships without a decision about who may call it.
 *
 * Actors: anonymous (no credentials), user, owner (owns a pending prompt),
 * admin, and disabled: a user whose account status is 'disabled' but
 * whose session row still exists. Signed-in doors refuse that token with
 * 403 and the disabled message; public doors treat it as anonymous.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  changeRequests,
  planRequests,
  sessions,
  webhookEndpoints,
} from '../../src/server/db/schema.ts';
import { renderPng } from '../../src/server/db/seed/render-png.ts';
import { appRouter } from '../../src/server/trpc/root.ts';
import { type FakeAiProviders, startFakeAiProviders } from '../helpers/fake-ai/fake-ai-server.ts';
import { makeApiKey } from '../helpers/api-keys.ts';
import type { Database } from '../../src/server/db/client.ts';
import type { PromptVersionStatus } from '../../src/shared/prompt-version-fields.ts';
import { insertPrompt, insertVersions, promptIdByTitle } from '../helpers/prompt-fixtures.ts';
import { createSiblingApp, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createTestUser, type TestUser } from '../helpers/test-users.ts';
import { ACCOUNT_ROWS } from './authorization/account-rows.ts';
import { LIBRARY_ROWS } from './authorization/library-rows.ts';
import { ADMIN_ROWS } from './authorization/admin-rows.ts';
import { API_KEY_ROWS } from './authorization/api-key-rows.ts';
import { GENERATION_ROWS } from './authorization/generation-rows.ts';
import { PROMPT_ROWS } from './authorization/prompt-rows.ts';
import { SETUP_ROWS } from './authorization/setup-rows.ts';
import { UPLOAD_ROWS } from './authorization/upload-rows.ts';
import { WEBHOOK_ROWS } from './authorization/webhook-rows.ts';
import { MAIL_ROWS } from './authorization/mail-rows.ts';
import { NOTIFICATION_ROWS } from './authorization/notification-rows.ts';
import { SESSION_ROWS } from './authorization/session-rows.ts';
import { startSession } from '../../src/server/services/accounts/sessions.ts';
import { hashSessionToken } from '../../src/server/auth/session-tokens.ts';
import { eq } from 'drizzle-orm';
import { issueAccountToken } from '../../src/server/services/mail/account-tokens.ts';
import { COLLECTION_ROWS } from './authorization/collection-rows.ts';
import { CHANGE_REQUEST_ROWS } from './authorization/change-request-rows.ts';
import { PROMPT_EXCHANGE_ROWS } from './authorization/prompt-exchange-rows.ts';
import { insertCollection } from '../helpers/collection-fixtures.ts';
import { issueUnsubscribeToken } from '../../src/server/services/notifications/unsubscribe.ts';
import {
  ACTORS,
  type ActorName,
  type MatrixCheck,
  type MatrixFixture,
  type MatrixRequest,
  type MatrixRows,
} from './authorization/matrix-types.ts';

const MATRIX: MatrixRows = {
  ...LIBRARY_ROWS,
  ...PROMPT_ROWS,
  ...ACCOUNT_ROWS,
  ...UPLOAD_ROWS,
  ...ADMIN_ROWS,
  ...GENERATION_ROWS,
  ...SETUP_ROWS,
  ...API_KEY_ROWS,
  ...WEBHOOK_ROWS,
  ...MAIL_ROWS,
  ...COLLECTION_ROWS,
  ...NOTIFICATION_ROWS,
  ...CHANGE_REQUEST_ROWS,
  ...PROMPT_EXCHANGE_ROWS,
  ...SESSION_ROWS,
};

const PASSWORD = 'a long enough password';

let base: TestApp;
let providers: FakeAiProviders;
let app: FastifyInstance;
const registeredRoutes: string[] = [];
const actors = new Map<ActorName, TestUser | null>();
let fixture: MatrixFixture;

function collectRoute(route: RouteOptions) {
  for (const method of [route.method].flat()) {
    // HEAD routes are Fastify's automatic twins of GET routes: same handler, same rules.
    if (method === 'HEAD') continue;
    // GET /metrics is outside /api and answers no actor: only the bearer of
    // METRICS_TOKEN, whoever signed in (metrics.test.ts: 404 unset, 401 to a
    // wrong, missing or session token, an admin's included).
    if (!route.url.startsWith('/api/')) continue;
    // The swagger UI's own static pages (/api/docs and below) serve no data.
    if (route.url === '/api/docs' || route.url.startsWith('/api/docs/')) continue;
    registeredRoutes.push(`${method} ${route.url}`);
  }
}

async function createActor(name: ActorName): Promise<TestUser | null> {
  const { db } = base.database;
  switch (name) {
    case 'anonymous':
      return null;
    case 'user':
      return createTestUser(db, { name: 'Matrix User', plan: 'pro' });
    case 'owner': {
      const owner = await createTestUser(db, { name: 'Matrix Owner', plan: 'pro' });
      await insertPrompt(db, { title: 'Owner Draft', status: 'pending', createdById: owner.id });
      return owner;
    }
    case 'admin':
      return createTestUser(db, { role: 'admin', name: 'Matrix Admin', plan: 'pro' });
    case 'disabled':
      return createTestUser(db, { status: 'disabled', name: 'Matrix Disabled' });
  }
}

beforeAll(async () => {
  providers = await startFakeAiProviders();
  base = await createTestApp({ env: providers.env });
  app = await createSiblingApp(base, { onRoute: collectRoute });
  for (const name of ACTORS) actors.set(name, await createActor(name));
  const owner = actors.get('owner');
  if (!owner) throw new Error('no owner');
  const db = base.database.db;
  const passwordEmail = `matrix-${randomBytes(4).toString('hex')}@test.example`;
  const registered = await app.inject({
    method: 'POST',
    url: '/api/users/register',
    payload: { name: 'Password Person', email: passwordEmail, password: PASSWORD },
  });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  fixture = {
    approvedId: await promptIdByTitle(db, 'Meeting Notes to Decision Log'),
    pendingId: await insertPrompt(db, {
      title: 'Quarterly Investor Update Draft',
      status: 'pending',
      createdById: owner.id,
      categories: ['Business', 'Finance'],
    }),
    versionedId: await versionedPrompt(db, owner.id, 'approved', ['live', 'pending']),
    newPendingVersion: () => versionedPrompt(db, owner.id, 'approved', ['live', 'pending']),
    newEditedPrompt: () => versionedPrompt(db, owner.id, 'pending', ['previous', 'live']),
    passwordAccount: { email: passwordEmail, password: PASSWORD },
    freshEmail: () => `matrix-${randomBytes(6).toString('hex')}@test.example`,
    avatarPng: renderPng('rings', 200),
    newPendingPrompt: () =>
      insertPrompt(db, {
        title: `Matrix Review ${randomBytes(3).toString('hex')}`,
        status: 'pending',
        createdById: owner.id,
      }),
    newOwnerPrivatePrompt: () =>
      insertPrompt(db, {
        title: `Matrix Private ${randomBytes(3).toString('hex')}`,
        status: 'private',
        createdById: owner.id,
      }),
    newMember: async () => (await createTestUser(db, { name: 'Matrix Target' })).id,
    newMemberAskingForPlan: async () => {
      const member = await createTestUser(db, { name: 'Matrix Asker' });
      await db.insert(planRequests).values({ userId: member.id, planId: 'pro' });
      return member.id;
    },
    newOwnerApiKey: async () => (await makeApiKey(app, owner, { name: 'Matrix owner key' })).id,
    newWebhook: async () => {
      const [row] = await db
        .insert(webhookEndpoints)
        .values({
          url: 'https://203.0.113.10/matrix-hook',
          events: ['prompt.deleted'],
          secret: 'a matrix webhook secret',
        })
        .returning({ id: webhookEndpoints.id });
      if (!row) throw new Error('no webhook');
      return row.id;
    },
    newOwnerCollection: async (visibility) =>
      insertCollection(db, {
        ownerId: owner.id,
        visibility,
        promptIds: [fixture.approvedId],
      }),
    newResetToken: async () => {
      const member = await createTestUser(db, { name: 'Matrix Forgetful' });
      return issueAccountToken(db, member.id, 'password-reset');
    },
    newVerifyToken: async () => {
      const member = await createTestUser(db, { name: 'Matrix Unproven' });
      return issueAccountToken(db, member.id, 'email-verify');
    },
    newChangeRequest: async (proposer) => {
      const user = actors.get('user');
      const proposerId =
        proposer === 'user' && user
          ? user.id
          : (await createTestUser(db, { name: 'Matrix Proposer' })).id;
      const promptId = await versionedPrompt(db, owner.id, 'approved', ['live']);
      const [row] = await db
        .insert(changeRequests)
        .values({
          promptId,
          proposerId,
          reason: 'A clearer opening line.',
          baseVersion: 1,
          content: {
            title: 'Matrix Proposal',
            description: 'Write about {topic}, clearly.',
            systemPrompt: '',
            tools: '',
            categories: ['Writing'],
            model: 'ChatGPT',
            settings: {},
            variables: [{ name: 'topic', defaultValue: 'anything' }],
            isImagePrompt: false,
            isChained: false,
            chainedPrompts: [],
            executionType: 'independent',
            attachments: [],
          },
        })
        .returning({ id: changeRequests.id });
      if (!row) throw new Error('no change request');
      return { promptId, id: row.id };
    },
    newUnsubscribeToken: async () => {
      const member = await createTestUser(db, { name: 'Matrix Unsubscriber' });
      return issueUnsubscribeToken(db, member.id, 'prompt-approved');
    },
    newOwnerSession: () => sessionIdOf(db, owner.id),
    newStrangerSession: async () =>
      sessionIdOf(db, (await createTestUser(db, { name: 'Matrix Stranger' })).id),
  };
});

afterAll(async () => {
  await app.close();
  await base.close();
  await providers.close();
});

/** Starts a session for the account and gives its public id. */
async function sessionIdOf(db: Database, userId: string): Promise<string> {
  const token = await startSession(db, userId, 'Matrix browser');
  const [row] = await db
    .select({ publicId: sessions.publicId })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashSessionToken(token)));
  if (!row) throw new Error('no session');
  return row.publicId;
}

async function versionedPrompt(
  db: Database,
  ownerId: string,
  status: 'approved' | 'pending',
  versions: PromptVersionStatus[],
): Promise<string> {
  const id = await insertPrompt(db, {
    title: `Matrix Versions ${randomBytes(3).toString('hex')}`,
    status,
    createdById: ownerId,
  });
  await insertVersions(db, id, versions);
  return id;
}

async function send(request: MatrixRequest, actor: TestUser | null) {
  const options: InjectOptions = {
    method: request.method,
    url: request.url,
    headers: { ...request.headers, ...bearer(actor) },
  };
  if (request.payload !== undefined) options.payload = request.payload;
  return app.inject(options);
}

describe('the matrix covers everything', () => {
  it('has a row for every tRPC procedure', () => {
    const procedures = Object.keys(appRouter._def.procedures);
    expect(procedures.length).toBeGreaterThan(0);
    expect(procedures.filter((procedure) => !(procedure in MATRIX))).toEqual([]);
  });

  it('has a row for every REST route under /api', () => {
    expect(registeredRoutes).toContain('GET /api/prompts/:id');
    expect(registeredRoutes.filter((route) => !(route in MATRIX))).toEqual([]);
  });

  it('has no row for a procedure or route that does not exist', () => {
    const known = new Set([...Object.keys(appRouter._def.procedures), ...registeredRoutes]);
    expect(Object.keys(MATRIX).filter((key) => !known.has(key))).toEqual([]);
  });

  it('gives every row at least one check', () => {
    for (const [key, checks] of Object.entries(MATRIX))
      expect(checks.length, key).toBeGreaterThan(0);
  });
});

describe('the disabled actor', () => {
  it('still has a session row, which the tiers must refuse', async () => {
    const disabled = actors.get('disabled');
    const rows = await base.database.db.select({ userId: sessions.userId }).from(sessions);
    expect(rows.some((row) => row.userId === disabled?.id)).toBe(true);
  });

  it('gets the same answer as anonymous from public doors (no liked/saved flags)', async () => {
    const url = `/api/prompts/${fixture.approvedId}`;
    const asDisabled = await send({ method: 'GET', url }, actors.get('disabled') ?? null);
    const asUser = await send({ method: 'GET', url }, actors.get('user') ?? null);
    expect(asDisabled.json()).not.toHaveProperty('prompt.liked');
    expect(asUser.json()).toHaveProperty('prompt.liked', false);
  });

  it('hears the disabled message from signed-in doors, on REST and tRPC', async () => {
    const disabled = actors.get('disabled') ?? null;
    const message =
      'This account has been disabled. Contact support if you think this is a mistake.';
    const rest = await send({ method: 'GET', url: '/api/users/me' }, disabled);
    expect(rest.json()).toEqual({
      error: message,
      code: 'FORBIDDEN',
      requestId: rest.headers['x-request-id'],
    });
    const trpc = await send({ method: 'GET', url: '/trpc/account.myPrompts' }, disabled);
    expect(trpc.json()).toMatchObject({ error: { json: { message } } });
  });
});

const cases = Object.entries(MATRIX).flatMap(([key, checks]) =>
  checks.flatMap((check: MatrixCheck) =>
    ACTORS.map((actor) => ({ key, check, actor, status: check.expect[actor] })),
  ),
);

describe.each(Object.keys(MATRIX))('%s', (key) => {
  it.each(cases.filter((row) => row.key === key))(
    '$check.label as $actor -> $status',
    async ({ check, actor, status }) => {
      const caller = check.consumesActor ? await createActor(actor) : (actors.get(actor) ?? null);
      const response = await send(await check.request(fixture), caller);
      expect(response.statusCode, response.body.slice(0, 300)).toBe(status);
    },
  );
});
