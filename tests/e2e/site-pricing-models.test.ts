/**
 * /pricing and /models as a visitor and a member use them (issue 11, items
 * 1 and 2), the plan confirmation in /settings, and an axe audit (WCAG 2.0
 * and 2.1, A and AA) of both pages in light and dark, on a desktop and a phone.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptions } from '../../src/server/db/schema.ts';
import { createTestUser } from '../helpers/test-users.ts';
import {
  createPasswordPerson,
  expectPath,
  signInWithPassword,
  useSession,
} from './support/accounts.ts';
import { AXE_TEST_TIMEOUT, expectNoViolations, useScheme } from './support/axe.ts';
import { useBrowserApp } from './support/browser.ts';
import { modelButton } from './support/playground.ts';
import {
  billingOption,
  chooseBilling,
  comparisonTable,
  featureTexts,
  modelTab,
  planCard,
  settingsPlanButton,
  settingsPlanCard,
  visibleModelCards,
} from './support/site-pricing-models.ts';
import { reviewShot } from './support/review-shot.ts';

// The app's CSP forbids inline scripts, which is how axe gets into the page.
// OpenAI's key (never called here) sets up ChatGPT, DALL-E and GPT-4 Vision;
// the other models are not set up on this site. Plans are self-serve here,
// the choose-and-confirm flow; the self-hosted default is plans-self-hosted.test.ts.
const browser = useBrowserApp({
  context: { bypassCSP: true },
  env: {
    OPENAI_API_KEY: 'sk-never-called',
    OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
    PLANS_SELF_SERVE: 'true',
  },
});

/** The plan the database holds for this account. */
async function storedPlan(userId: string): Promise<string | undefined> {
  const [row] = await browser.app.database.db
    .select({ plan: subscriptions.planId })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  return row?.plan ?? 'free';
}

describe('pricing', () => {
  it('shows monthly prices first and yearly ones with the saving', async () => {
    const page = await browser.open('/pricing');
    await page
      .getByRole('heading', { level: 1, name: 'A plan for every way you prompt' })
      .waitFor();
    expect(await page.title()).toBe('Pricing · Prompt Hub');
    expect(await billingOption(page, 'Monthly').isChecked()).toBe(true);
    // Nothing is paid on a self-serve hub: no saving is claimed (plans-stripe.test.ts has it).
    expect(await page.getByText('Save 17%', { exact: true }).count()).toBe(0);

    await planCard(page, 'Free').getByText('$0 per month').waitFor();
    await planCard(page, 'Pro').getByText('$19 per month').waitFor();
    await planCard(page, 'Enterprise').getByText('$99 per month').waitFor();
    await planCard(page, 'Pro').getByText('Most popular').waitFor();

    await chooseBilling(page, 'Yearly');
    expect(await billingOption(page, 'Yearly').isChecked()).toBe(true);
    await planCard(page, 'Pro').getByText('$190 per year').waitFor();
    await planCard(page, 'Pro').getByText('$15.83 a month, billed yearly: you save $38').waitFor();
    await planCard(page, 'Enterprise').getByText('$990 per year').waitFor();
    await planCard(page, 'Free').getByText('$0 per year').waitFor();

    await chooseBilling(page, 'Monthly');
    await planCard(page, 'Pro').getByText('$19 per month').waitFor();
  });

  it('answers its questions in the FAQ', async () => {
    const page = await browser.open('/pricing');
    // A self-serve hub has no trial and takes no payment, and says so.
    const question = page.getByRole('button', { name: 'Is there a free trial?' });
    expect(await question.getAttribute('aria-expanded')).toBe('false');
    await question.click();
    await page.getByText(/choose Pro or Enterprise in Settings and it applies at once/).waitFor();
    expect(await page.getByText(/PayPal|credit card/).count()).toBe(0);
    expect(await question.getAttribute('aria-expanded')).toBe('true');
  });

  it('sends a visitor to sign in and then on to Settings', async () => {
    const person = await createPasswordPerson(browser.app, { name: 'Petra Pricing' });
    const page = await browser.open('/pricing');
    await planCard(page, 'Pro').getByRole('link', { name: 'Choose Pro' }).click();
    await expectPath(page, '/login?redirect=%2Fsettings');

    await signInWithPassword(page, person);
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await expectPath(page, '/settings');
  });

  it('shows a member their plan and the same plans Settings shows', async () => {
    const user = await createTestUser(browser.app.database.db, { name: 'Mo Member' });
    await useSession(browser, user.token);
    const page = await browser.open('/pricing');
    await planCard(page, 'Free').getByText('Your plan').waitFor();
    await planCard(page, 'Free').getByRole('link', { name: 'Manage in Settings' }).waitFor();
    const pricingFeatures = await featureTexts(planCard(page, 'Pro'));

    await planCard(page, 'Pro').getByRole('link', { name: 'Switch to Pro in Settings' }).click();
    await expectPath(page, '/settings');
    await settingsPlanButton(page, 'Pro').waitFor();
    expect(await featureTexts(settingsPlanCard(page, 'Pro'))).toEqual(pricingFeatures);
  });
});

describe('choosing a plan in Settings', () => {
  it('asks first, naming plan, price and interval; Cancel keeps the plan', async () => {
    const user = await createTestUser(browser.app.database.db, { name: 'Casey Careful' });
    await useSession(browser, user.token);
    const page = await browser.open('/settings');
    const current = settingsPlanCard(page, 'Free').getByText('Current Plan');
    await current.waitFor();

    await settingsPlanButton(page, 'Pro').click();
    const dialog = page.getByRole('dialog', { name: 'Switch to Pro for $19 a month?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await current.waitFor();
    expect(await settingsPlanCard(page, 'Pro').getByText('Current Plan').count()).toBe(0);
    expect(await storedPlan(user.id)).toBe('free');

    await settingsPlanButton(page, 'Pro').click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Subscription updated successfully!').waitFor();
    await settingsPlanCard(page, 'Pro').getByText('Current Plan').waitFor();
    expect(await storedPlan(user.id)).toBe('pro');
  });

  it(
    'asks before going back to Free, and the question has no WCAG A/AA violations',
    async () => {
      const user = await createTestUser(browser.app.database.db, { plan: 'pro' });
      await useSession(browser, user.token);
      const page = await browser.open('/settings');
      await settingsPlanCard(page, 'Pro').getByText('Current Plan').waitFor();
      await settingsPlanButton(page, 'Free').click();
      const dialog = page.getByRole('dialog', { name: 'Switch to Free for $0 a month?' });
      await dialog.getByText(/paid extras end/).waitFor();
      await expectNoViolations(page);
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await settingsPlanCard(page, 'Free').getByText('Current Plan').waitFor();
      expect(await storedPlan(user.id)).toBe('free');
    },
    AXE_TEST_TIMEOUT,
  );
});

describe('models', () => {
  const TABS = {
    All: 10,
    'Text Generation': 6,
    'Image Generation': 4,
    'Code Generation': 4,
  };

  it('filters the cards by tab, with the mouse and the keyboard', async () => {
    const page = await browser.open('/models');
    await page
      .getByRole('heading', { level: 1, name: 'Pick the right model for every prompt' })
      .waitFor();
    expect(await page.title()).toBe('Models · Prompt Hub');
    expect(await modelTab(page, 'All').getAttribute('aria-selected')).toBe('true');

    for (const [label, count] of Object.entries(TABS)) {
      await modelTab(page, label).click();
      expect(await modelTab(page, label).getAttribute('aria-selected')).toBe('true');
      await expect.poll(() => visibleModelCards(page).count()).toBe(count);
    }
    const code = await visibleModelCards(page).getByRole('heading', { level: 3 }).allInnerTexts();
    // The text models that write code: every card is a model the playground runs.
    expect(code).toEqual(['ChatGPT', 'Claude', 'Gemini', 'Llama']);

    await modelTab(page, 'Image Generation').click();
    const images = await visibleModelCards(page).getByRole('heading', { level: 3 }).allInnerTexts();
    expect(images).toEqual(['DALL-E', 'Midjourney', 'Stable Diffusion', 'DeepFloyd IF']);

    // Arrow keys move between tabs, as in any tab list.
    await modelTab(page, 'Image Generation').focus();
    await page.keyboard.press('ArrowLeft');
    expect(await modelTab(page, 'Text Generation').getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => visibleModelCards(page).count()).toBe(TABS['Text Generation']);
  });

  it('shows what each card promises', async () => {
    const page = await browser.open('/models');
    const card = visibleModelCards(page).filter({
      has: page.getByRole('heading', { name: 'ChatGPT', exact: true }),
    });
    await card.getByText('by OpenAI').waitFor();
    await card.getByText('Active', { exact: true }).waitFor();
    await card.getByText('Rated 4.8 out of 5').waitFor();
    await card.getByText('21K+ users').waitFor();
    const chips = card.getByRole('list', { name: 'Capabilities' }).getByRole('listitem');
    expect(await chips.allInnerTexts()).toEqual(['Writing', 'Summaries', 'Brainstorming', 'Q&A']);
  });

  it('opens the playground with the model chosen from Try Model', async () => {
    const page = await browser.open('/models');
    await page.getByRole('button', { name: 'Try Model: DALL-E' }).first().click();
    await page.waitForURL('**/playground');
    // DALL-E is an image model (set up here): the playground opens in its image mode.
    await page.getByRole('button', { name: 'Generate Image', exact: true }).waitFor();
    await expect.poll(() => modelButton(page, 'DALL-E').getAttribute('aria-pressed')).toBe('true');
  });

  it('counts the models the playground runs, and marks those not set up here', async () => {
    const page = await browser.open('/models');
    await page.getByText('10 models, one playground').waitFor();
    const card = (name: string) =>
      visibleModelCards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
    await card('Claude').getByText('Not available on this site.').waitFor();
    await card('Midjourney').getByText('Not available on this site.').waitFor();
    await card('ChatGPT').getByRole('button', { name: 'Try Model: ChatGPT' }).waitFor();
    expect(await card('ChatGPT').getByText('Not available on this site.').count()).toBe(0);
    // Nothing on the page names a setting: that is for admins, in the playground.
    expect(await page.getByText(/_API_KEY|_MODEL\b/).count()).toBe(0);
  });

  it('compares six models, each with Try Now', async () => {
    const page = await browser.open('/models');
    const table = comparisonTable(page);
    await table.getByRole('rowheader', { name: 'Midjourney' }).waitFor();
    expect(await table.getByRole('rowheader').allInnerTexts()).toEqual([
      'ChatGPT',
      'Claude',
      'Gemini',
      'Llama',
      'DALL-E',
      'Midjourney',
    ]);
    await table.getByRole('button', { name: 'Try Now: ChatGPT' }).click();
    await page.waitForURL('**/playground');
    await expect.poll(() => modelButton(page, 'ChatGPT').getAttribute('aria-pressed')).toBe('true');
  });
});

describe.each(['light', 'dark'] as const)('in the %s colour scheme', (scheme) => {
  describe.each([
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const)('on a %s', (device, viewport) => {
    it(
      '/pricing has no WCAG A/AA violations',
      async () => {
        await browser.page.setViewportSize(viewport);
        const page = await browser.open('/pricing');
        await planCard(page, 'Enterprise').waitFor();
        await useScheme(page, scheme);
        await expectNoViolations(page);
        await reviewShot(page, `site-pricing-${device}-${scheme}`);
      },
      AXE_TEST_TIMEOUT,
    );

    it(
      '/models has no WCAG A/AA violations',
      async () => {
        await browser.page.setViewportSize(viewport);
        const page = await browser.open('/models');
        await comparisonTable(page).waitFor();
        await useScheme(page, scheme);
        await expectNoViolations(page);
        await reviewShot(page, `site-models-${device}-${scheme}`);
      },
      AXE_TEST_TIMEOUT,
    );
  });
});
