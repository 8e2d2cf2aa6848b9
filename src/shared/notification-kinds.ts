/**
 * Every kind of notification the hub sends (issue 27, decision 045), in one
 * place: a later kind is one entry here, and the settings, the list and the
 * mail follow. The database keeps the kind as text, so adding
 * one needs no migration.
 */

export const NOTIFICATION_KINDS = [
  'prompt-approved',
  'prompt-rejected',
  'prompt-disabled',
  'version-approved',
  'version-rejected',
  'change-request-received',
  'change-request-accepted',
  'change-request-declined',
  'prompt-forked',
  'payment-failed',
  'trial-ending',
] as const;
/** The kinds a member chooses to mail or not (Settings, unsubscribe links). */
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * Security notices (decision 047): always mailed (when the hub sends mail)
 * and always listed; no setting turns them off, so they are not among the
 * kinds above, which Settings and the unsubscribe links name.
 */
export const SECURITY_NOTICE_KINDS = [
  'password-changed',
  'password-reset',
  'api-key-created',
  'new-sign-in',
] as const;
export type SecurityNoticeKind = (typeof SECURITY_NOTICE_KINDS)[number];

/** Every kind the notification list shows. */
export const LISTED_NOTIFICATION_KINDS = [...NOTIFICATION_KINDS, ...SECURITY_NOTICE_KINDS] as const;
export type ListedNotificationKind = (typeof LISTED_NOTIFICATION_KINDS)[number];

/** Settings names them beside a switch that is on and cannot be moved. */
export const SECURITY_NOTICE_LABELS: Record<SecurityNoticeKind, string> = {
  'password-changed': 'My password is changed in Settings',
  'password-reset': 'My password is reset with a mailed link',
  'api-key-created': 'A new API key is made for my account',
  'new-sign-in': 'My account is signed in to from a new network',
};

export interface NotificationKindInfo {
  /** The setting's label in Settings, "Email notifications". */
  label: string;
  /** Whether it is mailed until the member chooses: review outcomes are, the rest not. */
  emailByDefault: boolean;
}

export const NOTIFICATION_KIND_INFO: Record<NotificationKind, NotificationKindInfo> = {
  'prompt-approved': { label: 'A prompt of mine is approved', emailByDefault: true },
  'prompt-rejected': { label: 'A prompt of mine is rejected', emailByDefault: true },
  'prompt-disabled': { label: 'A prompt of mine is disabled', emailByDefault: true },
  // A pending edit's review (decision 043) is a review outcome too: mailed by default.
  'version-approved': { label: 'An edit of my approved prompt is approved', emailByDefault: true },
  'version-rejected': { label: 'An edit of my approved prompt is rejected', emailByDefault: true },
  // A change request's decision is one event told as two kinds, so the
  // list and the mail can say which without a column for it (decision 050).
  'change-request-received': {
    label: 'Someone proposes a change to a prompt of mine',
    emailByDefault: false,
  },
  'change-request-accepted': { label: 'A change I proposed is accepted', emailByDefault: false },
  'change-request-declined': { label: 'A change I proposed is declined', emailByDefault: false },
  // News rather than a decision about one's own work (decision 053): not mailed unless chosen.
  'prompt-forked': { label: 'Someone forks a prompt of mine', emailByDefault: false },
  // A failed payment is the exception to "the rest off" (decision 045): the
  // member loses the plan when the grace ends and may not open the site in
  // that week. A trial's end charges nothing (it was taken without a card),
  // so it follows the rule: listed, mailed only when chosen.
  'payment-failed': { label: 'A payment for my plan fails', emailByDefault: true },
  'trial-ending': { label: 'My Pro trial is about to end', emailByDefault: false },
};

export function isNotificationKind(value: unknown): value is NotificationKind {
  return NOTIFICATION_KINDS.some((kind) => kind === value);
}

export function isListedNotificationKind(value: unknown): value is ListedNotificationKind {
  return LISTED_NOTIFICATION_KINDS.some((kind) => kind === value);
}

/** Page sizes of the notification list. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_MAX_PAGE_SIZE = 50;
/** The most ids one "mark read" names. */
export const NOTIFICATIONS_MAX_MARK_IDS = 100;
