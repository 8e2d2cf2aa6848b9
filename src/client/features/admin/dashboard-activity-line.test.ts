import { describe, expect, it } from 'vitest';
import type { AuditEntryView } from '../../../shared/admin-views.ts';
import { describeActivity, relativeTime } from './dashboard-activity-line.ts';

function entry(overrides: Partial<AuditEntryView>): AuditEntryView {
  return {
    _id: 'a',
    action: 'prompt.approve',
    actor: { _id: 'u', name: 'Ada Admin' },
    target: { type: 'prompt', _id: 'p', label: 'Weekly report' },
    before: 'pending',
    after: 'approved',
    reason: null,
    createdAt: new Date(),
    ...overrides,
  };
}

describe('describeActivity', () => {
  it('names the admin, the action and the prompt by its title', () => {
    expect(describeActivity(entry({}))).toBe('Ada Admin approved "Weekly report"');
    expect(describeActivity(entry({ action: 'prompt.reject' }))).toBe(
      'Ada Admin rejected "Weekly report"',
    );
  });

  it('names a member by email, with the role before and after', () => {
    const target = { type: 'user' as const, _id: 'x', label: 'sam@example.com' };
    expect(describeActivity(entry({ action: 'user.disable', target }))).toBe(
      'Ada Admin disabled user sam@example.com',
    );
    expect(
      describeActivity(entry({ action: 'user.role', target, before: 'user', after: 'admin' })),
    ).toBe('Ada Admin changed the role of user sam@example.com from user to admin');
  });

  it('tells an admin made on the server from one who used the setup link', () => {
    const target = { type: 'user' as const, _id: 'x', label: 'sam@example.com' };
    const grant = { action: 'user.grant' as const, target, before: 'user', after: 'admin' };
    expect(describeActivity(entry({ ...grant, actor: null }))).toBe(
      'User sam@example.com was made an admin on the server',
    );
    expect(describeActivity(entry({ ...grant, actor: { _id: 'x', name: 'Sam' } }))).toBe(
      'Sam became an admin with the first-run setup link',
    );
  });

  it('reads right when the admin has no name or no account any more', () => {
    expect(describeActivity(entry({ actor: { _id: 'u', name: ' ' } }))).toBe(
      'An admin approved "Weekly report"',
    );
    expect(describeActivity(entry({ actor: null, action: 'prompt.delete' }))).toBe(
      'A former admin deleted "Weekly report"',
    );
  });
});

describe('relativeTime', () => {
  const now = new Date('2025-06-15T12:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

  it('counts minutes, hours and days back', () => {
    expect(relativeTime(ago(20), now)).toBe('just now');
    expect(relativeTime(ago(5 * 60), now)).toBe('5 minutes ago');
    expect(relativeTime(ago(60 * 60), now)).toBe('1 hour ago');
    expect(relativeTime(ago(2 * 3600 + 59 * 60), now)).toBe('2 hours ago');
    expect(relativeTime(ago(86_400), now)).toBe('yesterday');
    expect(relativeTime(ago(3 * 86_400), now)).toBe('3 days ago');
  });

  it('gives the date from a month back, and "just now" for a time ahead', () => {
    expect(relativeTime(ago(40 * 86_400), now)).toBe('May 6, 2025');
    expect(relativeTime(ago(-120), now)).toBe('just now');
  });
});
