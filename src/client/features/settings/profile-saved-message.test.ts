import { describe, expect, it } from 'vitest';
import { PROFILE_SAVED, profileSavedMessage } from './profile-saved-message.ts';

describe('profileSavedMessage', () => {
  it('is the usual message when no other session ended', () => {
    expect(profileSavedMessage(0)).toBe(PROFILE_SAVED);
  });

  it('says how many other devices were signed out', () => {
    expect(profileSavedMessage(1)).toBe('Password changed. You were signed out on 1 other device.');
    expect(profileSavedMessage(2)).toBe(
      'Password changed. You were signed out on 2 other devices.',
    );
  });
});
