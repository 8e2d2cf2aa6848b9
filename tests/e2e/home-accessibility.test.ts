/**
 * axe-core (WCAG 2.0 and 2.1, levels A and AA) on the home page in the light
 * and the dark colour scheme: with the trending prompts, and with the
 * built-in samples shown when they cannot be loaded, on a desktop and a phone.
 */
import { describe, it } from 'vitest';
import { AXE_TEST_TIMEOUT, expectNoViolations, useScheme } from './support/axe.ts';
import { useBrowserApp } from './support/browser.ts';
import { TRENDING_CALL, trendingCards, trendingSection, waitForSixCards } from './support/home.ts';

// The app's CSP forbids inline scripts, which is how axe gets into the page.
const browser = useBrowserApp({ context: { bypassCSP: true } });

describe.each(['light', 'dark'] as const)('in the %s colour scheme', (scheme) => {
  it(
    'the home page has no WCAG A/AA violations',
    async () => {
      const page = await browser.open('/');
      await trendingCards(page).getByText('#3', { exact: true }).waitFor();
      await useScheme(page, scheme);
      await expectNoViolations(page);
    },
    AXE_TEST_TIMEOUT,
  );

  it(
    'the sample prompts on a phone have no WCAG A/AA violations',
    async () => {
      browser.allowConsoleError(/Failed to load resource|status of 500/);
      const page = browser.page;
      await page.setViewportSize({ width: 390, height: 844 });
      await page.route(TRENDING_CALL, (route) => route.fulfill({ status: 500, body: 'down' }));
      // With a query, home arrives without its trending prompts and asks for them.
      await browser.open('/?utm_source=newsletter');
      await trendingSection(page).getByText('Failed to load trending prompts').waitFor();
      await waitForSixCards(page);
      await useScheme(page, scheme);
      await expectNoViolations(page);
    },
    AXE_TEST_TIMEOUT,
  );
});
