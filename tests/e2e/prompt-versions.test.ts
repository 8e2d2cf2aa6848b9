/**
 * Prompt versions as people use them (issue 28, decision 043): the owner
 * edits an approved prompt and sees the edit wait for review while the
 * public still reads the approved text; the admin reads the diff in Manage
 * Prompts and approves; the History lists both versions and Compare marks
 * the changed words; the owner withdraws an edit and restores it.
 * Screenshots (SCREENSHOT_DIR) for review: desktop and phone, light and dark.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../helpers/test-users.ts';
import { addPrompt, nonce } from './support/admin-prompts.ts';
import { pageForAxe } from './support/admin-users.ts';
import { reviewShot } from './support/review-shot.ts';
import { AXE_TEST_TIMEOUT, expectNoViolations, useScheme } from './support/axe.ts';
import { type BrowserApp, UI_TIMEOUT_MS, useBrowserApp } from './support/browser.ts';
import { signInMember, textField } from './support/submit.ts';

const browser = useBrowserApp();
const APPROVED_TEXT = 'Summarise the week in three short bullets for {topic}.';
const EDITED_TEXT = 'Summarise the week in five clear bullets for {topic}.';
const PHONE = { width: 390, height: 844 };

async function approvedPrompt(owner: TestUser): Promise<{ id: string; title: string }> {
  const title = `Weekly digest ${nonce()}`;
  const id = await addPrompt(browser, owner, title, {
    status: 'approved',
    description: APPROVED_TEXT,
  });
  return { id, title };
}

/** The owner changes the user prompt on the Edit page, with a change note, and opens the prompt. */
async function editUserPrompt(page: Page, id: string, text: string, note: string): Promise<void> {
  await page.goto(`/edit-prompt/${id}`);
  await page.getByRole('heading', { name: 'Edit Prompt', level: 1 }).waitFor();
  const field = textField(page, 'User prompt');
  await expect.poll(() => field.inputValue(), { timeout: UI_TIMEOUT_MS }).not.toBe('');
  await field.fill(text);
  await page.getByRole('textbox', { name: 'Change note' }).fill(note);
  await page.getByRole('button', { name: 'Save Changes', exact: true }).click();
  const saved = page.getByRole('dialog', { name: 'Changes Saved' });
  await saved.getByRole('link', { name: 'View Prompt' }).click();
  await page.getByRole('heading', { name: 'History', level: 2 }).waitFor();
}

function historyItem(page: Page, number: number) {
  return page
    .getByRole('region', { name: 'History' })
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^v${number}(?!\\d)`) });
}

async function shoot(
  app: BrowserApp,
  token: string,
  path: string,
  name: string,
  ready: (page: Page) => Promise<void>,
) {
  if (!process.env.SCREENSHOT_DIR) return;
  for (const [size, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['phone', PHONE],
  ] as const) {
    const shot = await pageForAxe(app, token, { viewport });
    try {
      await shot.page.goto(path);
      await ready(shot.page);
      await reviewShot(shot.page, `${name}-${size}-light`);
      await useScheme(shot.page, 'dark');
      await reviewShot(shot.page, `${name}-${size}-dark`);
    } finally {
      await shot.context.close();
    }
  }
}

describe('prompt versions', () => {
  it(
    'keep the approved text live while an edit waits, and show the moderator the diff',
    async () => {
      const owner = await signInMember(browser, { name: 'Vera Versions' });
      const { id, title } = await approvedPrompt(owner);
      const page = browser.page;
      await editUserPrompt(page, id, EDITED_TEXT, 'Five bullets read better');
      await page
        .getByText(
          'Your edit (v2) is waiting for review; the approved v1 stays live until a moderator approves it.',
        )
        .waitFor();
      await page.getByText(APPROVED_TEXT).first().waitFor();
      await historyItem(page, 2).getByText('Waiting for review').waitFor();

      // The public reads the approved text and sees neither the notice nor the pending version.
      const visitor = await browser.browser.newContext({ baseURL: browser.baseUrl });
      try {
        const seen = await visitor.newPage();
        await seen.goto(`/prompts/${id}`);
        await seen.getByText(APPROVED_TEXT).first().waitFor();
        await historyItem(seen, 1).waitFor();
        expect(await seen.getByText(/waiting for review/).count()).toBe(0);
        expect(await historyItem(seen, 2).count()).toBe(0);
      } finally {
        await visitor.close();
      }

      // The moderator reads the diff in the review queue, with the changed words marked.
      const admin = await createTestUser(browser.app.database.db, {
        role: 'admin',
        name: 'Ada Admin',
      });
      const moderator = await pageForAxe(browser, admin.token);
      try {
        const queue = moderator.page;
        await queue.goto('/admin/prompts');
        const edits = queue.getByRole('region', { name: /^Edits waiting for review/ });
        await edits.getByRole('link', { name: title }).waitFor();
        await edits.locator('del', { hasText: 'three short' }).waitFor();
        await edits.locator('ins', { hasText: 'five clear' }).waitFor();
        await edits.getByText('Five bullets read better').waitFor();
        await expectNoViolations(queue);
        await shoot(browser, admin.token, '/admin/prompts', 'versions-moderator-diff', (shot) =>
          shot
            .getByRole('region', { name: /^Edits waiting for review/ })
            .locator('ins')
            .first()
            .waitFor(),
        );
        await queue.getByRole('button', { name: `Approve v2 of ${title}` }).click();
        await queue.getByText(`Approved v2 of "${title}": it is live now.`).waitFor();
      } finally {
        await moderator.context.close();
      }

      // Now live: the page shows the new text, the history both versions, Compare the changes.
      await page.reload();
      await page.getByText(EDITED_TEXT).first().waitFor();
      await historyItem(page, 2).getByText('Live').waitFor();
      await historyItem(page, 1).getByText('Earlier').waitFor();
      const compare = page.getByRole('region', { name: 'User prompt', exact: true });
      await compare.locator('del', { hasText: 'three short' }).waitFor();
      await compare.locator('ins', { hasText: 'five clear' }).waitFor();
      expect(await page.getByText(/waiting for review/).count()).toBe(0);

      const audit = await pageForAxe(browser, owner.token);
      try {
        await audit.page.goto(`/prompts/${id}`);
        await audit.page
          .getByRole('region', { name: 'User prompt', exact: true })
          .locator('ins')
          .first()
          .waitFor();
        await expectNoViolations(audit.page);
        await useScheme(audit.page, 'dark');
        await expectNoViolations(audit.page);
      } finally {
        await audit.context.close();
      }
      await shoot(
        browser,
        owner.token,
        `/prompts/${id}`,
        'versions-history-compare',
        async (shot) => {
          await shot
            .getByRole('region', { name: 'User prompt', exact: true })
            .locator('ins')
            .first()
            .waitFor();
        },
      );
    },
    AXE_TEST_TIMEOUT * 2,
  );

  it(
    'let the owner withdraw a waiting edit and restore it',
    async () => {
      const owner = await signInMember(browser, { name: 'Wes Withdraws' });
      const { id } = await approvedPrompt(owner);
      const page = browser.page;
      await editUserPrompt(page, id, EDITED_TEXT, 'Try five bullets');
      await shoot(
        browser,
        owner.token,
        `/prompts/${id}`,
        'versions-pending-notice',
        async (shot) => {
          await shot.getByRole('button', { name: 'Withdraw v2' }).waitFor();
          await shot
            .getByRole('region', { name: 'User prompt', exact: true })
            .locator('ins')
            .first()
            .waitFor();
        },
      );

      await page.getByRole('button', { name: 'Withdraw v2' }).click();
      await historyItem(page, 2).getByText('Withdrawn').waitFor();
      expect(await page.getByRole('button', { name: 'Withdraw v2' }).count()).toBe(0);

      await historyItem(page, 2).getByRole('button', { name: 'Restore v2' }).click();
      const dialog = page.getByRole('dialog', { name: 'Restore v2?' });
      await dialog.getByText(/waits for review; v1 stays live/).waitFor();
      await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await page
        .getByText(
          'Your edit (v3) is waiting for review; the approved v1 stays live until a moderator approves it.',
        )
        .waitFor();
      await historyItem(page, 3).getByText('restored from v2').waitFor();
      await page.getByText(APPROVED_TEXT).first().waitFor();
    },
    AXE_TEST_TIMEOUT,
  );
});
