/**
 * Manage Prompts (/admin/prompts) as an admin uses it (PRODUCT_SPEC "Admin
 * Manage Prompts", sections 4, 5, 8, 9): the review queue oldest first;
 * reject with a reason the author then reads; approve into the library;
 * disable and enable again; delete behind the confirmation; bulk approve
 * (naming what was skipped); filters, search and page size in the URL; the
 * server's reason when someone else changed a prompt meanwhile; keyboard
 * and focus; the guard; and WCAG A/AA with the dialogs open, light and dark.
 */
import { describe, expect, it } from 'vitest';
import { useSession } from './support/accounts.ts';
import {
  action,
  addPrompt,
  adminList,
  arriveAt,
  changeStatusBehindTheScreen,
  choose,
  countLine,
  createAuthor,
  dialog,
  feedback,
  focusedName,
  giveReason,
  hasFocus,
  MANAGE_PROMPTS,
  nonce,
  openManagePrompts,
  queryParam,
  row,
  searchBox,
  searchTitles,
  showing,
  signInAdmin,
  statusInDatabase,
  titlesInOrder,
} from './support/admin-prompts.ts';
import { AXE_TEST_TIMEOUT, expectNoViolations, useScheme } from './support/axe.ts';
import { UI_TIMEOUT_MS, useBrowserApp } from './support/browser.ts';
import { card } from './support/library.ts';

// The app's CSP forbids inline scripts, which is how axe gets into the page.
const browser = useBrowserApp({ context: { bypassCSP: true } });

const NO_MATCH = 'No prompts match these filters';
/** How long a check waits for focus to land, as a locator waits for what a person sees. */
const PATIENCE = { timeout: UI_TIMEOUT_MS };
/** A refused status change answers 409, which Chromium logs as a failed resource. */
const CONFLICT_LOG = /status of 409/;

describe('the review queue', () => {
  it('opens on the pending prompts, the longest waiting first', async () => {
    const admin = await signInAdmin(browser);
    const author = await createAuthor(browser);
    const word = nonce();
    // Older than anything else the file adds, so these three head the queue.
    const titles = [`Oldest ${word}`, `Middle ${word}`, `Newest ${word}`];
    await addPrompt(browser, author, titles[2] ?? '', { createdAt: new Date('2001-03-01') });
    await addPrompt(browser, author, titles[0] ?? '', { createdAt: new Date('2001-01-01') });
    await addPrompt(browser, author, titles[1] ?? '', { createdAt: new Date('2001-02-01') });
    const queue = (await adminList(browser, admin, { status: 'pending' })).pagination;

    const page = await openManagePrompts(browser);
    const shown = Math.min(20, queue.totalPrompts);
    await countLine(page, showing(shown, queue.totalPrompts, 1, queue.totalPages)).waitFor();
    expect((await titlesInOrder(page)).slice(0, 3)).toEqual(titles);
    expect(await page.getByRole('combobox', { name: 'Status' }).inputValue()).toBe(
      'Pending review',
    );
    expect(await page.title()).toBe('Manage Prompts · Prompt Hub');
    await row(page, titles[0] ?? '')
      .getByText('Status: Pending', { exact: true })
      .waitFor();
    await row(page, titles[0] ?? '')
      .getByText('Rita Writer', { exact: true })
      .waitFor();
  });

  it('offers only the moves each status allows', async () => {
    await signInAdmin(browser);
    const author = await createAuthor(browser);
    const word = nonce();
    const statuses = ['pending', 'approved', 'rejected', 'disabled'] as const;
    for (const status of statuses)
      await addPrompt(browser, author, `${status} ${word}`, { status });

    const page = await openManagePrompts(browser, '?status=all');
    await searchTitles(page, word);
    await countLine(page, showing(4, 4, 1, 1)).waitFor();
    const verbsOf = async (title: string) =>
      (
        await row(page, title)
          .getByRole('button')
          .evaluateAll((buttons) => buttons.map((button) => button.textContent?.trim() ?? ''))
      ).filter((text) => text !== '');
    expect(await verbsOf(`pending ${word}`)).toEqual(['Approve', 'Reject']);
    expect(await verbsOf(`approved ${word}`)).toEqual(['Disable']);
    expect(await verbsOf(`rejected ${word}`)).toEqual([]);
    expect(await verbsOf(`disabled ${word}`)).toEqual(['Enable']);
    for (const status of statuses) {
      await action(page, 'View details of', `${status} ${word}`).waitFor();
      await action(page, 'Delete', `${status} ${word}`).waitFor();
    }
  });
});

describe('moderating one prompt', () => {
  it('rejects with a reason, and the author reads it from My Prompts', async () => {
    await signInAdmin(browser);
    const author = await createAuthor(browser);
    const title = `Reject me ${nonce()}`;
    const reason = 'It asks for personal data about real people. Please remove that part.';
    const id = await addPrompt(browser, author, title);
    const page = await openManagePrompts(browser);
    await searchTitles(page, title);

    await action(page, 'Reject', title).click();
    const asked = dialog(page, `Reject "${title}"`);
    await asked.getByRole('button', { name: 'Reject prompt' }).click();
    await asked.getByText('Write a reason for the author').waitFor();
    await asked.getByRole('textbox', { name: 'Reason' }).fill(reason);
    await asked.getByText(`${reason.length}/500 characters`).waitFor();
    await asked.getByRole('button', { name: 'Reject prompt' }).click();

    await feedback(page, `Rejected "${title}"`).waitFor();
    await asked.waitFor({ state: 'detached' });
    await countLine(page, NO_MATCH).waitFor();
    expect(await statusInDatabase(browser, id)).toBe('rejected');

    // The author signs in on this browser and looks at their prompts.
    await browser.context.clearCookies();
    await signInAs(author.token);
    await browser.open('/profile?tab=created');
    const authorCard = card(page, title);
    await authorCard.getByText('Status: Rejected', { exact: true }).waitFor();
    await authorCard.getByText(reason).waitFor();
    await authorCard.getByRole('link', { name: title, exact: true }).click();
    await arriveAt(page, `/prompts/${id}`);
    await page.getByText('Rejected by a moderator').waitFor();
    await page.getByText(reason).waitFor();
  });

  it('approves a prompt, which then shows in the library', async () => {
    await signInAdmin(browser);
    const author = await createAuthor(browser);
    const title = `Approve me ${nonce()}`;
    const id = await addPrompt(browser, author, title);
    const page = await openManagePrompts(browser);
    await searchTitles(page, title);

    await action(page, 'Approve', title).click();
    await feedback(page, `Approved "${title}"`).waitFor();
    await countLine(page, NO_MATCH).waitFor();
    expect(await statusInDatabase(browser, id)).toBe('approved');

    await browser.open('/library');
    await page.getByRole('searchbox', { name: 'Search prompts' }).fill(title);
    await card(page, title).waitFor();
  });

  it('disables an approved prompt with a reason, and enables it again from its details', async () => {
    await signInAdmin(browser);
    const author = await createAuthor(browser);
    const title = `Disable me ${nonce()}`;
    const reason = 'Reported as misleading; on hold while we check it.';
    const id = await addPrompt(browser, author, title, { status: 'approved' });
    const page = await openManagePrompts(browser);
    await choose(page, 'Status', 'Approved');
    await searchTitles(page, title);
    await countLine(page, showing(1, 1, 1, 1)).waitFor();

    await action(page, 'Disable', title).click();
    await giveReason(dialog(page, `Disable "${title}"`), reason, 'Disable prompt');
    await feedback(page, `Disabled "${title}"`).waitFor();
    await countLine(page, NO_MATCH).waitFor();

    await choose(page, 'Status', 'Disabled');
    await row(page, title).getByText('Status: Disabled', { exact: true }).waitFor();
    expect(queryParam(page, 'status')).toBe('disabled');
    await action(page, 'View details of', title).click();
    const details = dialog(page, title);
    await details.getByText('Disabled by a moderator').waitFor();
    await details.getByText(reason).waitFor();
    await details.getByRole('heading', { name: 'User prompt' }).waitFor();

    await action(details, 'Enable', title).click();
    await feedback(details, `Enabled "${title}"`).waitFor();
    await details.getByText('Status: Approved', { exact: true }).waitFor();
    await action(details, 'Disable', title).waitFor();
    expect(await statusInDatabase(browser, id)).toBe('approved');
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    await countLine(page, NO_MATCH).waitFor();
  });

  it('deletes a prompt only after the confirmation', async () => {
    await signInAdmin(browser);
    const author = await createAuthor(browser);
    const title = `Delete me ${nonce()}`;
    const id = await addPrompt(browser, author, title, { status: 'rejected' });
    const page = await openManagePrompts(browser, '?status=all');
    await searchTitles(page, title);
    await countLine(page, showing(1, 1, 1, 1)).waitFor();

    await action(page, 'Delete', title).click();
    const confirm = dialog(page, 'Delete prompt');
    await confirm
      .getByText(
        `Are you sure you want to delete the prompt "${title}"? This action cannot be undone.`,
        { exact: true },
      )
      .waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await statusInDatabase(browser, id)).toBe('rejected');

    await action(page, 'Delete', title).click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await feedback(page, `Deleted "${title}"`).waitFor();
    await countLine(page, NO_MATCH).waitFor();
    expect(await statusInDatabase(browser, id)).toBe('gone');
  });
});

describe('several prompts at once', () => {
  it('approves the ticked prompts together, and names one someone else moved first', async () => {
    await signInAdmin(browser);
    const author = await createAuthor(browser);
    const word = nonce();
    const [first, second, third] = [`Bulk ${word} one`, `Bulk ${word} two`, `Bulk ${word} three`];
    const ids = await Promise.all(
      [first, second, third].map((title) => addPrompt(browser, author, title)),
    );
    const page = await openManagePrompts(browser);
    await searchTitles(page, `Bulk ${word}`);
    await countLine(page, showing(3, 3, 1, 1)).waitFor();

    await page.getByRole('checkbox', { name: `Select ${first}` }).check();
    await page.getByRole('checkbox', { name: `Select ${second}` }).check();
    await page.getByText('2 pending prompts selected').waitFor();
    await page.getByRole('button', { name: 'Approve selected' }).click();
    await feedback(page, '2 prompts approved').waitFor();
    await countLine(page, showing(1, 1, 1, 1)).waitFor();
    expect(await statusInDatabase(browser, ids[0] ?? '')).toBe('approved');
    expect(await statusInDatabase(browser, ids[1] ?? '')).toBe('approved');

    await page.getByRole('checkbox', { name: 'Select all pending prompts on this page' }).check();
    await page.getByText('1 pending prompt selected').waitFor();
    await changeStatusBehindTheScreen(browser, ids[2] ?? '', 'rejected');
    await page.getByRole('button', { name: 'Approve selected' }).click();
    const skipped = feedback(page, 'No prompts approved');
    await skipped
      .getByText(
        `Skipped "${third}": This prompt is rejected now, so it cannot be approved. Reload to see its current status.`,
      )
      .waitFor();
    await countLine(page, NO_MATCH).waitFor();
  });

  it('rejects the ticked prompts with one reason', async () => {
    await signInAdmin(browser);
    const author = await createAuthor(browser);
    const word = nonce();
    const titles = [`Spam ${word} a`, `Spam ${word} b`];
    const ids = await Promise.all(titles.map((title) => addPrompt(browser, author, title)));
    const page = await openManagePrompts(browser);
    await searchTitles(page, `Spam ${word}`);
    await countLine(page, showing(2, 2, 1, 1)).waitFor();

    await page.getByRole('checkbox', { name: 'Select all pending prompts on this page' }).check();
    await page.getByRole('button', { name: 'Reject selected' }).click();
    await giveReason(
      dialog(page, 'Reject 2 prompts'),
      'Advertising, not a prompt.',
      'Reject 2 prompts',
    );
    await feedback(page, '2 prompts rejected').waitFor();
    for (const id of ids) expect(await statusInDatabase(browser, id)).toBe('rejected');
  });
});

describe('finding prompts', () => {
  it('filters by status, category and model, searches titles, and keeps it all in the URL', async () => {
    const admin = await signInAdmin(browser);
    const author = await createAuthor(browser);
    const word = nonce();
    const wanted = `Poster ${word}`;
    await addPrompt(browser, author, wanted, { categories: ['Art'], model: 'Midjourney' });
    await addPrompt(browser, author, `Memo ${word}`, { categories: ['Business'], model: 'Claude' });
    await addPrompt(browser, author, `Mural ${word}`, {
      categories: ['Art'],
      model: 'DALL-E',
      status: 'approved',
    });
    const page = await openManagePrompts(browser);

    await choose(page, 'Status', 'All statuses');
    const all = (await adminList(browser, admin, {})).pagination;
    await countLine(page, showing(20, all.totalPrompts, 1, all.totalPages)).waitFor();
    expect(queryParam(page, 'status')).toBe('all');

    await choose(page, 'Category', 'Art');
    const art = (await adminList(browser, admin, { category: 'Art' })).pagination;
    const shownArt = Math.min(20, art.totalPrompts);
    await countLine(page, showing(shownArt, art.totalPrompts, 1, art.totalPages)).waitFor();

    await searchTitles(page, word);
    await countLine(page, showing(2, 2, 1, 1)).waitFor();
    await choose(page, 'Model', 'Midjourney');
    await countLine(page, showing(1, 1, 1, 1)).waitFor();
    await row(page, wanted).waitFor();

    await page.reload();
    await countLine(page, showing(1, 1, 1, 1)).waitFor();
    expect(await searchBox(page).inputValue()).toBe(word);
    expect(await page.getByRole('combobox', { name: 'Category' }).inputValue()).toBe('Art');
    expect(await page.getByRole('combobox', { name: 'Model' }).inputValue()).toBe('Midjourney');

    await browser.open('/library');
    await page.goBack();
    await countLine(page, showing(1, 1, 1, 1)).waitFor();
    expect(await page.getByRole('combobox', { name: 'Status' }).inputValue()).toBe('All statuses');

    await choose(page, 'Status', 'Approved');
    await countLine(page, NO_MATCH).waitFor();
    await page.getByRole('button', { name: 'Show all statuses' }).click();
    await countLine(page, showing(1, 1, 1, 1)).waitFor();
  });

  it('pages through every prompt, and a new page size goes back to page 1', async () => {
    const admin = await signInAdmin(browser);
    const page = await openManagePrompts(browser, '?status=all');
    const { totalPrompts, totalPages } = (await adminList(browser, admin, {})).pagination;
    await countLine(page, showing(20, totalPrompts, 1, totalPages)).waitFor();

    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('button', { name: 'Page 2' })
      .click();
    await countLine(page, showing(20, totalPrompts, 2, totalPages)).waitFor();
    expect(queryParam(page, 'page')).toBe('2');

    await choose(page, 'Rows per page', '50');
    const pages = Math.ceil(totalPrompts / 50);
    await countLine(page, showing(50, totalPrompts, 1, pages)).waitFor();
    expect(queryParam(page, 'page')).toBeNull();
    expect(queryParam(page, 'limit')).toBe('50');
  });
});

describe('when someone else got there first', () => {
  it("shows the server's reason in the reason dialog", async () => {
    browser.allowConsoleError(CONFLICT_LOG);
    await signInAdmin(browser);
    const author = await createAuthor(browser);
    const title = `Contested ${nonce()}`;
    const id = await addPrompt(browser, author, title);
    const page = await openManagePrompts(browser);
    await searchTitles(page, title);
    await action(page, 'Reject', title).waitFor();

    await changeStatusBehindTheScreen(browser, id, 'approved');
    await action(page, 'Reject', title).click();
    const asked = dialog(page, `Reject "${title}"`);
    await giveReason(asked, 'Duplicate of an older prompt.', 'Reject prompt');
    const refused = feedback(asked, 'Failed to update prompt status');
    await refused
      .getByText(
        'This prompt is approved now, so it cannot be rejected. Reload to see its current status.',
      )
      .waitFor();
    expect(await statusInDatabase(browser, id)).toBe('approved');
    await asked.getByRole('button', { name: 'Cancel' }).click();
    await countLine(page, NO_MATCH).waitFor();
  });

  it("shows the server's reason above the table after a direct approve", async () => {
    browser.allowConsoleError(CONFLICT_LOG);
    await signInAdmin(browser);
    const author = await createAuthor(browser);
    const title = `Raced ${nonce()}`;
    const id = await addPrompt(browser, author, title);
    const page = await openManagePrompts(browser);
    await searchTitles(page, title);
    await action(page, 'Approve', title).waitFor();

    await changeStatusBehindTheScreen(browser, id, 'rejected');
    await action(page, 'Approve', title).click();
    await feedback(page, 'Failed to update prompt status')
      .getByText(
        'This prompt is rejected now, so it cannot be approved. Reload to see its current status.',
      )
      .waitFor();
    await countLine(page, NO_MATCH).waitFor();
  });
});

describe('keyboard', () => {
  it('reaches the actions by Tab, keeps focus in a dialog and gives it back', async () => {
    await signInAdmin(browser);
    const author = await createAuthor(browser);
    const title = `Keyboard ${nonce()}`;
    await addPrompt(browser, author, title);
    const page = await openManagePrompts(browser);
    await searchTitles(page, title);
    await countLine(page, showing(1, 1, 1, 1)).waitFor();

    await page.getByRole('checkbox', { name: `Select ${title}` }).focus();
    const reached: string[] = [];
    for (let step = 0; step < 4; step += 1) {
      await page.keyboard.press('Tab');
      reached.push(await focusedName(page));
    }
    expect(reached).toEqual([
      `Approve ${title}`,
      `Reject ${title}`,
      `View details of ${title}`,
      `Delete ${title}`,
    ]);

    await page.keyboard.press('Enter');
    const confirm = dialog(page, 'Delete prompt');
    await confirm.waitFor();
    await expect.poll(() => focusedName(page), PATIENCE).toBe('Cancel');
    for (let step = 0; step < 4; step += 1) {
      await page.keyboard.press('Tab');
      expect(await confirm.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => focusedName(page), PATIENCE).toBe(`Delete ${title}`);

    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    const details = dialog(page, title);
    await details.waitFor();
    await action(details, 'Reject', title).click();
    const asked = dialog(page, `Reject "${title}"`);
    await expect
      .poll(() => hasFocus(asked.getByRole('textbox', { name: 'Reason' })), PATIENCE)
      .toBe(true);
    await page.keyboard.press('Escape');
    await asked.waitFor({ state: 'detached' });
    expect(await details.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    await expect.poll(() => focusedName(page), PATIENCE).toBe(`View details of ${title}`);
  });
});

describe('who may open it', () => {
  it('sends a member who is not an admin to the home page', async () => {
    const member = await createAuthor(browser, 'Mo Member');
    await signInAs(member.token);
    const page = await browser.open(MANAGE_PROMPTS);
    await arriveAt(page, '/');
  });

  it('sends a visitor to sign in, to come back here after', async () => {
    const page = await browser.open(MANAGE_PROMPTS);
    await arriveAt(page, `/login?redirect=${encodeURIComponent(MANAGE_PROMPTS)}`);
  });
});

const LAYOUTS = [
  ['desktop', 1280, 900],
  ['phone', 390, 844],
] as const;

describe.each(['light', 'dark'] as const)('in the %s colour scheme', (scheme) => {
  it.each(LAYOUTS)(
    'has no WCAG A/AA violations on a %s, with the details dialog or the reason dialog open',
    async (_layout, width, height) => {
      await browser.page.setViewportSize({ width, height });
      await signInAdmin(browser);
      const author = await createAuthor(browser);
      const word = nonce();
      const rejected = `Turned down ${word}`;
      await addPrompt(browser, author, rejected, {
        status: 'rejected',
        statusReason: 'Too close to an existing prompt.',
        systemPrompt: 'You are a careful editor.',
        tools: 'A word processor',
      });
      await addPrompt(browser, author, `Waiting ${word}`);
      const page = await openManagePrompts(browser, '?status=all');
      await searchTitles(page, word);
      await countLine(page, showing(2, 2, 1, 1)).waitFor();
      await useScheme(page, scheme);
      await expectNoViolations(page);

      await action(page, 'View details of', rejected).click();
      await dialog(page, rejected).getByText('Too close to an existing prompt.').waitFor();
      await expectNoViolations(page);
      await page.keyboard.press('Escape');
      await dialog(page, rejected).waitFor({ state: 'detached' });

      await action(page, 'Reject', `Waiting ${word}`).click();
      const asked = dialog(page, `Reject "Waiting ${word}"`);
      await asked.getByRole('button', { name: 'Reject prompt' }).click();
      await asked.getByText('Write a reason for the author').waitFor();
      await expectNoViolations(page);
    },
    AXE_TEST_TIMEOUT,
  );
});

function signInAs(token: string): Promise<void> {
  return useSession(browser, token);
}
