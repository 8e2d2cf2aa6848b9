import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_LOGIN, safeRedirectPath } from './safe-redirect.ts';

const ORIGIN = 'https://prompts.example.com';

describe('safeRedirectPath', () => {
  it.each([
    '/library',
    '/prompts/42?tab=chain#variables',
    '/settings',
    '/a/../settings',
    '/search?q=%2F%2Fnot-a-host',
  ])('keeps the same-site path %s', (path) => {
    const kept = safeRedirectPath(path, ORIGIN);
    expect(kept.startsWith('/')).toBe(true);
    expect(new URL(kept, ORIGIN).origin).toBe(ORIGIN);
    expect(kept).toBe(path === '/a/../settings' ? '/settings' : path);
  });

  it.each([
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with a path', '//evil.example/login'],
    ['triple slash', '///evil.example'],
    ['backslash', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['dot-dot collapsing to //', '/..//evil.example'],
    ['dot collapsing to //', '/.//evil.example'],
    ['deeper dot-dot', '/a/../..//evil.example/x'],
    ['encoded dot-dot', '/%2e%2e//evil.example'],
    ['encoded slashes', '%2F%2Fevil.example'],
    ['encoded backslash after a slash', '/%5Cevil.example'],
    ['tab between slashes', '/\t/evil.example'],
    ['newline between slashes', '/\n/evil.example'],
    ['carriage return', '/\r/evil.example'],
    ['javascript: URL', 'javascript:alert(1)'],
    ['javascript: with a comment', 'javascript://%0Aalert(1)'],
    ['encoded slashes after a slash', '/%2F/evil.example'],
    ['absolute https URL', 'https://evil.example/'],
    ['absolute URL on another port', 'https://prompts.example.com:8443/x'],
    ['credentials form', 'https://prompts.example.com@evil.example'],
    ['@ form without a scheme', '//prompts.example.com@evil.example'],
    ['@ form after dot-dot', '/..//user@evil.example'],
    ['data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['relative path', 'evil.example'],
    ['empty', ''],
    ['the login page itself', '/login?redirect=/settings'],
  ])('refuses a %s and falls back', (_label, candidate) => {
    expect(safeRedirectPath(candidate, ORIGIN)).toBe(DEFAULT_AFTER_LOGIN);
  });

  it('keeps %5C and @ inside a path segment, where they name no host', () => {
    expect(safeRedirectPath('/a/%5Cb', ORIGIN)).toBe('/a/%5Cb');
    expect(safeRedirectPath('/users/@someone', ORIGIN)).toBe('/users/@someone');
  });

  it('falls back for null and undefined', () => {
    expect(safeRedirectPath(null, ORIGIN)).toBe(DEFAULT_AFTER_LOGIN);
    expect(safeRedirectPath(undefined)).toBe(DEFAULT_AFTER_LOGIN);
  });
});
