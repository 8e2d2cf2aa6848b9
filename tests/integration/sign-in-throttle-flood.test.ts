/**
 * The sign-in throttle's in-process store under a flood, over real HTTP
 * with concurrent connections (decision 008): its capacity is made small
 * (RATE_LIMIT_MEMORY_KEYS) so a few hundred requests fill it as 100,000
 * would fill the default. Refused attempts leave no counters behind;
 * attempts on emails nobody has leave counters a full store may drop; and a
 * full store never drops an account's failures (the unit tests show it
 * refusing, 429, when only those are left).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshEmail, registerAccount } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** Hundreds of password checks: past 30 s on a busy two-core machine. */
const HEAVY_TEST_TIMEOUT_MS = 90_000;

const CAPACITY = 300;
const CONNECTIONS = 20;
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({
    seed: false,
    listen: true,
    // Addresses come from X-Forwarded-For, so one test can be many places.
    env: { RATE_LIMIT_MEMORY_KEYS: String(CAPACITY), TRUST_PROXY: 'true' },
  });
});

afterAll(async () => {
  await testApp.close();
});

interface Attempt {
  email: string;
  password: string;
  address: string;
}

async function signIn({ email, password, address }: Attempt) {
  const response = await fetch(`${testApp.baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { error?: string };
  return {
    status: response.status,
    error: body.error,
    retryAfter: response.headers.get('retry-after'),
  };
}

/** Sends every attempt over CONNECTIONS parallel callers; answers the statuses counted. */
async function flood(attempts: Attempt[]): Promise<Record<number, number>> {
  const counts: Record<number, number> = {};
  let next = 0;
  const caller = async () => {
    for (let index = next++; index < attempts.length; index = next++) {
      const attempt = attempts[index];
      if (!attempt) return;
      const { status } = await signIn(attempt);
      counts[status] = (counts[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, caller));
  return counts;
}

const wrong = 'definitely not it';

describe('a flood of sign-in attempts against a small store', () => {
  it('from one address: the victim stays throttled, and so does the attacker', async () => {
    const victim = await registerAccount(testApp.app);
    const attacker = '203.0.113.66';
    for (let i = 0; i < 5; i += 1) {
      expect((await signIn({ ...victim, password: wrong, address: attacker })).status).toBe(401);
    }
    expect((await signIn({ ...victim, password: wrong, address: attacker })).status).toBe(429);

    // Three times the store's capacity, each on another account: the first
    // ones count against the address until its limit (100), the rest are
    // refused without leaving anything behind.
    const counts = await flood(
      Array.from({ length: 3 * CAPACITY }, () => ({
        email: freshEmail('flood'),
        password: wrong,
        address: attacker,
      })),
    );
    expect(counts).toEqual({ 401: 95, 429: 3 * CAPACITY - 95 });

    // The victim's count survived: the right password is still refused here...
    const victimTry = await signIn({ ...victim, address: attacker });
    expect(victimTry.status).toBe(429);
    expect(victimTry.error).toMatch(/^Too many failed sign-in attempts/);
    // ...the attacker's own limit too, on any account...
    const another = await signIn({ email: freshEmail(), password: wrong, address: attacker });
    expect(another.status).toBe(429);
    expect(another.error).toMatch(/^Too many failed sign-in attempts/);
    expect(Number(another.retryAfter)).toBeGreaterThan(800);
    // ...while the owner signs in from home.
    expect((await signIn({ ...victim, address: '198.51.100.200' })).status).toBe(200);
  });

  it(
    'from many addresses, on made-up emails: nobody is locked out, no failure forgotten',
    async () => {
      const victim = await registerAccount(testApp.app);
      const bystander = await registerAccount(testApp.app);
      const attacker = '203.0.113.77';
      for (let i = 0; i < 5; i += 1) {
        expect((await signIn({ ...victim, password: wrong, address: attacker })).status).toBe(401);
      }

      // Each address tries one email nobody has: three counters each, twice
      // the store's room. The made-up emails' counters are dropped as needed.
      const counts = await flood(
        Array.from({ length: 2 * CAPACITY }, (_, i) => ({
          email: freshEmail('spray'),
          password: wrong,
          address: `10.9.${Math.floor(i / 250)}.${i % 250}`,
        })),
      );
      expect(counts).toEqual({ 401: 2 * CAPACITY });

      const victimTry = await signIn({ ...victim, address: attacker });
      expect(victimTry.status).toBe(429);
      expect(Number(victimTry.retryAfter)).toBeGreaterThan(0);
      expect((await signIn({ ...bystander, address: '10.10.0.1' })).status).toBe(200);
    },
    HEAVY_TEST_TIMEOUT_MS,
  );
});
