/**
 * The playground as a person uses it (PRODUCT_SPEC sections 2, 4, 8 and 9
 * "Playground"; issue 10), against the fake AI providers over real HTTP:
 * Try This fills it in; a run streams and can be stopped (the abort reaches
 * the provider); the recent list restores an entry; an image is shown and
 * downloaded; a failure reads "Error: ..."; a chain shows each step; two
 * models run side by side; the reference image reaches vision models only;
 * unavailable models are marked and swapped for one that runs; the draft
 * survives leaving the page; answers render as Markdown; a visitor sees
 * the allowance and is stopped, neutrally, when it runs out; and the page
 * passes axe.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { AXE_TEST_TIMEOUT, expectNoViolations, useScheme } from './support/axe.ts';
import { UI_TIMEOUT_MS } from './support/browser.ts';
import { findPrompt } from './support/library.ts';
import {
  compareColumn,
  fakeAnswer,
  generateButton,
  modelButton,
  openPlayground,
  outputPanel,
  promptBox,
  recentEntry,
  systemPromptBox,
  tryFromLibrary,
  usePlaygroundApp,
  variableInput,
  writePrompt,
} from './support/playground.ts';
import { reviewShot } from './support/review-shot.ts';

const playground = usePlaygroundApp();
const { browser } = playground;

const MEETING_NOTES = 'Meeting Notes to Decision Log';
const BOTANICAL = 'Watercolor Botanical Study Sheet';
const PITCH_DECK = 'Ten-Slide Pitch Deck Narrative';
const NEON_RAIN = 'Neon Rain Street Portrait';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];

describe('entering with Try This', () => {
  it('opens the playground filled in with the prompt, its variables and model', async () => {
    const prompt = await findPrompt(browser, MEETING_NOTES);
    const page = await tryFromLibrary(browser, MEETING_NOTES);

    expect(await promptBox(page).inputValue()).toBe(prompt.description);
    expect(await systemPromptBox(page).inputValue()).toBe(prompt.systemprompt);
    expect(await variableInput(page, 'meeting_notes').inputValue()).toBe(
      'Paste the meeting notes or transcript here.',
    );
    expect(await modelButton(page, 'ChatGPT').getAttribute('aria-pressed')).toBe('true');
    expect(await page.title()).toBe('Playground · Prompt Hub');
    // Arriving with a prompt puts it first in the recent list.
    await recentEntry(page, 'Turn these raw meeting notes').first().waitFor();
  });

  it('swaps a model this server cannot run for one of the same kind, and says so', async () => {
    const page = await tryFromLibrary(browser, NEON_RAIN);
    await page.getByText('Midjourney is not available here; switched to DALL-E.').waitFor();
    expect(await modelButton(page, 'DALL-E').getAttribute('aria-pressed')).toBe('true');
    expect(await modelButton(page, 'Midjourney').getAttribute('aria-pressed')).toBe('false');
    expect(await generateButton(page, 'Generate Image').isEnabled()).toBe(true);
    // The recent list names the model the prompt will run on, not the one it named.
    const entered = page
      .getByRole('list', { name: 'Recent prompts' })
      .getByRole('listitem')
      .first();
    await entered.getByText('DALL-E', { exact: true }).waitFor();
    expect(await entered.getByText('Midjourney', { exact: true }).count()).toBe(0);
  });

  it('replaces a kept draft with the entered prompt', async () => {
    const page = await openPlayground(browser);
    await writePrompt(page, 'My own unfinished idea');
    const entered = await tryFromLibrary(browser, MEETING_NOTES);
    expect(await promptBox(entered).inputValue()).toMatch(/^Turn these raw meeting notes/);
  });
});

describe('the kept draft', () => {
  it('comes back after leaving the page, going Back and reloading; outputs do not', async () => {
    const page = await openPlayground(browser);
    await page.getByRole('button', { name: 'Add system prompt' }).click();
    await systemPromptBox(page).fill('Answer briefly.');
    await writePrompt(page, 'Compare {a} and {b}', { a: 'tea' });
    await page.getByRole('switch', { name: 'Compare models' }).check();
    await modelButton(page, 'Gemini').click();

    const expectKept = async () => {
      await modelButton(page, 'Gemini').waitFor();
      expect(await promptBox(page).inputValue()).toBe('Compare {a} and {b}');
      expect(await systemPromptBox(page).inputValue()).toBe('Answer briefly.');
      expect(await variableInput(page, 'a').inputValue()).toBe('tea');
      expect(await page.getByRole('switch', { name: 'Compare models' }).isChecked()).toBe(true);
      expect(await modelButton(page, 'Gemini').getAttribute('aria-pressed')).toBe('true');
      expect(await modelButton(page, 'ChatGPT').getAttribute('aria-pressed')).toBe('true');
    };

    await page.getByRole('link', { name: 'Prompt Library' }).first().click();
    await page.getByRole('heading', { level: 1 }).filter({ hasNotText: 'Playground' }).waitFor();
    await page.getByRole('link', { name: 'Playground' }).first().click();
    await expectKept();

    await page.getByRole('link', { name: 'Prompt Library' }).first().click();
    await page.waitForURL(/\/library/);
    await page.goBack();
    await expectKept();

    await page.reload();
    await expectKept();
  });

  it('survives a reload after Try This without the entry coming back over the edits', async () => {
    const page = await tryFromLibrary(browser, MEETING_NOTES);
    await promptBox(page).fill('Edited after Try This');
    await page.reload();
    await modelButton(page, 'ChatGPT').waitFor();
    expect(await promptBox(page).inputValue()).toBe('Edited after Try This');
  });
});

describe('a run', () => {
  it('streams the answer with the variable filled in, then offers another run', async () => {
    const { fake } = playground;
    fake.setBehaviour({ kind: 'answer', chunkDelayMs: 200 });
    const page = await openPlayground(browser);
    await page.getByRole('button', { name: 'Add system prompt' }).click();
    await systemPromptBox(page).fill('Answer in {style} style.');
    await writePrompt(page, 'Write a haiku about {topic}', { topic: 'autumn tea', style: 'plain' });
    await page.getByRole('button', { name: 'Generate Output' }).click();

    const output = outputPanel(page);
    const generating = page.getByRole('button', { name: 'Generating...' });
    expect(await generating.isDisabled()).toBe(true);
    // Text is on screen while the run still goes on: it streamed.
    await fakeAnswer(output).waitFor();
    const partial = (await fakeAnswer(output).textContent()) ?? '';
    expect(await page.getByRole('button', { name: 'Stop', exact: true }).isVisible()).toBe(true);
    expect(partial).not.toContain('autumn tea');

    await output.getByText('Done', { exact: true }).waitFor();
    expect(await fakeAnswer(output).textContent()).toMatch(
      /^Fake \S+ reply to: Write a haiku about autumn tea$/,
    );
    await page.getByRole('button', { name: 'Generate Output' }).waitFor();
    const [request] = fake.requests;
    expect(request?.provider).toBe('openai');
    expect(request?.userText).toBe('Write a haiku about autumn tea');
    expect(request?.system).toBe('Answer in plain style.');
    await reviewShot(page, 'playground-desktop-light');
  });

  it('stops a run: the partial text stays, marked stopped, and the provider sees the abort', async () => {
    const { fake } = playground;
    fake.setBehaviour({ kind: 'answer', chunkDelayMs: 400 });
    const page = await openPlayground(browser);
    await writePrompt(page, 'Tell a long story about the sea and its many moods');
    await page.getByRole('button', { name: 'Generate Output' }).click();
    const request = await fake.waitForRequest((seen) => seen.userText.includes('long story'));
    const output = outputPanel(page);
    await fakeAnswer(output).waitFor();

    await page.getByRole('button', { name: 'Stop', exact: true }).click();
    await fake.waitForAbort(request);
    await output.getByText('Stopped: the answer above is incomplete.').waitFor();
    expect(await output.getByText('Stopped', { exact: true }).isVisible()).toBe(true);
    const kept = (await fakeAnswer(output).textContent()) ?? '';
    expect(kept.length).toBeGreaterThan(0);
    expect(kept).not.toContain('many moods');
    await reviewShot(page, 'playground-stopped-desktop-light');
    expect(await page.getByRole('button', { name: 'Generate Output' }).isEnabled()).toBe(true);
  });

  it('stops a run that has not answered yet', async () => {
    const { fake } = playground;
    fake.setBehaviour({ kind: 'hang' });
    const page = await openPlayground(browser);
    await writePrompt(page, 'Wait for me');
    await promptBox(page).press('Control+Enter');
    const request = await fake.waitForRequest((seen) => seen.userText === 'Wait for me');
    await outputPanel(page)
      .getByText(/^Waiting for ChatGPT/)
      .waitFor();
    await page.getByRole('button', { name: 'Stop', exact: true }).click();
    await fake.waitForAbort(request);
    await outputPanel(page).getByText('Stopped before any output.').waitFor();
  });

  it('shows "Error: " and the message when the provider fails', async () => {
    const { fake } = playground;
    fake.setBehaviour({ kind: 'fail', status: 500 });
    // The refused request is logged by Chromium itself.
    browser.allowConsoleError(/Failed to load resource/);
    const page = await openPlayground(browser);
    await writePrompt(page, 'This will fail');
    await page.getByRole('button', { name: 'Generate Output' }).click();
    const alert = outputPanel(page).getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(
      /^Error: ChatGPT.s provider failed \(it answered 500\)/,
    );
    await outputPanel(page).getByText('Failed', { exact: true }).waitFor();
  });

  it('renders the answer as Markdown while it streams and when done; Copy output copies the raw text', async () => {
    const { fake } = playground;
    fake.setBehaviour({ kind: 'answer', chunkDelayMs: 60 });
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await openPlayground(browser);
    const markdown = 'Notes\n\n## Plan\n\n- item one\n- item two\n\n```\nconst x = 1;\n```';
    await writePrompt(page, markdown);
    await generateButton(page).click();

    const output = outputPanel(page);
    await output.getByRole('listitem').filter({ hasText: 'item one' }).waitFor();
    await output.getByText('Done', { exact: true }).waitFor();
    expect(await output.getByRole('heading', { name: 'Plan' }).isVisible()).toBe(true);
    expect(await output.getByRole('listitem').allTextContents()).toEqual(['item one', 'item two']);
    const code = output.locator('pre code');
    expect(await code.textContent()).toBe('const x = 1;\n');
    const font = await code.evaluate((element) => getComputedStyle(element).fontFamily);
    expect(font.toLowerCase()).toMatch(/mono|courier|consolas|menlo/);

    await output.getByRole('button', { name: 'Copy output' }).click();
    await output.getByRole('button', { name: 'Copied' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    // The raw Markdown, as written (multipart sends the prompt's line breaks as CRLF).
    expect(copied.replace(/\r\n/g, '\n')).toMatch(
      /^Fake \S+ reply to: Notes\n\n## Plan\n\n- item one/,
    );
    await reviewShot(page, 'playground-markdown-desktop-light');
    await page.setViewportSize({ width: 390, height: 844 });
    await useScheme(page, 'dark');
    await reviewShot(page, 'playground-markdown-phone-dark');
  });

  it('warns about an empty variable but still runs', async () => {
    const { fake } = playground;
    const page = await openPlayground(browser);
    await writePrompt(page, 'Describe {colour} {thing}', { thing: 'boats' });
    const warning = page.getByText('Empty: the prompt will have a blank here');
    await expect.poll(() => warning.count()).toBe(1);
    await generateButton(page).click();
    await outputPanel(page).getByText('Done', { exact: true }).waitFor();
    expect(fake.requests[0]?.userText).toBe('Describe  boats');
  });

  it('copies the prompt with the variable values filled in', async () => {
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await openPlayground(browser);
    await writePrompt(page, 'Plan a trip to {city} for {days} days', { city: 'Lisbon' });
    await page.getByRole('button', { name: 'Copy Prompt' }).click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'Plan a trip to Lisbon for {days} days',
    );
  });
});

describe('the recent prompts list', () => {
  it('restores an entry and clears the output, also after a reload', async () => {
    const page = await openPlayground(browser);
    await writePrompt(page, 'Summarize {book} in one line', { book: 'Dune' });
    await page.getByRole('button', { name: 'Generate Output' }).click();
    await outputPanel(page).getByText('Done', { exact: true }).waitFor();

    await page.reload();
    await writePrompt(page, 'Something else entirely');
    await modelButton(page, 'Claude').click();
    await recentEntry(page, 'Summarize {book} in one line').click();

    expect(await promptBox(page).inputValue()).toBe('Summarize {book} in one line');
    expect(await variableInput(page, 'book').inputValue()).toBe('Dune');
    expect(await modelButton(page, 'ChatGPT').getAttribute('aria-pressed')).toBe('true');
    await outputPanel(page)
      .getByText(/will appear here/)
      .waitFor();
  });
});

describe('an image prompt', () => {
  it("shows the image and downloads it under the model's name", async () => {
    const { fake } = playground;
    const page = await tryFromLibrary(browser, BOTANICAL);
    expect(await page.getByRole('switch', { name: 'Image prompt' }).isChecked()).toBe(true);
    expect(await modelButton(page, 'DALL-E').getAttribute('aria-pressed')).toBe('true');
    // DALL-E does not see images: the prompt's own picture is offered, not attached.
    const offer = page.getByRole('button', { name: 'Use the prompt’s image as reference' });
    await offer.waitFor();
    expect(await page.getByRole('img', { name: /^Reference image/ }).count()).toBe(0);
    await offer.click();
    await page
      .getByRole('img', { name: 'Reference image: wild-garlic-botanical-sheet.png' })
      .waitFor();
    await page.getByText('DALL-E will not see this image', { exact: false }).waitFor();

    await page.getByRole('button', { name: 'Generate Image' }).click();
    const image = outputPanel(page).getByRole('img', { name: 'Image generated by DALL-E' });
    await image.waitFor();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
    const request = await fake.waitForRequest((seen) => seen.endpoint === 'image');
    expect(request.userText).toContain('wild garlic');
    expect(request.images).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      outputPanel(page).getByRole('button', { name: 'Download image' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^dall-e-output-\d{13}\.png$/);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 4)]).toEqual(PNG_SIGNATURE);
    await reviewShot(page, 'playground-image-desktop-light');
  });

  it('lists image models, with one that is not set up disabled and saying why', async () => {
    const page = await openPlayground(browser);
    await page.getByRole('switch', { name: 'Image prompt' }).check();
    const midjourney = modelButton(page, 'Midjourney');
    await midjourney.waitFor();
    expect(await modelButton(page, 'Claude').count()).toBe(0);
    expect(await midjourney.getAttribute('aria-disabled')).toBe('true');
    const descriptionId = (await midjourney.getAttribute('aria-describedby')) ?? '';
    const description = await page.evaluate(
      (id) => document.getElementById(id)?.textContent ?? '',
      descriptionId,
    );
    expect(description).toBe('Not available on this site.');
    // A visitor is not told the server's settings, not even in the tooltip.
    await midjourney.hover();
    await page.getByRole('tooltip', { name: 'Not available on this site.' }).waitFor();
    expect(await page.getByText(/MIDJOURNEY_MODEL/).count()).toBe(0);
    // Still focusable (aria-disabled), so pressing it says it cannot be used.
    await midjourney.focus();
    await page.keyboard.press('Enter');
    await page.getByText('Midjourney is not available on this site.').waitFor();
    expect(await modelButton(page, 'DALL-E').getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: 'Generate Image' }).isEnabled()).toBe(false);
  });
});

describe('a reference image', () => {
  it('is sent to a vision model', async () => {
    const { fake } = playground;
    const page = await openPlayground(browser);
    await writePrompt(page, 'What is in this picture?');
    await page.getByLabel('Reference image file').setInputFiles({
      name: 'tiny.png',
      mimeType: 'image/png',
      buffer: Buffer.from(TINY_PNG_BASE64, 'base64'),
    });
    await page.getByRole('img', { name: 'Reference image: tiny.png' }).waitFor();
    await modelButton(page, 'GPT-4 Vision').click();
    await page.getByRole('button', { name: 'Generate Output' }).click();
    await outputPanel(page).getByText('Done', { exact: true }).waitFor();
    const request = await fake.waitForRequest((seen) => seen.userText.includes('this picture'));
    expect(request.images).toHaveLength(1);
    expect(request.images[0]?.mediaType).toBe('image/png');
  });

  it('refuses a file that is not an image', async () => {
    const page = await openPlayground(browser);
    await page.getByLabel('Reference image file').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await page.getByText('Choose an image file (PNG, JPEG, GIF or WebP).').waitFor();
  });
});

describe('a chained prompt', () => {
  it('runs every step, each in its own section, feeding the previous output on', async () => {
    const { fake } = playground;
    const prompt = await findPrompt(browser, PITCH_DECK);
    const page = await tryFromLibrary(browser, PITCH_DECK);
    const steps = prompt.chainedPrompts.length + 1;
    expect(await page.getByRole('switch', { name: `Run all ${steps} steps` }).isChecked()).toBe(
      true,
    );
    await page.getByRole('button', { name: 'Generate Output' }).click();

    const output = outputPanel(page);
    await output.getByText(/^Dependent chain/).waitFor();
    // Generate comes back when the whole chain has run.
    await page.getByRole('button', { name: 'Generate Output' }).waitFor({ timeout: 30_000 });
    await output.getByText('Done', { exact: true }).first().waitFor();
    for (const [index, step] of prompt.chainedPrompts.entries()) {
      const section = output.getByRole('region', { name: `Step ${index + 2}: ${step.title}` });
      await fakeAnswer(section).waitFor();
    }
    expect(fake.requests).toHaveLength(steps);
    const firstAnswer = (await fakeAnswer(output.getByRole('region').first()).textContent()) ?? '';
    const second = fake.requests[1];
    expect(JSON.stringify(second?.messages)).toContain(firstAnswer.slice(0, 30));
    await reviewShot(page, 'playground-chain-desktop-light');
  });

  it('keeps the finished step and says what was charged when a later step fails', async () => {
    const { fake } = playground;
    const page = await tryFromLibrary(browser, PITCH_DECK);
    await page.getByRole('button', { name: 'Generate Output' }).click();
    // The first step answers; from the second on, the provider fails.
    await fake.waitForRequest(() => true);
    fake.setBehaviour({ kind: 'fail', status: 500 });

    const output = outputPanel(page);
    const alert = output.getByRole('alert');
    await alert.waitFor({ timeout: 30_000 });
    expect(await alert.textContent()).toMatch(
      /^Error: The second step failed: .+ failed \(it answered 500\)\. 1 run was charged for the step that finished; please try again\.$/,
    );
    await fakeAnswer(output.getByRole('region').first()).waitFor();
  });
});

describe('compare', () => {
  it('runs two models side by side, each with its own answer', async () => {
    const { fake } = playground;
    const page = await openPlayground(browser);
    await writePrompt(page, 'Name three colours');
    await page.getByRole('switch', { name: 'Compare models' }).check();
    await modelButton(page, 'Claude').click();
    await page.getByRole('button', { name: 'Generate Output' }).click();

    const chatgpt = compareColumn(page, 'ChatGPT');
    const claude = compareColumn(page, 'Claude');
    for (const column of [chatgpt, claude]) {
      await column.getByText('Done', { exact: true }).waitFor();
      expect(await fakeAnswer(column).textContent()).toMatch(/reply to: Name three colours$/);
    }
    // Both boxes in one frame: the page may still be scrolling to the output.
    const handles = [await chatgpt.elementHandle(), await claude.elementHandle()];
    const [left, right] = await page.evaluate((elements) => {
      return elements.map((element) => {
        const box = element?.getBoundingClientRect();
        return { x: box?.x ?? 0, y: box?.y ?? 0, width: box?.width ?? 0 };
      });
    }, handles);
    expect(Math.abs((left?.y ?? 0) - (right?.y ?? -100))).toBeLessThan(2);
    expect(right?.x ?? 0).toBeGreaterThan((left?.x ?? 0) + (left?.width ?? 0) - 1);
    expect(fake.requests.map((request) => request.provider).sort()).toEqual([
      'anthropic',
      'openai',
    ]);
    await reviewShot(page, 'playground-compare-desktop-light');
  });

  it('takes at most three models', async () => {
    const page = await openPlayground(browser);
    await page.getByRole('switch', { name: 'Compare models' }).check();
    for (const model of ['Claude', 'Gemini', 'Llama']) await modelButton(page, model).click();
    await page.getByText('Compare at most 3 models at once').waitFor();
    expect(await modelButton(page, 'Llama').getAttribute('aria-pressed')).toBe('false');
  });

  it('stacks the columns on a phone, in dark mode', async () => {
    const page = browser.page;
    await page.setViewportSize({ width: 390, height: 844 });
    await openPlayground(browser);
    await useScheme(page, 'dark');
    await writePrompt(page, 'Name three {things}', { things: 'rivers' });
    await page.getByRole('switch', { name: 'Compare models' }).check();
    await modelButton(page, 'Gemini').click();
    await page.getByRole('button', { name: 'Generate Output' }).click();
    const chatgpt = compareColumn(page, 'ChatGPT');
    const gemini = compareColumn(page, 'Gemini');
    await chatgpt.getByText('Done', { exact: true }).waitFor();
    await gemini.getByText('Done', { exact: true }).waitFor();
    const [top, bottom] = [await chatgpt.boundingBox(), await gemini.boundingBox()];
    expect(bottom?.y ?? 0).toBeGreaterThan((top?.y ?? 0) + (top?.height ?? 0) - 1);
    await reviewShot(page, 'playground-phone-dark');
  });
});

describe("the visitor's allowance", () => {
  it('is shown near Generate and counts down after a run', async () => {
    const page = await openPlayground(browser);
    const line = page.getByText(/^[\d,]+ of 1,000 generations left today$/);
    // Earlier tests of this file ran as the same visitor: read where it stands.
    const before = Number(((await line.textContent()) ?? '').split(' ')[0]?.replace(/,/g, ''));
    await writePrompt(page, 'Count me');
    await generateButton(page).click();
    await outputPanel(page).getByText('Done', { exact: true }).waitFor();
    await page
      .getByText(`${(before - 1).toLocaleString('en-US')} of 1,000 generations left today`)
      .waitFor();
  });
});

describe('accessibility', () => {
  it(
    'has no WCAG A/AA violations, before and after a run, in both colour schemes',
    async () => {
      // The app's CSP forbids inline scripts, which is how axe gets into the page.
      const context = await browser.browser.newContext({
        bypassCSP: true,
        baseURL: browser.baseUrl,
        viewport: { width: 1280, height: 900 },
        colorScheme: 'light',
      });
      context.setDefaultTimeout(UI_TIMEOUT_MS);
      try {
        const page = await context.newPage();
        await page.goto('/playground');
        await modelButton(page, 'ChatGPT').waitFor();
        await expectNoViolations(page);

        await writePrompt(page, 'Describe {place} at dawn', { place: 'a harbour' });
        await page.getByRole('button', { name: 'Generate Output' }).click();
        await outputPanel(page).getByText('Done', { exact: true }).waitFor();
        await expectNoViolations(page);

        await useScheme(page, 'dark');
        await expectNoViolations(page);
      } finally {
        await context.close();
      }
    },
    AXE_TEST_TIMEOUT,
  );
});

describe('a visitor running out of generations', () => {
  const limited = usePlaygroundApp({ dailyGenerations: 2 });

  it('is told before a run that does not fit, and stopped neutrally at zero', async () => {
    const page = await openPlayground(limited.browser);
    await writePrompt(page, 'Name a river');
    await page.getByText('2 of 2 generations left today').waitFor();
    // A second tab still believes one run is left: the server has the last word.
    const stale = await limited.browser.context.newPage();
    await stale.goto('/playground');
    await stale.getByText('2 of 2 generations left today').waitFor();

    await page.getByRole('switch', { name: 'Compare models' }).check();
    for (const model of ['Claude', 'Gemini']) await modelButton(page, model).click();
    await page.getByText('This run needs 3 generations, but only 2 are left today.').waitFor();
    expect(await generateButton(page).isDisabled()).toBe(true);

    await modelButton(page, 'Gemini').click();
    await generateButton(page).click();
    for (const model of ['ChatGPT', 'Claude']) {
      await compareColumn(page, model).getByText('Done', { exact: true }).waitFor();
    }
    await page.getByText('0 of 2 generations left today').waitFor();
    await page.getByText('No generations left today.').waitFor();
    expect(await generateButton(page).isDisabled()).toBe(true);
    const signIn = page.getByRole('link', { name: 'Sign in for more generations' });
    expect(await signIn.getAttribute('href')).toBe('/login');
    expect(await page.getByRole('alert').count()).toBe(0);

    limited.browser.allowConsoleError(/Failed to load resource/);
    await writePrompt(stale, 'Name a lake');
    await stale.getByRole('switch', { name: 'Compare models' }).check();
    await modelButton(stale, 'Claude').click();
    await generateButton(stale).click();
    // Refused once, neutrally: no red "Error:" in either column.
    await stale.getByRole('link', { name: 'Sign in for more generations' }).waitFor();
    await compareColumn(stale, 'Claude').getByText('Not run', { exact: true }).waitFor();
    await compareColumn(stale, 'ChatGPT').getByText('Not run', { exact: true }).waitFor();
    expect(await stale.getByText(/^Error:/).count()).toBe(0);
    expect(await stale.getByRole('link', { name: 'Sign in for more generations' }).count()).toBe(1);
    await reviewShot(stale, 'playground-visitor-limit-desktop-light');
  });
});

/** A 1×1 PNG. */
const TINY_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
