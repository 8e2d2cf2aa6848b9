import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../../shared/notification-kinds.ts';
import { withChoice } from './notification-choice.ts';

const allOn = {
  settings: Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, { email: true }])) as Record<
    NotificationKind,
    { email: boolean }
  >,
};

describe('an email choice shown before the server answers', () => {
  it('changes the kinds named and keeps the rest', () => {
    expect(withChoice(allOn, { 'prompt-rejected': { email: false } })).toEqual({
      settings: { ...allOn.settings, 'prompt-rejected': { email: false } },
    });
  });

  it('leaves the settings it was given untouched', () => {
    withChoice(allOn, { 'prompt-approved': { email: false } });
    expect(allOn.settings['prompt-approved'].email).toBe(true);
  });

  it('changes nothing for an empty change', () => {
    expect(withChoice(allOn, {})).toEqual(allOn);
  });
});
