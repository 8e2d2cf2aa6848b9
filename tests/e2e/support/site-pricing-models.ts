/**
 * What a person looks at on /pricing, /models and the plans of /settings,
 * as locators by role and visible text, plus a screenshot helper for review.
 */
import type { Locator, Page } from 'playwright-core';

export function planCard(page: Page, name: string): Locator {
  return page.getByRole('article', { name, exact: true });
}

export function billingOption(page: Page, period: 'Monthly' | 'Yearly'): Locator {
  return page.getByRole('radiogroup', { name: 'Billing period' }).getByRole('radio', {
    name: new RegExp(`^${period}`),
  });
}

/** Picks a billing period as a person does: by clicking its visible label. */
export async function chooseBilling(page: Page, period: 'Monthly' | 'Yearly'): Promise<void> {
  await page
    .getByRole('radiogroup', { name: 'Billing period' })
    .getByText(period, { exact: true })
    .click();
}

/** The texts of a plan card's feature list, in order ("Included: ..." / "Not included: ..."). */
export function featureTexts(card: Locator): Promise<string[]> {
  return card.getByRole('listitem').allInnerTexts();
}

export function modelTab(page: Page, label: string): Locator {
  return page.getByRole('tablist', { name: 'Model categories' }).getByRole('tab', {
    name: label,
    exact: true,
  });
}

/** The model cards of the tab that is showing. */
export function visibleModelCards(page: Page): Locator {
  // Hidden panels are left out: getByRole sees only what is shown.
  return page.getByRole('tabpanel').getByRole('article');
}

export function comparisonTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Compare popular models' });
}

export function settingsPlanButton(page: Page, plan: string): Locator {
  return page.getByRole('button', { name: `Select Plan: ${plan}`, exact: true });
}

export function settingsPlanCard(page: Page, plan: string): Locator {
  return page
    .getByRole('region', { name: 'Subscription Plans' })
    .getByRole('article', { name: plan, exact: true });
}
