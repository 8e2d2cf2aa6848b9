/**
 * Change requests over REST (issue 28 item 5, decision 050): a member
 * proposes a change to someone else's approved prompt with a reason; the
 * owner accepts it (a pending version, reviewed like their own edit) or
 * declines it with a note; an admin's acceptance is live at once; the
 * proposer withdraws. Limits: one open request per member and prompt, ten a
 * day, both held against 20 parallel requests. An acceptance while another
 * edit is pending orders the two and loses neither. Bad inputs write nothing.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeRequests, notifications } from '../../src/server/db/schema.ts';
import { MADE_PRIVATE_NOTE } from '../../src/server/services/prompts/private-prompts.ts';
import { CHANGE_REQUESTS_PER_DAY } from '../../src/shared/change-request-fields.ts';
import type { PromptSubmissionDraft } from '../../src/shared/prompt-submission-input.ts';
import { sendJson } from '../helpers/accounts.ts';
import type { PromptJson } from '../helpers/rest-json.ts';
import { insertPrompt } from '../helpers/prompt-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createTestUser, type TestUser } from '../helpers/test-users.ts';

interface ChangeRequestJson {
  _id: string;
  status: string;
  reason: string;
  decisionNote: string | null;
  resultingVersion: number | null;
  baseVersion: number;
  diff: { field: string }[] | null;
  content: { title: string; description: string };
  proposer: { _id: string; name: string };
  prompt: { _id: string; title: string };
}

interface VersionJson {
  number: number;
  status: string;
  changeNote: string;
}

let testApp: TestApp;
let owner: TestUser;
let member: TestUser;
let other: TestUser;
let admin: TestUser;

beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
  const { db } = testApp.database;
  owner = await createTestUser(db, { name: 'Olga Owner', plan: 'pro' });
  member = await createTestUser(db, { name: 'Mo Member' });
  other = await createTestUser(db, { name: 'Otto Other' });
  admin = await createTestUser(db, { name: 'Ada Admin', role: 'admin' });
});

afterAll(async () => {
  await testApp.close();
});

function call<T>(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  user: TestUser | null,
  payload?: unknown,
) {
  return sendJson<T & { error?: string; fields?: Record<string, string> }>(testApp.app, {
    method,
    url,
    headers: bearer(user),
    ...(payload === undefined ? {} : { payload }),
  });
}

const form = (overrides: Partial<PromptSubmissionDraft> = {}): PromptSubmissionDraft => ({
  title: 'Trip Planner',
  description: 'Plan a trip to {city} in three days.',
  systemprompt: '',
  categories: ['Travel'],
  model: 'ChatGPT',
  variables: [{ name: 'city', defaultValue: 'Lisbon' }],
  ...overrides,
});

/** An approved prompt of the owner's, inserted with the content `form()` gives. */
function approvedPrompt(title = 'Trip Planner'): Promise<string> {
  return insertPrompt(testApp.database.db, {
    title,
    status: 'approved',
    createdById: owner.id,
    description: 'Plan a trip to {city} in three days.',
    categories: ['Travel'],
    variables: [{ name: 'city', defaultValue: 'Lisbon' }],
  });
}

const propose = (id: string, user: TestUser | null, body: unknown) =>
  call<{ changeRequest: ChangeRequestJson }>('POST', `/api/prompts/${id}/changes`, user, body);

const better = (title = 'Trip Planner') => ({
  changes: form({ title, description: 'Plan a relaxed trip to {city} in four days.' }),
  reason: 'Three days is rushed for most cities.',
});

const answer = (
  id: string,
  cid: string,
  verb: 'accept' | 'decline' | 'withdraw',
  user: TestUser,
  note?: string,
) =>
  call<{ changeRequest: ChangeRequestJson }>(
    'POST',
    `/api/prompts/${id}/changes/${cid}/${verb}`,
    user,
    note === undefined ? {} : { note },
  );

const versionsOf = (id: string, user: TestUser) =>
  call<{ versions: VersionJson[] }>('GET', `/api/prompts/${id}/versions`, user);

const pageOf = (id: string) => call<{ prompt: PromptJson }>('GET', `/api/prompts/${id}`, null);

async function requestRows(promptId: string): Promise<number> {
  const [row] = await testApp.database.db
    .select({ n: count() })
    .from(changeRequests)
    .where(eq(changeRequests.promptId, promptId));
  return row?.n ?? 0;
}

async function kindsFor(user: TestUser): Promise<{ kind: string; reason: string | null }[]> {
  return testApp.database.db
    .select({ kind: notifications.kind, reason: notifications.reason })
    .from(notifications)
    .where(eq(notifications.userId, user.id));
}

describe('proposing', () => {
  it('records the request, tells the owner and shows the diff against the live version', async () => {
    const id = await approvedPrompt();
    const sent = await propose(id, member, better());
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const request = sent.body.changeRequest;
    expect(request).toMatchObject({
      status: 'open',
      reason: 'Three days is rushed for most cities.',
      baseVersion: 1,
      proposer: { _id: member.id, name: 'Mo Member' },
      prompt: { _id: id, title: 'Trip Planner' },
    });
    expect(request.diff?.map((change) => change.field)).toEqual(['description']);
    expect(await kindsFor(owner)).toContainEqual({
      kind: 'change-request-received',
      reason: 'Three days is rushed for most cities.',
    });
    const inbox = await call<{ changeRequests: ChangeRequestJson[] }>(
      'GET',
      '/api/users/me/change-requests?box=incoming',
      owner,
    );
    expect(inbox.body.changeRequests.map((r) => r._id)).toContain(request._id);
    const mine = await call<{ changeRequests: ChangeRequestJson[] }>(
      'GET',
      '/api/users/me/change-requests?box=outgoing',
      member,
    );
    expect(mine.body.changeRequests.map((r) => r._id)).toContain(request._id);
    // The prompt's list: the owner sees it, another member sees only their own (none).
    const forOwner = await call<{ changeRequests: ChangeRequestJson[] }>(
      'GET',
      `/api/prompts/${id}/changes`,
      owner,
    );
    expect(forOwner.body.changeRequests).toHaveLength(1);
    const forOther = await call<{ changeRequests: ChangeRequestJson[] }>(
      'GET',
      `/api/prompts/${id}/changes`,
      other,
    );
    expect(forOther.status).toBe(200);
    expect(forOther.body.changeRequests).toHaveLength(0);
    // The live text is untouched.
    expect((await pageOf(id)).body.prompt.description).toBe('Plan a trip to {city} in three days.');
  });

  it('refuses bad input with a clear 4xx and writes nothing', async () => {
    const id = await approvedPrompt();
    const pending = await insertPrompt(testApp.database.db, {
      title: 'Waiting',
      status: 'pending',
      createdById: owner.id,
    });
    const cases: [string, string, TestUser | null, unknown, number][] = [
      ['anonymous', id, null, better(), 401],
      ['missing reason', id, member, { changes: better().changes }, 400],
      ['blank reason', id, member, { ...better(), reason: '   ' }, 400],
      ['reason too long', id, member, { ...better(), reason: 'x'.repeat(501) }, 400],
      ['control characters', id, member, { ...better(), reason: 'why\u0000not' }, 400],
      ['missing changes', id, member, { reason: 'because' }, 400],
      ['wrong type', id, member, { changes: 'everything', reason: 'because' }, 400],
      ['title too long', id, member, { ...better('x'.repeat(201)) }, 400],
      ['same as live', id, member, { changes: form(), reason: 'no change' }, 400],
      [
        'a file the prompt lacks',
        id,
        member,
        {
          ...better(),
          changes: { ...better().changes, attachments: [{ fileUrl: '/uploads/nope.png' }] },
        },
        400,
      ],
      ['own prompt', id, owner, better(), 403],
      ['a prompt not approved', pending, member, better(), 404],
      ['an unknown prompt', '00000000-0000-4000-8000-000000000000', member, better(), 404],
      ['not an id', 'not-an-id', member, better(), 404],
    ];
    for (const [label, promptId, user, body, status] of cases) {
      const sent = await propose(promptId, user, body);
      expect(sent.status, `${label}: ${JSON.stringify(sent.body)}`).toBe(status);
      expect(sent.body.error, label).toEqual(expect.any(String));
    }
    expect(await requestRows(id)).toBe(0);
    expect(await requestRows(pending)).toBe(0);
    // An admin hears why a prompt not approved takes no proposal.
    expect((await propose(pending, admin, better())).status).toBe(409);
  });

  it('keeps one open request per member and prompt, even against 20 parallel requests', async () => {
    const id = await approvedPrompt();
    const proposer = await createTestUser(testApp.database.db, { name: 'Para Llel' });
    const sent = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        propose(id, proposer, better(`Trip Planner ${index}`)),
      ),
    );
    const statuses = sent.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(await requestRows(id)).toBe(1);
  });

  it(`holds the daily cap of ${CHANGE_REQUESTS_PER_DAY} against 20 parallel requests`, async () => {
    const proposer = await createTestUser(testApp.database.db, { name: 'Busy Bee' });
    const ids = await Promise.all(
      Array.from({ length: 20 }, (_, index) => approvedPrompt(`Cap ${index}`)),
    );
    const sent = await Promise.all(ids.map((id) => propose(id, proposer, better())));
    const created = sent.filter((response) => response.status === 201);
    const refused = sent.filter((response) => response.status === 429);
    expect(created).toHaveLength(CHANGE_REQUESTS_PER_DAY);
    expect(refused).toHaveLength(20 - CHANGE_REQUESTS_PER_DAY);
    expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(0);
    const [row] = await testApp.database.db
      .select({ n: count() })
      .from(changeRequests)
      .where(eq(changeRequests.proposerId, proposer.id));
    expect(row?.n).toBe(CHANGE_REQUESTS_PER_DAY);
  });
});

describe('answering', () => {
  it("the owner's acceptance waits for review; approval makes it live; the proposer hears it", async () => {
    const id = await approvedPrompt();
    const { body } = await propose(id, member, better());
    const cid = body.changeRequest._id;
    const accepted = await answer(id, cid, 'accept', owner, 'Thanks, good call.');
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.changeRequest).toMatchObject({
      status: 'accepted',
      decisionNote: 'Thanks, good call.',
      resultingVersion: 2,
    });
    const history = await versionsOf(id, owner);
    expect(history.body.versions.find((v) => v.number === 2)).toMatchObject({
      status: 'pending',
      changeNote: 'Change request by Mo Member: Three days is rushed for most cities.',
    });
    // Still the live text until a moderator approves.
    expect((await pageOf(id)).body.prompt.description).toBe('Plan a trip to {city} in three days.');
    const approve = await call('PUT', `/api/admin/prompts/${id}/versions/2/status`, admin, {
      status: 'approved',
    });
    expect(approve.status).toBe(200);
    expect((await pageOf(id)).body.prompt.description).toBe(
      'Plan a relaxed trip to {city} in four days.',
    );
    expect(await kindsFor(member)).toContainEqual({
      kind: 'change-request-accepted',
      reason: 'Thanks, good call.',
    });
    // Answered once: a second answer and a late withdrawal hear 409.
    expect((await answer(id, cid, 'decline', owner)).status).toBe(409);
    expect((await answer(id, cid, 'withdraw', member)).status).toBe(409);
  });

  it('an acceptance while another edit is pending is ordered and neither is lost', async () => {
    const id = await approvedPrompt();
    const { body } = await propose(id, member, better());
    const edited = await call('PUT', `/api/prompts/${id}`, owner, {
      ...form({ title: 'Trip Planner, edited' }),
      changeNote: 'my own edit',
    });
    expect(edited.status).toBe(200);
    const accepted = await answer(id, body.changeRequest._id, 'accept', owner);
    expect(accepted.status).toBe(200);
    expect(accepted.body.changeRequest.resultingVersion).toBe(3);
    const history = await versionsOf(id, owner);
    const byNumber = new Map(history.body.versions.map((v) => [v.number, v]));
    expect(byNumber.get(1)?.status).toBe('live');
    expect(byNumber.get(2)).toMatchObject({ status: 'superseded', changeNote: 'my own edit' });
    expect(byNumber.get(3)?.status).toBe('pending');
    const old = await call<{ version: { content: { title: string } } }>(
      'GET',
      `/api/prompts/${id}/versions/2`,
      owner,
    );
    expect(old.body.version.content.title).toBe('Trip Planner, edited');
  });

  it("an admin's acceptance is live at once", async () => {
    const id = await approvedPrompt();
    const { body } = await propose(id, member, better());
    const accepted = await answer(id, body.changeRequest._id, 'accept', admin);
    expect(accepted.status).toBe(200);
    expect((await pageOf(id)).body.prompt.description).toBe(
      'Plan a relaxed trip to {city} in four days.',
    );
    const history = await versionsOf(id, owner);
    expect(history.body.versions.find((v) => v.number === 2)?.status).toBe('live');
  });

  it('declines with a note the proposer reads; then they may propose again', async () => {
    const id = await approvedPrompt();
    const { body } = await propose(id, member, better());
    const cid = body.changeRequest._id;
    const tooLong = await answer(id, cid, 'decline', owner, 'n'.repeat(501));
    expect(tooLong.status).toBe(400);
    const control = await answer(id, cid, 'decline', owner, 'bad\u0007note');
    expect(control.status).toBe(400);
    const declined = await answer(id, cid, 'decline', owner, 'I prefer it short.');
    expect(declined.status).toBe(200);
    const mine = await call<{ changeRequests: ChangeRequestJson[] }>(
      'GET',
      '/api/users/me/change-requests?box=outgoing',
      member,
    );
    expect(mine.body.changeRequests.find((r) => r._id === cid)).toMatchObject({
      status: 'declined',
      decisionNote: 'I prefer it short.',
      diff: null,
    });
    expect(await kindsFor(member)).toContainEqual({
      kind: 'change-request-declined',
      reason: 'I prefer it short.',
    });
    expect((await versionsOf(id, owner)).body.versions).toHaveLength(1);
    expect((await propose(id, member, better())).status).toBe(201);
  });

  it("refuses someone else's request and ids that do not match", async () => {
    const id = await approvedPrompt();
    const elsewhere = await approvedPrompt('Elsewhere');
    const { body } = await propose(id, member, better());
    const cid = body.changeRequest._id;
    expect((await answer(id, cid, 'accept', other)).status).toBe(404);
    expect((await answer(id, cid, 'decline', member)).status).toBe(404);
    expect((await answer(id, cid, 'withdraw', owner)).status).toBe(404);
    expect((await answer(id, cid, 'withdraw', other)).status).toBe(404);
    expect((await answer(elsewhere, cid, 'accept', owner)).status).toBe(404);
    expect((await answer(id, '00000000-0000-4000-8000-000000000000', 'accept', owner)).status).toBe(
      404,
    );
    expect((await answer(id, 'not-a-uuid', 'accept', owner)).status).toBe(400);
    expect((await call('GET', `/api/users/me/change-requests?box=sideways`, owner)).status).toBe(
      400,
    );
    const [row] = await testApp.database.db
      .select({ status: changeRequests.status })
      .from(changeRequests)
      .where(eq(changeRequests.id, cid));
    expect(row?.status).toBe('open');
  });

  it('the proposer withdraws while open; the owner can no longer accept', async () => {
    const id = await approvedPrompt();
    const { body } = await propose(id, member, better());
    const cid = body.changeRequest._id;
    const withdrawn = await answer(id, cid, 'withdraw', member);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.changeRequest.status).toBe('withdrawn');
    expect((await answer(id, cid, 'accept', owner)).status).toBe(409);
    expect((await versionsOf(id, owner)).body.versions).toHaveLength(1);
  });

  it('an accept and a withdrawal at the same moment: exactly one wins', async () => {
    const id = await approvedPrompt();
    const { body } = await propose(id, member, better());
    const cid = body.changeRequest._id;
    const [accepted, withdrawn] = await Promise.all([
      answer(id, cid, 'accept', owner),
      answer(id, cid, 'withdraw', member),
    ]);
    expect([accepted.status, withdrawn.status].sort()).toEqual([200, 409]);
  });
});

describe('a prompt made private', () => {
  it("declines others' open requests with that reason and tells their proposers", async () => {
    const id = await approvedPrompt('Private Trip Planner');
    const sent = await propose(id, other, better('Private Trip Planner'));
    expect(sent.status).toBe(201);
    const hidden = await call('PUT', `/api/prompts/${id}`, owner, {
      ...form({ title: 'Private Trip Planner' }),
      visibility: 'private',
    });
    expect(hidden.status).toBe(200);
    const [row] = await testApp.database.db
      .select({ status: changeRequests.status, note: changeRequests.decisionNote })
      .from(changeRequests)
      .where(eq(changeRequests.id, sent.body.changeRequest._id));
    expect(row).toEqual({ status: 'declined', note: MADE_PRIVATE_NOTE });
    expect(await kindsFor(other)).toContainEqual({
      kind: 'change-request-declined',
      reason: MADE_PRIVATE_NOTE,
    });
    // The prompt is the owner's alone now: nobody else may propose to it.
    expect((await propose(id, member, better('Private Trip Planner'))).status).toBe(404);
  });
});
