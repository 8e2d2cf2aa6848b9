/**
 * Stripe mode in the browser beyond a member's own Settings (decision
 * 035), against the Stripe stand-in over real HTTP: Manage Users showing
 * each member's subscription as Stripe left it (trial end, renewal,
 * cancelling at the period end, a failed payment's grace, unpaid) with a
 * link to their Stripe customer, and the payment-due banner from the first
 * declined charge until the last retry fails and Free's limits apply.
 * Axe in light and dark, desktop and phone; SCREENSHOT_DIR keeps pictures.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { RETRY_DAYS } from '../helpers/fake-stripe/fake-stripe-billing.ts';
import {
  advanceDays,
  buy,
  buyPaidPro,
  customerOf,
  declineCard,
  subscribe,
} from '../helpers/stripe-app.ts';
import { createTestUser, type TestUser } from '../helpers/test-users.ts';
import { useSession } from './support/accounts.ts';
import { searchUsers, signedInAdmin, userRow } from './support/admin-users.ts';
import { reviewShot } from './support/review-shot.ts';
import { AXE_TEST_TIMEOUT, expectNoViolations, useScheme } from './support/axe.ts';
import { useStripeBrowserApp } from './support/stripe-browser.ts';
import { planSummary } from './support/plans.ts';

const { browser, rig } = useStripeBrowserApp();

function member(name: string): Promise<TestUser> {
  return createTestUser(browser.app.database.db, { name });
}

async function emailOf(person: TestUser): Promise<string> {
  const answer = await browser.app.app.inject({
    method: 'GET',
    url: '/api/users/me',
    headers: { authorization: `Bearer ${person.token}` },
  });
  return answer.json<{ user: { email: string } }>().user.email;
}

/** The top of the page only, where the banner is (SCREENSHOT_DIR keeps it). */
async function bannerShot(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` });
}

describe('Manage Users with Stripe', () => {
  it(
    'shows each subscription as Stripe left it, with a link to the Stripe customer',
    async () => {
      // The clock moves for every subscription: the failed payment comes first, the others after.
      rig.stripe.state.afterFailedRetries = 'unpaid';
      const unpaid = await member('Una Ledger');
      await buy(rig, unpaid, 'enterprise');
      await declineCard(rig, unpaid);
      await advanceDays(rig, 30 + RETRY_DAYS[2] + 0.5);
      const pastDue = await member('Paz Ledger');
      await buy(rig, pastDue, 'enterprise');
      await declineCard(rig, pastDue);
      await advanceDays(rig, 30.5);
      const trial = await member('Tia Ledger');
      await buy(rig, trial, 'pro');
      const yearly = await member('Yuri Ledger');
      await buy(rig, yearly, 'enterprise', 'year');
      const leaving = await member('Cam Ledger');
      await buy(rig, leaving, 'enterprise');
      await subscribe(rig, leaving, { planId: 'free' });
      await rig.stripe.settle();
      // A smaller plan chosen in the Customer Portal: scheduled for the period's end.
      const smaller = await member('Dot Ledger');
      await buy(rig, smaller, 'enterprise');
      const smallerCustomer = await customerOf(rig, smaller);
      const scheduled = [...rig.stripe.state.subscriptions.values()].find(
        (one) => one.customer === smallerCustomer,
      );
      rig.stripe.state.scheduleChange(scheduled?.id ?? '', 'price_pro_month');
      await rig.stripe.settle();
      const free = await member('Fred Ledger');

      await signedInAdmin(browser, 'Ada Ledger');
      const page = await browser.open('/admin/users');
      await page.getByRole('heading', { name: 'Manage Users', level: 1 }).waitFor();
      await searchUsers(page, 'Ledger');
      const row = async (person: TestUser) => userRow(page, await emailOf(person));

      const trialRow = await row(trial);
      await trialRow.getByText('· Trial').waitFor();
      await trialRow.getByText(/^Trial ends [A-Z][a-z]{2} \d{1,2}, \d{4}$/).waitFor();
      const yearlyRow = await row(yearly);
      await yearlyRow.getByText('· Yearly').waitFor();
      await yearlyRow.getByText(/^Renews /).waitFor();
      await (await row(leaving)).getByText(/^Changes to Free on /).waitFor();
      await (
        await row(smaller)
      )
        .getByText(/^Changes to Pro on [A-Z][a-z]{2} \d{1,2}, \d{4}$/)
        .waitFor();
      const pastDueRow = await row(pastDue);
      await pastDueRow.getByText('Past due', { exact: true }).waitFor();
      await pastDueRow.getByText(/^Payment failed; Free limits from /).waitFor();
      const unpaidRow = await row(unpaid);
      await unpaidRow.getByText('Unpaid', { exact: true }).waitFor();
      await unpaidRow.getByText('Not paid for: Free limits apply').waitFor();
      const freeRow = await row(free);
      await freeRow.getByText('Free', { exact: true }).waitFor();
      expect(await freeRow.getByRole('link', { name: /Stripe customer/ }).count()).toBe(0);

      const link = yearlyRow.getByRole('link', {
        name: 'Stripe customer of Yuri Ledger (opens in a new tab)',
      });
      expect(await link.getAttribute('href')).toBe(
        `https://dashboard.stripe.com/test/customers/${await customerOf(rig, yearly)}`,
      );
      expect(await link.getAttribute('target')).toBe('_blank');

      await expectNoViolations(page);
      await reviewShot(page, 'stripe-admin-users-desktop-light');
      await useScheme(page, 'dark');
      await expectNoViolations(page);
      await reviewShot(page, 'stripe-admin-users-desktop-dark');

      // On a phone the members are cards, with the same lines.
      await page.setViewportSize({ width: 390, height: 844 });
      const cards = page.getByRole('list', { name: 'Users' });
      await cards.getByText(/^Payment failed; Free limits from /).waitFor();
      await cards.getByRole('link', { name: /Stripe customer of Yuri Ledger/ }).waitFor();
      await expectNoViolations(page);
      await reviewShot(page, 'stripe-admin-users-phone-dark');
      await page.getByRole('button', { name: 'Switch to light mode' }).click();
      await useScheme(page, 'light');
      await expectNoViolations(page);
      await reviewShot(page, 'stripe-admin-users-phone-light');
    },
    AXE_TEST_TIMEOUT * 2,
  );
});

describe('the payment-due banner', () => {
  it(
    'shows from the declined renewal, passes axe, and goes once the last retry fails',
    async () => {
      rig.stripe.state.afterFailedRetries = 'cancel';
      const person = await member('Bea Banner');
      await buy(rig, person, 'enterprise');
      await declineCard(rig, person);
      await advanceDays(rig, 30.5);
      await useSession(browser, person.token);

      for (const width of [1280, 390]) {
        await browser.page.setViewportSize({ width, height: 900 });
        const page = await browser.open('/library');
        const banner = page.getByRole('status').filter({ hasText: 'Your last payment failed' });
        await banner.getByText(/limits stay until [A-Z][a-z]+ \d{1,2}, \d{4}/).waitFor();
        await banner
          .getByRole('link', { name: 'Update your payment method in Settings' })
          .waitFor();
        await expectNoViolations(page);
        await bannerShot(page, `stripe-banner-${width}-light`);
        await useScheme(page, 'dark');
        await expectNoViolations(page);
        await bannerShot(page, `stripe-banner-${width}-dark`);
        await page.getByRole('button', { name: 'Switch to light mode' }).click();
        await useScheme(page, 'light');
      }

      // Stripe's last retry fails: the subscription is canceled and Free's limits apply.
      await advanceDays(rig, RETRY_DAYS[2]);
      const after = await browser.open('/library');
      await after.getByRole('heading', { level: 1 }).first().waitFor();
      expect(
        await after.getByRole('status').filter({ hasText: 'Your last payment failed' }).count(),
      ).toBe(0);
      const settings = await browser.open('/settings');
      await planSummary(settings)
        .getByText(/no longer paid for: the Free plan's limits apply/)
        .waitFor();
      await reviewShot(settings, 'stripe-settings-after-retries');
    },
    AXE_TEST_TIMEOUT * 2,
  );
});

describe('an upgrade charged to a declined card', () => {
  it('says the card was declined, and the plan stays as it was', async () => {
    const person = await member('Ula Upgrade');
    // Pro paid for by card: the trial ended at once, then Pro bought.
    await buyPaidPro(rig, person);
    await declineCard(rig, person);
    await useSession(browser, person.token);
    browser.allowConsoleError(/status of 402/);

    const page = await browser.open('/settings');
    await planSummary(page).getByText('Your plan: Pro').waitFor();
    await page.getByRole('button', { name: 'Upgrade to Enterprise: Enterprise' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upgrade to Enterprise?' });
    await dialog.getByRole('button', { name: 'Pay and upgrade' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'Payment needed' });
    await failure.getByText(/Your card was declined, so your plan did not change/).waitFor();
    await planSummary(page).getByText('Your plan: Pro').waitFor();
    await reviewShot(page, 'stripe-settings-upgrade-declined');
  });
});
