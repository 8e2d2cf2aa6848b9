/**
 * API keys in Settings, in the browser (decision 034): a member names a key
 * and picks its scopes, sees the key once, finds it listed by its prefix,
 * calls the REST API with it, and revokes it after confirming; the key then
 * stops working.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createTestUser } from '../helpers/test-users.ts';
import { useSession } from './support/accounts.ts';
import { AXE_TEST_TIMEOUT, expectNoViolations, useScheme } from './support/axe.ts';
import { useBrowserApp } from './support/browser.ts';

// The app's CSP forbids inline scripts, which is how axe gets into the page.
const browser = useBrowserApp({ context: { bypassCSP: true }, seed: false });

function keysSection(page: Page) {
  return page.getByRole('region', { name: 'API keys' });
}

/** The status of GET /api/users/me called with the key, as an integrator would. */
async function statusWithKey(key: string): Promise<number> {
  const answer = await fetch(new URL('/api/users/me', browser.baseUrl), {
    headers: { authorization: `Bearer ${key}` },
  });
  return answer.status;
}

describe('API keys in Settings', () => {
  it(
    'makes a key shown once, lists it, and revokes it after confirming',
    async () => {
      const member = await createTestUser(browser.app.database.db, { name: 'Ivy Integrator' });
      await useSession(browser, member.token);
      const page = await browser.open('/settings');
      const section = keysSection(page);
      await section.getByText('You have no API keys yet.').waitFor();
      await section.getByText('API calls this month: 0 of 100').waitFor();

      await section.getByRole('textbox', { name: 'Key name' }).fill('Newsletter bot');
      await section.getByRole('checkbox', { name: 'Generate (run prompts)' }).check();
      await section.getByRole('button', { name: 'Create API key' }).click();

      const shown = section.getByRole('textbox', { name: 'New API key' });
      await shown.waitFor();
      const key = await shown.inputValue();
      expect(key).toMatch(/^ph_[0-9a-f]{12}_/);
      await section
        .getByText('This is the only time the key is shown.', { exact: false })
        .waitFor();
      await expectNoViolations(page);
      expect(await statusWithKey(key)).toBe(200);

      await section.getByRole('button', { name: 'Done' }).click();
      await section.getByRole('textbox', { name: 'New API key' }).waitFor({ state: 'detached' });
      // The form is blank again for the next key.
      expect(await section.getByRole('textbox', { name: 'Key name' }).inputValue()).toBe('');
      const table = section.getByRole('table', { name: 'Your API keys' });
      const row = table.getByRole('row', { name: /Newsletter bot/ });
      await row.getByText(key.slice(0, 15)).waitFor();
      await row.getByText('read, generate').waitFor();
      await useScheme(page, 'dark');
      await expectNoViolations(page);

      await row.getByRole('button', { name: 'Revoke Newsletter bot' }).click();
      const dialog = page.getByRole('dialog', { name: 'Revoke API key' });
      await dialog.getByText(/Anything using it stops working at once/).waitFor();
      await dialog.getByRole('button', { name: 'Revoke key' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await section.getByText('You have no API keys yet.').waitFor();
      expect(await statusWithKey(key)).toBe(401);
    },
    AXE_TEST_TIMEOUT,
  );

  it('keeps the form and says why when the name is missing', async () => {
    const member = await createTestUser(browser.app.database.db, { name: 'Noa Nameless' });
    await useSession(browser, member.token);
    // The refusal is a 400 the browser logs; the form is what the person sees.
    browser.allowConsoleError(/status of 400/);
    const page = await browser.open('/settings');
    const section = keysSection(page);
    await section.getByText('You have no API keys yet.').waitFor();
    await section.getByRole('textbox', { name: 'Key name' }).fill('   ');
    await section.getByRole('button', { name: 'Create API key' }).click();
    await section.getByText(/is required/).waitFor();
    expect(
      await section.getByRole('textbox', { name: 'Key name' }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(await section.getByRole('textbox', { name: 'New API key' }).count()).toBe(0);
    await section.getByText('You have no API keys yet.').waitFor();
  });
});
