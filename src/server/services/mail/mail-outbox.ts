/**
 * Mail through the outbox (decisions 037 and 040): a service enqueues a
 * message in the transaction of the change that caused it, and the outbox
 * worker sends it, so a slow or refusing mail server never holds a request
 * and a rolled-back change mails nobody. Each attempt is logged with the
 * address, the template and the outcome; never the link, which carries a
 * token (and the row drops the link once the message is done).
 */
import type { Database } from '../../db/client.ts';
import { smtpReplyCode } from '../../mail/mailer.ts';
import {
  enqueueMessages,
  type AttemptOutcome,
  type ClaimedMessage,
} from '../outbox/outbox-store.ts';
import type { OutboxHandler } from '../outbox/outbox-worker.ts';
import type { MailSettings, ServiceDeps } from '../service-deps.ts';
import {
  MAIL_TEMPLATES,
  type MailFields,
  type MailTemplate,
  renderMail,
} from './mail-templates.ts';

export const MAIL_KIND = 'mail';

/** The longest one attempt may take, connecting to the server and handing over the message. */
export const MAIL_TIMEOUT_MS = 30_000;

export interface QueuedMail extends MailFields {
  to: string;
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
  const { to, template, name, link } = mail;
  await enqueueMessages(tx, [{ kind: MAIL_KIND, target: to, payload: { template, name, link } }]);
}

function readPayload(
  payload: Record<string, unknown>,
): (MailFields & { template: MailTemplate }) | null {
  const { template, name, link } = payload;
  const known = MAIL_TEMPLATES.find((each) => each === template);
  if (!known || typeof name !== 'string' || typeof link !== 'string') return null;
  return { template: known, name, link };
}

async function sendMail(
  deps: ServiceDeps,
  message: ClaimedMessage,
  signal: AbortSignal,
): Promise<AttemptOutcome> {
  const fields = readPayload(message.payload);
  const template = typeof message.payload.template === 'string' ? message.payload.template : '?';
  const done = { template };
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
    return { ok: false, permanent: true, error: 'Not sent', payloadWhenDone: done };
  }
  try {
    const answer = await deps.mail.mailer.send(
      { from: deps.mail.from, to: message.target, ...renderMail(fields.template, fields) },
      signal,
    );
    logged('sent');
    return { ok: true, response: answer.response.slice(0, 300), payloadWhenDone: done };
  } catch (error) {
    const code = smtpReplyCode(error);
    const reason = error instanceof Error ? error.message : 'the mail server failed';
    logged('not sent', { code, reason });
    return { ok: false, statusCode: code, error: reason.slice(0, 300), payloadWhenDone: done };
  }
}

export function mailHandler(settings: MailSettings): OutboxHandler {
  return { retryScheduleMs: settings.retryScheduleMs, timeoutMs: MAIL_TIMEOUT_MS, send: sendMail };
}
