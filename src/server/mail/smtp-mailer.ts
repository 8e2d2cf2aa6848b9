/**
 * The Mailer over SMTP (nodemailer), from SMTP_URL. One transporter for the
 * process: it opens a connection per message, which suits the handful of
 * account mails a hub sends, and leaves nothing open between them. Every
 * wait (connecting, the greeting, each reply) is bounded by the timeout.
 */
import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

export function createSmtpMailer(url: string, timeoutMs: number): Mailer {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    send: async (mail, signal) => {
      signal.throwIfAborted();
      // nodemailer takes no AbortSignal: a stop stops waiting, and the
      // socket timeout ends the connection soon after.
      let onAbort = () => {};
      const stopped = new Promise<never>((_, reject) => {
        onAbort = () => reject(new Error('stopped'));
        signal.addEventListener('abort', onAbort, { once: true });
      });
      try {
        const info = await Promise.race([transporter.sendMail(mail), stopped]);
        return { response: String(info.response) };
      } finally {
        signal.removeEventListener('abort', onAbort);
      }
    },
    close: () => transporter.close(),
  };
}
