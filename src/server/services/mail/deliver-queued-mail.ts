/**
 * Delivering one queued mail, the step every mail kind of the outbox shares
 * (account links, notifications, security notices; decisions 040, 045,
 * 047): read the row, find out whether the mail is still wanted and make
 * what it needs (a fresh token, the account's name), hand it to the mail
 * server, and record the outcome. Each attempt is logged with the address,
 * the template and the outcome, never a link. A failed attempt spends what
 * it made (its token was never handed out); an address the server refuses
 * for good is marked so that nothing is mailed to it again (decision 047).
 * A kind says only what differs: its payload, its checks and its message.
 */
import { smtpReplyCode, type OutgoingMail } from '../../mail/mailer.ts';
import type { AttemptOutcome, ClaimedMessage } from '../outbox/outbox-store.ts';
import type { OutboxHandler } from '../outbox/outbox-worker.ts';
import type { MailSettings, ServiceDeps } from '../service-deps.ts';
import { markAddressRefused, refusesAddressForGood } from './refused-addresses.ts';

/** The longest one attempt may take, connecting to the server and handing over the message. */
export const MAIL_TIMEOUT_MS = 30_000;

/** Why a queued mail is no longer sent (logged, and kept on the row). */
export interface Unwanted {
  unwanted: string;
}

export interface QueuedMailKind<Fields, Ready> {
  /** The template's name in the log; `fields` is null when the row could not be read. */
  templateOf(fields: Fields | null): string;
  readPayload(payload: Record<string, unknown>): Fields | null;
  /** What the mail needs now, or why it is no longer wanted. */
  prepare(deps: ServiceDeps, to: string, fields: Fields): Promise<Ready | Unwanted>;
  /** The message, but for its sender and address. */
  compose(deps: ServiceDeps, fields: Fields, ready: Ready): Omit<OutgoingMail, 'from' | 'to'>;
  /** Spends what `prepare` made when the server did not take the mail. */
  withdraw?(deps: ServiceDeps, ready: Ready): Promise<void>;
}

function isUnwanted<Ready>(made: Ready | Unwanted): made is Unwanted {
  return typeof made === 'object' && made !== null && 'unwanted' in made;
}

async function deliver<Fields, Ready>(
  deps: ServiceDeps,
  kind: QueuedMailKind<Fields, Ready>,
  message: ClaimedMessage,
  signal: AbortSignal,
): Promise<AttemptOutcome> {
  const fields = kind.readPayload(message.payload);
  const logged = (status: string, detail?: Record<string, unknown>) =>
    deps.log.info(
      {
        mail: message.id,
        to: message.target,
        template: kind.templateOf(fields),
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
  const ready = await kind.prepare(deps, message.target, fields);
  if (isUnwanted(ready)) {
    logged('not needed', { reason: ready.unwanted });
    return { ok: false, permanent: true, error: `Not sent: ${ready.unwanted}` };
  }
  const mail = kind.compose(deps, fields, ready);
  try {
    const answer = await deps.mail.mailer.send(
      { from: deps.mail.from, to: message.target, ...mail },
      signal,
    );
    logged('sent');
    return { ok: true, response: answer.response.slice(0, 300) };
  } catch (error) {
    // The server may still have delivered it (a timeout after the data):
    // spending the token only costs that mail its link; the retry brings one.
    await kind.withdraw?.(deps, ready);
    const code = smtpReplyCode(error);
    const reason = error instanceof Error ? error.message : 'the mail server failed';
    const refused = refusesAddressForGood(error);
    if (refused) await markAddressRefused(deps.db, message.target);
    logged(refused ? 'refused for good' : 'not sent', { code, reason });
    return { ok: false, permanent: refused, statusCode: code, error: reason.slice(0, 300) };
  }
}

/** The outbox handler of a mail kind: the hub's retry schedule and timeout, and `deliver`. */
export function queuedMailHandler<Fields, Ready>(
  settings: MailSettings,
  kind: QueuedMailKind<Fields, Ready>,
): OutboxHandler {
  return {
    retryScheduleMs: settings.retryScheduleMs,
    timeoutMs: MAIL_TIMEOUT_MS,
    send: (deps, message, signal) => deliver(deps, kind, message, signal),
  };
}
