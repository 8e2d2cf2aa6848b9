import { describe, expect, it } from 'vitest';
import { isEmailAddress } from './email-address.ts';

describe('isEmailAddress', () => {
  it.each(['ada@example.com', 'first.last+news@mail.example.co.uk', '  ada@example.org  '])(
    'accepts %s',
    (text) => {
      expect(isEmailAddress(text)).toBe(true);
    },
  );

  it.each(['', 'ada', 'ada@', '@example.com', 'ada@example', 'ada @example.com', 'a@b..com'])(
    'refuses "%s"',
    (text) => {
      expect(isEmailAddress(text)).toBe(false);
    },
  );

  it('refuses an address longer than 254 characters', () => {
    expect(isEmailAddress(`${'a'.repeat(250)}@example.com`)).toBe(false);
  });
});
