/**
 * Plans on a self-hosted hub, in the browser (decision 032): Settings and
 * Pricing show the member's plan and its state and offer Ask an admin for
 * paid plans (a note, then Request sent); an admin sees the request in
 * Manage Users and sets the plan with a reason, or declines it.
 */
import { describe, expect, it } from 'vitest';
import { planRequests } from '../../src/server/db/schema.ts';
import { auditEntriesOf } from '../helpers/admin-audit.ts';
import { createTestUser, writeTestSubscription } from '../helpers/test-users.ts';
import { expectPath, useSession } from './support/accounts.ts';
import { choose, signedInAdmin, userRow } from './support/admin-users.ts';
import { AXE_TEST_TIMEOUT, expectNoViolations, useScheme } from './support/axe.ts';
import { useBrowserApp } from './support/browser.ts';
import {
  askAdminDialog,
  openRequestOf,
  planSummary,
  requestSentDialog,
  sendPlanRequest,
  storedPlanOf,
} from './support/plans.ts';
import { planCard, settingsPlanButton, settingsPlanCard } from './support/site-pricing-models.ts';

// The app's CSP forbids inline scripts, which is how axe gets into the page.
const browser = useBrowserApp({ context: { bypassCSP: true } });

describe('Settings on a self-hosted hub', () => {
  it('asks an admin for a paid plan, shows the request, and withdraws it', async () => {
    const member = await createTestUser(browser.app.database.db, { name: 'Ada Asker' });
    await useSession(browser, member.token);
    const page = await browser.open('/settings');
    await planSummary(page).getByText('Your plan: Free').waitFor();
    await settingsPlanCard(page, 'Free').getByText('Current Plan').waitFor();
    // Free stays a choice; paid plans are asked for.
    expect(await settingsPlanButton(page, 'Pro').count()).toBe(0);

    await page.getByRole('button', { name: 'Ask an admin: Pro' }).click();
    await sendPlanRequest(page, 'Pro', 'For my weekly newsletter');
    await requestSentDialog(page)
      .getByText(/An admin will look at your request for Pro/)
      .waitFor();
    await requestSentDialog(page).getByRole('button', { name: 'Done' }).click();

    await page.getByRole('button', { name: 'Request sent: Pro' }).waitFor();
    expect(await page.getByRole('button', { name: 'Ask an admin: Enterprise' }).isDisabled()).toBe(
      true,
    );
    await planSummary(page)
      .getByText(/Request sent: you asked for Pro on/)
      .waitFor();
    expect(await openRequestOf(browser, member.id)).toEqual({
      planId: 'pro',
      note: 'For my weekly newsletter',
    });
    expect(await storedPlanOf(browser, member.id)).toBe('free');

    await planSummary(page).getByRole('button', { name: 'Withdraw request' }).click();
    await page.getByRole('button', { name: 'Ask an admin: Pro' }).waitFor();
    expect(await openRequestOf(browser, member.id)).toBeNull();
  });

  it(
    "says when a payment is due and until when the plan's limits stay, readably",
    async () => {
      const member = await createTestUser(browser.app.database.db, { name: 'Lee Late' });
      await writeTestSubscription(browser.app.database.db, member.id, {
        planId: 'pro',
        status: 'past_due',
        graceUntil: new Date('2030-03-05T12:00:00Z'),
      });
      await useSession(browser, member.token);
      const page = await browser.open('/settings');
      await planSummary(page).getByText('Your plan: Pro').waitFor();
      await planSummary(page).getByText('Payment due').waitFor();
      await planSummary(page)
        .getByText(/Pro's limits stay until March 5, 2030, then the Free plan's limits apply/)
        .waitFor();
      await expectNoViolations(page);
      await useScheme(page, 'dark');
      await expectNoViolations(page);
    },
    AXE_TEST_TIMEOUT,
  );
});

describe('Pricing on a self-hosted hub', () => {
  it('offers a visitor to sign in and ask, with no trial promised', async () => {
    const page = await browser.open('/pricing');
    await planCard(page, 'Pro').getByRole('link', { name: 'Sign in to ask for Pro' }).click();
    await expectPath(page, '/login?redirect=%2Fsettings');
  });

  it('lets a member ask an admin from the plan card', async () => {
    const member = await createTestUser(browser.app.database.db, { name: 'Pia Pricing' });
    await useSession(browser, member.token);
    const page = await browser.open('/pricing');
    await planSummary(page).getByText('Your plan: Free').waitFor();
    await planCard(page, 'Enterprise')
      .getByRole('button', { name: 'Ask an admin: Enterprise' })
      .click();
    await askAdminDialog(page, 'Enterprise').waitFor();
    await sendPlanRequest(page, 'Enterprise', 'Team of 12, invoice please');
    await requestSentDialog(page).getByRole('button', { name: 'Done' }).click();
    await planCard(page, 'Enterprise')
      .getByRole('button', { name: 'Request sent: Enterprise' })
      .waitFor();
    expect(await openRequestOf(browser, member.id)).toMatchObject({ planId: 'enterprise' });
  });
});

describe('Manage Users and plans', () => {
  it(
    'shows the request with its note, and sets the plan with a reason',
    { timeout: AXE_TEST_TIMEOUT },
    async () => {
      const member = await createTestUser(browser.app.database.db, { name: 'Rita Requester' });
      await useSession(browser, member.token);
      const asking = await browser.open('/settings');
      await asking.getByRole('button', { name: 'Ask an admin: Enterprise' }).click();
      await sendPlanRequest(asking, 'Enterprise', 'Paying by bank transfer');

      await browser.context.clearCookies();
      const admin = await signedInAdmin(browser, 'Agnes Admin');
      const page = await browser.open(`/admin/users?search=${encodeURIComponent(member.email)}`);
      const row = userRow(page, member.email);
      await row.getByText('Asks for Enterprise').waitFor();
      await row.getByText('“Paying by bank transfer”').waitFor();
      await expectNoViolations(page);

      await row.getByRole('button', { name: `Plan of ${member.email}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Plan of Rita Requester' });
      await dialog.getByText('Paying by bank transfer').waitFor();
      // The plan asked for is the one offered first.
      expect(await dialog.getByRole('combobox', { name: 'Plan' }).inputValue()).toBe('Enterprise');
      await dialog.getByRole('textbox', { name: 'Reason' }).fill('Invoice 2026-114 paid');
      await dialog.getByRole('button', { name: 'Set plan' }).click();
      await page.getByText('Rita Requester is now on the Enterprise plan.').waitFor();
      await row.getByText('Enterprise', { exact: true }).waitFor();
      expect(await row.getByText('Asks for Enterprise').count()).toBe(0);

      expect(await storedPlanOf(browser, member.id)).toBe('enterprise');
      expect(await auditEntriesOf(browser.app.database.db, member.id)).toEqual([
        expect.objectContaining({
          actorId: admin.id,
          action: 'user.plan',
          after: 'enterprise',
          reason: 'Invoice 2026-114 paid',
        }),
      ]);
    },
  );

  it('declines a request, and sets a plan nobody asked for', async () => {
    const db = browser.app.database.db;
    const asker = await createTestUser(db, { name: 'Dana Decline' });
    const other = await createTestUser(db, { name: 'Omar Other' });
    await db.insert(planRequests).values({
      userId: asker.id,
      planId: 'pro',
      note: 'Please',
    });
    await signedInAdmin(browser, 'Arne Admin');
    const page = await browser.open(`/admin/users?search=${encodeURIComponent(asker.email)}`);
    await userRow(page, asker.email)
      .getByRole('button', { name: `Plan of ${asker.email}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Plan of Dana Decline' });
    await dialog.getByRole('button', { name: 'Decline request' }).click();
    await page.getByText('The plan request of Dana Decline was declined.').waitFor();
    expect(await openRequestOf(browser, asker.id)).toBeNull();
    expect(await storedPlanOf(browser, asker.id)).toBe('free');

    await page.goto(`${browser.baseUrl}/admin/users?search=${encodeURIComponent(other.email)}`);
    await userRow(page, other.email)
      .getByRole('button', { name: `Plan of ${other.email}` })
      .click();
    const otherDialog = page.getByRole('dialog', { name: 'Plan of Omar Other' });
    await choose(page, otherDialog.getByRole('combobox', { name: 'Plan' }), 'Pro');
    await otherDialog.getByRole('button', { name: 'Set plan' }).click();
    await page.getByText('Omar Other is now on the Pro plan.').waitFor();
    expect(await storedPlanOf(browser, other.id)).toBe('pro');
  });
});
