/**
 * About and Contact as a visitor sees and uses them (PRODUCT_SPEC section 2
 * "About" and "Contact", sections 4, 5 and 9): the figures, values, founder
 * and 2025 timeline; the contact form's whole cycle (required fields and a
 * malformed email refused by the browser, "Sending..." for two seconds, the
 * confirmation for three, then an empty form, with no request made); and an
 * axe audit of both pages, light and dark, desktop and phone.
 */
import { describe, expect, it } from 'vitest';
import { AXE_TEST_TIMEOUT } from './support/axe.ts';
import { useBrowserApp } from './support/browser.ts';
import {
  AUDIT_MATRIX,
  auditPage,
  fieldValue,
  formField,
  isInvalid,
  pageHeading,
} from './support/site-info-pages.ts';

// The app's CSP forbids inline scripts, which is how axe gets into the page.
const browser = useBrowserApp({ context: { bypassCSP: true }, seed: false });

/** The simulated send is 2 s and the confirmation 3 s: wait well beyond either. */
const CYCLE_TIMEOUT_MS = 10_000;

describe('About', () => {
  it('shows the figures, the story and mission, the four values, the founder and four 2025 milestones', async () => {
    const page = await browser.open('/about');
    await pageHeading(page, 'Good prompts deserve to be shared').waitFor();
    expect(await page.title()).toBe('About · Prompt Hub');

    const figures = page.getByRole('region', { name: 'Prompt Hub in numbers' });
    for (const figure of ['50K+', '100K+', '150+', '12+']) {
      await figures.getByText(figure, { exact: true }).waitFor();
    }
    await figures.getByText('countries', { exact: true }).waitFor();

    await page.getByRole('heading', { level: 2, name: 'Our story' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Our mission' }).waitFor();
    const values = page.getByRole('region', { name: 'What we value' });
    expect(await values.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Innovation',
      'Community',
      'Transparency',
      'Excellence',
    ]);
    const founder = page.getByRole('region', { name: 'Meet the founder' });
    await founder.getByText('Founder and lead maintainer').waitFor();

    const timeline = page.getByRole('region', { name: 'Our 2025' }).getByRole('listitem');
    expect(await timeline.count()).toBe(4);
    for (const item of await timeline.all()) expect(await item.textContent()).toContain('2025');
  });
});

describe('Contact', () => {
  it('offers the six subjects with readable labels after an empty "Select a subject"', async () => {
    const page = await browser.open('/contact');
    await pageHeading(page, 'Talk to the Prompt Hub team').waitFor();
    expect(await page.title()).toBe('Contact · Prompt Hub');
    const subject = formField(page, 'Subject');
    await subject.locator('option').nth(6).waitFor({ state: 'attached' });
    const options = await subject
      .locator('option')
      .evaluateAll((nodes) =>
        nodes.map((node) => [(node as HTMLOptionElement).value, node.textContent]),
      );
    expect(options).toEqual([
      ['', 'Select a subject'],
      ['general', 'General question'],
      ['support', 'Technical support'],
      ['sales', 'Sales and plans'],
      ['partnership', 'Partnership'],
      ['feedback', 'Feedback'],
      ['other', 'Something else'],
    ]);
    expect(await subject.inputValue()).toBe('');
  });

  it('refuses an empty form and a malformed email, then sends, confirms and clears without a request', async () => {
    const page = await browser.open('/contact');
    const send = page.getByRole('button', { name: 'Send Message' });
    await send.waitFor();

    // Nothing filled in: the browser refuses, and nothing starts sending.
    await send.click();
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      expect(await isInvalid(page, label), label).toBe(true);
    }
    expect(await page.getByRole('button', { name: 'Sending...' }).count()).toBe(0);

    await formField(page, 'Name').fill('Ana Silva');
    await formField(page, 'Email').fill('ana-at-example');
    await formField(page, 'Subject').selectOption({ label: 'Technical support' });
    await formField(page, 'Message').fill('The playground says my model is unavailable.');
    await send.click();
    expect(await isInvalid(page, 'Email')).toBe(true);
    expect(await page.getByRole('button', { name: 'Sending...' }).count()).toBe(0);

    await formField(page, 'Email').fill('ana@example.com');
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await send.click();

    const sending = page.getByRole('button', { name: 'Sending...' });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);

    await page
      .getByRole('heading', { name: 'Thanks, Ana! Your message is ready to send.' })
      .waitFor({ timeout: CYCLE_TIMEOUT_MS });
    // It says plainly that nothing was delivered, and where a support question goes.
    const confirmation = page.getByRole('status').filter({ hasText: 'Thanks, Ana!' });
    await confirmation.getByText('support@prompthub.example', { exact: true }).waitFor();
    await confirmation.getByText(/does not deliver messages yet/).waitFor();
    expect(await formField(page, 'Name').count()).toBe(0);

    await send.waitFor({ timeout: CYCLE_TIMEOUT_MS });
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      expect(await fieldValue(page, label), label).toBe('');
    }
    expect(requests).toEqual([]);
  });

  it('shows the addresses, three offices, four support channels and an FAQ', async () => {
    const page = await browser.open('/contact');
    const addresses = page.getByRole('region', { name: 'Write or call' });
    expect(
      await addresses.getByRole('link', { name: 'hello@prompthub.example' }).getAttribute('href'),
    ).toBe('mailto:hello@prompthub.example');
    const offices = page.getByRole('region', { name: 'Our offices' });
    expect(await offices.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'San Francisco',
      'London',
      'Singapore',
    ]);
    const channels = page.getByRole('region', { name: 'Support channels' });
    expect(await channels.getByRole('heading', { level: 3 }).count()).toBe(4);

    const question = page.getByRole('button', { name: 'How quickly will I hear back?' });
    await question.click();
    await page.getByText(/reply within one working day, often sooner/).waitFor();

    await channels.getByRole('link', { name: 'Search the Help Center' }).click();
    await pageHeading(page, 'How can we help?').waitFor();
  });
});

describe.each(AUDIT_MATRIX)('in the $scheme scheme on a $size', (audit) => {
  it(
    'the About page has no WCAG A/AA violations',
    () => auditPage(browser, '/about', 'Good prompts deserve to be shared', audit),
    AXE_TEST_TIMEOUT,
  );

  it(
    'the Contact page, with an FAQ open, has no WCAG A/AA violations',
    () =>
      auditPage(browser, '/contact', 'Talk to the Prompt Hub team', audit, async (page) => {
        await page.getByRole('button', { name: 'How quickly will I hear back?' }).click();
        await page.getByText(/reply within one working day, often sooner/).waitFor();
      }),
    AXE_TEST_TIMEOUT,
  );
});
