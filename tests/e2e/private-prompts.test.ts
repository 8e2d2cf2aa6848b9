/**
 * Private prompts as a member uses them (issue 29, decision 049): saved
 * from Submit with Private chosen, said to be saved rather than submitted,
 * shown to the owner with a Private notice, not found by anyone else, and
 * sent to review from its page with one click.
 */
import { describe, expect, it } from 'vitest';
import { createTestUser } from '../helpers/test-users.ts';
import { expectPath } from './support/accounts.ts';
import { pageForAxe } from './support/admin-users.ts';
import { reviewShot } from './support/review-shot.ts';
import { AXE_TEST_TIMEOUT, expectNoViolations, useScheme } from './support/axe.ts';
import { useBrowserApp } from './support/browser.ts';
import { openSubmitPage, signInMember, textField } from './support/submit.ts';

const browser = useBrowserApp();

describe('a private prompt', () => {
  it(
    'is saved without review, seen by its owner only, and sent to review from its page',
    async () => {
      const owner = await signInMember(browser, { name: 'Pia Private' });
      const page = await openSubmitPage(browser);
      const title = 'Private meeting notes helper';
      await textField(page, 'Title').fill(title);
      await textField(page, 'User prompt').fill('Turn my notes on {meeting} into three actions.');
      await page.getByRole('radio', { name: /^Private/ }).check();
      await page.getByRole('button', { name: 'Submit Prompt', exact: true }).click();

      const saved = page.getByRole('dialog', { name: 'Private Prompt Saved', exact: true });
      await saved.getByText('it used none of your submissions', { exact: false }).waitFor();
      await saved.getByRole('link', { name: 'View Prompt' }).click();
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      await page.getByText('Only you can see this prompt', { exact: false }).waitFor();
      const id = new URL(page.url()).pathname.split('/').pop() ?? '';
      await expectPath(page, `/prompts/${id}`);

      // Another member, signed in, finds nothing there.
      const stranger = await createTestUser(browser.app.database.db, { name: 'Sam Stranger' });
      const other = await pageForAxe(browser, stranger.token);
      try {
        await other.page.goto(`/prompts/${id}`);
        await other.page.getByRole('heading', { name: 'Page not found' }).waitFor();
        expect(await other.page.getByText(title).count()).toBe(0);
      } finally {
        await other.context.close();
      }

      // The owner's page passes the audit in both schemes, then goes to review.
      const own = await pageForAxe(browser, owner.token);
      try {
        await own.page.goto(`/prompts/${id}`);
        await own.page.getByRole('button', { name: 'Submit for review' }).waitFor();
        await expectNoViolations(own.page);
        await reviewShot(own.page, 'private-prompt-light');
        await useScheme(own.page, 'dark');
        await expectNoViolations(own.page);
        await reviewShot(own.page, 'private-prompt-dark');
        await own.page.getByRole('button', { name: 'Submit for review' }).click();
        await own.page.getByText('Waiting for review', { exact: true }).first().waitFor();
        expect(await own.page.getByRole('button', { name: 'Submit for review' }).count()).toBe(0);
      } finally {
        await own.context.close();
      }
    },
    AXE_TEST_TIMEOUT,
  );
});
