/**
 * The footer on every page (columns, contact details, social links, the
 * Stay Updated box that acknowledges without a call and refuses an invalid
 * address), the links without a page of their own (server and client both
 * send them to their obvious home), and the not-found page (the server's
 * 404, a search of the library, the ways back), with an axe audit of the
 * not-found page light and dark, on a desktop and a phone.
 */
import { describe, expect, it } from 'vitest';
import { AXE_TEST_TIMEOUT, expectNoViolations, useScheme } from './support/axe.ts';
import { useBrowserApp } from './support/browser.ts';
import {
  AUDIT_MATRIX,
  expectPath,
  navigateInApp,
  newsletterForm,
  pageHeading,
} from './support/site-legal-blog.ts';

const browser = useBrowserApp({ context: { bypassCSP: true } });

async function statusAndLocation(path: string): Promise<[number, string | null]> {
  const response = await fetch(new URL(path, browser.baseUrl), { redirect: 'manual' });
  return [response.status, response.headers.get('location')];
}

describe('the footer', () => {
  it('has its four columns, contact details, social links and copyright', async () => {
    const page = await browser.open('/privacy');
    // The page's own screen arrives after the footer and pushes it down: a
    // click while it moves can miss, so wait for the page first.
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    const footer = page.getByRole('contentinfo');
    for (const column of ['Product', 'Resources', 'Company', 'Support']) {
      await footer.getByRole('navigation', { name: column }).waitFor();
    }
    const email = footer.getByRole('link', { name: 'hello@prompthub.example' });
    expect(await email.getAttribute('href')).toBe('mailto:hello@prompthub.example');
    await footer.getByText('San Francisco, CA').waitFor();
    const github = footer.getByRole('link', { name: 'GitHub (opens in a new tab)' });
    expect(await github.getAttribute('target')).toBe('_blank');
    await footer.getByText(/© \d{4} Prompt Hub\. All rights reserved\./).waitFor();

    await footer
      .getByRole('navigation', { name: 'Resources' })
      .getByRole('link', { name: 'Blog' })
      .click();
    await expectPath(page, '/blog');
  });

  it('refuses an invalid Stay Updated address and acknowledges a valid one without a call', async () => {
    const page = await browser.open('/');
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') requests.push(request.url());
    });
    const form = newsletterForm(page, 'Stay Updated');
    const email = form.getByRole('textbox', { name: 'Email address' });
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await form.getByText('Enter an email address like name@example.com.').waitFor();

    await email.fill('not an email');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByRole('status').innerText()).toBe('');

    await email.fill('ada@example.com');
    await email.press('Enter');
    await form
      .getByRole('status')
      .getByText(/^Thanks! /)
      .waitFor();
    expect(await email.inputValue()).toBe('');
    expect(requests).toEqual([]);
  });
});

describe('links without a page of their own', () => {
  it('are redirected by the server', async () => {
    expect(await statusAndLocation('/submit')).toEqual([302, '/submit-prompt']);
    expect(await statusAndLocation('/api')).toEqual([302, '/api/docs/']);
    expect(await statusAndLocation('/docs/api')).toEqual([302, '/api/docs/']);
    expect(await statusAndLocation('/Docs/API/?x=1')).toEqual([302, '/api/docs/?x=1']);
  });

  it('end in the same place when opened directly or followed inside the app', async () => {
    const page = await browser.open('/docs/api');
    await expectPath(page, '/api/docs/');
    await page.getByText('Prompt Hub REST API').first().waitFor();

    await browser.open('/privacy');
    await pageHeading(page, 'Privacy Policy').waitFor();
    await navigateInApp(page, '/docs/api');
    await expectPath(page, '/api/docs/');

    await browser.open('/privacy');
    await pageHeading(page, 'Privacy Policy').waitFor();
    await navigateInApp(page, '/submit');
    // /submit-prompt is for members: a visitor is asked to sign in, and sent there after.
    await expectPath(page, '/login?redirect=%2Fsubmit-prompt');
  });
});

describe('an unknown address', () => {
  it('answers 404 from the server, with the not-found page', async () => {
    const response = await fetch(new URL('/no/such/page', browser.baseUrl));
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<title>Page not found · Prompt Hub</title>');
  });

  it('shows a search of the library and the ways back', async () => {
    browser.allowConsoleError(/status of 404/);
    const page = await browser.open('/careers');
    await pageHeading(page, 'Page not found').waitFor();
    expect(await page.title()).toBe('Page not found · Prompt Hub');

    const search = page.getByRole('search', { name: 'Search the prompt library' });
    await search.getByRole('searchbox', { name: 'Search prompts' }).fill('email writing');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/library');
    expect(new URL(page.url()).searchParams.get('search')).toBe('email writing');

    await browser.open('/press');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expectPath(page, '/');
    await browser.open('/press');
    await page.getByRole('link', { name: 'Browse the library' }).click();
    await expectPath(page, '/library');
  });
});

describe.each(AUDIT_MATRIX)('in the $scheme scheme on a $size', ({ scheme, viewport }) => {
  it(
    'the not-found page has no WCAG A/AA violations',
    async () => {
      browser.allowConsoleError(/status of 404/);
      await browser.page.setViewportSize(viewport);
      const page = await browser.open('/webinars');
      await pageHeading(page, 'Page not found').waitFor();
      await useScheme(page, scheme);
      await expectNoViolations(page);
    },
    AXE_TEST_TIMEOUT,
  );
});
