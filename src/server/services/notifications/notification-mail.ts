/**
 * Mailing a notification (decision 045), from the outbox (kind
 * 'notification-mail'; the handler is registered only when SMTP_URL is
 * set). The queued row names the notification and the account, no link:
 * the worker reads both when it sends, skips the mail if the member turned
 * the kind off meanwhile or the account's address changed, and makes the
 * one-click unsubscribe token then (RFC 8058: List-Unsubscribe and
 * List-Unsubscribe-Post), storing only its hash, as account links do
 * (decision 041). A refused attempt deletes its token: that link was never
 * handed out.
 */
import { and, eq } from 'drizzle-orm';
import { SITE_NAME } from '../../../shared/page-heads.ts';
import { isNotificationKind, type NotificationKind } from '../../../shared/notification-kinds.ts';
import { notifications, users } from '../../db/schema.ts';
import type { OutgoingMail } from '../../mail/mailer.ts';
import { escapeHtml } from '../mail/mail-templates.ts';
import {
  type QueuedMailKind,
  queuedMailHandler,
  type Unwanted,
} from '../mail/deliver-queued-mail.ts';
import type { OutboxHandler } from '../outbox/outbox-worker.ts';
import type { MailSettings, ServiceDeps } from '../service-deps.ts';
import { emailWanted } from './notification-settings.ts';
import { issueUnsubscribeToken, withdrawUnsubscribeToken } from './unsubscribe.ts';

export const NOTIFICATION_MAIL_KIND = 'notification-mail';

/** Where the one-click POST goes (API.md: POST /api/users/unsubscribe). */
export const UNSUBSCRIBE_API_PATH = '/api/users/unsubscribe';
/**
 * The page the body's link opens: it names the mail that stops and asks
 * for a click, so a link scanner's GET never unsubscribes anyone.
 */
export const UNSUBSCRIBE_PAGE_PATH = '/unsubscribe';

export interface Notice {
  kind: NotificationKind;
  name: string;
  promptId: string | null;
  promptTitle: string;
  reason: string | null;
  /** The plan's name, for the kinds about billing. */
  subject: string | null;
  /** When the grace or the trial ends. */
  endsAt: Date | null;
}

/** A date as the mail shows it, in UTC so it reads the same everywhere. */
function mailDate(at: Date | null): string {
  if (!at) return 'soon';
  return at.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** "Prompt Hub Pro", or the site's name alone when no plan was recorded. */
function plan(notice: Notice): string {
  return notice.subject ? `${SITE_NAME} ${notice.subject}` : SITE_NAME;
}

function headline(notice: Notice): string {
  const title = `"${notice.promptTitle}"`;
  switch (notice.kind) {
    case 'prompt-approved':
      return `Your prompt ${title} is approved`;
    case 'prompt-rejected':
      return `Your prompt ${title} was not approved`;
    case 'prompt-disabled':
      return `Your prompt ${title} was disabled`;
    case 'version-approved':
      return `Your edit of ${title} is approved`;
    case 'version-rejected':
      return `Your edit of ${title} was not approved`;
    case 'change-request-received':
      return `A change to your prompt ${title} is proposed`;
    case 'change-request-accepted':
      return `Your change to ${title} is accepted`;
    case 'change-request-declined':
      return `Your change to ${title} was declined`;
    case 'prompt-forked':
      return `Your prompt ${title} was forked`;
    case 'payment-failed':
      return `Your payment for ${plan(notice)} failed`;
    case 'trial-ending':
      return `Your ${plan(notice)} trial ends on ${mailDate(notice.endsAt)}`;
  }
}

/** Billing's mails (Stripe mode, decision 035): what happens when, and what to do. */
function billingExplanation(notice: Notice): string {
  const plan = notice.subject ?? 'your plan';
  const until = mailDate(notice.endsAt);
  if (notice.kind === 'payment-failed')
    return `Nothing changes yet: ${plan}'s limits stay until ${until} while the payment is retried. To keep them, open Settings and choose "Manage billing" to update your card. After ${until}, the Free plan's limits apply until a payment goes through; everything you made stays.`;
  return `To keep ${plan}, open Settings and choose "Manage billing" to add a card before then. Otherwise you move to the Free plan on that day, with nothing charged, and everything you made stays.`;
}

/** Change requests' mails (decision 050): the reason or the note, as written. */
function changeRequestExplanation(notice: Notice): string {
  if (notice.kind === 'change-request-received') {
    const why = notice.reason ? ` Their reason: ${notice.reason}` : '';
    return `Open your profile's Change requests to see the difference and accept or decline it.${why}`;
  }
  const what =
    notice.kind === 'change-request-accepted'
      ? 'It becomes the next version of the prompt once a moderator approves it.'
      : 'The owner decided not to take it.';
  return notice.reason ? `${what} Their note: ${notice.reason}` : what;
}

function explanation(notice: Notice): string {
  if (notice.kind.startsWith('change-request-')) return changeRequestExplanation(notice);
  if (notice.kind === 'prompt-forked')
    return 'A member made their own copy of it to build on. Their copy goes to review like any submission; once approved, its page links back to yours.';
  if (notice.kind === 'payment-failed' || notice.kind === 'trial-ending')
    return billingExplanation(notice);
  if (notice.kind === 'prompt-approved')
    return `It is now in the ${SITE_NAME} library for everyone to find.`;
  if (notice.kind === 'version-approved') return 'The library now shows the new version.';
  if (notice.kind === 'version-rejected') {
    const what = 'The approved version stays live.';
    return notice.reason ? `${what} Their reason: ${notice.reason}` : what;
  }
  const what =
    notice.kind === 'prompt-rejected'
      ? 'A moderator reviewed it.'
      : 'A moderator took it out of the library.';
  return notice.reason ? `${what} Their reason: ${notice.reason}` : what;
}

/**
 * The body links to Settings and to the unsubscribe page (a button there
 * spends the token); the one-click unsubscribe is the List-Unsubscribe
 * header, which mail clients show as a button and POST (a GET of that
 * address would do nothing: link scanners open links).
 */
export function renderNotificationMail(
  notice: Notice,
  links: { prompt: string | null; settings: string; unsubscribe: string },
) {
  const subject = headline(notice);
  // The body opens with the headline: mail clients do not all show the
  // subject beside it, and the explanation says "it" of the prompt.
  const body = `${subject}. ${explanation(notice)}`;
  const billing = notice.kind === 'payment-failed' || notice.kind === 'trial-ending';
  const stop = `You get this mail because it is on in Settings, "Email notifications", where you can turn it off.`;
  const text = [
    `Hi ${notice.name},`,
    '',
    body,
    ...(links.prompt ? ['', `See it: ${links.prompt}`] : []),
    ...(billing ? ['', `Manage billing in Settings: ${links.settings}`] : []),
    '',
    stop,
    links.settings,
    '',
    `Stop these mails without signing in: ${links.unsubscribe}`,
    '',
    SITE_NAME,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2933">',
    `<p>Hi ${escapeHtml(notice.name)},</p>`,
    `<p>${escapeHtml(body)}</p>`,
    links.prompt ? `<p><a href="${escapeHtml(links.prompt)}">See your prompt</a></p>` : '',
    billing
      ? `<p><a href="${escapeHtml(links.settings)}" style="display:inline-block;padding:10px 16px;border-radius:6px;background:#228be6;color:#ffffff;text-decoration:none">Manage billing in Settings</a></p>`
      : '',
    `<p style="font-size:13px">${escapeHtml(stop)} <a href="${escapeHtml(links.settings)}">Open Settings</a> or <a href="${escapeHtml(links.unsubscribe)}">stop these mails</a>.</p>`,
    `<p>${SITE_NAME}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}

function readPayload(payload: Record<string, unknown>) {
  const { notificationId, userId } = payload;
  if (typeof notificationId !== 'string' || typeof userId !== 'string') return null;
  return { notificationId, userId };
}

/** The notice and a fresh unsubscribe token, or why the mail is no longer wanted. */
async function prepare(
  deps: ServiceDeps,
  to: string,
  ids: { notificationId: string; userId: string },
): Promise<{ notice: Notice; token: string } | Unwanted> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        kind: notifications.kind,
        promptId: notifications.promptId,
        promptTitle: notifications.promptTitle,
        reason: notifications.reason,
        subject: notifications.subject,
        endsAt: notifications.endsAt,
        name: users.name,
        email: users.email,
        refusedAt: users.mailRefusedAt,
      })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(and(eq(notifications.id, ids.notificationId), eq(users.id, ids.userId)));
    if (!row || row.email.toLowerCase() !== to.toLowerCase())
      return { unwanted: 'the notification, the account or its address is gone' };
    if (row.refusedAt) return { unwanted: 'the mail server refused this address for good' };
    if (!isNotificationKind(row.kind)) return { unwanted: 'a kind this release does not know' };
    if (!(await emailWanted(tx, ids.userId, row.kind)))
      return { unwanted: 'the member turned these mails off' };
    const token = await issueUnsubscribeToken(tx, ids.userId, row.kind);
    return {
      notice: {
        kind: row.kind,
        name: row.name,
        promptId: row.promptId,
        promptTitle: row.promptTitle ?? '',
        reason: row.reason,
        subject: row.subject,
        endsAt: row.endsAt,
      },
      token,
    };
  });
}

/** The links a notification mail carries, and its one-click unsubscribe headers. */
function composeNotificationMail(
  deps: ServiceDeps,
  made: { notice: Notice; token: string },
): Omit<OutgoingMail, 'from' | 'to'> {
  const base = deps.mail.publicUrl;
  const unsubscribe = new URL(UNSUBSCRIBE_API_PATH, base);
  unsubscribe.searchParams.set('token', made.token);
  const promptLink = made.notice.promptId
    ? new URL(`/prompts/${made.notice.promptId}`, base).toString()
    : null;
  const settings = new URL('/settings', base).toString();
  // The kind rides along so the page can name the mail before the token is spent.
  const page = new URL(UNSUBSCRIBE_PAGE_PATH, base);
  page.searchParams.set('token', made.token);
  page.searchParams.set('kind', made.notice.kind);
  return {
    ...renderNotificationMail(made.notice, {
      prompt: promptLink,
      settings,
      unsubscribe: page.toString(),
    }),
    headers: {
      'List-Unsubscribe': `<${unsubscribe.toString()}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

const notificationMail: QueuedMailKind<
  { notificationId: string; userId: string },
  { notice: Notice; token: string }
> = {
  templateOf: () => 'notification',
  readPayload,
  prepare,
  compose: (deps, _ids, made) => composeNotificationMail(deps, made),
  withdraw: (deps, made) => withdrawUnsubscribeToken(deps.db, made.token),
};

export function notificationMailHandler(settings: MailSettings): OutboxHandler {
  return queuedMailHandler(settings, notificationMail);
}
