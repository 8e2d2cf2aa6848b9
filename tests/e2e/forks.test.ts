/**
 * Forks as people use them (issue 28 item 6, decision 053): a member forks
 * an approved prompt from its page (the confirmation names the month's
 * submissions), lands on their new pending prompt, which says where it came
 * from; the original counts its fork; the member offers their change back
 * as a change request; once the original is deleted the fork's line stays,
 * greyed. Desktop and phone, light and dark, keyboard, axe-clean.
 */
import { describe, expect, it } from 'vitest';
import { sendJson } from '../helpers/accounts.ts';
import { bearer } from '../helpers/test-users.ts';
import { pageForAxe } from './support/admin-users.ts';
import { reviewShot } from './support/review-shot.ts';
import { AXE_TEST_TIMEOUT, expectNoViolations, useScheme } from './support/axe.ts';
import { UI_TIMEOUT_MS, useBrowserApp } from './support/browser.ts';
import { seasonalHaiku } from './support/haiku-prompt.ts';
import { signInMember } from './support/submit.ts';

const browser = useBrowserApp({ seed: false });
const FORK_TEXT = 'Write a haiku about {season}, ending on a sound.';

describe('forks', () => {
  it(
    'are made from the page, show their lineage and offer a change back',
    async () => {
      const db = browser.app.database.db;
      const { owner, admin, id } = await seasonalHaiku(db);

      const member = await signInMember(browser, { name: 'Fern Forker', plan: 'pro' });
      const page = await browser.open(`/prompts/${id}`);
      await page.getByRole('heading', { level: 1, name: 'Seasonal Haiku' }).waitFor();
      // With the keyboard: focus Fork, open the confirmation with Enter.
      await page.getByRole('button', { name: 'Fork' }).focus();
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('dialog', { name: 'Fork this prompt?' });
      await confirm
        .getByText('it uses one of this month’s submissions', { exact: false })
        .waitFor();
      await reviewShot(page, 'fork-confirm-desktop');
      await confirm.getByRole('button', { name: 'Fork prompt' }).click();

      // The new prompt, pending, with its line back to the original.
      // The lineage line, not the History's change note of version 1 ("Forked from "…" (v1)").
      await page.getByText(/^Forked from Seasonal Haiku by /).waitFor();
      const origin = page.getByRole('link', { name: 'Seasonal Haiku' });
      expect(await origin.getAttribute('href')).toBe(`/prompts/${id}`);
      await page.getByText('by Ada Owner', { exact: false }).waitFor();
      const forkId = page.url().split('/prompts/')[1] ?? '';
      expect(forkId).not.toBe(id);

      // The member changes their copy, then offers it back from the fork's page.
      const edit = await sendJson(browser.app.app, {
        method: 'PUT',
        url: `/api/prompts/${forkId}`,
        headers: bearer(member),
        payload: {
          title: 'Seasonal Haiku',
          description: FORK_TEXT,
          categories: ['Writing'],
          model: 'ChatGPT',
          variables: [{ name: 'season', defaultValue: 'autumn' }],
        },
      });
      expect(edit.status).toBe(200);
      await page.reload();
      const offerButton = page.getByRole('button', { name: 'Offer this change back' });
      await offerButton.click();
      const offer = page.getByRole('dialog', {
        name: 'Offer this change back to "Seasonal Haiku"',
      });
      // Escape gives the focus back to the button, the first opening too (its code loads then).
      await offer.getByRole('textbox', { name: 'Reason' }).waitFor();
      await page.keyboard.press('Escape');
      await offer.waitFor({ state: 'detached' });
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent), {
          timeout: UI_TIMEOUT_MS,
        })
        .toBe('Offer this change back');
      await offerButton.click();
      expect(await offer.getByRole('textbox', { name: 'User prompt' }).inputValue()).toBe(
        FORK_TEXT,
      );
      await offer.getByRole('button', { name: 'Review changes' }).click();
      await offer.getByText('What changes from the live version:').waitFor();
      await reviewShot(page, 'fork-offer-back-review');
      await offer.getByRole('button', { name: 'Send proposal' }).click();
      await offer.getByText('Your proposal is sent.').waitFor();
      await offer.getByRole('button', { name: 'Done' }).click();

      // The original counts its fork; the owner has the request.
      const original = await browser.open(`/prompts/${id}`);
      await original.getByText('1 fork', { exact: true }).waitFor();
      // So does its card in the library (the fork itself waits for review).
      const library = await browser.open('/library');
      await library.getByRole('group', { name: '1 fork' }).waitFor();
      const changes = await sendJson<{ changeRequests: { content: { description: string } }[] }>(
        browser.app.app,
        { method: 'GET', url: `/api/prompts/${id}/changes`, headers: bearer(owner) },
      );
      expect(changes.body.changeRequests.map((request) => request.content.description)).toEqual([
        FORK_TEXT,
      ]);

      // Axe on the fork's page, desktop light, then phone dark.
      const audit = await pageForAxe(browser, member.token);
      try {
        const fork = audit.page;
        await fork.goto(`/prompts/${forkId}`);
        await fork.getByRole('link', { name: 'Seasonal Haiku' }).waitFor();
        await expectNoViolations(fork);
        await reviewShot(fork, 'fork-page-desktop');
        await fork.setViewportSize({ width: 390, height: 844 });
        await useScheme(fork, 'dark');
        await expectNoViolations(fork);
        await reviewShot(fork, 'fork-page-phone-dark');

        // The original is deleted: the line stays, greyed, with no link.
        const removed = await sendJson(browser.app.app, {
          method: 'DELETE',
          url: `/api/admin/prompts/${id}`,
          headers: bearer(admin),
        });
        expect(removed.status).toBe(204);
        await fork.reload();
        await fork.getByText('Seasonal Haiku by Ada Owner (deleted)', { exact: false }).waitFor();
        expect(await fork.getByRole('link', { name: 'Seasonal Haiku' }).count()).toBe(0);
        await expectNoViolations(fork);
        await reviewShot(fork, 'fork-page-original-deleted-phone-dark');
      } finally {
        await audit.context.close();
      }
    },
    AXE_TEST_TIMEOUT,
  );
});
