/**
 * The browser fixture with a real SMTP server (decision 040): an unseeded
 * app that mails through the catcher, its outbox polled quickly, and the
 * catcher closed after the file.
 *
 *   const { browser, catcher } = useMailBrowserApp();
 *   await catcher().waitFor(1);
 */
import type { BrowserContextOptions } from 'playwright-core';
import { afterAll } from 'vitest';
import { type SmtpCatcher, startSmtpCatcher } from '../../helpers/smtp-catcher.ts';
import { type BrowserApp, useBrowserApp } from './browser.ts';

export interface MailBrowserApp {
  browser: BrowserApp;
  /** The SMTP server the app mails through (inside a test). */
  catcher: () => SmtpCatcher;
}

export function useMailBrowserApp(
  options: { context?: BrowserContextOptions } = {},
): MailBrowserApp {
  let smtp: SmtpCatcher | undefined;
  const browser = useBrowserApp({
    context: options.context,
    seed: false,
    env: async () => {
      smtp = await startSmtpCatcher();
      return { SMTP_URL: smtp.url, OUTBOX_POLL_MS: '50' };
    },
  });
  afterAll(async () => {
    await smtp?.close();
  });
  const catcher = (): SmtpCatcher => {
    if (!smtp) throw new Error('The SMTP server is not running');
    return smtp;
  };
  return { browser, catcher };
}
