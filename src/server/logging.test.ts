import { describe, expect, it } from 'vitest';
import { hideSetupToken } from './logging.ts';

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

  it('leaves every other address as it is', () => {
    for (const url of ['/library?q=setup', '/api/prompts', '/trpc/library.list?input=1', '/'])
      expect(hideSetupToken(url)).toBe(url);
  });
});
