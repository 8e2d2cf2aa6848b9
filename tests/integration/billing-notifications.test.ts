/**
 * Billing notices (decisions 035 and 045), against the Stripe stand-in and
 * a real SMTP server over real HTTP: a renewal whose card is declined puts
 * "payment failed" in the member's list and mails it (on by default), with
 * the grace's end and the way to Manage billing; Stripe's trial_will_end,
 * 3 days before a Pro trial ends, lists "trial ending" (mailed only when
 * chosen). A webhook delivered again, or twice at once, tells nobody twice.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { outbox } from '../../src/server/db/schema.ts';
import type { NotificationPage } from '../../src/shared/notification-views.ts';
import { TRIAL_WILL_END_SECONDS } from '../helpers/fake-stripe/fake-stripe-billing.ts';
import { type SmtpCatcher, startSmtpCatcher } from '../helpers/smtp-catcher.ts';
import {
  advanceDays,
  buy,
  customerOf,
  eventsOf,
  me,
  type StripeRig,
  useStripeRig,
} from '../helpers/stripe-app.ts';
import { trpcCall } from '../helpers/trpc-inject.ts';
import { bearer, createTestUser, type TestUser } from '../helpers/test-users.ts';

let smtp: SmtpCatcher;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
});

afterAll(async () => {
  await smtp.close();
});

// Registered after the catcher: the rig starts after it and (hooks run as a stack) closes first.
const rig = useStripeRig(() => ({
  SMTP_URL: smtp.url,
  MAIL_FROM: 'Prompt Hub <hub@test.example>',
  PUBLIC_URL: 'https://hub.test.example',
  MAIL_RETRY_SCHEDULE_MS: '50,50,50',
  OUTBOX_POLL_MS: '25',
}));

/** Every queued mail has left before the next test counts mails. */
afterEach(async () => {
  await vi.waitFor(
    async () => {
      const waiting = await rig.testApp.database.db
        .select({ id: outbox.id })
        .from(outbox)
        .where(eq(outbox.status, 'pending'));
      expect(waiting).toEqual([]);
    },
    { timeout: 15_000, interval: 25 },
  );
});

interface Listed {
  notifications: {
    kind: string;
    prompt: unknown;
    subject: string | null;
    endsAt: string | null;
  }[];
  unread: number;
}

async function listed(member: TestUser): Promise<Listed> {
  const response = await rig.testApp.app.inject({
    method: 'GET',
    url: '/api/users/me/notifications',
    headers: bearer(member),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Listed>();
}

function mailsTo(member: TestUser) {
  return smtp.mails.filter((mail) => mail.to[0] === member.email);
}

/** Sends the event again, twice at once, as Stripe's retries and a replay would. */
async function replayTwice(event: Parameters<StripeRig['stripe']['redeliver']>[0]) {
  const statuses = await Promise.all([rig.stripe.redeliver(event), rig.stripe.redeliver(event)]);
  expect(statuses).toEqual([200, 200]);
}

describe('a failed payment', () => {
  it('is listed and mailed once, with the grace and Manage billing, however often it arrives', async () => {
    const member = await createTestUser(rig.testApp.database.db, { name: 'Pat Pastdue' });
    await buy(rig, member, 'enterprise');
    const customer = await customerOf(rig, member);
    rig.stripe.state.customer(customer).paymentsFail = true;
    await advanceDays(rig, 30);
    const graceUntil = (await me(rig, member)).subscription.graceUntil;
    expect(graceUntil).not.toBeNull();

    const mail = (
      await vi.waitFor(
        () => {
          const found = mailsTo(member);
          if (found.length === 0) throw new Error('no mail yet');
          return found;
        },
        { timeout: 15_000, interval: 25 },
      )
    )[0];
    expect(mail?.subject).toMatch(/payment for .*Enterprise failed/);
    const graceDay = new Date(graceUntil ?? '').toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(mail?.text).toContain(`limits stay until ${graceDay}`);
    expect(mail?.text).toContain('Manage billing');
    expect(mail?.text).toContain('https://hub.test.example/settings');
    expect(mail?.html).toContain('href="https://hub.test.example/settings"');
    expect(mail?.headers['list-unsubscribe']).toMatch(/unsubscribe\?token=/);

    const [pastDue] = eventsOf(rig, customer, 'customer.subscription.updated').slice(-1);
    if (!pastDue) throw new Error('no past_due event');
    await replayTwice(pastDue);
    // A retry that fails again (day 3) changes nothing to tell.
    await advanceDays(rig, 3.5);

    const { notifications } = await listed(member);
    expect(notifications).toEqual([
      expect.objectContaining({
        kind: 'payment-failed',
        prompt: null,
        subject: 'Enterprise',
        endsAt: graceUntil,
      }),
    ]);
    expect(mailsTo(member)).toHaveLength(1);
  });
});

describe('a trial about to end', () => {
  it('is listed once, 3 days before, and not mailed unless chosen', async () => {
    const member = await createTestUser(rig.testApp.database.db, { name: 'Tia Trial' });
    const trial = await buy(rig, member, 'pro');
    expect(trial.subscription.status).toBe('trialing');
    const customer = await customerOf(rig, member);
    // 11 days of 14: not yet.
    await advanceDays(rig, 10.5);
    expect(eventsOf(rig, customer, 'customer.subscription.trial_will_end')).toEqual([]);
    expect((await listed(member)).notifications).toEqual([]);
    await advanceDays(rig, 0.6);
    const [warned] = eventsOf(rig, customer, 'customer.subscription.trial_will_end');
    if (!warned) throw new Error('no trial_will_end');
    const trialEnd = (warned.data.object as { trial_end: number }).trial_end;
    expect(trialEnd - rig.stripe.state.now).toBeLessThanOrEqual(TRIAL_WILL_END_SECONDS);
    await replayTwice(warned);

    // The web app's door says the same as REST.
    const viaTrpc = await trpcCall<NotificationPage>(
      rig.testApp.app,
      { path: 'notifications.list', input: {} },
      bearer(member),
    );
    if (!viaTrpc.ok) throw new Error(viaTrpc.error.message);
    expect(viaTrpc.data.notifications).toEqual([
      expect.objectContaining({
        kind: 'trial-ending',
        subject: 'Pro',
        endsAt: new Date(trialEnd * 1000),
      }),
    ]);
    expect(viaTrpc.data.unread).toBe(1);
    expect(mailsTo(member)).toEqual([]);
  });

  it('is mailed when the member turned it on', async () => {
    const member = await createTestUser(rig.testApp.database.db, { name: 'Mo Mailme' });
    const chosen = await rig.testApp.app.inject({
      method: 'PUT',
      url: '/api/users/me/notification-settings',
      headers: bearer(member),
      payload: { 'trial-ending': { email: true } },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    await buy(rig, member, 'pro');
    await advanceDays(rig, 11.5);
    const [mail] = await vi.waitFor(
      () => {
        const found = mailsTo(member);
        if (found.length === 0) throw new Error('no mail yet');
        return found;
      },
      { timeout: 15_000, interval: 25 },
    );
    expect(mail?.subject).toMatch(/Pro trial ends on/);
    expect(mail?.text).toContain('add a card');
    expect(mail?.text).toContain('nothing charged');
    expect((await listed(member)).notifications.map((each) => each.kind)).toEqual(['trial-ending']);
  });
});
