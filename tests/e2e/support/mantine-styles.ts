/**
 * The app ships only the Mantine styles its components need
 * (scripts/mantine-styles.ts). This checks the page as a person sees it:
 * every Mantine class on screen that Mantine's full stylesheet styles is
 * styled by the app's stylesheet too. A part left unstyled (a component
 * reached in a way the build did not follow) is named here, rather than
 * noticed later as a broken-looking page.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const MANTINE_CLASS = /\.(m_[0-9a-f]+)/g;

const styledByMantine = (() => {
  let classes: Set<string> | undefined;
  return () => {
    if (!classes) {
      const require = createRequire(import.meta.url);
      const css = readFileSync(require.resolve('@mantine/core/styles.css'), 'utf8');
      classes = new Set([...css.matchAll(MANTINE_CLASS)].map((match) => match[1] ?? ''));
    }
    return classes;
  };
})();

/** Mantine classes on the page, and those its stylesheets style. */
async function pageClasses(page: Page): Promise<{ shown: string[]; styled: string[] }> {
  return page.evaluate((pattern) => {
    const shown = new Set<string>();
    for (const element of document.querySelectorAll('[class*="m_"]')) {
      for (const name of element.classList) if (/^m_[0-9a-f]+$/.test(name)) shown.add(name);
    }
    const styled = new Set<string>();
    const collect = (rules: CSSRuleList) => {
      for (const rule of rules) {
        for (const match of rule.cssText.matchAll(new RegExp(pattern, 'g'))) {
          styled.add(match[1] ?? '');
        }
      }
    };
    for (const sheet of document.styleSheets) collect(sheet.cssRules);
    return { shown: [...shown], styled: [...styled] };
  }, MANTINE_CLASS.source);
}

export async function expectMantineStylesPresent(page: Page): Promise<void> {
  const { shown, styled } = await pageClasses(page);
  const present = new Set(styled);
  const unstyled = shown.filter((name) => styledByMantine().has(name) && !present.has(name));
  expect(unstyled, 'Mantine classes on the page whose styles were left out').toEqual([]);
}
