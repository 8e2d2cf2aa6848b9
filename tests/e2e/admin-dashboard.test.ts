/**
 * The admin dashboard as an admin sees it (PRODUCT_SPEC section 2 "Admin
 * Dashboard", section 9): the welcome, the platform's figures against the
 * database's own count, the review queue, the trending prompts in the
 * server's order, the newest prompts with their status, the shortcuts, the
 * activity after actions taken elsewhere (with a moderator's reason), the
 * error panel and its recovery, the guards, and axe in both schemes.
 */
import { describe, expect, it } from 'vitest';
import { formatCount } from '../../src/shared/format.ts';
import type { PromptView } from '../../src/shared/prompt-views.ts';
import { insertPrompt } from '../helpers/prompt-fixtures.ts';
import { createTestUser } from '../helpers/test-users.ts';
import { expectPath, useSession } from './support/accounts.ts';
import {
  dashboardLink,
  dialog,
  pageForAxe,
  platformStatsInDb,
  region,
  searchUsers,
  signedInAdmin,
  statFigure,
  trpcCall,
  userRow,
} from './support/admin-users.ts';
import { reviewShot } from './support/review-shot.ts';
import { AXE_TEST_TIMEOUT, expectNoViolations, useScheme } from './support/axe.ts';
import { useBrowserApp } from './support/browser.ts';
import { homeHeading } from './support/home.ts';

const browser = useBrowserApp();

function db() {
  return browser.app.database.db;
}

async function openDashboard(name: string) {
  const page = await browser.open('/dashboard');
  await page.getByRole('heading', { name: `Welcome back, ${name}`, level: 1 }).waitFor();
  return page;
}

describe('the dashboard', () => {
  it('shows the platform figures, the trending and the newest prompts, and no activity yet', async () => {
    const author = await createTestUser(db(), { name: 'Wren Writer' });
    await insertPrompt(db(), {
      title: 'Dashboard Rejected Draft',
      status: 'rejected',
      createdById: author.id,
      createdAt: new Date(Date.now() - 60_000),
    });
    await insertPrompt(db(), {
      title: 'Dashboard Pending Draft',
      status: 'pending',
      createdById: author.id,
    });
    await signedInAdmin(browser, 'Ada Admin');
    const stats = await platformStatsInDb(browser);
    const page = await openDashboard('Ada Admin');
    await expect.poll(() => page.title()).toBe('Admin dashboard · Prompt Hub');

    const figures = [
      ['Total Prompts', stats.totalPrompts],
      ['Total Uses', stats.totalUses],
      ['Total Upvotes', stats.totalUpvotes],
      ['Approved', stats.approved],
    ] as const;
    for (const [label, value] of figures) {
      const figure = statFigure(page, label, value);
      await figure.waitFor();
      expect(await figure.innerText()).toContain(formatCount(value));
    }
    const queue = page.getByRole('link', { name: `Waiting for review: ${stats.pending}` });
    expect(await queue.getAttribute('href')).toBe('/admin/prompts');

    // Trending: the server's eight, in its order, ranked.
    const { prompts: trending } = await browser.getJson<{ prompts: PromptView[] }>(
      '/api/prompts/trending?limit=8',
    );
    const items = region(page, 'Trending Prompts').getByRole('listitem');
    await items.nth(7).waitFor();
    expect(await items.count()).toBe(8);
    const first = items.first();
    await first.getByText('#1', { exact: true }).waitFor();
    const top = trending[0];
    if (!top) throw new Error('nothing is trending');
    const topLink = first.getByRole('link', { name: top.title, exact: true });
    expect(await topLink.getAttribute('href')).toBe(`/prompts/${top._id}`);
    const modelBadge = first.getByText(top.model, { exact: true });
    await modelBadge.waitFor();
    // The model's icon is drawn (an SVG), not an emoji that needs a font.
    expect(await first.locator('svg[data-model-icon]').count()).toBe(1);
    expect(await first.innerText()).not.toMatch(/\p{Extended_Pictographic}/u);
    await first.getByText(top.createdBy?.name || 'Anonymous', { exact: true }).waitFor();
    expect(await items.nth(1).getByRole('link').innerText()).toBe(trending[1]?.title);

    // The newest prompts in any status, with their badges.
    const recent = region(page, 'Recent Platform Prompts');
    const recentItems = recent.getByRole('listitem');
    await recentItems.nth(4).waitFor();
    expect(await recentItems.count()).toBe(5);
    await recentItems.nth(0).getByText('Dashboard Pending Draft').waitFor();
    await recentItems.nth(0).getByText('Status: Pending', { exact: true }).waitFor();
    await recentItems.nth(1).getByText('Dashboard Rejected Draft').waitFor();
    await recentItems.nth(1).getByText('Status: Rejected', { exact: true }).waitFor();
    expect(await recent.getByRole('link', { name: 'Manage All' }).getAttribute('href')).toBe(
      '/admin/prompts',
    );

    await region(page, 'Recent Platform Activity').getByText('No recent activity').waitFor();

    const actions = region(page, 'Admin Actions');
    for (const [name, href] of [
      ['Manage Prompts', '/admin/prompts'],
      ['Manage Users', '/admin/users'],
      ['Webhooks', '/admin/webhooks'],
      ['Browse Library', '/library'],
    ]) {
      expect(await actions.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
  });

  it('lists what admins did elsewhere, newest first, with the reason given', async () => {
    const admin = await signedInAdmin(browser, 'Ada Admin');
    const member = await createTestUser(db(), { name: 'Mo Member' });
    const promptId = await insertPrompt(db(), { title: 'Vague Idea Prompt', status: 'pending' });

    // A moderator rejects a prompt through the REST door.
    const response = await fetch(
      new URL(`/api/admin/prompts/${promptId}/status`, browser.baseUrl),
      {
        method: 'PUT',
        headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'rejected', reason: 'Too vague to be useful' }),
      },
    );
    expect(response.status).toBe(200);

    // And the admin disables a member in Manage Users.
    const page = await browser.open('/admin/users');
    await searchUsers(page, member.email);
    await userRow(page, member.email)
      .getByRole('button', { name: `Disable ${member.email}` })
      .click();
    await dialog(page, 'Disable Mo Member?').getByRole('button', { name: 'Disable user' }).click();
    await page.getByText('Mo Member was disabled and signed out everywhere.').waitFor();

    await dashboardLink(page).click();
    await page.getByRole('heading', { name: 'Welcome back, Ada Admin', level: 1 }).waitFor();
    const entries = region(page, 'Recent Platform Activity').getByRole('listitem');
    await entries.first().getByText(`Ada Admin disabled user ${member.email}`).waitFor();
    const second = entries.nth(1);
    await second.getByText('Ada Admin rejected "Vague Idea Prompt"').waitFor();
    await second.getByText('Reason: Too vague to be useful').waitFor();
    const when = entries.first().locator('time');
    expect(await when.innerText()).toBe('just now');
    expect(await when.getAttribute('title')).toMatch(/\d{4}/);
    expect(await entries.count()).toBeLessThanOrEqual(3);
  });

  it('shows "Welcome back, Admin" to an admin without a name', async () => {
    await signedInAdmin(browser, '');
    await openDashboard('Admin');
  });
});

describe('when the dashboard cannot be loaded', () => {
  it('shows the error panel, and Try Again loads it', async () => {
    browser.allowConsoleError(/status of 500/);
    await signedInAdmin(browser, 'Ada Admin');
    const page = browser.page;
    await page.route(trpcCall('admin.dashboard'), (route) =>
      route.fulfill({ status: 500, body: 'down' }),
    );
    await openDashboard('Ada Admin');
    const panel = page.getByRole('alert');
    await panel.getByRole('heading', { name: 'Error Loading Dashboard' }).waitFor();
    await panel.getByText('Failed to load dashboard data').waitFor();

    await page.unroute(trpcCall('admin.dashboard'));
    await panel.getByRole('button', { name: 'Try Again' }).click();
    await region(page, 'Trending Prompts').waitFor();
    await panel.waitFor({ state: 'detached' });
  });
});

describe('guards', () => {
  it('send a member who is not an admin home', async () => {
    const member = await createTestUser(db(), { name: 'Nia Notadmin' });
    await useSession(browser, member.token);
    const page = await browser.open('/dashboard');
    await homeHeading(page).waitFor();
    await expectPath(page, '/');
  });

  it('send a visitor to sign in, coming back to the dashboard', async () => {
    const page = await browser.open('/dashboard');
    await expectPath(page, '/login?redirect=%2Fdashboard');
  });
});

describe.each(['light', 'dark'] as const)('in the %s colour scheme', (scheme) => {
  it(
    'the dashboard has no WCAG A/AA violations, on a desktop and a phone',
    async () => {
      const admin = await createTestUser(db(), { role: 'admin', name: 'Axel Audit' });
      const { context, page } = await pageForAxe(browser, admin.token);
      try {
        await page.goto('/dashboard');
        await region(page, 'Trending Prompts').waitFor();
        await useScheme(page, scheme);
        await expectNoViolations(page);
        await reviewShot(page, `admin-dashboard-desktop-${scheme}`);

        await page.setViewportSize({ width: 390, height: 844 });
        await expectNoViolations(page);
        await reviewShot(page, `admin-dashboard-phone-${scheme}`);
      } finally {
        await context.close();
      }
    },
    AXE_TEST_TIMEOUT,
  );
});
