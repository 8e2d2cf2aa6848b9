/**
 * Address verification (decision 041), through a real SMTP server the suite
 * starts: sign-up mails a link that confirms the address once and expires;
 * an unproven account cannot submit or take a paid plan; a member asks for
 * another mail a few times an hour, however many requests arrive at once;
 * a proven address that ADMIN_EMAILS names becomes an admin.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountTokens, outbox } from '../../src/server/db/schema.ts';
import { VERIFICATION_MAILS_PER_HOUR } from '../../src/server/services/accounts/email-verification.ts';
import { linkIn, type SmtpCatcher } from '../helpers/smtp-catcher.ts';
import { closeMailTestApp, outboxSettled, startMailTestApp } from '../helpers/mail-test-app.ts';
import type { TestApp } from '../helpers/test-app.ts';

const ADMIN_ADDRESS = 'boss-to-be@test.example';

let smtp: SmtpCatcher;
let testApp: TestApp;

beforeAll(async () => {
  ({ smtp, testApp } = await startMailTestApp({
    env: { PLANS_SELF_SERVE: 'true', ADMIN_EMAILS: ADMIN_ADDRESS },
  }));
});

afterEach(async () => {
  await outboxSettled(testApp);
});

afterAll(async () => {
  await closeMailTestApp({ smtp, testApp });
});

let count = 0;
async function register(email = `verify-${Date.now()}-${(count += 1)}@test.example`) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/users/register',
    payload: { name: 'Vera Verify', email, password: 'first password 1' },
    remoteAddress: `10.30.0.${count}`,
  });
  expect(response.statusCode, response.body).toBe(201);
  const { token, user } = response.json<{
    token: string;
    user: { _id: string; emailVerified: boolean };
  }>();
  return { email, token, id: user._id, emailVerified: user.emailVerified };
}

/** The verification mails that reached this address, waiting for at least `atLeast`. */
async function mailsTo(email: string, atLeast = 1) {
  return vi.waitFor(
    () => {
      const found = smtp.mails.filter((mail) => mail.to[0] === email);
      if (found.length < atLeast) throw new Error(`${found.length} mails to ${email}`);
      return found;
    },
    { timeout: 15_000, interval: 25 },
  );
}

function verify(token: unknown) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/users/email/verify',
    payload: { token },
  });
}

function resend(token: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/users/email/resend',
    headers: { authorization: `Bearer ${token}` },
  });
}

async function me(token: string) {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/users/me',
    headers: { authorization: `Bearer ${token}` },
  });
  return response.json<{ user: { emailVerified: boolean; role: string } }>().user;
}

function submit(token: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/prompts',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      title: 'Verified Newsletter Outline',
      description: 'Outline a newsletter about {topic}.',
      categories: ['Writing'],
      model: 'ChatGPT',
    },
  });
}

describe('verifying an address', () => {
  it('mails a link at sign-up that confirms the address once', async () => {
    const member = await register();
    expect(member.emailVerified).toBe(false);
    expect((await me(member.token)).emailVerified).toBe(false);
    const [mail] = await mailsTo(member.email);
    expect(mail?.subject).toMatch(/Confirm your email address/);
    const link = linkIn(mail!);
    expect(link.origin + link.pathname).toBe('https://hub.test.example/verify-email');
    const token = link.searchParams.get('token')!;

    // Nothing stored holds the token: the outbox row names the account, the table a hash.
    const stored = JSON.stringify([
      await testApp.database.db.select().from(outbox),
      await testApp.database.db.select().from(accountTokens),
    ]);
    expect(stored).not.toContain(token);

    // Opened without a session (another browser): it confirms all the same.
    const done = await verify(token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<{ user: { _id: string; emailVerified: boolean } }>().user).toMatchObject({
      _id: member.id,
      emailVerified: true,
    });
    expect((await me(member.token)).emailVerified).toBe(true);

    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json<{ error: string }>().error).toMatch(/expired or was already used/);
    // Verified: nothing more to send.
    expect((await resend(member.token)).statusCode).toBe(409);
  });

  it('refuses an expired or unknown link with 400', async () => {
    const member = await register();
    const [mail] = await mailsTo(member.email);
    await testApp.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, member.id));
    expect((await verify(linkIn(mail!).searchParams.get('token'))).statusCode).toBe(400);
    expect((await verify('x'.repeat(43))).statusCode).toBe(400);
    expect((await me(member.token)).emailVerified).toBe(false);
  });

  it.each([
    ['no token', {}],
    ['a number', { token: 42 }],
    ['a token far too long', { token: 'x'.repeat(5000) }],
    ['control characters', { token: 'a\u0007b' }],
  ])('refuses %s with 400', async (_label, payload) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/email/verify',
      payload,
    });
    expect(response.statusCode).toBe(400);
  });

  it('holds back submitting and paid plans until the address is confirmed', async () => {
    const member = await register();
    const refused = await submit(member.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ error: string }>().error).toMatch(/Confirm your email address/);
    const paid = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/subscribe',
      headers: { authorization: `Bearer ${member.token}` },
      payload: { planId: 'pro' },
    });
    expect(paid.statusCode).toBe(403);
    const free = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/subscribe',
      headers: { authorization: `Bearer ${member.token}` },
      payload: { planId: 'free' },
    });
    expect(free.statusCode).toBe(200);

    const [mail] = await mailsTo(member.email);
    expect((await verify(linkIn(mail!).searchParams.get('token'))).statusCode).toBe(200);
    const accepted = await submit(member.token);
    expect(accepted.statusCode, accepted.body).toBe(201);
  });

  it('makes a proven address that ADMIN_EMAILS names an admin, not before', async () => {
    const member = await register(ADMIN_ADDRESS);
    expect((await me(member.token)).role).toBe('user');
    const [mail] = await mailsTo(member.email);
    expect((await verify(linkIn(mail!).searchParams.get('token'))).statusCode).toBe(200);
    expect((await me(member.token)).role).toBe('admin');
  });
});

describe('asking for another mail', () => {
  it(`mails a new link that replaces the last, up to ${VERIFICATION_MAILS_PER_HOUR} an hour`, async () => {
    const member = await register();
    await mailsTo(member.email, 1);
    // The sign-up's mail counts: two more, then 429.
    expect((await resend(member.token)).statusCode).toBe(202);
    const mails = await mailsTo(member.email, 2);
    expect((await resend(member.token)).statusCode).toBe(202);
    const refused = await resend(member.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    await mailsTo(member.email, 3);

    // Only the newest link works.
    const first = linkIn(mails[0]!).searchParams.get('token');
    expect((await verify(first)).statusCode).toBe(400);
    const all = await mailsTo(member.email, 3);
    expect((await verify(linkIn(all[2]!).searchParams.get('token'))).statusCode).toBe(200);
  });

  it('sends at most the limit when asked 10 times at once', async () => {
    const member = await register();
    const answers = await Promise.all(Array.from({ length: 10 }, () => resend(member.token)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([
      ...Array<number>(VERIFICATION_MAILS_PER_HOUR - 1).fill(202),
      ...Array<number>(11 - VERIFICATION_MAILS_PER_HOUR).fill(429),
    ]);
    const mails = await mailsTo(member.email, VERIFICATION_MAILS_PER_HOUR);
    expect(mails).toHaveLength(VERIFICATION_MAILS_PER_HOUR);
  });

  it('answers 401 without a session', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/users/email/resend' });
    expect(response.statusCode).toBe(401);
  });
});
