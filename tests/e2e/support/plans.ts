/**
 * Plans as a member and an admin meet them (decision 032): the member's
 * plan summary, the Ask an admin dialog, the admin's plan dialog, and the
 * database's own record to compare the screens with.
 */
import { and, eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { planRequests, subscriptions } from '../../../src/server/db/schema.ts';
import type { BrowserApp } from './browser.ts';

export function planSummary(page: Page): Locator {
  return page.getByRole('region', { name: 'Your plan', exact: true });
}

export function askAdminDialog(page: Page, plan: string): Locator {
  return page.getByRole('dialog', { name: `Ask an admin for ${plan}` });
}

export function requestSentDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Request sent' });
}

export async function openRequestOf(browser: BrowserApp, userId: string) {
  const [row] = await browser.app.database.db
    .select({ planId: planRequests.planId, note: planRequests.note })
    .from(planRequests)
    .where(and(eq(planRequests.userId, userId), eq(planRequests.status, 'open')));
  return row ?? null;
}

export async function storedPlanOf(browser: BrowserApp, userId: string): Promise<string> {
  const [row] = await browser.app.database.db
    .select({ planId: subscriptions.planId })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  return row?.planId ?? 'free';
}

/** Asks an admin for `plan` from the open dialog, with a note, and waits for "Request sent". */
export async function sendPlanRequest(page: Page, plan: string, note: string): Promise<void> {
  const dialog = askAdminDialog(page, plan);
  await dialog.getByRole('textbox', { name: 'Note for the admins (optional)' }).fill(note);
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await requestSentDialog(page).waitFor();
}
