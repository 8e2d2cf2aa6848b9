/** The loaded pages of the notification list, and changing them before the server answers. */
import type { InfiniteData } from '@tanstack/react-query';
import type { NotificationPage, NotificationView } from '../../../shared/notification-views.ts';

export type NotificationPages = InfiniteData<NotificationPage, unknown>;

/** The pages with the named notifications (all when `ids` is absent) read now. */
export function withRead(
  pages: NotificationPages,
  ids: string[] | undefined,
  at: Date,
): NotificationPages {
  const named = ids ? new Set(ids) : null;
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      notifications: page.notifications.map((item) =>
        item.readAt === null && (!named || named.has(item._id)) ? { ...item, readAt: at } : item,
      ),
    })),
  };
}

/**
 * Every loaded entry once, newest first: a notification that arrived
 * between two pages pushes an entry from page 1 onto page 2.
 */
export function loadedNotifications(pages: NotificationPages | undefined): NotificationView[] {
  const seen = new Set<string>();
  const items: NotificationView[] = [];
  for (const page of pages?.pages ?? []) {
    for (const item of page.notifications) {
      if (seen.has(item._id)) continue;
      seen.add(item._id);
      items.push(item);
    }
  }
  return items;
}
