/**
 * Mail through the outbox (decisions 037 and 040): a service enqueues a
 * message in the transaction of the change that caused it, and the outbox
 * worker sends it, so a slow or refusing mail server never holds a request
 * and a rolled-back change mails nobody. Each attempt is logged with the
 * address, the template and the outcome; never the link.
 *
 * The queued row names only the template and the account. The link's token
 * is made when the worker sends the mail, its hash stored, the token itself
 * only in the message handed to the mail server: no row ever holds a usable
 * link. Each attempt makes a fresh token and spends the account's earlier
 * open one of that purpose, and a refused attempt spends its own, so however
 * many retries a message takes, one link works: the one last mailed.
 */
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outbox, users } from '../../db/schema.ts';
import { smtpReplyCode } from '../../mail/mailer.ts';
import {
  enqueueMessages,
  type AttemptOutcome,
  type ClaimedMessage,
} from '../outbox/outbox-store.ts';
import type { OutboxHandler } from '../outbox/outbox-worker.ts';
import type { MailSettings, ServiceDeps } from '../service-deps.ts';
import {
  type AccountTokenPurpose,
  replaceOpenAccountToken,
  withdrawAccountToken,
} from './account-tokens.ts';
import { markAddressRefused, refusesAddressForGood } from './refused-addresses.ts';
import { MAIL_TEMPLATES, type MailTemplate, renderMail } from './mail-templates.ts';

export const MAIL_KIND = 'mail';

/** The longest one attempt may take, connecting to the server and handing over the message. */
export const MAIL_TIMEOUT_MS = 30_000;

/** Where a reset link opens: the app's page that asks for the new password. */
export const RESET_PAGE_PATH = '/reset-password';
/** Where a verification link opens. */
export const VERIFY_PAGE_PATH = '/verify-email';

/** The link each template carries: what its token is for and the page it opens. */
const TEMPLATE_LINKS: Record<MailTemplate, { purpose: AccountTokenPurpose; path: string }> = {
  'password-reset': { purpose: 'password-reset', path: RESET_PAGE_PATH },
  'email-verify': { purpose: 'email-verify', path: VERIFY_PAGE_PATH },
};

export interface QueuedMail {
  /** The account's address, as it is now (the worker checks it still is). */
  to: string;
  userId: string;
  template: MailTemplate;
}

/** Whether this hub mails anyone (SMTP_URL is set). */
export function mailIsOn(deps: ServiceDeps): boolean {
  return deps.mail.mailer !== null;
}

/** A link to a page of the app, carrying a token as ?token= (API.md). */
export function appLink(settings: MailSettings, path: string, token: string): string {
  const url = new URL(path, settings.publicUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/** Queues one mail in the caller's transaction; call deps.outbox.wake() after it commits. */
export async function enqueueMail(tx: Database, mail: QueuedMail): Promise<void> {
  const { to, template, userId } = mail;
  await enqueueMessages(tx, [{ kind: MAIL_KIND, target: to, payload: { template, userId } }]);
}

/** Mails of this template queued for the account in the last hour (the caller holds the account's lock). */
export async function mailsQueuedLastHour(tx: Database, mail: QueuedMail): Promise<number> {
  const [row] = await tx
    .select({ queued: count() })
    .from(outbox)
    .where(
      and(
        eq(outbox.kind, MAIL_KIND),
        eq(outbox.target, mail.to),
        gt(outbox.createdAt, sql`now() - interval '1 hour'`),
        sql`${outbox.payload}->>'template' = ${mail.template}`,
        sql`${outbox.payload}->>'userId' = ${mail.userId}`,
      ),
    );
  return row?.queued ?? 0;
}

function readPayload(payload: Record<string, unknown>): Omit<QueuedMail, 'to'> | null {
  const { template, userId } = payload;
  const known = MAIL_TEMPLATES.find((each) => each === template);
  if (!known || typeof userId !== 'string') return null;
  return { template: known, userId };
}

/**
 * The account's name and a fresh link for this mail, under the account's
 * lock so two mails sent at once cannot both leave a live token; or why the
 * mail is no longer wanted.
 */
async function makeMailLink(
  deps: ServiceDeps,
  mail: QueuedMail,
): Promise<{ name: string; token: string } | { unwanted: string }> {
  return deps.db.transaction(async (tx) => {
    const [account] = await tx
      .select({
        name: users.name,
        email: users.email,
        emailVerified: users.emailVerified,
        refusedAt: users.mailRefusedAt,
      })
      .from(users)
      .where(eq(users.id, mail.userId))
      .for('no key update');
    if (!account || account.email.toLowerCase() !== mail.to.toLowerCase()) {
      return { unwanted: 'the account or its address is gone' };
    }
    if (account.refusedAt) return { unwanted: 'the mail server refused this address for good' };
    if (mail.template === 'email-verify' && account.emailVerified) {
      return { unwanted: 'the address is verified already' };
    }
    const token = await replaceOpenAccountToken(
      tx,
      mail.userId,
      TEMPLATE_LINKS[mail.template].purpose,
    );
    return { name: account.name, token };
  });
}

async function sendMail(
  deps: ServiceDeps,
  message: ClaimedMessage,
  signal: AbortSignal,
): Promise<AttemptOutcome> {
  const fields = readPayload(message.payload);
  const template = fields?.template ?? '?';
  const logged = (status: string, detail?: Record<string, unknown>) =>
    deps.log.info(
      {
        mail: message.id,
        to: message.target,
        template,
        attempt: message.attempts,
        status,
        ...detail,
      },
      'mail',
    );
  if (!fields || !deps.mail.mailer) {
    logged('failed', { reason: fields ? 'no mail server' : 'unreadable message' });
    return { ok: false, permanent: true, error: 'Not sent' };
  }
  const mail = { ...fields, to: message.target };
  const made = await makeMailLink(deps, mail);
  if ('unwanted' in made) {
    logged('not needed', { reason: made.unwanted });
    return { ok: false, permanent: true, error: `Not sent: ${made.unwanted}` };
  }
  const link = appLink(deps.mail, TEMPLATE_LINKS[mail.template].path, made.token);
  try {
    const answer = await deps.mail.mailer.send(
      {
        from: deps.mail.from,
        to: message.target,
        ...renderMail(mail.template, { name: made.name, link }),
      },
      signal,
    );
    logged('sent');
    return { ok: true, response: answer.response.slice(0, 300) };
  } catch (error) {
    // The server may still have delivered it (a timeout after the data):
    // spending the token only costs that mail its link; the retry brings one.
    await withdrawAccountToken(deps.db, made.token);
    const code = smtpReplyCode(error);
    const reason = error instanceof Error ? error.message : 'the mail server failed';
    // Decision 047: an address refused for good is not tried again.
    const refused = refusesAddressForGood(error);
    if (refused) await markAddressRefused(deps.db, message.target);
    logged(refused ? 'refused for good' : 'not sent', { code, reason });
    return { ok: false, permanent: refused, statusCode: code, error: reason.slice(0, 300) };
  }
}

export function mailHandler(settings: MailSettings): OutboxHandler {
  return { retryScheduleMs: settings.retryScheduleMs, timeoutMs: MAIL_TIMEOUT_MS, send: sendMail };
}
