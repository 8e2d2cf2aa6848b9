/**
 * A real SMTP server for the mail tests (smtp-server from the registry),
 * listening on a free local port: it keeps every message it accepts, parsed
 * (mailparser), and can be told to refuse the next messages with given
 * reply codes, or to answer slowly, as a struggling mail server would.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { vi } from 'vitest';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Header lines as sent, by lower-case name (List-Unsubscribe and the like). */
  headers: Record<string, string>;
}

export interface SmtpCatcher {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  mails: CaughtMail[];
  /** Reply codes for the next messages, in order (4xx or 5xx), before accepting again. */
  refuseNext(codes: number[]): void;
  /** Holds each message this long before answering. */
  delayMs: number;
  /** Messages refused so far. */
  refused: number;
  /** Addresses the server refuses at RCPT TO, each with its reply code (550: no such mailbox). */
  refusedAddresses: Map<string, number>;
  /** RCPT TO commands refused so far. */
  recipientsRefused: number;
  waitFor(count: number): Promise<CaughtMail[]>;
  close(): Promise<void>;
}

class SmtpRefusal extends Error {
  constructor(readonly responseCode: number) {
    super(responseCode >= 500 ? 'Mailbox unavailable' : 'Try again later');
  }
}

export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const refusals: number[] = [];
  const catcher: SmtpCatcher = {
    url: '',
    close: async () => {},
    mails: [],
    delayMs: 0,
    refused: 0,
    refusedAddresses: new Map(),
    recipientsRefused: 0,
    refuseNext: (codes) => refusals.push(...codes),
    waitFor: (count) =>
      vi.waitFor(
        () => {
          if (catcher.mails.length < count) throw new Error(`${catcher.mails.length} mails`);
          return catcher.mails;
        },
        { timeout: 15_000, interval: 25 },
      ),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const code = catcher.refusedAddresses.get(address.address.toLowerCase());
      if (code === undefined) return callback();
      catcher.recipientsRefused += 1;
      return callback(new SmtpRefusal(code));
    },
    onData(stream, session, callback) {
      void simpleParser(stream).then(async (parsed) => {
        if (catcher.delayMs > 0) await new Promise((done) => setTimeout(done, catcher.delayMs));
        const code = refusals.shift();
        if (code !== undefined) {
          catcher.refused += 1;
          callback(new SmtpRefusal(code));
          return;
        }
        catcher.mails.push({
          to: session.envelope.rcptTo.map((each) => each.address),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
          headers: Object.fromEntries(
            parsed.headerLines.map((line) => [line.key, line.line.replace(/^[^:]*:\s*/, '')]),
          ),
        });
        callback();
      }, callback);
    },
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.server.address() as AddressInfo;
  catcher.url = `smtp://127.0.0.1:${port}`;
  catcher.close = () => new Promise<void>((done) => server.close(() => done()));
  return catcher;
}

/** The first link to the app with a token in a mail's text. */
export function linkIn(mail: CaughtMail): URL {
  const found = /https?:\/\/\S+\?token=[\w-]+/.exec(mail.text);
  if (!found) throw new Error(`no link in: ${mail.text}`);
  return new URL(found[0]);
}
