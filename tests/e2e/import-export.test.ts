/**
 * Import and export as a person uses them (issue 29, decision 055): the
 * Settings section's export links give the member's prompts; choosing a
 * prompts.chat CSV shows the preview row by row, Import makes them private
 * prompts, and choosing the same file again shows every row as already
 * imported; a file with a bad row cannot be imported. A collection's page
 * offers its own export. The section passes axe on a desktop and a phone,
 * light and dark.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  IMPORT_TOO_LARGE_MESSAGE,
  MAX_IMPORT_BYTES,
} from '../../src/shared/prompt-exchange-limits.ts';
import { insertCollection } from '../helpers/collection-fixtures.ts';
import { insertPrompt } from '../helpers/prompt-fixtures.ts';
import { pageForAxe } from './support/admin-users.ts';
import { reviewShot } from './support/review-shot.ts';
import { AXE_TEST_TIMEOUT, expectNoViolations, useScheme } from './support/axe.ts';
import { UI_TIMEOUT_MS, useBrowserApp } from './support/browser.ts';
import { signInMember } from './support/submit.ts';

const browser = useBrowserApp();
const SAMPLE_CSV = path.resolve(import.meta.dirname, '../fixtures/import/prompts-chat-sample.csv');

function section(page: Page) {
  return page.getByRole('region', { name: 'Import and export' });
}

async function chooseImportFile(
  page: Page,
  file: string | { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser');
  await section(page).getByRole('button', { name: 'File to import' }).click();
  await (await chooser).setFiles(file);
}

function previewRows(page: Page) {
  return page.getByRole('table', { name: 'Import preview' }).locator('tbody tr');
}

/** Reads a download link's file with the page's own session, as the browser would fetch it. */
function download(page: Page, href: string): Promise<string> {
  return page.evaluate(async (url) => (await fetch(url)).text(), href);
}

describe('import and export', () => {
  it(
    'exports, previews an import row by row, imports, and skips it the second time',
    async () => {
      const member = await signInMember(browser, { name: 'Iris Importer', plan: 'pro' });
      const db = browser.app.database.db;
      const own = await insertPrompt(db, {
        title: 'Tide Table Explainer',
        status: 'private',
        createdById: member.id,
      });
      const page = await browser.open('/settings');
      const area = section(page);
      await area.waitFor();

      const json = await area.getByRole('link', { name: 'Export JSON' }).getAttribute('href');
      const csv = await area.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
      expect(await download(page, json ?? '')).toContain('"title":"Tide Table Explainer"');
      expect(await download(page, csv ?? '')).toMatch(
        /^\uFEFF?act,prompt,for_devs,type,contributor/,
      );

      await chooseImportFile(page, SAMPLE_CSV);
      await page.getByText("Read as a CSV in prompts.chat's layout: 5 new prompts").waitFor();
      await expect.poll(() => previewRows(page).count(), { timeout: UI_TIMEOUT_MS }).toBe(5);
      const garden = previewRows(page).filter({ hasText: 'Garden Planner' });
      await garden.getByText('New', { exact: true }).waitFor();
      await garden.getByText(/\$\{\.\.\.\} become \{\.\.\.\}: City, Sun_hours/).waitFor();

      await area.getByRole('button', { name: 'Import 5 prompts' }).click();
      await area
        .getByText('Imported 5 prompts; skipped 0 already imported.', { exact: false })
        .waitFor();

      await chooseImportFile(page, SAMPLE_CSV);
      await expect
        .poll(() => previewRows(page).filter({ hasText: 'Already imported' }).count(), {
          timeout: UI_TIMEOUT_MS,
        })
        .toBe(5);
      expect(await area.getByRole('button', { name: 'Nothing new to import' }).isDisabled()).toBe(
        true,
      );

      const bad = `act,prompt\n"${'Long '.repeat(50)}","Say hello"\n"Fine Row","Say goodbye"\n`;
      await chooseImportFile(page, {
        name: 'bad.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(bad),
      });
      await previewRows(page).first().getByText('Error', { exact: true }).waitFor();
      await area.getByText('Error: act (the title) must be at most 200 characters').waitFor();
      expect(await area.getByRole('button', { name: 'Import 1 prompt' }).isDisabled()).toBe(true);

      const collection = await insertCollection(db, {
        ownerId: member.id,
        visibility: 'private',
        title: 'Coast notes',
        promptIds: [own],
      });
      await browser.open(`/collections/${collection}`);
      await page.getByRole('button', { name: 'Export' }).click();
      const item = page.getByRole('menuitem', { name: 'JSON (everything, with versions)' });
      const href = (await item.getAttribute('href')) ?? '';
      expect(href).toContain(`collection=${collection}`);
      expect(await download(page, href)).toContain('"title":"Tide Table Explainer"');
    },
    AXE_TEST_TIMEOUT,
  );

  it('refuses a file over the limit in the browser, without sending it', async () => {
    await signInMember(browser, { name: 'Hugo Heavy', plan: 'pro' });
    const page = await browser.open('/settings');
    await section(page).waitFor();
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/prompts/import')) sent.push(request.url());
    });
    await chooseImportFile(page, {
      name: 'huge.csv',
      mimeType: 'text/csv',
      buffer: Buffer.alloc(MAX_IMPORT_BYTES + 1, 'a'),
    });
    await section(page).getByText(IMPORT_TOO_LARGE_MESSAGE).waitFor();
    expect(sent).toEqual([]);
  });

  describe.each(['light', 'dark'] as const)('in the %s colour scheme', (scheme) => {
    it(
      'the section with a preview has no WCAG A/AA violations, on a desktop and a phone',
      async () => {
        const member = await signInMember(browser, { name: 'Axel Import', plan: 'pro' });
        const { context, page } = await pageForAxe(browser, member.token);
        try {
          await page.goto('/settings');
          await useScheme(page, scheme);
          await chooseImportFile(page, SAMPLE_CSV);
          await expect.poll(() => previewRows(page).count(), { timeout: UI_TIMEOUT_MS }).toBe(5);
          await section(page).scrollIntoViewIfNeeded();
          await expectNoViolations(page);
          await section(page).screenshot({ path: shotPath(`import-export-desktop-${scheme}`) });
          await page.setViewportSize({ width: 390, height: 844 });
          await expectNoViolations(page);
          await section(page).screenshot({ path: shotPath(`import-export-phone-${scheme}`) });
          await reviewShot(page, `settings-import-phone-${scheme}`);

          // A row with an error: its problem and the hint under the table stay readable.
          await chooseImportFile(page, {
            name: 'one-bad-row.csv',
            mimeType: 'text/csv',
            buffer: Buffer.from('act,prompt\n"","No title here"\n"Fine Row","Say hello"\n'),
          });
          await section(page).getByText('Error: act (the title) is required').waitFor();
          await section(page).getByText('Fix the rows with errors in the file').waitFor();
          await expectNoViolations(page);
          await page.setViewportSize({ width: 1280, height: 900 });
          await expectNoViolations(page);
        } finally {
          await context.close();
        }
      },
      AXE_TEST_TIMEOUT,
    );
  });
});

/** Where a review screenshot of the section alone goes (a temporary file without SCREENSHOT_DIR). */
function shotPath(name: string): string {
  return path.join(process.env.SCREENSHOT_DIR ?? '/tmp', `${name}.png`);
}
