/**
 * Submitting and editing a prompt as a person does (PRODUCT_SPEC sections 2
 * "Submit Prompt", 4 "Submit form", 5 "Submit form", 8 "Submit", 9 "Submit
 * limits"): a full submission with variables, a dependent chain and an
 * image; the category and file limits; a refused upload; uploads kept
 * across a reload but not after leaving; the plan's monthly quota; an
 * owner's edit of an approved prompt waiting for review while the
 * approved version stays live (decision 043); strangers and missing prompts; and the
 * page's accessibility in both colour schemes.
 */
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { attachments } from '../../src/server/db/schema.ts';
import { renderPng } from '../../src/server/db/seed/render-png.ts';
import type { PromptView } from '../../src/shared/prompt-views.ts';
import { insertPrompt, promptIdByTitle } from '../helpers/prompt-fixtures.ts';
import type { TestUser } from '../helpers/test-users.ts';
import { insertUpload } from '../helpers/upload-fixtures.ts';
import { expectPath, mainNav } from './support/accounts.ts';
import { AXE_TEST_TIMEOUT, expectNoViolations } from './support/axe.ts';
import { UI_TIMEOUT_MS, useBrowserApp } from './support/browser.ts';
import { reviewShotsDesktopAndPhone } from './support/review-shot.ts';
import { lightbox } from './support/library.ts';
import { openLibraryCard, promptHeading, setPromptStatus } from './support/reactions.ts';
import {
  addChainStep,
  addVariable,
  categoryInput,
  chooseFiles,
  chosenCategories,
  expectScrolledToTop,
  fileCount,
  filesSection,
  openSubmitPage,
  pickCategory,
  removeFileButton,
  savedUploads,
  signInMember,
  SUBMITTED_TITLE,
  submitHeading,
  textField,
  textFile,
} from './support/submit.ts';

const browser = useBrowserApp();

async function fillRequired(page: Page, title: string): Promise<void> {
  await textField(page, 'Title').fill(title);
  await textField(page, 'User prompt').fill(`Write a short note about {topic} (${title}).`);
}

/** The first of next month, as the form writes it ("December 1, 2026"; months turn in UTC). */
function nextMonthInUtc(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toLocaleDateString(
    'en-US',
    { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' },
  );
}

function submitButton(page: Page) {
  return page.getByRole('button', { name: 'Submit Prompt', exact: true });
}

function submittedDialog(page: Page) {
  return page.getByRole('dialog', { name: SUBMITTED_TITLE, exact: true });
}

async function promptAsOwner(member: TestUser, id: string): Promise<PromptView> {
  const response = await fetch(new URL(`/api/prompts/${id}`, browser.baseUrl), {
    headers: { authorization: `Bearer ${member.token}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { prompt: PromptView }).prompt;
}

describe('submitting a prompt', () => {
  it('sends variables, a dependent chain and an image, and lists it as pending', async () => {
    const member = await signInMember(browser, { plan: 'pro' });
    const page = await openSubmitPage(browser);
    expect(await page.title()).toBe('Submit a prompt · Prompt Hub');
    const title = 'Launch post writer';

    await textField(page, 'Title').fill(title);
    await textField(page, 'User prompt').fill(
      'Write a launch post about {product} for {audience} in a {tone} voice.',
    );
    await page.getByText('69 / 20,000 characters', { exact: true }).waitFor();
    await textField(page, 'System prompt').fill('You are a seasoned product marketer.');
    await pickCategory(page, 'market', 'Marketing');

    // Variables: two with defaults; {tone} is found in the text, without one.
    await addVariable(page, 'product', 'Prompt Hub');
    await addVariable(page, '{{audience}}', 'indie makers');
    const variables = page.getByRole('list', { name: 'Variables' });
    await variables.getByText('Default: Prompt Hub', { exact: true }).waitFor();
    await variables.getByText('Default: indie makers', { exact: true }).waitFor();
    await variables.getByRole('button', { name: 'Add default for tone' }).waitFor();

    // The chain: Add to Chain waits for the step's prompt; adding turns chaining on.
    const chainSwitch = page.getByRole('switch', { name: 'Chain prompts' });
    expect(await chainSwitch.isChecked()).toBe(false);
    await expect
      .poll(() => page.getByRole('button', { name: 'Add to Chain' }).isDisabled())
      .toBe(true);
    await addChainStep(page, { title: 'Outline', prompt: 'Outline a post about {product}.' });
    await expect.poll(() => chainSwitch.isChecked()).toBe(true);
    await page.getByRole('radio', { name: 'Dependent', exact: true }).check();
    await addChainStep(page, { title: 'Polish', prompt: 'Polish this outline into a post.' });
    await page
      .getByRole('list', { name: 'Chained prompts' })
      .getByText('Polish', { exact: true })
      .waitFor();

    // An image, shown as a thumbnail with its name and size.
    await chooseFiles(page, [
      { name: 'cover.png', mimeType: 'image/png', buffer: renderPng('bokeh', 200) },
    ]);
    await removeFileButton(page, 'cover.png').waitFor();
    await fileCount(page, 1).waitFor();
    const thumbnail = filesSection(page).getByRole('button', {
      name: 'Open attachment 1: cover.png',
    });
    await expect
      .poll(() =>
        thumbnail.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth),
      )
      .toBeGreaterThan(0);

    // While the call is in flight the button says so and cannot be pressed again.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/trpc/prompts.create**', async (route) => {
      await held;
      await route.continue();
    });
    await submitButton(page).click();
    const submitting = page.getByRole('button', { name: 'Submitting...', exact: true });
    await submitting.waitFor();
    expect(await submitting.isDisabled()).toBe(true);
    release();

    const dialog = submittedDialog(page);
    await dialog.waitFor();
    await dialog.getByText(/under review/).waitFor();
    await dialog.getByText(/typically takes 24-48 hours/).waitFor();

    const id = await promptIdByTitle(browser.app.database.db, title);
    const stored = await promptAsOwner(member, id);
    expect(stored).toMatchObject({
      status: 'pending',
      categories: ['Social Media', 'Marketing'],
      model: 'ChatGPT',
      isChained: true,
      executionType: 'dependent',
      systemprompt: 'You are a seasoned product marketer.',
    });
    expect(stored.variables).toEqual([
      { name: 'product', defaultValue: 'Prompt Hub' },
      { name: 'audience', defaultValue: 'indie makers' },
      { name: 'tone', defaultValue: '' },
    ]);
    expect(stored.chainedPrompts.map((step) => step.title)).toEqual(['Outline', 'Polish']);
    expect(stored.attachments).toHaveLength(1);
    expect(stored.attachments[0]?.fileType).toBe('image/png');

    // Submit Another Prompt: the dialog closes over a fresh form at the top.
    await dialog.getByRole('button', { name: 'Submit Another Prompt' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectScrolledToTop(page);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('prompt-title');
    expect(await textField(page, 'Title').inputValue()).toBe('');
    expect(await textField(page, 'Variable name').inputValue()).toBe('');
    expect(await chosenCategories(page)).toEqual(['Social Media']);
    await fileCount(page, 0).waitFor();
    expect(await savedUploads(page)).toBeNull();

    // Closing the dialog any other way goes to the library.
    await fillRequired(page, 'Second prompt');
    await submitButton(page).click();
    await submittedDialog(page).waitFor();
    await page.keyboard.press('Escape');
    await expectPath(page, '/library');

    // Both wait for review among My Prompts.
    await browser.open('/profile?tab=created');
    const card = page.getByRole('article', { name: title, exact: true });
    await card.getByText('Status: Pending', { exact: true }).waitFor();
  });

  it('once approved, is in the library and on its own page, its image in the lightbox', async () => {
    await signInMember(browser, { plan: 'pro' });
    const page = await openSubmitPage(browser);
    const title = 'Moodboard caption helper';
    await fillRequired(page, title);
    await chooseFiles(page, [
      { name: 'moodboard.png', mimeType: 'image/png', buffer: renderPng('rings', 240) },
    ]);
    await fileCount(page, 1).waitFor();
    await submitButton(page).click();
    await submittedDialog(page).getByRole('link', { name: 'Browse Prompt Library' }).click();
    await expectPath(page, '/library');

    // A moderator approves it (the moderation screens are another issue's).
    const id = await promptIdByTitle(browser.app.database.db, title);
    await setPromptStatus(browser, id, 'approved');

    const shown = await openLibraryCard(browser, title);
    await shown.getByRole('button', { name: `Details of ${title}`, exact: true }).click();
    const details = browser.page.getByRole('dialog', { name: title, exact: true });
    await details.getByRole('link', { name: /Open page/ }).click();
    await expectPath(browser.page, `/prompts/${id}`);
    await promptHeading(browser.page, title).waitFor();
    await browser.page.getByRole('button', { name: 'Open attachment 1: moodboard.png' }).click();
    await lightbox(browser.page, 1, 1).waitFor();
  });

  it('keeps keyboard focus in the form when a button it pressed goes away', async () => {
    await signInMember(browser, { plan: 'pro' });
    const page = await openSubmitPage(browser);
    const focusedLabel = () =>
      page.evaluate(() => {
        const active = document.activeElement as HTMLInputElement | null;
        return active?.labels?.[0]?.textContent ?? active?.textContent ?? '';
      });
    await textField(page, 'Variable name').fill('topic');
    await textField(page, 'Default value').fill('green tea');
    await page.getByRole('button', { name: 'Add Variable' }).press('Enter');
    await expect.poll(focusedLabel).toBe('Variable name');
    await page.getByRole('button', { name: 'Remove variable topic' }).press('Enter');
    await expect.poll(focusedLabel).toBe('Variable name');
    await textField(page, 'Step prompt').fill('Summarise the notes.');
    await page.getByRole('button', { name: 'Add to Chain' }).press('Enter');
    await expect.poll(focusedLabel).toBe('Step title');
  });

  it('says what is missing before sending anything', async () => {
    await signInMember(browser);
    const page = await openSubmitPage(browser);
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().includes('prompts.create')) sent += 1;
    });
    await submitButton(page).click();
    await page.getByText('Enter a title.').waitFor();
    await page.getByText('Enter the user prompt.').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('prompt-title');

    await fillRequired(page, 'Needs a step');
    await page.getByRole('switch', { name: 'Chain prompts' }).check();
    await submitButton(page).click();
    await page.getByText('Add at least one step to the chain, or turn chaining off.').waitFor();
    expect(sent).toBe(0);
  });

  it('says what the plan allows and what is left before anything is typed', async () => {
    await signInMember(browser);
    const page = await openSubmitPage(browser);
    const renews = nextMonthInUtc();
    await page.getByText(`Free plan: 1 submission a month, 1 left. Renews on ${renews}.`).waitFor();
    await textField(page, 'Title').waitFor();
    await reviewShotsDesktopAndPhone(page, 'submit-quota-left');
  });

  it("offers no other submission once the month's one is used", async () => {
    await signInMember(browser);
    const page = await openSubmitPage(browser);
    await page.getByText(/Free plan: 1 submission a month, 1 left/).waitFor();
    await fillRequired(page, 'The one of the month');
    await submitButton(page).click();
    const dialog = submittedDialog(page);
    await dialog.getByRole('link', { name: 'Browse Prompt Library' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Submit Another Prompt' }).count()).toBe(0);
  });

  it('says up front when none is left, with the renewal day and the plans, and shows no form', async () => {
    const member = await signInMember(browser);
    await insertPrompt(browser.app.database.db, {
      title: 'Already submitted this month',
      status: 'pending',
      createdById: member.id,
    });
    const page = await openSubmitPage(browser);
    const notice = page
      .getByRole('alert')
      .filter({ hasText: "You have used this month's submissions" });
    await notice
      .getByText(
        `Your Free plan includes 1 submission a month. You can submit again on ${nextMonthInUtc()}, or`,
      )
      .waitFor();
    expect(await textField(page, 'Title').count()).toBe(0);
    expect(await submitButton(page).count()).toBe(0);
    await reviewShotsDesktopAndPhone(page, 'submit-quota-used-up');
    await notice.getByRole('link', { name: 'see the plans with more' }).click();
    await expectPath(page, '/pricing');
  });

  it("still refuses, with the plan's limit, a submission sent after the last one was used elsewhere", async () => {
    const member = await signInMember(browser);
    const page = await openSubmitPage(browser);
    await page.getByText(/Free plan: 1 submission a month, 1 left/).waitFor();
    // Another tab uses the month's submission meanwhile.
    await insertPrompt(browser.app.database.db, {
      title: 'Sent from another tab',
      status: 'pending',
      createdById: member.id,
    });
    await fillRequired(page, 'One too many');
    // Chromium logs the refused call (429) as a failed resource load.
    browser.allowConsoleError(/status of 429/);
    await submitButton(page).click();
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Your Free plan includes 1 submission a month' });
    await alert.waitFor();
    await alert.getByText(/upgrade your plan in Settings/).waitFor();
    expect(await submittedDialog(page).count()).toBe(0);
    await alert.getByRole('link', { name: 'See the plans in Settings' }).click();
    await expectPath(page, '/settings');
  });

  it('sends a visitor to sign in first', async () => {
    const page = await browser.open('/submit-prompt');
    await expectPath(page, '/login?redirect=%2Fsubmit-prompt');
  });
});

describe('categories', () => {
  it('adds presets and trimmed custom ones, up to 5', async () => {
    await signInMember(browser);
    const page = await openSubmitPage(browser);
    expect(await chosenCategories(page)).toEqual(['Social Media']);

    await pickCategory(page, 'art', 'Art');
    await pickCategory(page, 'busi', 'Business');
    await categoryInput(page).fill('  Urban Gardening  ');
    await page.getByRole('option', { name: 'Add “Urban Gardening”', exact: true }).click();

    // No add option for a category that exists already, in any case.
    await categoryInput(page).fill('social MEDIA');
    await page.getByRole('option', { name: 'Social Media', exact: true }).waitFor();
    expect(await page.getByRole('option', { name: /^Add / }).count()).toBe(0);

    await pickCategory(page, 'writ', 'Writing');
    expect(await chosenCategories(page)).toEqual([
      'Social Media',
      'Art',
      'Business',
      'Urban Gardening',
      'Writing',
    ]);

    // At the limit: no add option, and a sixth is refused with the spec's words.
    await categoryInput(page).fill('Mystery Novels');
    await page.getByText('Maximum 5 categories allowed').waitFor();
    expect(await page.getByRole('option', { name: /^Add / }).count()).toBe(0);
    await pickCategory(page, 'music', 'Music');
    await page.getByText('Maximum 5 categories allowed').waitFor();
    expect(await chosenCategories(page)).toHaveLength(5);

    // Removing one makes room again, by keyboard as well.
    await page.getByRole('button', { name: 'Remove category Art' }).press('Enter');
    await categoryInput(page).fill('music');
    await categoryInput(page).press('Enter');
    await expect.poll(() => chosenCategories(page)).toContain('Music');
    expect(await chosenCategories(page)).not.toContain('Art');
  });
});

describe('files', () => {
  it('takes at most 5, and says so for a sixth', async () => {
    await signInMember(browser);
    const page = await openSubmitPage(browser);
    await filesSection(page)
      .getByText(/each at most 10 MB/)
      .waitFor();

    // Six at once: none is sent.
    const six = ['a', 'b', 'c', 'd', 'e', 'f'].map((letter) => textFile(`${letter}.txt`));
    await chooseFiles(page, six);
    await filesSection(page).getByText('Maximum 5 files allowed').waitFor();
    await fileCount(page, 0).waitFor();

    await chooseFiles(page, six.slice(0, 5));
    await fileCount(page, 5).waitFor({ timeout: UI_TIMEOUT_MS * 2 });
    await removeFileButton(page, 'e.txt').waitFor();

    await chooseFiles(page, [textFile('g.txt')]);
    await filesSection(page).getByText('Maximum 5 files allowed').waitFor();
    await fileCount(page, 5).waitFor();

    // Removing one makes room.
    await removeFileButton(page, 'a.txt').click();
    await fileCount(page, 4).waitFor();
    await chooseFiles(page, [textFile('g.txt')]);
    await removeFileButton(page, 'g.txt').waitFor();
  });

  it('shows the reason of a refused upload', async () => {
    await signInMember(browser);
    const page = await openSubmitPage(browser);
    const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2048, 0x90)]);
    // Chromium logs the refused upload (415) as a failed resource load.
    browser.allowConsoleError(/status of 415/);
    await chooseFiles(page, [{ name: 'holiday.png', mimeType: 'image/png', buffer: program }]);
    await filesSection(page)
      .getByRole('alert')
      .getByText(/^Upload failed: This type of file is not accepted/)
      .waitFor();
    await fileCount(page, 0).waitFor();
  });

  it('come back after a reload, but not after leaving the page', async () => {
    const member = await signInMember(browser);
    const page = await openSubmitPage(browser);
    await chooseFiles(page, [textFile('brief.txt')]);
    await removeFileButton(page, 'brief.txt').waitFor();
    await expect.poll(() => savedUploads(page)).toContain(member.id);

    // The browser asks before the reload; the person goes ahead.
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    await submitHeading(page).waitFor();
    expect(asked).toEqual(['beforeunload']);
    const notice = page.getByText('1 file(s) restored from previous session', { exact: true });
    await notice.waitFor();
    await removeFileButton(page, 'brief.txt').waitFor();
    await notice.waitFor({ state: 'hidden' });

    // Leaving within the app forgets them.
    await mainNav(page).getByRole('link', { name: 'Prompt Library' }).click();
    await expectPath(page, '/library');
    await expect.poll(() => savedUploads(page)).toBeNull();
    await mainNav(page).getByRole('link', { name: 'Submit' }).click();
    await submitHeading(page).waitFor();
    await fileCount(page, 0).waitFor();
    expect(await page.getByText(/restored from previous session/).count()).toBe(0);
  });
});

describe('editing a prompt', () => {
  async function ownedPrompt(owner: TestUser, title: string): Promise<string> {
    const { db } = browser.app.database;
    const id = await insertPrompt(db, {
      title,
      status: 'approved',
      createdById: owner.id,
      description: 'Summarise {article} in three bullet points.',
      variables: [{ name: 'article', defaultValue: 'the attached notes' }],
    });
    const upload = await insertUpload(browser.app, owner.id, 'notes.txt');
    await db
      .update(attachments)
      .set({ promptId: id, position: 0 })
      .where(eq(attachments.storageKey, upload.storageKey));
    return id;
  }

  it('lets the owner change it; the changes wait for review while the approved version stays live', async () => {
    const owner = await signInMember(browser);
    const id = await ownedPrompt(owner, 'Three bullet summary');
    const before = await promptAsOwner(owner, id);

    const page = await browser.open(`/edit-prompt/${id}`);
    await page.getByRole('heading', { name: 'Edit Prompt', level: 1 }).waitFor();
    expect(await page.title()).toBe('Edit prompt · Prompt Hub');
    const title = textField(page, 'Title');
    await expect.poll(() => title.inputValue()).toBe('Three bullet summary');
    await page
      .getByText(/Your changes will wait for review; the approved version stays live/)
      .waitFor();
    await removeFileButton(page, 'notes.txt').waitFor();
    await page.getByText('Default: the attached notes').waitFor();

    await title.fill('Three bullet summary, revised');
    await chooseFiles(page, [textFile('extra.md', '# More notes\n')]);
    await removeFileButton(page, 'extra.md').waitFor();
    await page.getByRole('button', { name: 'Save Changes', exact: true }).click();

    const saved = page.getByRole('dialog', { name: 'Changes Saved' });
    await saved
      .getByText('Your changes are waiting for review; the approved version stays live.')
      .waitFor();
    await saved.getByRole('link', { name: 'View Prompt' }).click();
    await expectPath(page, `/prompts/${id}`);

    // The prompt still serves the approved version; the edit is version 2, pending.
    const after = await promptAsOwner(owner, id);
    expect(after.title).toBe('Three bullet summary');
    expect(after.status).toBe('approved');
    expect(after.pendingVersion).toBe(2);
    expect(after.attachments.map((file) => file.fileUrl)).toEqual(
      before.attachments.map((file) => file.fileUrl),
    );

    await browser.open('/profile?tab=created');
    const card = page.getByRole('article', { name: 'Three bullet summary' });
    await card.getByText('Status: Approved', { exact: true }).waitFor();
  });

  it('shows the not-found page to anyone else, and for a missing prompt', async () => {
    const owner = await signInMember(browser);
    const id = await ownedPrompt(owner, 'Not yours to edit');
    await browser.context.clearCookies();
    await signInMember(browser, { name: 'Stranger' });

    // The prompt is public (approved), yet only its owner may edit it.
    const page = await browser.open(`/edit-prompt/${id}`);
    await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
    expect(await textField(page, 'Title').count()).toBe(0);
    await expect.poll(() => page.title()).toBe('Page not found · Prompt Hub');

    browser.allowConsoleError(/status of 404/);
    await browser.open('/edit-prompt/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
  });
});

describe('accessibility', () => {
  it.each([
    ['light', 1280],
    ['dark', 1280],
    ['dark', 390],
  ] as const)(
    'the filled-in submit page has no WCAG A/AA violations (%s, %i wide)',
    async (scheme, width) => {
      // The app's CSP forbids inline scripts, which is how axe gets into the page.
      const context = await browser.browser.newContext({
        baseURL: browser.baseUrl,
        bypassCSP: true,
        colorScheme: scheme,
        viewport: { width, height: 900 },
      });
      try {
        const member = await signInMember(browser, {}, context);
        const page = await context.newPage();
        await page.goto('/submit-prompt');
        await submitHeading(page).waitFor();
        await fillRequired(page, `Accessible (${member.name})`);
        await addVariable(page, 'topic', 'tidy desks');
        await addChainStep(page, { title: 'Outline', prompt: 'Outline {topic}.' });
        await chooseFiles(page, [
          { name: 'desk.png', mimeType: 'image/png', buffer: renderPng('bokeh', 40) },
        ]);
        await removeFileButton(page, 'desk.png').waitFor();
        await expectNoViolations(page);

        await submitButton(page).click();
        await submittedDialog(page).waitFor();
        await expectNoViolations(page);
      } finally {
        await context.close();
      }
    },
    AXE_TEST_TIMEOUT,
  );
});
