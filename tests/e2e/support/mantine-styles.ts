/**
 * The app imports Mantine's styles one component at a time
 * (src/client/app/mantine-styles.ts). This checks the page as a person sees
 * it: every Mantine class on screen that Mantine's stylesheets style is
 * styled by the app's stylesheet too. A part left unstyled (a component
 * whose file was not added to the list) is named here, with the Mantine
 * file to import, rather than noticed later as a broken-looking page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const MANTINE_CLASS = /\.(m_[0-9a-f]+)/g;

let fileOfClass: Map<string, string> | undefined;

/** Each class Mantine styles, and the per-component file that styles it. */
function mantineClassFiles(): Map<string, string> {
  if (!fileOfClass) {
    const require = createRequire(import.meta.url);
    const folder = path.join(path.dirname(require.resolve('@mantine/core/styles.css')), 'styles');
    fileOfClass = new Map();
    for (const file of readdirSync(folder).filter((name) => !name.includes('.layer.'))) {
      const css = readFileSync(path.join(folder, file), 'utf8');
      for (const match of css.matchAll(MANTINE_CLASS)) fileOfClass.set(match[1] ?? '', file);
    }
  }
  return fileOfClass;
}

/** Mantine classes on the page, and those its stylesheets style. */
async function pageClasses(page: Page): Promise<{ shown: string[]; styled: string[] }> {
  return page.evaluate((pattern) => {
    const shown = new Set<string>();
    for (const element of document.querySelectorAll('[class*="m_"]')) {
      for (const name of element.classList) if (/^m_[0-9a-f]+$/.test(name)) shown.add(name);
    }
    const styled = new Set<string>();
    for (const sheet of document.styleSheets) {
      let rules: CSSRuleList;
      try {
        rules = sheet.cssRules;
      } catch {
        continue; // another site's stylesheet cannot be read, and is not the app's
      }
      // A rule's text includes the rules nested in it (@media, @layer).
      for (const rule of rules) {
        for (const match of rule.cssText.matchAll(new RegExp(pattern, 'g'))) {
          styled.add(match[1] ?? '');
        }
      }
    }
    return { shown: [...shown], styled: [...styled] };
  }, MANTINE_CLASS.source);
}

export async function expectMantineStylesPresent(page: Page): Promise<void> {
  const { shown, styled } = await pageClasses(page);
  const present = new Set(styled);
  const files = mantineClassFiles();
  const unstyled = shown
    .filter((name) => files.has(name) && !present.has(name))
    .map((name) => `${name} (@mantine/core/styles/${files.get(name)})`);
  expect(unstyled, 'Mantine classes on the page whose styles were left out').toEqual([]);
}
