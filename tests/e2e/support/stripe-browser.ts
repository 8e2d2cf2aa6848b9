/**
 * The browser fixture in Stripe mode (decision 035): the app is started
 * with the Stripe stand-in's settings, and the stand-in posts its signed
 * webhooks to the listening app. `rig` lets the helpers of
 * tests/helpers/stripe-app.ts (buy, advanceDays...) drive the same pair.
 *
 *   const { browser, rig } = useStripeBrowserApp();
 */
import { afterAll, beforeAll } from 'vitest';
import { type FakeStripe, startFakeStripe } from '../../helpers/fake-stripe/fake-stripe-server.ts';
import { sendWebhooksTo, type StripeRig } from '../../helpers/stripe-app.ts';
import { type BrowserApp, useBrowserApp } from './browser.ts';

export interface StripeBrowserApp {
  browser: BrowserApp;
  /** The app and the stand-in; closing is left to this fixture's own hooks. */
  rig: StripeRig;
}

export function useStripeBrowserApp(): StripeBrowserApp {
  let stripe: FakeStripe | undefined;
  // The app's CSP forbids inline scripts, which is how axe gets into the page.
  const browser = useBrowserApp({
    context: { bypassCSP: true },
    env: async () => {
      stripe = await startFakeStripe();
      return stripe.env;
    },
  });
  const stand = (): FakeStripe => {
    if (!stripe) throw new Error('the Stripe stand-in is not running');
    return stripe;
  };

  beforeAll(() => {
    sendWebhooksTo(stand(), browser.baseUrl);
  });

  afterAll(async () => {
    await stripe?.close();
  });

  const rig: StripeRig = {
    get testApp() {
      return browser.app;
    },
    get stripe() {
      return stand();
    },
    close: async () => {},
  };
  return { browser, rig };
}
