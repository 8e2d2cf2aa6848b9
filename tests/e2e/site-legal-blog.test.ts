/**
 * The Privacy and Terms pages (date, contents that move focus, the buttons
 * that now do something honest) and the blog (search, tabs, tag chips,
 * "No articles found", the newsletter box, a post's own page with the
 * server's title, description, 404 and sitemap entry), in Chromium, plus an
 * axe audit of each page light and dark, on a desktop and a phone.
 */
import { describe, expect, it } from 'vitest';
import { BLOG_POSTS } from '../../src/shared/blog-posts.ts';
import { AXE_TEST_TIMEOUT, expectNoViolations, useScheme } from './support/axe.ts';
import { useBrowserApp } from './support/browser.ts';
import {
  AUDIT_MATRIX,
  blogSearchBox,
  blogSection,
  expectPath,
  newsletterForm,
  pageHeading,
  shownPostTitles,
} from './support/site-legal-blog.ts';

// The app's CSP forbids inline scripts, which is how axe gets into the page.
const browser = useBrowserApp({ context: { bypassCSP: true } });

const IMAGE_POST = 'Image prompts: subject, style, light and lens';
const CASE_STUDY = 'A worked example: a support team’s shared prompt library';
const SYSTEM_POST = BLOG_POSTS.find((post) => post.slug === 'system-prompts-explained');

describe('the Privacy Policy', () => {
  it('shows its date, and the contents move focus to the chosen section', async () => {
    const page = await browser.open('/privacy');
    await pageHeading(page, 'Privacy Policy').waitFor();
    await page.getByText('Last updated January 15, 2024').waitFor();
    expect(await page.title()).toBe('Privacy Policy · Prompt Hub');

    const contents = page.getByRole('navigation', { name: 'Contents' });
    await contents.getByRole('link', { name: '10. Children' }).click();
    const heading = page.getByRole('heading', { level: 2, name: '10. Children' });
    await expect.poll(() => heading.evaluate((node) => node === document.activeElement)).toBe(true);
    await expect.poll(() => new URL(page.url()).hash).toBe('#children');
    await page.getByText('Prompt Hub is not for children under 13').waitFor();
    expect(await heading.isVisible()).toBe(true);
  });

  it('offers Request Data by email and Delete Account in Settings', async () => {
    const page = await browser.open('/privacy');
    const request = page.getByRole('link', { name: 'Request Data' });
    expect(await request.getAttribute('href')).toMatch(/^mailto:privacy@prompthub\.example\?/);
    await page.getByRole('link', { name: 'Delete Account' }).click();
    // Settings needs a signed-in member: the guard asks a visitor to sign in first.
    await expectPath(page, '/login?redirect=%2Fsettings');
  });

  it('opens at a section named in the address', async () => {
    const page = await browser.open('/privacy#security');
    const heading = page.getByRole('heading', { level: 2, name: '8. Security' });
    await expect.poll(() => heading.evaluate((node) => node === document.activeElement)).toBe(true);
  });
});

describe('the Terms of Service', () => {
  it('states its rules, prints for a PDF and answers I Accept honestly', async () => {
    const page = await browser.open('/terms');
    await pageHeading(page, 'Terms of Service').waitFor();
    await page.getByText('Last updated January 15, 2024').waitFor();
    await page.getByText(/at least 30 days’ notice by email before a new price/).waitFor();
    await page.getByText(/the amount you paid us in the 12 months before/).waitFor();
    await page.getByText(/governed by the laws of the State of California/).waitFor();

    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await page.getByRole('button', { name: 'Download PDF' }).click();
    expect(await page.locator('body').getAttribute('data-printed')).toBe('yes');

    await page.getByRole('button', { name: 'I Accept' }).click();
    await page
      .getByRole('status')
      .getByText(/There is nothing to sign and nothing was recorded/)
      .waitFor();
    await page.getByRole('link', { name: 'Contact Us', exact: true }).waitFor();
  });

  it('jumps to a section from the contents with the keyboard', async () => {
    const page = await browser.open('/terms');
    const link = page.getByRole('link', { name: '12. Limitation of liability' });
    await link.focus();
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { level: 2, name: '12. Limitation of liability' });
    await expect.poll(() => heading.evaluate((node) => node === document.activeElement)).toBe(true);
  });
});

describe('the blog', () => {
  it('lists featured and latest posts, searches, and says when nothing matches', async () => {
    const page = await browser.open('/blog');
    await pageHeading(page, 'Better prompts, one post at a time').waitFor();
    expect(await page.title()).toBe('Blog · Prompt Hub');
    await blogSection(page, 'Featured').getByRole('article').first().waitFor();
    const featured = BLOG_POSTS.filter((post) => post.featured).length;
    expect(await blogSection(page, 'Featured').getByRole('article').count()).toBe(featured);
    expect(await blogSection(page, 'Latest articles').getByRole('article').count()).toBe(
      BLOG_POSTS.length - featured,
    );

    await blogSearchBox(page).fill('midjourney');
    await page.getByRole('status').getByText('1 article', { exact: true }).waitFor();
    expect(await shownPostTitles(page)).toEqual([IMAGE_POST]);

    await blogSearchBox(page).fill('quantum knitting');
    await page.getByRole('heading', { name: 'No articles found' }).waitFor();
    await page.getByRole('button', { name: 'Show all posts' }).click();
    expect(await blogSearchBox(page).inputValue()).toBe('');
    await page.getByRole('status').getByText(`${BLOG_POSTS.length} articles`).waitFor();
  });

  it('filters by tab, and a tag chip sets the search', async () => {
    const page = await browser.open('/blog');
    const tabs = page.getByRole('tablist', { name: 'Post categories' });
    for (const label of ['All Posts', 'Tutorials', 'AI Trends', 'Prompt Engineering']) {
      await tabs.getByRole('tab', { name: new RegExp(`^${label}`) }).waitFor();
    }
    await tabs.getByRole('tab', { name: /^Case Studies/ }).click();
    await page.getByRole('status').getByText('1 article', { exact: true }).waitFor();
    expect(await shownPostTitles(page)).toEqual([CASE_STUDY]);

    await tabs.getByRole('tab', { name: /^Tutorials/ }).click();
    await page.getByRole('status').getByText('3 articles').waitFor();

    await tabs.getByRole('tab', { name: /^All Posts/ }).click();
    const chip = page.getByRole('group', { name: 'Popular tags' }).getByRole('button', {
      name: '#Chaining',
    });
    await chip.click();
    expect(await blogSearchBox(page).inputValue()).toBe('Chaining');
    expect(await chip.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('status').getByText('1 article', { exact: true }).waitFor();
    expect(await shownPostTitles(page)).toEqual(['Chaining prompts: when one step is not enough']);
  });

  it('acknowledges a newsletter address and refuses an invalid one', async () => {
    const page = await browser.open('/blog');
    const form = newsletterForm(page, 'Get new posts by email');
    const email = form.getByRole('textbox', { name: 'Email address' });
    await email.fill('reader@example');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await form.getByText('Enter an email address like name@example.com.').waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');

    await email.fill('reader@example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await form
      .getByRole('status')
      .getByText(/^Thanks! Our newsletter has not launched yet/)
      .waitFor();
    expect(await email.inputValue()).toBe('');
  });

  it('opens a post on its own page, and its tags lead back to the search', async () => {
    if (!SYSTEM_POST) throw new Error('the system prompts post is missing');
    const page = await browser.open('/blog');
    await page.getByRole('link', { name: SYSTEM_POST.title }).click();
    await expectPath(page, `/blog/${SYSTEM_POST.slug}`);
    await pageHeading(page, SYSTEM_POST.title).waitFor();
    expect(await page.title()).toBe(`${SYSTEM_POST.title} · Prompt Hub`);
    await page.getByText('Tomás Herrera').first().waitFor();
    await page.getByText('April 9, 2025 · 8 min read').first().waitFor();
    await page.getByRole('heading', { level: 2, name: 'What the system prompt is for' }).waitFor();
    await page.getByText('A system prompt you can adapt').waitFor();

    await page.getByRole('group', { name: 'Tags' }).getByRole('link', { name: '#Claude' }).click();
    await expectPath(page, '/blog?search=Claude');
    expect(await blogSearchBox(page).inputValue()).toBe('Claude');
    expect(await shownPostTitles(page)).toEqual([SYSTEM_POST.title]);
  });

  it('answers an unknown post with the not-found page and status 404', async () => {
    const response = await fetch(new URL('/blog/no-such-post', browser.baseUrl));
    expect(response.status).toBe(404);
    browser.allowConsoleError(/status of 404/);
    const page = await browser.open('/blog/no-such-post');
    await pageHeading(page, 'Page not found').waitFor();
  });

  it('sends each post’s title and description with the page, and lists posts in the sitemap', async () => {
    if (!SYSTEM_POST) throw new Error('the system prompts post is missing');
    const html = await (await fetch(new URL(`/blog/${SYSTEM_POST.slug}`, browser.baseUrl))).text();
    expect(html).toContain(`<title>${SYSTEM_POST.title} · Prompt Hub</title>`);
    expect(html).toContain('What belongs in a system prompt and what belongs in the user prompt');
    expect(html).toContain('<meta property="og:type" content="article" />');

    const sitemap = await (await fetch(new URL('/sitemap.xml', browser.baseUrl))).text();
    for (const post of BLOG_POSTS) {
      expect(sitemap).toContain(
        `${browser.baseUrl}/blog/${post.slug}</loc><lastmod>${post.publishDate}`,
      );
    }
  });
});

describe.each(AUDIT_MATRIX)('in the $scheme scheme on a $size', ({ scheme, viewport }) => {
  it.each([
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/blog', 'Better prompts, one post at a time'],
    ['/blog/five-habits-of-prompts-that-work', 'Five habits of prompts that work the first time'],
  ])(
    '%s has no WCAG A/AA violations',
    async (path, heading) => {
      await browser.page.setViewportSize(viewport);
      const page = await browser.open(path);
      await pageHeading(page, heading).waitFor();
      await useScheme(page, scheme);
      await expectNoViolations(page);
    },
    AXE_TEST_TIMEOUT,
  );
});
