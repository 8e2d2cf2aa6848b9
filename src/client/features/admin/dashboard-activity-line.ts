/**
 * How one audit entry reads on the dashboard: who did what to what
 * ("Ada Admin approved "Weekly report""), and when, relative to now
 * ("2 hours ago"). The audit keeps the target's title or email as a label,
 * so a deleted prompt or account still reads right.
 */
import type { AuditEntryView } from '../../../shared/admin-views.ts';

type Entry = Pick<AuditEntryView, 'action' | 'actor' | 'target' | 'before' | 'after'>;

/** The admin by name; their account may since have lost its name or be gone. */
export function activityActor(actor: AuditEntryView['actor']): string {
  if (!actor) return 'A former admin';
  const name = actor.name.trim();
  return name ? name : 'An admin';
}

function targetLabel(target: AuditEntryView['target']): string {
  const label = target.label.trim();
  if (target.type === 'prompt') return label ? `"${label}"` : 'a prompt';
  if (target.type === 'apiKey') return label ? `API key ${label}` : 'an API key';
  if (target.type === 'webhook') return label ? `the webhook to ${label}` : 'a webhook';
  return label ? `user ${label}` : 'a user';
}

function whatHappened({ action, target, before, after }: Entry): string {
  const what = targetLabel(target);
  switch (action) {
    case 'prompt.approve':
      return `approved ${what}`;
    case 'prompt.reject':
      return `rejected ${what}`;
    case 'prompt.version.approve':
      return `approved ${after ? after.replace(/ live$/, '') : 'a new version'} of ${what}`;
    case 'prompt.version.reject':
      return `rejected ${before ? before.replace(/ pending$/, '') : 'a new version'} of ${what}`;
    case 'prompt.import':
      return `imported ${what}${after === 'approved' ? ' into the library' : ' for review'}`;
    case 'prompt.disable':
    case 'user.disable':
      return `disabled ${what}`;
    case 'prompt.enable':
    case 'user.enable':
      return `enabled ${what}`;
    case 'prompt.delete':
    case 'user.delete':
      return `deleted ${what}`;
    case 'user.grant':
      return 'became an admin with the first-run setup link';
    case 'user.plan':
      return after ? `set the plan of ${what} to ${after}` : `changed the plan of ${what}`;
    case 'user.plan-request.decline':
      return `declined the plan request of ${what}`;
    case 'user.reset-link':
      return `made a password reset link for ${what}`;
    case 'apiKey.create':
      return `created ${what}`;
    case 'apiKey.revoke':
      return `revoked their ${what}`;
    case 'apiKey.adminRevoke':
      return `revoked ${what}`;
    case 'webhook.create':
      return `added ${what}`;
    case 'webhook.update':
      return `changed ${what}`;
    case 'webhook.delete':
      return `deleted ${what}`;
    case 'user.role':
      return before && after
        ? `changed the role of ${what} from ${before} to ${after}`
        : `changed the role of ${what}`;
  }
}

export function describeActivity(entry: Entry): string {
  // A grant with no actor came from a shell on the server, not an admin.
  if (entry.action === 'user.grant' && !entry.actor) {
    const what = targetLabel(entry.target);
    return `${what.charAt(0).toUpperCase()}${what.slice(1)} was made an admin on the server`;
  }
  // A member's own key events: the actor is that member, not an admin.
  if (entry.action === 'apiKey.create' || entry.action === 'apiKey.revoke') {
    const name = entry.actor?.name.trim();
    return `${name || 'A member'} ${whatHappened(entry)}`;
  }
  return `${activityActor(entry.actor)} ${whatHappened(entry)}`;
}

const UNITS: [unit: Intl.RelativeTimeFormatUnit, seconds: number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];
/** Past this, a plain date says more than "5 weeks ago". */
const RELATIVE_DAYS = 30;

/**
 * "just now", "5 minutes ago", "2 hours ago", "yesterday", "3 days ago";
 * a month or more back, the date. A time ahead of this clock (skew) is "just now".
 */
export function relativeTime(date: Date | string, now: Date = new Date()): string {
  const then = new Date(date);
  const seconds = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 1000));
  if (seconds >= RELATIVE_DAYS * 86_400) {
    return then.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
  }
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return 'just now';
}

/** The exact moment, for the tooltip behind the relative time. */
export function exactTime(date: Date | string): string {
  return new Date(date).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
