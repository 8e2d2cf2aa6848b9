/**
 * What a notification says, in the product's voice: its headline around
 * the prompt's title (so the title can be a link), a short tag, the
 * moderator's reason, and when it happened; for the kinds about the
 * account (billing, security notices), what happened, what to do, and where.
 */
import { formatRelativeDate } from '../../../shared/format.ts';
import type { ListedNotificationKind } from '../../../shared/notification-kinds.ts';
import type { NotificationView } from '../../../shared/notification-views.ts';
import { longDate } from '../../lib/subscription-text.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Words that depend on the entry: its plan, key or device, and its date. */
type Words = string | ((item: NotificationView) => string);

interface KindText {
  /** The tag beside the entry. */
  tag: string;
  /** The words before the prompt's title (the whole headline for a kind without a prompt). */
  lead: Words;
  /** What happened, after "<lead> <title>" (may be empty). */
  outcome: string;
  /** Said when there is no reason to show. */
  fallback: Words;
  /** Names the server's `reason`: a moderator's reason, a proposer's, an owner's note. */
  reasonLabel: string;
  /** Where to act on it, for the kinds about the account rather than a prompt. */
  action?: { label: string; href: string };
}

function say(words: Words, item: NotificationView): string {
  return typeof words === 'string' ? words : words(item);
}

const named = (item: NotificationView, otherwise: string) => item.subject ?? otherwise;
const on = (item: NotificationView) => (item.endsAt ? `on ${longDate(item.endsAt)}` : 'soon');
const until = (item: NotificationView) =>
  item.endsAt ? `until ${longDate(item.endsAt)}` : 'for a few days';

const BILLING = { reasonLabel: 'Note', outcome: '' };
const MANAGE_BILLING = { label: 'Manage billing in Settings', href: '/settings' };
const SECURITY = { tag: 'Security', reasonLabel: 'Note', outcome: '' };
const SECURE_ACCOUNT = { label: 'Review your account in Settings', href: '/settings' };
const NOT_YOU_PASSWORD =
  'If it was not you, choose a new password now with “Forgot password?” on the sign-in page.';

const YOUR_PROMPT = { lead: 'Your prompt', reasonLabel: 'Reason' };
const YOUR_PROPOSAL = { lead: 'Your proposed change to', reasonLabel: 'Note' };

const KIND_TEXT: Record<ListedNotificationKind, KindText> = {
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
  'payment-failed': {
    ...BILLING,
    tag: 'Payment failed',
    lead: (item) => `The payment for your ${named(item, 'paid')} plan failed`,
    fallback: (item) =>
      `${named(item, 'Your plan')}'s limits stay ${until(item)} while the payment is retried. Update your card in Manage billing to keep them; after that, the Free plan's limits apply and everything you made stays.`,
    action: MANAGE_BILLING,
  },
  'trial-ending': {
    ...BILLING,
    tag: 'Trial ending',
    lead: (item) => `Your ${named(item, 'Pro')} trial ends ${on(item)}`,
    fallback:
      'To keep the plan, add a card in Manage billing before then. Otherwise you move to Free with nothing charged, and everything you made stays.',
    action: MANAGE_BILLING,
  },
  'password-changed': {
    ...SECURITY,
    lead: 'Your password was changed in Settings',
    fallback: `Every other device was signed out. ${NOT_YOU_PASSWORD}`,
  },
  'password-reset': {
    ...SECURITY,
    lead: 'Your password was reset with a link mailed to you',
    fallback:
      'Every device was signed out. If it was not you, someone can read your mailbox: secure it, then choose a new password.',
  },
  'api-key-created': {
    ...SECURITY,
    lead: (item) => `A new API key “${named(item, 'unnamed')}” was made for your account`,
    fallback:
      'If it was not you, revoke it under API keys, sign out the devices you do not know, and change your password.',
    action: SECURE_ACCOUNT,
  },
  'new-sign-in': {
    ...SECURITY,
    lead: (item) => `Your account was signed in to from a new network: ${named(item, 'unknown')}`,
    fallback:
      'If it was you, there is nothing to do. If not, sign that device out under “Where you’re signed in” and change your password.',
    action: SECURE_ACCOUNT,
  },
};

export function kindTag(kind: ListedNotificationKind): string {
  return KIND_TEXT[kind].tag;
}

/** Where to act on the entry (Settings), for the kinds about the account. */
export function kindAction(kind: ListedNotificationKind): { label: string; href: string } | null {
  return KIND_TEXT[kind].action ?? null;
}

/** The words before the title, the title (when known), and what happened to it. */
export function headlineParts(item: NotificationView): {
  lead: string;
  title: string | null;
  outcome: string;
} {
  const { lead, outcome } = KIND_TEXT[item.kind];
  return { lead: say(lead, item), title: item.prompt?.title || null, outcome };
}

/** The line under the headline: the reason or note, else what the outcome means. */
export function detailLine(item: NotificationView): string {
  const text = KIND_TEXT[item.kind];
  return item.reason ? `${text.reasonLabel}: ${item.reason}` : say(text.fallback, item);
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
