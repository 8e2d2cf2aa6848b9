/**
 * The header's bell for a signed-in member: opens /notifications, with the
 * unread count as a badge and in its name ("Notifications, 3 unread").
 */
import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link, useLocation } from 'wouter';
import { useUnreadNotifications } from '../../hooks/use-unread-notifications.ts';
import { notificationsLabel, unreadBadge } from '../../lib/unread-label.ts';

export function NotificationBell() {
  const unread = useUnreadNotifications();
  const [pathname] = useLocation();
  const badge = unreadBadge(unread);
  const label = notificationsLabel(unread);
  return (
    <Indicator
      label={badge}
      disabled={badge === null}
      size={18}
      offset={4}
      color="red"
      inline
      // The link's name carries the count; the badge is for the eye only.
      attributes={{ indicator: { 'aria-hidden': true } }}
    >
      <ActionIcon
        component={Link}
        href="/notifications"
        variant="default"
        size="lg"
        aria-label={label}
        title={label}
        aria-current={pathname === '/notifications' ? 'page' : undefined}
      >
        <IconBell size={18} />
      </ActionIcon>
    </Indicator>
  );
}
