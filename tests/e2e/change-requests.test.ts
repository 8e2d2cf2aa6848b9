/**
 * Change requests as people use them (issue 28 item 5, decision 050):
 * member B proposes a change to A's approved prompt from its page (the
 * difference is shown before sending); A accepts it in the profile's
 * Change requests tab; a moderator approves the pending version (through
 * the REST door: the queue's screen for versions is not built yet); the
 * page shows the new text and B's outgoing list says Accepted. Desktop and
 * phone, light and dark, axe-clean.
 */
import { describe, expect, it } from 'vitest';
import { pageForAxe } from './support/admin-users.ts';
import { reviewShot } from './support/review-shot.ts';
import { AXE_TEST_TIMEOUT, expectNoViolations, useScheme } from './support/axe.ts';
import { UI_TIMEOUT_MS, useBrowserApp } from './support/browser.ts';
import { HAIKU_TEXT, seasonalHaiku } from './support/haiku-prompt.ts';
import { signInMember } from './support/submit.ts';

const browser = useBrowserApp({ seed: false });
const NEW_TEXT = 'Write two haiku about {season}, one cheerful and one wistful.';

describe('change requests', () => {
  it(
    'are proposed from the page, accepted in the inbox and shown once approved',
    async () => {
      const db = browser.app.database.db;
      const { owner, admin, id } = await seasonalHaiku(db);

      // B proposes.
      await signInMember(browser, { name: 'Ben Proposer' });
      const page = await browser.open(`/prompts/${id}`);
      await page.getByRole('heading', { level: 1, name: 'Seasonal Haiku' }).waitFor();
      const proposeButton = page.getByRole('button', { name: 'Propose a change' });
      await proposeButton.click();
      const dialog = page.getByRole('dialog', { name: 'Propose a change' });
      // Escape gives the focus back to the button, the first opening too (its code loads then).
      await dialog.getByRole('textbox', { name: 'Reason' }).waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent), {
          timeout: UI_TIMEOUT_MS,
        })
        .toBe('Propose a change');
      await proposeButton.click();
      const prompt = dialog.getByRole('textbox', { name: 'User prompt' });
      expect(await prompt.inputValue()).toBe(HAIKU_TEXT);
      await prompt.fill(NEW_TEXT);
      await dialog.getByRole('textbox', { name: 'Reason' }).fill('Two moods read better.');
      await dialog.getByRole('button', { name: 'Review changes' }).click();
      await dialog.getByText('What changes from the live version:').waitFor();
      await dialog.getByRole('heading', { name: 'User prompt' }).waitFor();
      await reviewShot(page, 'propose-review-desktop');
      await dialog.getByRole('button', { name: 'Send proposal' }).click();
      await dialog.getByText('Your proposal is sent.').waitFor();
      await dialog.getByRole('button', { name: 'Done' }).click();

      // A accepts, in a context axe may enter; then the same inbox on a phone, dark.
      const audit = await pageForAxe(browser, owner.token);
      try {
        const inbox = audit.page;
        await inbox.goto('/profile?tab=changes');
        const card = inbox.getByRole('article').filter({ hasText: 'Seasonal Haiku' });
        await card.getByText('Two moods read better.').waitFor();
        await card.getByRole('button', { name: 'Accept' }).waitFor();
        await expectNoViolations(inbox);
        await reviewShot(inbox, 'inbox-incoming-desktop');
        await card.getByRole('button', { name: 'Decline' }).click();
        await card.getByRole('textbox', { name: 'Note to the proposer (optional)' }).waitFor();
        await expectNoViolations(inbox);
        await card.getByRole('button', { name: 'Cancel' }).click();
        await inbox.setViewportSize({ width: 390, height: 844 });
        await useScheme(inbox, 'dark');
        await expectNoViolations(inbox);
        await reviewShot(inbox, 'inbox-incoming-phone-dark');
        await card.getByRole('button', { name: 'Accept' }).click();
        await card.getByText('Accepted', { exact: true }).waitFor();
        await card.getByText('Became version 2 of the prompt.').waitFor();
      } finally {
        await audit.context.close();
      }

      // A moderator approves the pending version.
      const approved = await fetch(`${browser.baseUrl}/api/admin/prompts/${id}/versions/2/status`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'approved' }),
      });
      expect(approved.status).toBe(200);

      await browser.open(`/prompts/${id}`);
      await page.getByText(NEW_TEXT).first().waitFor({ timeout: UI_TIMEOUT_MS });
      await browser.open('/profile?tab=changes');
      await page.getByText('Sent by me', { exact: true }).click();
      const mine = page.getByRole('article').filter({ hasText: 'Seasonal Haiku' });
      await mine.getByText('Accepted', { exact: true }).waitFor();
      await reviewShot(page, 'outgoing-accepted-desktop');
    },
    AXE_TEST_TIMEOUT * 2,
  );
});
