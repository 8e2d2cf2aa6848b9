/**
 * Runs axe-core in the page against WCAG 2.0/2.1/2.2 A and AA (2.2 adds the
 * size of touch targets, which Lighthouse checks too), and turns its
 * violations into lines a person can act on.
 */
import { createRequire } from 'node:module';
import type { AxeResults, ElementContext, Result, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectMantineStylesPresent } from './mantine-styles.ts';

const require = createRequire(import.meta.url);
const { source } = require('axe-core') as { source: string };

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type Violation = Pick<Result, 'id' | 'impact' | 'help' | 'helpUrl' | 'nodes'>;
type AxeRun = (context: ElementContext, options: RunOptions) => Promise<AxeResults>;

export async function axeViolations(page: Page): Promise<Violation[]> {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.addScriptTag({ content: source });
  const results = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: AxeRun } }).axe;
    const run: AxeResults = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return run.violations.map(({ id, impact, help, helpUrl, nodes }) => ({
      id,
      impact,
      help,
      helpUrl,
      nodes,
    }));
  }, WCAG_TAGS);
  return results;
}

/** "color-contrast (serious): Elements must meet ... \n  - .selector: summary" */
export function formatViolations(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 8)
        .map((node) => {
          const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();
          return `    - ${node.target.join(' ')}\n      ${node.html.slice(0, 160)}\n      ${summary}`;
        })
        .join('\n');
      const more =
        violation.nodes.length > 8 ? `\n    ... and ${violation.nodes.length - 8} more` : '';
      return `  ${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n    ${violation.helpUrl}\n${nodes}${more}`;
    })
    .join('\n');
}

/**
 * Waits for running transitions (modal fades; not endless spinners) so axe
 * sees the settled page. A transition inside a part the browser is not
 * rendering yet (`content-visibility: auto` off screen: the cards below the
 * fold, the footer) does not advance until that part is shown, so it is not
 * waited for.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const rendered = (animation: Animation) => {
      const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
      return !target || target.checkVisibility({ contentVisibilityAuto: true });
    };
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
      .filter(rendered);
    await Promise.all(finite.map((animation) => animation.finished));
  });
}

/**
 * Expects no violations. Axe runs again until the page has settled (a fade or
 * a late image can change what it sees for a moment); what remains is printed
 * as id, help and the offending nodes. Every state audited here is also
 * checked for Mantine parts whose styles the build left out.
 */
export async function expectNoViolations(page: Page): Promise<void> {
  await expectMantineStylesPresent(page);
  await expect
    .poll(
      async () => {
        await settle(page);
        return formatViolations(await axeViolations(page));
      },
      { timeout: 20_000, interval: 500 },
    )
    .toBe('');
}

/** Axe takes seconds on a full page, more on a busy machine. */
export const AXE_TEST_TIMEOUT = 120_000;

/** Puts the page in the given colour scheme with the header's toggle, as a person would. */
export async function useScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  if (scheme === 'dark') {
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  }
  const next = scheme === 'dark' ? 'light' : 'dark';
  await page.getByRole('button', { name: `Switch to ${next} mode` }).waitFor();
}
