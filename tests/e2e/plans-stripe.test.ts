/**
 * Plans in Stripe mode, in the browser (decision 035), against the Stripe
 * stand-in over real HTTP: Pricing's truthful words and the yearly saving,
 * Settings' Start free trial through Checkout and back, an upgrade that
 * shows Stripe's prorated amount before it is paid, Change to Free at the
 * period's end, and a failed payment's banner with Manage billing.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { advanceDays, buy, buyPaidPro, customerOf, declineCard } from '../helpers/stripe-app.ts';
import { createTestUser, type TestUser } from '../helpers/test-users.ts';
import { useSession } from './support/accounts.ts';
import { AXE_TEST_TIMEOUT, expectNoViolations, useScheme } from './support/axe.ts';
import { useStripeBrowserApp } from './support/stripe-browser.ts';
import { planSummary } from './support/plans.ts';
import { planCard, settingsPlanCard } from './support/site-pricing-models.ts';
import { reviewShot } from './support/review-shot.ts';

const { browser, rig } = useStripeBrowserApp();

async function member(name: string): Promise<TestUser> {
  const person = await createTestUser(browser.app.database.db, { name });
  await useSession(browser, person.token);
  return person;
}

describe('Pricing with Stripe', () => {
  it("offers the trial, the yearly saving and Stripe's checkout in its answers", async () => {
    const page = await browser.open('/pricing');
    await planCard(page, 'Pro').getByRole('link', { name: 'Start Pro Trial' }).waitFor();
    await page.getByText('Save 17%', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'How can I pay?' }).click();
    await page.getByText(/Stripe's secure checkout/).waitFor();
    await reviewShot(page, 'stripe-pricing-visitor-desktop');
  });

  it('shows the whole "Save 17%" badge on the narrowest phone', async () => {
    await browser.page.setViewportSize({ width: 320, height: 700 });
    const page = await browser.open('/pricing');
    const badge = page.getByText('Save 17%', { exact: true });
    await badge.waitFor();
    // Cut short, the badge would read "S..." (its text overflows the box the label gives it).
    const cut = await badge.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(cut).toBe(false);
  });
});

describe('Settings with Stripe', () => {
  it('starts the Pro trial without a card, through Checkout and back', async () => {
    await member('Tia Trial');
    const page = await browser.open('/settings');
    await planSummary(page).getByText('Your plan: Free').waitFor();
    await page.getByRole('button', { name: 'Start free trial: Pro' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start your free Pro trial?' });
    await dialog.getByText(/free for 14 days and needs no card/).waitFor();
    await reviewShot(page, 'stripe-settings-trial-confirm');
    await dialog.getByRole('button', { name: 'Start trial' }).click();

    await page.getByRole('heading', { name: 'Stand-in checkout' }).waitFor();
    await page.getByText('$0.00 today').waitFor();
    await page.getByRole('button', { name: 'Subscribe' }).click();

    await page.getByText('Thank you! Stripe confirmed it: your plan is updated.').waitFor();
    await planSummary(page).getByText('Your plan: Pro').waitFor();
    await planSummary(page)
      .getByText(/^Trial ends on /)
      .waitFor();
    await settingsPlanCard(page, 'Pro').getByText('Current Plan', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Manage billing' }).waitFor();
    await reviewShot(page, 'stripe-settings-trialing-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await reviewShot(page, 'stripe-settings-trialing-phone');
  });

  it('shows the prorated amount from Stripe before an upgrade, then upgrades', async () => {
    const person = await member('Ugo Upgrade');
    // A Pro subscription past its trial, paid by card.
    await buyPaidPro(rig, person);

    const page = await browser.open('/settings');
    await planSummary(page).getByText('Your plan: Pro').waitFor();
    await page.getByRole('button', { name: 'Upgrade to Enterprise: Enterprise' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upgrade to Enterprise?' });
    await dialog.getByText(/You will be charged \$80(\.00)? now/).waitFor();
    await reviewShot(page, 'stripe-settings-upgrade-confirm');
    await dialog.getByRole('button', { name: 'Pay and upgrade' }).click();
    await planSummary(page).getByText('Your plan: Enterprise').waitFor();
  });

  it('changes to Free at the end of the period, and says when', async () => {
    const person = await member('Cam Cancel');
    await buy(rig, person, 'enterprise');
    const page = await browser.open('/settings');
    await planSummary(page).getByText('Your plan: Enterprise').waitFor();
    await page.getByRole('button', { name: 'Change to Free: Free' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change to Free?' });
    await dialog.getByText(/Enterprise stays until .*, then your plan changes to Free/).waitFor();
    await dialog.getByRole('button', { name: 'Change to Free' }).click();
    await planSummary(page)
      .getByText(/^Changes to Free on /)
      .waitFor();
    await page.getByRole('button', { name: 'Keep Enterprise: Enterprise' }).waitFor();
  });

  it('warns of a failed payment with the grace date, and opens Manage billing', async () => {
    const person = await member('Paz Pastdue');
    await buy(rig, person, 'enterprise');
    await declineCard(rig, person);
    await advanceDays(rig, 31);
    const page = await browser.open('/settings');
    await planSummary(page)
      .getByText(/The last payment failed\. Enterprise's limits stay until/)
      .waitFor();
    await reviewShot(page, 'stripe-settings-past-due');
    const library = await browser.open('/library');
    const banner = library.getByRole('status').filter({ hasText: 'Your last payment failed' });
    await banner.getByText(/limits stay until/).waitFor();
    await banner.getByRole('link', { name: 'Update your payment method in Settings' }).click();
    await planSummary(library)
      .getByText(/The last payment failed/)
      .waitFor();
    await library.getByRole('button', { name: 'Manage billing' }).first().click();
    await library.getByRole('heading', { name: 'Stand-in billing portal' }).waitFor();
  });
});

/** Pro paid by card (the trial Checkout gives first ended), as a signed-in member. */
async function paidProMember(name: string): Promise<TestUser> {
  const person = await member(name);
  await buyPaidPro(rig, person);
  return person;
}

async function upgradeToEnterprise(page: Page): Promise<void> {
  // The server answers the held upgrade with 402, which Chromium logs.
  browser.allowConsoleError(/status of 402 \(Payment Required\)/);
  await planSummary(page).getByText('Your plan: Pro').waitFor();
  await page.getByRole('button', { name: 'Upgrade to Enterprise: Enterprise' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upgrade to Enterprise?' });
  await dialog.getByRole('button', { name: 'Pay and upgrade' }).click();
}

/** Each of the four looks, with axe, and a screenshot of each when asked for. */
async function everyLook(page: Page, name: string, ready: () => Promise<void>): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await ready();
    await expectNoViolations(page);
    await reviewShot(page, `${name}-${width}-light`);
    await useScheme(page, 'dark');
    await expectNoViolations(page);
    await reviewShot(page, `${name}-${width}-dark`);
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await useScheme(page, 'light');
  }
}

describe('Settings shows what Stripe holds ahead', () => {
  it(
    'a smaller plan chosen in Manage billing: "Changes to Pro on <date>", on Settings and Pricing',
    async () => {
      const person = await member('Dina Downgrade');
      const bought = await buy(rig, person, 'enterprise');
      const page = await browser.open('/settings');
      await planSummary(page).getByText('Your plan: Enterprise').waitFor();
      await settingsPlanCard(page, 'Pro').getByRole('button', { name: 'Manage billing' }).click();
      await page.getByRole('heading', { name: 'Stand-in billing portal' }).waitFor();
      await page.getByRole('button', { name: 'Switch to Pro at the end of the period' }).click();
      await page.getByText('A change is scheduled for the end of the period.').waitFor();
      await rig.stripe.settle();
      await page.getByRole('link', { name: 'Return' }).click();
      const date = new Date(bought.subscription.currentPeriodEnd ?? '').toLocaleDateString(
        'en-US',
        { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' },
      );
      const line = `Changes to Pro on ${date}.`;
      await everyLook(page, 'stripe-settings-scheduled', () =>
        planSummary(page).getByText(line, { exact: true }).waitFor(),
      );
      const pricing = await browser.open('/pricing');
      await planSummary(pricing).getByText(line, { exact: true }).waitFor();
    },
    AXE_TEST_TIMEOUT * 2,
  );

  it(
    'a declined upgrade: waiting for payment, with the card to update in Manage billing',
    async () => {
      const person = await paidProMember('Dex Declined');
      await declineCard(rig, person);
      const page = await browser.open('/settings');
      await upgradeToEnterprise(page);
      await page
        .getByRole('alert')
        .getByText(/^Your card was declined, so your plan did not change/)
        .waitFor();
      const line =
        'Your upgrade to Enterprise is waiting for payment: update your card in Manage billing.';
      await planSummary(page).getByText(line).waitFor();
      await planSummary(page).getByText('Your plan: Pro').waitFor();
      await everyLook(page, 'stripe-settings-pending-declined', () =>
        planSummary(page).getByText(line).waitFor(),
      );
    },
    AXE_TEST_TIMEOUT * 2,
  );

  it(
    '3-D Secure: asks to confirm the payment, links the invoice, and upgrades once confirmed',
    async () => {
      const person = await paidProMember('Sam Secure');
      rig.stripe.state.customer(await customerOf(rig, person)).needsAuthentication = true;
      const page = await browser.open('/settings');
      await upgradeToEnterprise(page);
      await page
        .getByRole('alert')
        .getByText(/^Your bank asks you to confirm this payment/)
        .waitFor();
      const line =
        'Your upgrade to Enterprise is waiting for you to confirm the payment with your bank.';
      await planSummary(page).getByText(line).waitFor();
      await everyLook(page, 'stripe-settings-pending-3ds', () =>
        planSummary(page).getByText(line).waitFor(),
      );
      await planSummary(page).getByRole('link', { name: 'Confirm payment' }).click();
      await page.getByRole('heading', { name: 'Stand-in invoice' }).waitFor();
      await page.getByRole('button', { name: 'Confirm payment' }).click();
      await page.getByText(/: paid$/).waitFor();
      await rig.stripe.settle();
      const settings = await browser.open('/settings');
      await planSummary(settings).getByText('Your plan: Enterprise').waitFor();
      expect(await planSummary(settings).getByText(line).count()).toBe(0);
    },
    AXE_TEST_TIMEOUT * 2,
  );

  it(
    'a card declined at Checkout: back on Pricing, told the plan did not change',
    async () => {
      await member('Cleo Checkout');
      const page = await browser.open('/settings');
      await planSummary(page).getByText('Your plan: Free').waitFor();
      await page.getByRole('button', { name: 'Upgrade to Enterprise: Enterprise' }).click();
      const dialog = page.getByRole('dialog', { name: 'Subscribe to Enterprise?' });
      await dialog.getByRole('button', { name: 'Continue to checkout' }).click();
      await page.getByRole('heading', { name: 'Stand-in checkout' }).waitFor();
      await page.getByRole('button', { name: 'Pay with a declined test card' }).click();
      await page
        .getByRole('alert')
        .getByText('Your card was declined.', { exact: false })
        .waitFor();
      await page.getByRole('link', { name: 'Back' }).click();
      const notice = page.getByRole('status').filter({ hasText: 'Checkout canceled' });
      await notice
        .getByText('Nothing was charged and your plan did not change.', { exact: false })
        .waitFor();
      await planSummary(page).getByText('Your plan: Free').waitFor();
      await everyLook(page, 'stripe-pricing-checkout-canceled', () => notice.waitFor());
    },
    AXE_TEST_TIMEOUT * 2,
  );
});

describe('Stripe mode, light and dark, desktop and phone', () => {
  it(
    'passes axe on Settings (a paying member) and Pricing',
    async () => {
      const person = await member('Axe Member');
      await buy(rig, person, 'enterprise');
      for (const width of [1280, 390]) {
        await browser.page.setViewportSize({ width, height: 900 });
        for (const path of ['/settings', '/pricing']) {
          const page = await browser.open(path);
          await planSummary(page).getByText('Your plan: Enterprise').waitFor();
          await expectNoViolations(page);
          await reviewShot(page, `stripe${path.replace('/', '-')}-${width}-light`);
          await useScheme(page, 'dark');
          await expectNoViolations(page);
          await reviewShot(page, `stripe${path.replace('/', '-')}-${width}-dark`);
          await page.getByRole('button', { name: 'Switch to light mode' }).click();
          await useScheme(page, 'light');
        }
      }
    },
    AXE_TEST_TIMEOUT * 2,
  );
});
