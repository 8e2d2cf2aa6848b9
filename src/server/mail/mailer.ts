/** What the mail handler needs of a mail server (decision 040); smtp-mailer.ts makes one. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, such as List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
}

export interface SendResult {
  /** The server's last answer, as it said it ("250 OK: queued as ..."). */
  response: string;
}

export interface Mailer {
  /** Resolves once the server accepted the message; rejects with its refusal. */
  send(mail: OutgoingMail, signal: AbortSignal): Promise<SendResult>;
  close(): void;
}

/** The SMTP reply code of a refusal (nodemailer sets responseCode), if there was one. */
export function smtpReplyCode(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('responseCode' in error)) return null;
  return typeof error.responseCode === 'number' ? error.responseCode : null;
}
