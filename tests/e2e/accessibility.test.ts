/**
 * axe-core (WCAG 2.0 and 2.1, levels A and AA) on what a visitor sees of the
 * library: the page, the details dialog and the attachment lightbox, in the
 * light and the dark colour scheme, plus a not-built page and the phone menu.
 */
import { describe, it } from 'vitest';
import { AXE_TEST_TIMEOUT, expectNoViolations, useScheme } from './support/axe.ts';
import { useBrowserApp } from './support/browser.ts';
import { countLine, lightbox, openDetails, PITCH_DECK } from './support/library.ts';

// The app's CSP forbids inline scripts, which is how axe gets into the page.
const browser = useBrowserApp({ context: { bypassCSP: true } });

describe.each(['light', 'dark'] as const)('in the %s colour scheme', (scheme) => {
  it(
    'the library page has no WCAG A/AA violations',
    async () => {
      const page = await browser.open('/library');
      await countLine(page, 12, 70, 1, 6).waitFor();
      await useScheme(page, scheme);
      await expectNoViolations(page);
    },
    AXE_TEST_TIMEOUT,
  );

  it(
    'a search with a suggested spelling and a chosen order has no WCAG A/AA violations',
    async () => {
      const page = await browser.open('/library?search=podcats&sort=most-liked');
      await page.getByText(/^Showing results for podcast/).waitFor();
      await useScheme(page, scheme);
      await expectNoViolations(page);
    },
    AXE_TEST_TIMEOUT,
  );

  it(
    'the details dialog has no WCAG A/AA violations',
    async () => {
      const page = await browser.open('/library');
      await useScheme(page, scheme);
      const dialog = await openDetails(page, PITCH_DECK.title);
      await dialog.getByText(PITCH_DECK.creator).waitFor();
      await expectNoViolations(page);
    },
    AXE_TEST_TIMEOUT,
  );

  it(
    'the attachment lightbox has no WCAG A/AA violations',
    async () => {
      const page = await browser.open('/library');
      await useScheme(page, scheme);
      const dialog = await openDetails(page, PITCH_DECK.title);
      const [, csv, image] = PITCH_DECK.attachments;
      await dialog.getByRole('button', { name: `Open attachment 2: ${csv}` }).click();
      await lightbox(page, 2, PITCH_DECK.attachmentCount)
        .getByRole('link', { name: 'Download', exact: true })
        .waitFor();
      await expectNoViolations(page);

      await page.keyboard.press('ArrowRight');
      await lightbox(page, 3, PITCH_DECK.attachmentCount)
        .getByRole('img', { name: image })
        .waitFor();
      await expectNoViolations(page);
    },
    AXE_TEST_TIMEOUT,
  );

  it(
    'the page-not-found page has no WCAG A/AA violations',
    async () => {
      // The server answers an unknown path with 404 on purpose; Chromium logs it.
      browser.allowConsoleError(/status of 404/);
      const page = await browser.open('/no-such-page');
      await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
      await useScheme(page, scheme);
      await expectNoViolations(page);
    },
    AXE_TEST_TIMEOUT,
  );

  it(
    'the empty state and the phone menu have no WCAG A/AA violations',
    async () => {
      const page = browser.page;
      await page.setViewportSize({ width: 390, height: 844 });
      await browser.open('/library?search=qwxzvbnm');
      await page.getByRole('heading', { name: 'No prompts found' }).waitFor();
      await useScheme(page, scheme);
      await expectNoViolations(page);

      await page.getByRole('button', { name: 'Open menu' }).click();
      await page
        .getByRole('dialog', { name: 'Menu' })
        .getByRole('link', { name: 'Submit' })
        .waitFor();
      await expectNoViolations(page);
    },
    AXE_TEST_TIMEOUT,
  );
});
