import { describe, expect, it } from 'vitest';
import { hideSetupToken, hideTokens } from './logging.ts';

describe('hideSetupToken', () => {
  it('hides the token of a setup page and of the status query', () => {
    expect(hideSetupToken('/setup/abcDEF_-123?x=1')).toBe('/setup/[token]?x=1');
    expect(hideSetupToken('/trpc/setup.status?input=%7B%22token%22%7D')).toBe(
      '/trpc/setup.status?[input]',
    );
    expect(hideSetupToken('/trpc/auth.me,setup.status?batch=1&input=x')).toBe(
      '/trpc/auth.me,setup.status?[input]',
    );
  });

  it('hides the token wherever a URL carries it, plain or percent-encoded', () => {
    const token = 'abcDEF_-123';
    expect(hideSetupToken(`/login?redirect=/setup/${token}`)).toBe(
      '/login?redirect=/setup/[token]',
    );
    expect(hideSetupToken(`/login?redirect=%2Fsetup%2F${token}`)).toBe(
      '/login?redirect=%2Fsetup%2F[token]',
    );
    expect(hideSetupToken(`/api/auth/google/start?redirect=%2fsetup%2f${token}&x=1`)).toBe(
      '/api/auth/google/start?redirect=%2fsetup%2f[token]&x=1',
    );
    expect(hideSetupToken(`/signup?redirect=%2FSETUP%2F${token}#top`)).toBe(
      '/signup?redirect=%2FSETUP%2F[token]#top',
    );
  });

  it('leaves every other address as it is', () => {
    for (const url of [
      '/library?q=setup',
      '/setup',
      '/docs/setup-guide',
      '/api/prompts',
      '/trpc/library.list?input=1',
      '/',
    ])
      expect(hideSetupToken(url)).toBe(url);
  });
});

describe('hideTokens', () => {
  it("hides a mailed link's token in the query, plain or inside a redirect", () => {
    const token = 'abcDEF_-123';
    expect(hideTokens(`/reset-password?token=${token}`)).toBe('/reset-password?token=[token]');
    expect(hideTokens(`/unsubscribe?token=${token}&kind=prompt-approved`)).toBe(
      '/unsubscribe?token=[token]&kind=prompt-approved',
    );
    expect(hideTokens(`/api/users/unsubscribe?x=1&token=${token}#a`)).toBe(
      '/api/users/unsubscribe?x=1&token=[token]#a',
    );
    expect(hideTokens(`/login?redirect=%2Fverify-email%3Ftoken%3D${token}%26a%3D1`)).toBe(
      '/login?redirect=%2Fverify-email%3Ftoken%3D[token]%26a%3D1',
    );
    expect(hideTokens(`/setup/${token}`)).toBe('/setup/[token]');
  });

  it('leaves other parameters alone', () => {
    for (const url of ['/library?q=token', '/docs?tokens=3', '/api/prompts?mytoken=1'])
      expect(hideTokens(url)).toBe(url);
  });
});
