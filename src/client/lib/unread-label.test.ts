import { describe, expect, it } from 'vitest';
import { notificationsLabel, unreadBadge } from './unread-label.ts';

describe('the bell’s label and badge', () => {
  it('names the count only when there is one', () => {
    expect(notificationsLabel(0)).toBe('Notifications');
    expect(notificationsLabel(1)).toBe('Notifications, 1 unread');
    expect(notificationsLabel(3)).toBe('Notifications, 3 unread');
  });

  it('shows no badge for nothing and caps a long count', () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(-1)).toBeNull();
    expect(unreadBadge(7)).toBe('7');
    expect(unreadBadge(99)).toBe('99');
    expect(unreadBadge(100)).toBe('99+');
  });
});
