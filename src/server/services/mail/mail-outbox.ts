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
import { enqueueMessages } from '../outbox/outbox-store.ts';
import type { OutboxHandler } from '../outbox/outbox-worker.ts';
import type { MailSettings, ServiceDeps } from '../service-deps.ts';
import {
  type AccountTokenPurpose,
  replaceOpenAccountToken,
  withdrawAccountToken,
} from './account-tokens.ts';
import { type QueuedMailKind, queuedMailHandler } from './deliver-queued-mail.ts';
import { MAIL_TEMPLATES, type MailTemplate, renderMail } from './mail-templates.ts';

export const MAIL_KIND = 'mail';

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

/** A mail carrying an account link: a reset or a verification. */
const accountLinkMail: QueuedMailKind<Omit<QueuedMail, 'to'>, { name: string; token: string }> = {
  templateOf: (fields) => fields?.template ?? '?',
  readPayload,
  prepare: (deps, to, fields) => makeMailLink(deps, { ...fields, to }),
  compose: (deps, mail, made) =>
    renderMail(mail.template, {
      name: made.name,
      link: appLink(deps.mail, TEMPLATE_LINKS[mail.template].path, made.token),
    }),
  withdraw: (deps, made) => withdrawAccountToken(deps.db, made.token),
};

export function mailHandler(settings: MailSettings): OutboxHandler {
  return queuedMailHandler(settings, accountLinkMail);
}
