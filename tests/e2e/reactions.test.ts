/**
 * Likes, saves and the prompt page as a person uses them (PRODUCT_SPEC
 * sections 2 "Library" and "Profile", 4 "Library", 8): one like toggle on
 * cards, the details dialog and the page, kept after a reload and undone
 * (with a word) when the server refuses it; saving into the profile's Saved
 * tab and out of it; a visitor invited to sign in and brought back; the
 * page /prompts/:id with its content, Try This, Copy Prompt and the
 * lightbox; its owner's view of a pending or rejected prompt; the
 * not-found page for anyone else; and the page's accessibility.
 */
import { describe, expect, it } from 'vitest';
import { formatCountOf } from '../../src/shared/format.ts';
import { insertPrompt, type PromptInsert } from '../helpers/prompt-fixtures.ts';
import type { TestUser } from '../helpers/test-users.ts';
import {
  createPasswordPerson,
  expectPath,
  profileButton,
  signInWithPassword,
} from './support/accounts.ts';
import { AXE_TEST_TIMEOUT, expectNoViolations } from './support/axe.ts';
import { useBrowserApp } from './support/browser.ts';
import { navigateInApp } from './support/site-legal-blog.ts';
import {
  BRAND_KIT,
  card,
  findPrompt,
  lightbox,
  openDetails,
  PITCH_DECK,
  usageCount,
} from './support/library.ts';
import {
  expectPressed,
  failLikeCalls,
  likeButton,
  likeCount,
  openLibraryCard,
  promptHeading,
  saveButton,
  setPromptStatus,
  storedPrompt,
  unlikeButton,
  unsaveButton,
} from './support/reactions.ts';
import { signInMember } from './support/submit.ts';

const browser = useBrowserApp();

describe('liking', () => {
  it('counts a like from a card, keeps it after a reload, and takes it back', async () => {
    const title = 'Turn a Long Article Into an X Thread';
    const member = await signInMember(browser);
    const prompt = await findPrompt(browser, title);
    const page = browser.page;

    let shown = await openLibraryCard(browser, title);
    await expectPressed(likeButton(shown, title), false);
    await likeCount(shown, prompt.upvotes).waitFor();
    await likeButton(shown, title).click();
    await expectPressed(unlikeButton(shown, title), true);
    await likeCount(shown, prompt.upvotes + 1).waitFor();
    await expect
      .poll(async () => (await storedPrompt(browser, prompt._id, member)).liked)
      .toBe(true);

    await page.reload();
    shown = card(page, title);
    await expectPressed(unlikeButton(shown, title), true);
    await likeCount(shown, prompt.upvotes + 1).waitFor();

    await unlikeButton(shown, title).click();
    await expectPressed(likeButton(shown, title), false);
    await likeCount(shown, prompt.upvotes).waitFor();
    // The button turns at once; the server's answer follows.
    await expect
      .poll(async () => {
        const after = await storedPrompt(browser, prompt._id, member);
        return { liked: after.liked, upvotes: after.upvotes };
      })
      .toEqual({ liked: false, upvotes: prompt.upvotes });
  });

  it('undoes a like the server fails to record, and says so', async () => {
    const title = 'LinkedIn Post From a Hard Lesson';
    await signInMember(browser);
    const prompt = await findPrompt(browser, title);
    const page = browser.page;
    browser.allowConsoleError(/status of 500/);
    await failLikeCalls(page);

    const shown = await openLibraryCard(browser, title);
    await likeButton(shown, title).click();
    await shown
      .getByRole('alert')
      .getByText(/Your like could not be saved\./)
      .waitFor();
    await expectPressed(likeButton(shown, title), false);
    await likeCount(shown, prompt.upvotes).waitFor();
    expect((await storedPrompt(browser, prompt._id)).upvotes).toBe(prompt.upvotes);
  });

  it('undoes a like of a prompt a moderator took down meanwhile, and says why', async () => {
    const title = 'Twelve Hook Variations for One Short Video';
    await signInMember(browser);
    const prompt = await findPrompt(browser, title);
    browser.allowConsoleError(/status of 404/);

    const shown = await openLibraryCard(browser, title);
    await setPromptStatus(browser, prompt._id, 'disabled');
    try {
      await likeButton(shown, title).click();
      await shown
        .getByRole('alert')
        .getByText('Your like could not be saved. This prompt is no longer available.')
        .waitFor();
      await expectPressed(likeButton(shown, title), false);
      await likeCount(shown, prompt.upvotes).waitFor();
    } finally {
      await setPromptStatus(browser, prompt._id, 'approved');
    }
    expect((await storedPrompt(browser, prompt._id)).upvotes).toBe(prompt.upvotes);
  });

  it("opens a card's invitation from the keyboard, and gives focus back to the toggle", async () => {
    const title = 'Turn a Long Article Into an X Thread';
    const page = browser.page;
    const shown = await openLibraryCard(browser, title);
    const save = saveButton(shown, title);
    expect(await save.getAttribute('aria-expanded')).toBe('false');
    await save.focus();
    await page.keyboard.press('Enter');
    const invite = page.getByText('Sign in to save prompts and find them again in your profile.');
    await invite.waitFor();
    expect(await save.getAttribute('aria-expanded')).toBe('true');
    // Focus moves into the invitation, onto its one action.
    await page.waitForFunction(() => document.activeElement?.textContent === 'Sign in');
    await page.keyboard.press('Escape');
    await invite.waitFor({ state: 'hidden' });
    await page.waitForFunction(
      (wanted) => document.activeElement?.getAttribute('aria-label') === wanted,
      `Save ${title}`,
    );
    expect(await save.getAttribute('aria-expanded')).toBe('false');
    // It opens again, and a click elsewhere puts it away.
    await page.keyboard.press('Enter');
    await invite.waitFor();
    await page.getByRole('heading', { name: 'Prompt Library', level: 1 }).click();
    await invite.waitFor({ state: 'hidden' });
  });

  it('invites a visitor to sign in, and brings them back to the prompt to like it', async () => {
    const title = 'Comment Reply Macros for Brand Accounts';
    const person = await createPasswordPerson(browser.app, { name: 'Vera Visitor' });
    const prompt = await findPrompt(browser, title);
    const page = browser.page;

    await browser.open(`/library?prompt=${prompt._id}`);
    const dialog = page.getByRole('dialog', { name: title, exact: true });
    await likeButton(dialog, title).click();
    const invite = page.getByText('Sign in to like prompts and see what others like.');
    await invite.waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent === 'Sign in');
    // Escape puts the invitation away and leaves the dialog open.
    await page.keyboard.press('Escape');
    await invite.waitFor({ state: 'hidden' });
    await dialog.getByRole('heading', { name: 'User prompt' }).waitFor();
    await likeButton(dialog, title).click();
    await invite.waitFor();
    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await expectPath(
      page,
      `/login?redirect=${encodeURIComponent(`/library?prompt=${prompt._id}`)}`,
    );

    await signInWithPassword(page, person);
    await expectPath(page, `/library?prompt=${prompt._id}`);
    await expectPressed(likeButton(dialog, title), false);
    await likeButton(dialog, title).click();
    await expectPressed(unlikeButton(dialog, title), true);
    await likeCount(dialog, prompt.upvotes + 1).waitFor();
  });
});

describe('saving', () => {
  it("saves from the details dialog into the profile's Saved Prompts, and unsaves there", async () => {
    const title = BRAND_KIT.title;
    await signInMember(browser, { name: 'Sam Saver' });
    const page = await browser.open('/library');

    const dialog = await openDetails(page, title);
    await saveButton(dialog, title).click();
    await expectPressed(unsaveButton(dialog, title), true);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectPressed(unsaveButton(card(page, title), title), true);

    await profileButton(page).click();
    await page.getByRole('heading', { name: 'Sam Saver', level: 1 }).waitFor();
    const saved = card(page, title);
    await expectPressed(unsaveButton(saved, title), true);

    await unsaveButton(saved, title).click();
    await saved.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'No saved prompts' }).waitFor();
  });

  it('shows what was liked and saved on the page in the library too', async () => {
    const title = 'Save-Worthy Carousel Slide Script';
    await signInMember(browser);
    const prompt = await findPrompt(browser, title);
    const page = browser.page;

    const shown = await openLibraryCard(browser, title);
    await page.getByRole('button', { name: `Details of ${title}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: title, exact: true });
    await dialog.getByRole('link', { name: 'Open page', exact: true }).click();
    await promptHeading(page, title).waitFor();
    await expectPath(page, `/prompts/${prompt._id}`);

    await likeButton(page, title).click();
    await saveButton(page, title).click();
    await expectPressed(unlikeButton(page, title), true);
    await expectPressed(unsaveButton(page, title), true);
    await likeCount(page, prompt.upvotes + 1).waitFor();

    await page.goBack();
    await expectPressed(unlikeButton(shown, title), true);
    await expectPressed(unsaveButton(shown, title), true);
    await likeCount(shown, prompt.upvotes + 1).waitFor();
  });
});

describe('the prompt page', () => {
  it('shows an approved prompt to anyone, with its attachments in the lightbox', async () => {
    const prompt = await findPrompt(browser, PITCH_DECK.title);
    const page = await browser.open(`/prompts/${prompt._id}`);

    await promptHeading(page, PITCH_DECK.title).waitFor();
    await expect.poll(() => page.title()).toBe(`${PITCH_DECK.title} · Prompt Hub`);
    // The byline (the History below names the author again).
    await page.getByText(PITCH_DECK.creator).first().waitFor();
    await page.getByRole('heading', { name: 'User prompt', level: 2 }).waitFor();
    await page.getByRole('table').getByRole('row', { name: 'company_name Tidewell' }).waitFor();
    await likeCount(page, prompt.upvotes).waitFor();
    await page.getByText(formatCountOf(prompt.usageCount, 'use'), { exact: true }).waitFor();

    const [, , image] = PITCH_DECK.attachments;
    await page.getByRole('button', { name: `Open attachment 3: ${image}` }).click();
    const viewer = lightbox(page, 3, PITCH_DECK.attachmentCount);
    await viewer.getByRole('img', { name: image }).waitFor();
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'hidden' });
    await promptHeading(page, PITCH_DECK.title).waitFor();
  });

  it('shows chained steps with how they run', async () => {
    const title = 'Quarterly Social Media Audit in Three Passes';
    const prompt = await findPrompt(browser, title);
    const page = await browser.open(`/prompts/${prompt._id}`);
    await page.getByRole('heading', { name: 'Chained prompts', level: 2 }).waitFor();
    const steps = page.getByRole('list', { name: 'Chain steps' });
    await steps.getByText('Find the patterns', { exact: true }).waitFor();
    await steps.getByText('Plan the next quarter', { exact: true }).waitFor();
    const how = prompt.executionType === 'dependent' ? 'Dependent:' : 'Independent:';
    await page.getByText(how, { exact: true }).waitFor();
  });

  it('copies the user prompt and the link to the page', async () => {
    const prompt = await findPrompt(browser, PITCH_DECK.title);
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: browser.baseUrl,
    });
    const page = await browser.open(`/prompts/${prompt._id}`);
    const clipboard = () => page.evaluate(() => navigator.clipboard.readText());

    await page.getByRole('button', { name: 'Copy Prompt', exact: true }).click();
    await page.getByRole('button', { name: 'Copied', exact: true }).waitFor();
    expect(await clipboard()).toBe(prompt.description);

    await page.getByRole('button', { name: 'Copy link', exact: true }).click();
    await page.getByRole('button', { name: 'Link copied', exact: true }).waitFor();
    expect(await clipboard()).toBe(`${browser.baseUrl}/prompts/${prompt._id}`);
  });

  it('opens the playground from Try This Prompt and counts one use', async () => {
    const prompt = await findPrompt(browser, PITCH_DECK.title);
    const before = await usageCount(browser, prompt._id);
    const page = await browser.open(`/prompts/${prompt._id}`);

    await page.getByRole('button', { name: 'Try This Prompt', exact: true }).click();
    await page.getByRole('heading', { name: 'Playground', level: 1 }).waitFor();
    await expectPath(page, '/playground');
    await expect.poll(() => usageCount(browser, prompt._id)).toBe(before + 1);
  });

  it('says when the prompt cannot be loaded, and loads it from Try again', async () => {
    const prompt = await findPrompt(browser, BRAND_KIT.title);
    const page = browser.page;
    browser.allowConsoleError(/status of 500/);
    let failing = true;
    await page.route(
      (url) => url.pathname.startsWith('/trpc/') && url.pathname.includes('library.byId'),
      (route) => (failing ? route.fulfill({ status: 500, body: 'down' }) : route.fallback()),
    );

    // Arriving from another page: a prompt page opened directly comes with its prompt.
    await browser.open('/pricing');
    await navigateInApp(page, `/prompts/${prompt._id}`);
    await page.getByRole('heading', { name: 'We could not load this prompt', level: 1 }).waitFor();
    failing = false;
    await page.getByRole('button', { name: 'Try again', exact: true }).click();
    await promptHeading(page, BRAND_KIT.title).waitFor();
  });
});

describe("the owner's view of a prompt the library does not show", () => {
  async function ownPrompt(owner: TestUser, title: string, extra: Partial<PromptInsert> = {}) {
    return insertPrompt(browser.app.database.db, {
      title,
      status: 'pending',
      createdById: owner.id,
      ...extra,
    });
  }

  it('opens a pending prompt from the profile, with its status and Edit', async () => {
    const owner = await signInMember(browser);
    const id = await ownPrompt(owner, 'Still in review');
    const page = await browser.open('/profile?tab=created');

    await page.getByRole('link', { name: 'Still in review', exact: true }).click();
    await expectPath(page, `/prompts/${id}`);
    await promptHeading(page, 'Still in review').waitFor();
    await page.getByText('Status: Pending', { exact: true }).waitFor();
    await page.getByText('Waiting for review', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Edit Prompt', exact: true }).click();
    await expectPath(page, `/edit-prompt/${id}`);
  });

  it("shows a rejected prompt with the moderator's reason", async () => {
    const owner = await signInMember(browser);
    const reason = 'It repeats an existing prompt almost word for word.';
    const id = await ownPrompt(owner, 'Turned down', { status: 'rejected', statusReason: reason });
    // The owner's own hidden prompt is a page for them (200), not a 404.
    const page = await browser.open(`/prompts/${id}`);

    await promptHeading(page, 'Turned down').waitFor();
    await page.getByText('Status: Rejected', { exact: true }).waitFor();
    await page.getByText('Rejected by a moderator', { exact: true }).waitFor();
    await page.getByText(reason).waitFor();
  });

  it('shows anyone else the not-found page, as for a prompt that does not exist', async () => {
    const owner = await signInMember(browser);
    const id = await ownPrompt(owner, 'Not for strangers');
    await browser.context.clearCookies();
    await signInMember(browser, { name: 'Stranger' });
    browser.allowConsoleError(/status of 404/);

    const page = await browser.open(`/prompts/${id}`);
    await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
    await expect.poll(() => page.title()).toBe('Page not found · Prompt Hub');
    expect(await page.getByText('Not for strangers').count()).toBe(0);

    await browser.context.clearCookies();
    await browser.open(`/prompts/${id}`);
    await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
    await browser.open('/prompts/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
  });
});

describe('accessibility', () => {
  it.each(['light', 'dark'] as const)(
    'the prompt page has no WCAG A/AA violations, liked and saved or rejected (%s)',
    async (scheme) => {
      // The app's CSP forbids inline scripts, which is how axe gets into the page.
      const context = await browser.browser.newContext({
        baseURL: browser.baseUrl,
        bypassCSP: true,
        colorScheme: scheme,
        viewport: { width: 1280, height: 900 },
      });
      try {
        const member = await signInMember(browser, {}, context);
        const prompt = await findPrompt(browser, PITCH_DECK.title);
        const page = await context.newPage();
        await page.goto(`/prompts/${prompt._id}`);
        await saveButton(page, PITCH_DECK.title).click();
        await expectPressed(unsaveButton(page, PITCH_DECK.title), true);
        await expectNoViolations(page);

        const id = await insertPrompt(browser.app.database.db, {
          title: `Rejected (${scheme})`,
          status: 'rejected',
          statusReason: 'Too vague to be useful.',
          createdById: member.id,
        });
        await page.goto(`/prompts/${id}`);
        await page.getByText('Too vague to be useful.').waitFor();
        await expectNoViolations(page);
      } finally {
        await context.close();
      }
    },
    AXE_TEST_TIMEOUT,
  );
});
