/**
 * A screenshot for a person to look at, taken only when SCREENSHOT_DIR
 * names a folder (the tests never compare pixels). Taken from the top of
 * the page, so the fixed header sits where a person sees it.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';

export async function reviewShot(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/** The viewport as it stands (not the full page), then again at a phone's width. */
export async function reviewShotsDesktopAndPhone(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  const desktop = page.viewportSize() ?? { width: 1280, height: 900 };
  await page.screenshot({ path: path.join(dir, `${name}-desktop.png`) });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: path.join(dir, `${name}-phone.png`) });
  await page.setViewportSize(desktop);
}

/** The viewport exactly as it stands, unscrolled: for a gesture caught halfway. */
export async function reviewShotAsSeen(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}
