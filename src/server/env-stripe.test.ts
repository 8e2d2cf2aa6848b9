import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';

const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  STRIPE_PRICE_PRO_MONTH: 'price_a',
  STRIPE_PRICE_PRO_YEAR: 'price_b',
  STRIPE_PRICE_ENTERPRISE_MONTH: 'price_c',
  STRIPE_PRICE_ENTERPRISE_YEAR: 'price_d',
};

describe('Stripe settings', () => {
  it('accepts all six, and none', () => {
    expect(parseEnv(STRIPE).STRIPE_SECRET_KEY).toBe('sk_test_x');
    expect(parseEnv({}).STRIPE_SECRET_KEY).toBeUndefined();
  });

  it('names what is missing when the key comes without the rest', () => {
    const partial = {
      ...STRIPE,
      STRIPE_WEBHOOK_SECRET: undefined,
      STRIPE_PRICE_PRO_YEAR: undefined,
    };
    expect(() => parseEnv(partial)).toThrow(/STRIPE_WEBHOOK_SECRET: is required/);
    expect(() => parseEnv(partial)).toThrow(/STRIPE_PRICE_PRO_YEAR: is required/);
  });

  it('names the key when the rest comes without it', () => {
    expect(() => parseEnv({ STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow(
      /STRIPE_SECRET_KEY: is required when STRIPE_WEBHOOK_SECRET is set/,
    );
  });

  it('refuses Stripe together with self-serve plans', () => {
    expect(() => parseEnv({ ...STRIPE, PLANS_SELF_SERVE: 'true' })).toThrow(/PLANS_SELF_SERVE/);
  });

  it('takes STRIPE_API_BASE only as an http(s) address', () => {
    expect(() => parseEnv({ ...STRIPE, STRIPE_API_BASE: 'ftp://x' })).toThrow(/STRIPE_API_BASE/);
  });
});
