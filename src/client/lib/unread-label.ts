/** How the bell names and shows the unread count. */

/** "Notifications", or "Notifications, 3 unread": the bell's accessible name. */
export function notificationsLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

/** The badge's text: the count, "99+" past 99; null when there is nothing to show. */
export function unreadBadge(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > 99 ? '99+' : String(unread);
}
