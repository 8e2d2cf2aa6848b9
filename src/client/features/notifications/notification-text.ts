/**
 * What a notification says, in the product's voice: its headline around
 * the prompt's title (so the title can be a link), a short tag, the
 * moderator's reason, and when it happened.
 */
import { formatRelativeDate } from '../../../shared/format.ts';
import type { NotificationKind } from '../../../shared/notification-kinds.ts';
import type { NotificationView } from '../../../shared/notification-views.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

interface KindText {
  /** The tag beside the entry. */
  tag: string;
  /** What happened, after "Your prompt <title>". */
  outcome: string;
  /** Said when there is no reason to show. */
  fallback: string;
}

const KIND_TEXT: Record<NotificationKind, KindText> = {
  'prompt-approved': {
    tag: 'Approved',
    outcome: 'is approved',
    fallback: 'It is now in the library for everyone to find.',
  },
  'prompt-rejected': {
    tag: 'Not approved',
    outcome: 'was not approved',
    fallback: 'A moderator reviewed it and did not approve it.',
  },
  'prompt-disabled': {
    tag: 'Disabled',
    outcome: 'was disabled',
    fallback: 'A moderator took it out of the library.',
  },
};

export function kindTag(kind: NotificationKind): string {
  return KIND_TEXT[kind].tag;
}

/** "Your prompt", the title (when known), and what happened to it. */
export function headlineParts(item: NotificationView): {
  title: string | null;
  outcome: string;
} {
  return { title: item.prompt?.title || null, outcome: KIND_TEXT[item.kind].outcome };
}

/** The line under the headline: the moderator's reason, else what the outcome means. */
export function detailLine(item: NotificationView): string {
  return item.reason ? `Reason: ${item.reason}` : KIND_TEXT[item.kind].fallback;
}

/** "Just now", "5 minutes ago", "3 hours ago", then as dates elsewhere on the site. */
export function notificationTime(date: Date, now: Date = new Date()): string {
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  if (elapsed < MINUTE_MS) return 'Just now';
  if (elapsed < HOUR_MS) {
    const minutes = Math.floor(elapsed / MINUTE_MS);
    return minutes === 1 ? '1 minute ago' : `${minutes} minutes ago`;
  }
  if (elapsed < DAY_MS) {
    const hours = Math.floor(elapsed / HOUR_MS);
    return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  }
  return formatRelativeDate(date, now);
}
