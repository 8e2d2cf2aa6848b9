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
import { enqueueMessages } from '../outbox/outbox-store.ts';
import type { OutboxHandler } from '../outbox/outbox-worker.ts';
import type { MailSettings, ServiceDeps } from '../service-deps.ts';
import { type QueuedMailKind, queuedMailHandler, type Unwanted } from './deliver-queued-mail.ts';
import { mailIsOn } from './mail-outbox.ts';
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
): Promise<{ name: string } | Unwanted> {
  const [account] = await deps.db
    .select({ name: users.name, email: users.email, refusedAt: users.mailRefusedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!account || account.email.toLowerCase() !== to.toLowerCase())
    return { unwanted: 'the account or its address is gone' };
  if (account.refusedAt) return { unwanted: 'the mail server refused this address for good' };
  return { name: account.name };
}

/** A security notice: the account's name now, the links to Settings and "Forgot password?". */
const securityMail: QueuedMailKind<Payload, { name: string }> = {
  templateOf: (fields) => `security:${fields?.notice ?? '?'}`,
  readPayload,
  prepare: (deps, to, fields) => recipient(deps, to, fields.userId),
  compose: (deps, fields, account) =>
    renderSecurityMail(fields.notice, {
      ...fields,
      name: account.name,
      settingsLink: new URL('/settings', deps.mail.publicUrl).toString(),
      forgotLink: new URL('/forgot-password', deps.mail.publicUrl).toString(),
    }),
};

export function securityMailHandler(settings: MailSettings): OutboxHandler {
  return queuedMailHandler(settings, securityMail);
}
