/**
 * Security notices by mail (decision 047): a password changed or reset, a
 * new API key, a sign-in from an address group the account has not used.
 * They cannot be turned off, so they have their own outbox kind
 * ('security-mail'), queued in the transaction of their cause when the hub
 * sends mail at all. The row names the notice, the account and what the
 * mail may say (a key's name, a device, an address group); the worker reads
 * the account when it sends and skips an address that changed meanwhile or
 * that the mail server refused for good.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { smtpReplyCode } from '../../mail/mailer.ts';
import {
  enqueueMessages,
  type AttemptOutcome,
  type ClaimedMessage,
} from '../outbox/outbox-store.ts';
import type { OutboxHandler } from '../outbox/outbox-worker.ts';
import type { MailSettings, ServiceDeps } from '../service-deps.ts';
import { MAIL_TIMEOUT_MS, mailIsOn } from './mail-outbox.ts';
import { markAddressRefused, refusesAddressForGood } from './refused-addresses.ts';
import {
  renderSecurityMail,
  SECURITY_NOTICES,
  type SecurityDetail,
  type SecurityNotice,
} from './security-templates.ts';

export const SECURITY_MAIL_KIND = 'security-mail';

export interface QueuedSecurityNotice {
  user: { id: string; email: string };
  notice: SecurityNotice;
  detail?: SecurityDetail;
}

/** Queues one notice in the caller's transaction; call deps.outbox.wake() after it commits. */
export async function enqueueSecurityNotice(
  deps: ServiceDeps,
  tx: Database,
  { user, notice, detail = {} }: QueuedSecurityNotice,
): Promise<void> {
  if (!mailIsOn(deps)) return;
  await enqueueMessages(tx, [
    {
      kind: SECURITY_MAIL_KIND,
      target: user.email,
      payload: { notice, userId: user.id, at: new Date().toISOString(), ...detail },
    },
  ]);
}

interface Payload extends SecurityDetail {
  notice: SecurityNotice;
  userId: string;
  at: Date;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value.slice(0, 200) : undefined;
}

function readPayload(payload: Record<string, unknown>): Payload | null {
  const notice = SECURITY_NOTICES.find((each) => each === payload.notice);
  const at = new Date(String(payload.at));
  if (!notice || typeof payload.userId !== 'string' || Number.isNaN(at.getTime())) return null;
  return {
    notice,
    userId: payload.userId,
    at,
    keyName: text(payload.keyName),
    device: text(payload.device),
    addressGroup: text(payload.addressGroup),
  };
}

async function recipient(
  deps: ServiceDeps,
  to: string,
  userId: string,
): Promise<{ name: string } | { unwanted: string }> {
  const [account] = await deps.db
    .select({ name: users.name, email: users.email, refusedAt: users.mailRefusedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!account || account.email.toLowerCase() !== to.toLowerCase())
    return { unwanted: 'the account or its address is gone' };
  if (account.refusedAt) return { unwanted: 'the mail server refused this address for good' };
  return { name: account.name };
}

async function sendSecurityMail(
  deps: ServiceDeps,
  message: ClaimedMessage,
  signal: AbortSignal,
): Promise<AttemptOutcome> {
  const fields = readPayload(message.payload);
  const logged = (status: string, detail?: Record<string, unknown>) =>
    deps.log.info(
      {
        mail: message.id,
        to: message.target,
        template: `security:${fields?.notice ?? '?'}`,
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
  const account = await recipient(deps, message.target, fields.userId);
  if ('unwanted' in account) {
    logged('not needed', { reason: account.unwanted });
    return { ok: false, permanent: true, error: `Not sent: ${account.unwanted}` };
  }
  const base = deps.mail.publicUrl;
  try {
    const answer = await deps.mail.mailer.send(
      {
        from: deps.mail.from,
        to: message.target,
        ...renderSecurityMail(fields.notice, {
          ...fields,
          name: account.name,
          settingsLink: new URL('/settings', base).toString(),
          forgotLink: new URL('/forgot-password', base).toString(),
        }),
      },
      signal,
    );
    logged('sent');
    return { ok: true, response: answer.response.slice(0, 300) };
  } catch (error) {
    const code = smtpReplyCode(error);
    const reason = error instanceof Error ? error.message : 'the mail server failed';
    const refused = refusesAddressForGood(error);
    if (refused) await markAddressRefused(deps.db, message.target);
    logged(refused ? 'refused for good' : 'not sent', { code, reason });
    return { ok: false, permanent: refused, statusCode: code, error: reason.slice(0, 300) };
  }
}

export function securityMailHandler(settings: MailSettings): OutboxHandler {
  return {
    retryScheduleMs: settings.retryScheduleMs,
    timeoutMs: MAIL_TIMEOUT_MS,
    send: sendSecurityMail,
  };
}
