/**
 * A site with no AI provider set up: the playground says so once, plainly;
 * visitors and members never read the server's settings, an admin reads
 * which to set (issue 21, item 11).
 */
import { describe, expect, it } from 'vitest';
import { createTestUser } from '../helpers/test-users.ts';
import { useSession } from './support/accounts.ts';
import { signedInAdmin } from './support/admin-users.ts';
import { modelButton, openPlayground } from './support/playground.ts';
import { reviewShot } from './support/review-shot.ts';
import { useBrowserApp } from './support/browser.ts';

const browser = useBrowserApp({ seed: false });

const NONE_SET_UP = 'No model is set up on this site yet';
const SETTING_NAME = /[A-Z]+_[A-Z_]+/;

describe('a playground with no model set up', () => {
  it('tells a visitor once that no model is set up, and no setting names', async () => {
    const page = await openPlayground(browser);
    const notice = page.getByRole('alert').filter({ hasText: NONE_SET_UP });
    await notice.waitFor();
    expect(await page.getByText(NONE_SET_UP).count()).toBe(1);
    await modelButton(page, 'Claude').hover();
    await page.getByRole('tooltip', { name: 'Not available on this site.' }).waitFor();
    expect(await page.locator('body').innerText()).not.toMatch(SETTING_NAME);
    await reviewShot(page, 'playground-no-models-visitor');
    await page.setViewportSize({ width: 375, height: 812 });
    await notice.waitFor();
    await reviewShot(page, 'playground-no-models-visitor-phone');
  });

  it('tells a member the same', async () => {
    const member = await createTestUser(browser.app.database.db, { name: 'Mina Member' });
    await useSession(browser, member.token);
    const page = await openPlayground(browser);
    await page.getByRole('alert').filter({ hasText: NONE_SET_UP }).waitFor();
    expect(await page.locator('body').innerText()).not.toMatch(SETTING_NAME);
  });

  it('tells an admin which settings set one up', async () => {
    await signedInAdmin(browser, 'Ada Admin');
    const page = await openPlayground(browser);
    const notice = page.getByRole('alert').filter({ hasText: NONE_SET_UP });
    await notice.getByText(/Set OPENAI_API_KEY, ANTHROPIC_API_KEY/).waitFor();
    await modelButton(page, 'Claude').hover();
    await page
      .getByRole('tooltip', {
        name: 'Not available on this site. Set ANTHROPIC_API_KEY to enable it.',
      })
      .waitFor();
    await reviewShot(page, 'playground-no-models-admin');
  });
});
