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
  /** The words before the prompt's title. */
  lead: string;
  /** What happened, after "<lead> <title>" (may be empty). */
  outcome: string;
  /** Said when there is no reason to show. */
  fallback: string;
  /** Names the server's `reason`: a moderator's reason, a proposer's, an owner's note. */
  reasonLabel: string;
}

const YOUR_PROMPT = { lead: 'Your prompt', reasonLabel: 'Reason' };
const YOUR_PROPOSAL = { lead: 'Your proposed change to', reasonLabel: 'Note' };

const KIND_TEXT: Record<NotificationKind, KindText> = {
  'prompt-approved': {
    ...YOUR_PROMPT,
    tag: 'Approved',
    outcome: 'is approved',
    fallback: 'It is now in the library for everyone to find.',
  },
  'prompt-rejected': {
    ...YOUR_PROMPT,
    tag: 'Not approved',
    outcome: 'was not approved',
    fallback: 'A moderator reviewed it and did not approve it.',
  },
  'prompt-disabled': {
    ...YOUR_PROMPT,
    tag: 'Disabled',
    outcome: 'was disabled',
    fallback: 'A moderator took it out of the library.',
  },
  'version-approved': {
    tag: 'Edit approved',
    lead: 'Your edit of',
    outcome: 'is approved',
    fallback: 'The library now shows the new version.',
    reasonLabel: 'Reason',
  },
  'version-rejected': {
    tag: 'Edit not approved',
    lead: 'Your edit of',
    outcome: 'was not approved',
    fallback: 'The approved version stays live.',
    reasonLabel: 'Reason',
  },
  'change-request-received': {
    tag: 'Change proposed',
    lead: 'A member proposed a change to your prompt',
    outcome: '',
    fallback: "Open your profile's Change requests to compare it and answer.",
    reasonLabel: 'Reason',
  },
  'change-request-accepted': {
    ...YOUR_PROPOSAL,
    tag: 'Change accepted',
    outcome: 'was accepted',
    fallback: "It becomes the prompt's next version once a moderator approves it.",
  },
  'change-request-declined': {
    ...YOUR_PROPOSAL,
    tag: 'Change declined',
    outcome: 'was declined',
    fallback: 'The owner kept the prompt as it is.',
  },
  'prompt-forked': {
    tag: 'Forked',
    lead: 'A member forked your prompt',
    outcome: '',
    fallback: 'Their copy goes to review; once approved, it links back to yours.',
    reasonLabel: 'Note',
  },
};

export function kindTag(kind: NotificationKind): string {
  return KIND_TEXT[kind].tag;
}

/** The words before the title, the title (when known), and what happened to it. */
export function headlineParts(item: NotificationView): {
  lead: string;
  title: string | null;
  outcome: string;
} {
  const { lead, outcome } = KIND_TEXT[item.kind];
  return { lead, title: item.prompt?.title || null, outcome };
}

/** The line under the headline: the reason or note, else what the outcome means. */
export function detailLine(item: NotificationView): string {
  const text = KIND_TEXT[item.kind];
  return item.reason ? `${text.reasonLabel}: ${item.reason}` : text.fallback;
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
