import { describe, expect, it } from 'vitest';
import type { NotificationPage, NotificationView } from '../../../shared/notification-views.ts';
import { loadedNotifications, type NotificationPages, withRead } from './notification-pages.ts';

const AT = new Date('2026-11-27T12:00:00Z');

function item(id: string, read = false): NotificationView {
  return {
    _id: id,
    kind: 'prompt-approved',
    prompt: { _id: `p-${id}`, title: `Prompt ${id}` },
    reason: null,
    subject: null,
    endsAt: null,
    createdAt: AT,
    readAt: read ? AT : null,
  };
}

function page(currentPage: number, items: NotificationView[]): NotificationPage {
  return {
    notifications: items,
    unread: 0,
    pagination: {
      currentPage,
      totalPages: 2,
      totalNotifications: 4,
      hasNextPage: currentPage < 2,
      hasPrevPage: currentPage > 1,
    },
  };
}

const pages: NotificationPages = {
  pages: [page(1, [item('a'), item('b', true)]), page(2, [item('b', true), item('c')])],
  pageParams: [1, 2],
};

describe('the loaded notification pages', () => {
  it('lists each entry once, in order, when a new one pushed one onto the next page', () => {
    expect(loadedNotifications(pages).map((each) => each._id)).toEqual(['a', 'b', 'c']);
    expect(loadedNotifications(undefined)).toEqual([]);
  });

  it('marks only the named entries read, keeping earlier read times', () => {
    const later = new Date('2026-11-28T00:00:00Z');
    const marked = loadedNotifications(withRead(pages, ['c'], later));
    expect(marked.map((each) => each.readAt)).toEqual([null, AT, later]);
  });

  it('marks every entry read when none is named', () => {
    const marked = loadedNotifications(withRead(pages, undefined, AT));
    expect(marked.every((each) => each.readAt !== null)).toBe(true);
  });
});
