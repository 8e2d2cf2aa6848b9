import { describe, expect, it } from 'vitest';
import type { NotificationView } from '../../../shared/notification-views.ts';
import {
  detailLine,
  headlineParts,
  kindAction,
  kindTag,
  notificationTime,
} from './notification-text.ts';

const NOW = new Date('2026-11-27T12:00:00Z');

function entry(overrides: Partial<NotificationView>): NotificationView {
  return {
    _id: 'n1',
    kind: 'prompt-approved',
    prompt: { _id: 'p1', title: 'Cover letter' },
    reason: null,
    subject: null,
    endsAt: null,
    createdAt: NOW,
    readAt: null,
    ...overrides,
  };
}

describe('what a notification says', () => {
  it('names the outcome and tag of each kind', () => {
    expect(headlineParts(entry({})).outcome).toBe('is approved');
    expect(headlineParts(entry({ kind: 'prompt-rejected' })).outcome).toBe('was not approved');
    expect(headlineParts(entry({ kind: 'prompt-disabled' })).outcome).toBe('was disabled');
    expect(kindTag('prompt-rejected')).toBe('Not approved');
  });

  it('keeps the title, even of a deleted prompt, and has none without a prompt', () => {
    expect(headlineParts(entry({})).title).toBe('Cover letter');
    expect(headlineParts(entry({ prompt: { _id: null, title: 'Gone' } })).title).toBe('Gone');
    expect(headlineParts(entry({ prompt: null })).title).toBeNull();
  });

  it('shows the reason when there is one, else what the outcome means', () => {
    expect(detailLine(entry({ kind: 'prompt-rejected', reason: 'Needs an example' }))).toBe(
      'Reason: Needs an example',
    );
    expect(detailLine(entry({}))).toMatch(/in the library/);
    expect(detailLine(entry({ kind: 'prompt-disabled' }))).toMatch(/took it out/);
  });

  it("tells a change request from both sides, with its reason or the owner's note", () => {
    const received = entry({ kind: 'change-request-received', reason: 'Clearer ask' });
    expect(headlineParts(received)).toEqual({
      lead: 'A member proposed a change to your prompt',
      title: 'Cover letter',
      outcome: '',
    });
    expect(detailLine(received)).toBe('Reason: Clearer ask');
    const declined = entry({ kind: 'change-request-declined', reason: 'Kept short on purpose' });
    expect(headlineParts(declined).lead).toBe('Your proposed change to');
    expect(headlineParts(declined).outcome).toBe('was declined');
    expect(detailLine(declined)).toBe('Note: Kept short on purpose');
    expect(detailLine(entry({ kind: 'change-request-accepted' }))).toMatch(/next version/);
  });

  it('tells an author their prompt was forked', () => {
    const forked = entry({ kind: 'prompt-forked' });
    expect(headlineParts(forked)).toEqual({
      lead: 'A member forked your prompt',
      title: 'Cover letter',
      outcome: '',
    });
    expect(detailLine(forked)).toMatch(/links back to yours/);
  });
});

describe('what a notice about the account says', () => {
  const account = { prompt: null, subject: 'Pro', endsAt: new Date('2026-12-04T09:00:00Z') };

  it('names the plan and the grace of a failed payment, and where to fix it', () => {
    const failed = entry({ ...account, kind: 'payment-failed' });
    expect(headlineParts(failed)).toEqual({
      lead: 'The payment for your Pro plan failed',
      title: null,
      outcome: '',
    });
    expect(detailLine(failed)).toMatch(/^Pro's limits stay until December 4, 2026 /);
    expect(kindAction('payment-failed')).toEqual({
      label: 'Manage billing in Settings',
      href: '/settings',
    });
  });

  it("names the trial's last day", () => {
    const ending = entry({ ...account, kind: 'trial-ending' });
    expect(headlineParts(ending).lead).toBe('Your Pro trial ends on December 4, 2026');
    expect(detailLine(ending)).toMatch(/nothing charged/);
    expect(kindTag('trial-ending')).toBe('Trial ending');
  });

  it('tells each security notice, with the key or the place it names', () => {
    const key = entry({ prompt: null, kind: 'api-key-created', subject: 'Backup script' });
    expect(headlineParts(key).lead).toBe('A new API key “Backup script” was made for your account');
    const place = entry({
      prompt: null,
      kind: 'new-sign-in',
      subject: 'Firefox on Linux, address 203.0.113.50',
    });
    expect(headlineParts(place).lead).toMatch(/new network: Firefox on Linux, address 203/);
    expect(detailLine(entry({ prompt: null, kind: 'password-changed' }))).toMatch(
      /Forgot password/,
    );
    expect(kindTag('password-reset')).toBe('Security');
    expect(kindAction('password-reset')).toBeNull();
  });
});

describe('when a notification happened', () => {
  const ago = (ms: number) => notificationTime(new Date(NOW.getTime() - ms), NOW);

  it('counts minutes and hours within a day', () => {
    expect(ago(5_000)).toBe('Just now');
    expect(ago(-60_000)).toBe('Just now');
    expect(ago(60_000)).toBe('1 minute ago');
    expect(ago(42 * 60_000)).toBe('42 minutes ago');
    expect(ago(60 * 60_000)).toBe('1 hour ago');
    expect(ago(23 * 60 * 60_000)).toBe('23 hours ago');
  });

  it('speaks in days after that, as elsewhere on the site', () => {
    expect(ago(25 * 60 * 60_000)).toBe('Yesterday');
    expect(ago(3 * 24 * 60 * 60_000)).toBe('3 days ago');
  });
});
