/**
 * What the docs, help, about and contact tests share: the four widths and
 * schemes every page is audited in, a page's h1, and the audit itself.
 */
import type { Locator, Page } from 'playwright-core';
import { expectNoViolations, useScheme } from './axe.ts';
import type { BrowserApp } from './browser.ts';

export const AUDIT_MATRIX = [
  { scheme: 'light', size: 'desktop', viewport: { width: 1280, height: 900 } },
  { scheme: 'dark', size: 'desktop', viewport: { width: 1280, height: 900 } },
  { scheme: 'light', size: 'phone', viewport: { width: 390, height: 844 } },
  { scheme: 'dark', size: 'phone', viewport: { width: 390, height: 844 } },
] as const;

export type AuditCase = (typeof AUDIT_MATRIX)[number];

export function pageHeading(page: Page, name: string): Locator {
  return page.getByRole('heading', { level: 1, name, exact: true });
}

/**
 * Opens the page at the case's width, waits for its h1, switches scheme,
 * lets the test open what it wants audited too (a question, a menu), and
 * runs axe.
 */
export async function auditPage(
  browser: BrowserApp,
  path: string,
  heading: string,
  audit: AuditCase,
  prepare?: (page: Page) => Promise<void>,
): Promise<void> {
  await browser.page.setViewportSize(audit.viewport);
  const page = await browser.open(path);
  await pageHeading(page, heading).waitFor();
  await useScheme(page, audit.scheme);
  await prepare?.(page);
  await expectNoViolations(page);
}

/** A form field by its label: the subject is a select, the others text boxes. */
export function formField(page: Page, label: string): Locator {
  const role = label === 'Subject' ? 'combobox' : 'textbox';
  return page.getByRole(role, { name: label, exact: true });
}

/** The value the named form field holds now. */
export function fieldValue(page: Page, label: string): Promise<string> {
  return formField(page, label).inputValue();
}

/** Whether the browser's own validation refuses the named field (required, email type...). */
export function isInvalid(page: Page, label: string): Promise<boolean> {
  return formField(page, label).evaluate(
    (element) => !(element as HTMLInputElement).checkValidity(),
  );
}
