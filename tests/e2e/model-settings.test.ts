/**
 * Model settings as a person uses them (issue 28 item 7, decision 054),
 * against the fake AI providers: set on Submit (only the fields the model
 * takes, a wrong value said under its field), shown on the prompt's page,
 * brought into the playground by Try This, changed for a run and sent with
 * it, the plan's lower maximum said above the answer; an image model's
 * sizes and count; and the three screens pass axe in both colour schemes.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { promptIdByTitle } from '../helpers/prompt-fixtures.ts';
import { expectPath } from './support/accounts.ts';
import { AXE_TEST_TIMEOUT, expectNoViolations, useScheme } from './support/axe.ts';
import { UI_TIMEOUT_MS } from './support/browser.ts';
import {
  generateButton,
  modelButton,
  outputPanel,
  usePlaygroundApp,
} from './support/playground.ts';
import { promptHeading, setPromptStatus } from './support/reactions.ts';
import { openSubmitPage, signInMember, SUBMITTED_TITLE, textField } from './support/submit.ts';

const playground = usePlaygroundApp({ seed: false });
const { browser } = playground;

const TITLE = 'Tide Table Explainer';
const CLAMP =
  'This prompt asks for answers of up to 5,000 tokens; your plan allows 1,024, so this run stops there.';

function settingsSection(page: Page): Locator {
  return page.getByRole('region', { name: 'Model settings', exact: true });
}

function settingsList(page: Page): Locator {
  return page.getByRole('list', { name: 'Model settings:' });
}

function field(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('textbox', { name, exact: true });
}

/** Review screenshots of what `target` shows, desktop and phone, light and dark. */
async function reviewShots(page: Page, target: Locator, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  for (const scheme of ['light', 'dark'] as const) {
    if (scheme === 'dark') await useScheme(page, 'dark');
    for (const [size, width, height] of [
      ['desktop', 1280, 900],
      ['phone', 390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      // The part in question, with the header's height above it, and the page below.
      const box = await target.boundingBox();
      const top = Math.max(0, (box?.y ?? 0) + (await page.evaluate(() => window.scrollY)) - 120);
      const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      // From the top, so the fixed header is drawn there rather than over the part.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await page.screenshot({
        path: `${dir}/${name}-${size}-${scheme}.png`,
        fullPage: true,
        clip: { x: 0, y: top, width, height: Math.min(1400, pageHeight - top) },
      });
    }
  }
  await page.getByRole('button', { name: 'Switch to light mode' }).click();
  await page.getByRole('button', { name: 'Switch to dark mode' }).waitFor();
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Fills the form's texts and opens its model settings. */
async function startSubmission(page: Page, title: string): Promise<void> {
  await textField(page, 'Title').fill(title);
  await textField(page, 'User prompt').fill('Explain a tide table to a new sailor.');
  await settingsSection(page).getByRole('button', { name: 'Set model settings' }).click();
}

describe('model settings', () => {
  it('are set on Submit, shown on the page, and changed for a run in the playground', async () => {
    await signInMember(browser, { plan: 'free' });
    const page = await openSubmitPage(browser);
    await startSubmission(page, TITLE);
    const section = settingsSection(page);

    // Only the fields ChatGPT takes; an image model's are not offered.
    await field(section, 'Temperature').waitFor();
    expect(await field(section, 'Images per run').count()).toBe(0);
    await field(section, 'Temperature').fill('2.5');
    await section.getByText('Temperature must be between 0 and 2 for ChatGPT.').waitFor();
    await reviewShots(page, section, 'settings-submit-error');
    await field(section, 'Temperature').fill('0.4');
    await field(section, 'Maximum output tokens').fill('900');
    await expect
      .poll(() => section.getByText(/must be between/).count(), { timeout: UI_TIMEOUT_MS })
      .toBe(0);

    // Claude takes temperature or top-p, not both: said under the field, and saving stops there.
    await page.getByRole('combobox', { name: 'Model', exact: true }).click();
    await page.getByRole('option', { name: 'Claude', exact: true }).click();
    await field(section, 'Top-p').fill('0.9');
    await section
      .getByText('Claude takes temperature or top-p, not both: leave one empty.')
      .waitFor();
    // Closed, the section opens again when saving finds the problem, the field focused.
    await section.getByRole('button', { name: 'Hide model settings' }).click();
    await section.getByRole('button', { name: 'Set model settings' }).waitFor();
    await page.getByRole('button', { name: 'Submit Prompt', exact: true }).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id), { timeout: UI_TIMEOUT_MS })
      .toBe('prompt-setting-topP');
    await field(section, 'Top-p').fill('');
    await reviewShots(page, section, 'settings-submit');

    await page.getByRole('button', { name: 'Submit Prompt', exact: true }).click();
    await page.getByRole('dialog', { name: SUBMITTED_TITLE }).waitFor();
    const id = await promptIdByTitle(browser.app.database.db, TITLE);
    // A moderator approves it (the moderation screens are another issue's).
    await setPromptStatus(browser, id, 'approved');

    // The page shows the settings set, beside the model.
    await browser.open(`/prompts/${id}`);
    await promptHeading(page, TITLE).waitFor();
    const list = settingsList(page);
    expect(await list.getByRole('listitem').allTextContents()).toEqual([
      'Temperature 0.4',
      'Maximum output tokens 900',
    ]);
    await reviewShots(page, page.getByRole('heading', { name: TITLE, level: 1 }), 'settings-page');

    // Edit starts from them, the section open.
    await browser.open(`/edit-prompt/${id}`);
    expect(await field(settingsSection(page), 'Temperature').inputValue()).toBe('0.4');
    expect(await field(settingsSection(page), 'Maximum output tokens').inputValue()).toBe('900');
    await page.goBack();
    await promptHeading(page, TITLE).waitFor();

    // Try This brings them into the playground; the maximum is raised for this run.
    await page.getByRole('button', { name: 'Try This Prompt' }).click();
    await expectPath(page, '/playground');
    await modelButton(page, 'Claude').waitFor();
    await page.getByText('Temperature 0.4 · Maximum output tokens 900').waitFor();
    await page.getByRole('button', { name: 'Model settings', exact: true }).click();
    const tokens = field(page, 'Maximum output tokens');
    expect(await tokens.inputValue()).toBe('900');
    await tokens.fill('5000');
    await page.getByText('Temperature 0.4 · Maximum output tokens 5,000').waitFor();
    await generateButton(page).click();
    const output = outputPanel(page);
    await output.getByText('Done', { exact: true }).waitFor();
    await output.getByText(CLAMP).waitFor();
    const [request] = playground.fake.requests;
    expect(request?.body).toMatchObject({ temperature: 0.4 });
    expect(request?.maxOutputTokens).toBe(1024);
    await reviewShots(
      page,
      page.getByRole('button', { name: 'Model settings', exact: true }),
      'settings-playground',
    );

    // A value the model does not take holds Generate back, saying why.
    await field(page, 'Temperature').fill('1.5');
    await page.getByText('Temperature must be between 0 and 1 for Claude.').first().waitFor();
    expect(await generateButton(page).isDisabled()).toBe(true);
  });
});

describe('an image model’s settings', () => {
  it('offer its sizes and a count, and none of a text model’s', async () => {
    await signInMember(browser, { plan: 'pro' });
    const page = await openSubmitPage(browser);
    await startSubmission(page, 'Harbour Chart Poster');
    await page.getByRole('combobox', { name: 'Model', exact: true }).click();
    await page.getByRole('option', { name: 'DALL-E', exact: true }).click();
    const section = settingsSection(page);
    await section.getByRole('combobox', { name: 'Image size' }).click();
    expect(await page.getByRole('option').allTextContents()).toEqual([
      '1024x1024',
      '1792x1024',
      '1024x1792',
    ]);
    await page.getByRole('option', { name: '1792x1024', exact: true }).click();
    await field(section, 'Images per run').fill('2');
    expect(await field(section, 'Temperature').count()).toBe(0);
    await page.getByRole('button', { name: 'Submit Prompt', exact: true }).click();
    await page.getByRole('dialog', { name: SUBMITTED_TITLE }).waitFor();

    const id = await promptIdByTitle(browser.app.database.db, 'Harbour Chart Poster');
    await browser.open(`/prompts/${id}`);
    await settingsList(page).waitFor();
    expect(await settingsList(page).getByRole('listitem').allTextContents()).toEqual([
      'Image size 1792x1024',
      'Images per run 2',
    ]);
  });
});

describe('accessibility', () => {
  it(
    'has no WCAG A/AA violations on the three screens, in both colour schemes',
    async () => {
      const context: BrowserContext = await browser.browser.newContext({
        bypassCSP: true,
        baseURL: browser.baseUrl,
        viewport: { width: 1280, height: 900 },
        colorScheme: 'light',
      });
      context.setDefaultTimeout(UI_TIMEOUT_MS);
      try {
        await signInMember(browser, { plan: 'pro' }, context);
        const page = await context.newPage();
        const checkBoth = async () => {
          await expectNoViolations(page);
          await useScheme(page, 'dark');
          await expectNoViolations(page);
          await page.getByRole('button', { name: 'Switch to light mode' }).click();
          await page.getByRole('button', { name: 'Switch to dark mode' }).waitFor();
        };

        await page.goto('/submit-prompt');
        await startSubmission(page, 'Axe Settings Check');
        await field(page, 'Temperature').fill('3');
        await page.getByText('Temperature must be between 0 and 2 for ChatGPT.').waitFor();
        await checkBoth();
        await field(page, 'Temperature').fill('0.7');
        await page.getByRole('button', { name: 'Submit Prompt', exact: true }).click();
        await page.getByRole('dialog', { name: SUBMITTED_TITLE }).waitFor();
        const id = await promptIdByTitle(browser.app.database.db, 'Axe Settings Check');
        await setPromptStatus(browser, id, 'approved');

        await page.goto(`/prompts/${id}`);
        await page.getByRole('list', { name: 'Model settings:' }).waitFor();
        await checkBoth();

        await page.getByRole('button', { name: 'Try This Prompt' }).click();
        await page.getByRole('button', { name: 'Model settings', exact: true }).click();
        await field(page, 'Temperature').waitFor();
        await checkBoth();
      } finally {
        await context.close();
      }
    },
    AXE_TEST_TIMEOUT,
  );
});
