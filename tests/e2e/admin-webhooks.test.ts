/**
 * Admin > Webhooks as an admin uses it (issue 26, decision 037): the empty
 * state, adding an endpoint and copying its secret once, a test event
 * reaching a real receiver signed with that secret and shown Delivered in
 * the log, a refused URL explained at its field, disabling and deleting,
 * the failure state, a phone's width, and axe in both colour schemes.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { webhookEndpoints } from '../../src/server/db/schema.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.ts';
import { dialog, pageForAxe, signedInAdmin, trpcCall } from './support/admin-users.ts';
import { reviewShot } from './support/review-shot.ts';
import { AXE_TEST_TIMEOUT, expectNoViolations, useScheme } from './support/axe.ts';
import { useBrowserApp } from './support/browser.ts';

const browser = useBrowserApp({
  seed: false,
  env: { WEBHOOKS_ALLOW_PRIVATE: 'true', OUTBOX_POLL_MS: '50', WEBHOOK_RETRY_SCHEDULE_MS: '100' },
});
let hook: WebhookReceiver;

beforeAll(async () => {
  hook = await startWebhookReceiver(() => ({ status: 200, body: 'thanks' }));
});

afterAll(async () => {
  await hook.close();
});

async function clearEndpoints() {
  await browser.app.database.db.delete(webhookEndpoints);
}

async function openWebhooks(path = '/admin/webhooks'): Promise<Page> {
  const page = await browser.open(path);
  await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
  return page;
}

async function addEndpoint(page: Page, url: string): Promise<string> {
  await page.getByRole('button', { name: 'Add webhook' }).first().click();
  const form = dialog(page, 'Add webhook');
  await form.getByLabel('Endpoint URL').fill(url);
  await form.getByRole('checkbox', { name: 'User registered' }).check();
  await form.getByRole('button', { name: 'Add webhook' }).click();
  const shown = dialog(page, 'Copy the signing secret now');
  const secret = await shown.getByRole('textbox', { name: 'Signing secret' }).inputValue();
  expect(secret).toMatch(/^whsec_/);
  await reviewShot(page, 'webhooks-secret');
  await shown.getByRole('button', { name: 'Done' }).click();
  await shown.waitFor({ state: 'hidden' });
  return secret;
}

describe('the Webhooks screen', () => {
  it('adds an endpoint, shows its secret once, and a test event arrives signed and Delivered', async () => {
    await clearEndpoints();
    await signedInAdmin(browser, 'Wanda Webhooks');
    const page = await openWebhooks();
    await expect.poll(() => page.title()).toBe('Webhooks · Prompt Hub');
    await page.getByText('No webhooks yet.', { exact: false }).waitFor();
    await reviewShot(page, 'webhooks-empty');

    const secret = await addEndpoint(page, hook.url);
    const card = page.getByRole('listitem', { name: `Webhook to ${hook.url}` });
    await card.getByText('Enabled', { exact: true }).waitFor();
    await card.getByText('Prompt approved').waitFor();
    await card.getByText('User registered').waitFor();
    await page.getByRole('status').getByText('Webhook added.').waitFor();
    // The secret is not on the screen any more, nor in what the list loads.
    expect(await page.content()).not.toContain(secret);

    const before = hook.received.length;
    await card.getByRole('button', { name: `Send test event to ${hook.url}` }).click();
    await page.getByText('Test event queued. See it under Deliveries.').waitFor();
    const [delivery] = (await hook.waitFor(before + 1)).slice(before);
    const timestamp = String(delivery?.headers['webhook-timestamp']);
    const expected = createHmac('sha256', secret)
      .update(`${timestamp}.${delivery?.body ?? ''}`)
      .digest('hex');
    expect(delivery?.headers['webhook-signature']).toBe(`v1=${expected}`);

    await card.getByRole('button', { name: `Deliveries of ${hook.url}` }).click();
    const log = dialog(page, 'Deliveries');
    const item = log.getByRole('listitem').first();
    await item.getByText('Test event').waitFor();
    await item.getByText('Delivered', { exact: true }).waitFor();
    await item.getByText('thanks').waitFor();
    await item.getByText(/1 attempt · HTTP 200/).waitFor();
    await reviewShot(page, 'webhooks-deliveries-desktop');
    await page.keyboard.press('Escape');
    await log.waitFor({ state: 'hidden' });
    await reviewShot(page, 'webhooks-list-desktop');
  });

  it('explains a refused URL at its field and keeps the dialog open', async () => {
    await clearEndpoints();
    await signedInAdmin(browser, 'Rita Refused');
    // The browser logs the refusal (400) it shows at the field.
    browser.allowConsoleError(/status of 400/);
    const page = await openWebhooks();
    await page.getByRole('button', { name: 'Add webhook' }).first().click();
    const form = dialog(page, 'Add webhook');
    await form.getByLabel('Endpoint URL').fill('ftp://files.example.com/hook');
    await form.getByRole('button', { name: 'Add webhook' }).click();
    await form.getByText('must be an http or https URL').waitFor();
    await reviewShot(page, 'webhooks-refused');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('No webhooks yet.', { exact: false }).waitFor();
  });

  it('disables, edits and deletes an endpoint after confirming', async () => {
    await clearEndpoints();
    await signedInAdmin(browser, 'Dora Delete');
    const page = await openWebhooks();
    await addEndpoint(page, hook.url);
    const card = page.getByRole('listitem', { name: `Webhook to ${hook.url}` });

    await card.getByRole('button', { name: `Disable ${hook.url}` }).click();
    await card.getByText('Disabled', { exact: true }).waitFor();
    expect(
      await card.getByRole('button', { name: `Send test event to ${hook.url}` }).isDisabled(),
    ).toBe(true);

    await card.getByRole('button', { name: `Edit ${hook.url}` }).click();
    const form = dialog(page, 'Edit webhook');
    await form.getByRole('checkbox', { name: 'Prompt deleted' }).check();
    await form.getByRole('switch', { name: 'Enabled' }).check();
    await form.getByRole('button', { name: 'Save changes' }).click();
    await form.waitFor({ state: 'hidden' });
    await card.getByText('Prompt deleted').waitFor();
    await card.getByText('Enabled', { exact: true }).waitFor();

    await card.getByRole('button', { name: `Delete ${hook.url}` }).click();
    const confirm = dialog(page, 'Delete webhook');
    await confirm.getByText('This cannot be undone.', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Delete webhook' }).click();
    await page.getByText('No webhooks yet.', { exact: false }).waitFor();
    expect(await browser.app.database.db.select().from(webhookEndpoints)).toHaveLength(0);
  });

  it('says when the list cannot be had, and tries again', async () => {
    await signedInAdmin(browser, 'Fay Failure');
    browser.allowConsoleError(/500/);
    let refuse = true;
    await browser.page.route(trpcCall('webhooks.list'), async (route) => {
      if (refuse) await route.fulfill({ status: 500, body: 'down' });
      else await route.continue();
    });
    const page = await openWebhooks();
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to fetch webhooks' });
    await alert.waitFor();
    refuse = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await alert.waitFor({ state: 'hidden' });
  });

  it('fits a phone: nothing wider than the screen, the log full screen', async () => {
    await clearEndpoints();
    const admin = await signedInAdmin(browser, 'Pia Phone');
    const { context, page } = await pageForAxe(browser, admin.token, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      colorScheme: 'dark',
    });
    try {
      await page.goto('/admin/webhooks');
      await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
      await addEndpoint(page, hook.url);
      await useScheme(page, 'dark').catch(() => undefined);
      const card = page.getByRole('listitem', { name: `Webhook to ${hook.url}` });
      await card.waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      await reviewShot(page, 'webhooks-list-phone-dark');
      await card.getByRole('button', { name: `Deliveries of ${hook.url}` }).click();
      const log = dialog(page, 'Deliveries');
      await log.getByText('No deliveries yet.', { exact: false }).waitFor();
      const box = await log.boundingBox();
      expect(box?.width).toBe(390);
      await reviewShot(page, 'webhooks-deliveries-phone-dark');
    } finally {
      await context.close();
    }
  });

  it(
    'passes axe with the list and with the form open, light and dark',
    async () => {
      await clearEndpoints();
      const admin = await signedInAdmin(browser, 'Axel Axe');
      for (const scheme of ['light', 'dark'] as const) {
        const { context, page } = await pageForAxe(browser, admin.token, { colorScheme: scheme });
        try {
          await page.goto('/admin/webhooks');
          await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
          if (scheme === 'light') await addEndpoint(page, hook.url);
          await page.getByRole('listitem', { name: `Webhook to ${hook.url}` }).waitFor();
          await expectNoViolations(page);
          await page.getByRole('button', { name: `Edit ${hook.url}` }).click();
          await dialog(page, 'Edit webhook').waitFor();
          await expectNoViolations(page);
          await reviewShot(page, `webhooks-edit-${scheme}`);
        } finally {
          await context.close();
        }
      }
    },
    AXE_TEST_TIMEOUT,
  );
});
