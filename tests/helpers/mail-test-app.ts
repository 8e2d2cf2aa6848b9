/**
 * A whole app that really mails (decision 040): a fresh unseeded database
 * and a real SMTP catcher, with the outbox polled and retried quickly so a
 * test sees its mail in milliseconds. The mail tests share it instead of
 * each spelling out the same environment and the same wait for the outbox.
 */
import { inArray } from 'drizzle-orm';
import type { DestinationStream } from 'pino';
import { expect, vi } from 'vitest';
import { outbox } from '../../src/server/db/schema.ts';
import { type SmtpCatcher, startSmtpCatcher } from './smtp-catcher.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export interface MailTestApp {
  smtp: SmtpCatcher;
  testApp: TestApp;
}

export async function startMailTestApp(
  options: {
    /** More settings, added to (or overriding) the mail ones. */
    env?: Record<string, string>;
    /** Where the app writes its JSON log lines (logged at info). */
    logStream?: DestinationStream;
  } = {},
): Promise<MailTestApp> {
  const smtp = await startSmtpCatcher();
  const testApp = await createTestApp({
    seed: false,
    logStream: options.logStream,
    env: {
      ...(options.logStream ? { LOG_LEVEL: 'info' } : {}),
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Prompt Hub <hub@test.example>',
      PUBLIC_URL: 'https://hub.test.example',
      MAIL_RETRY_SCHEDULE_MS: '50,50,50',
      OUTBOX_POLL_MS: '25',
      ...options.env,
    },
  });
  return { smtp, testApp };
}

/**
 * Waits until every queued mail is out (or given up): a mail one test
 * caused, such as a reset's security notice (decision 047), would otherwise
 * land in the next test's catcher.
 */
export async function outboxSettled(testApp: TestApp): Promise<void> {
  await vi.waitFor(
    async () => {
      const waiting = await testApp.database.db
        .select({ id: outbox.id })
        .from(outbox)
        .where(inArray(outbox.status, ['pending', 'sending']));
      expect(waiting).toEqual([]);
    },
    { timeout: 15_000, interval: 25 },
  );
}

export async function closeMailTestApp({ smtp, testApp }: MailTestApp): Promise<void> {
  await testApp.close();
  await smtp.close();
}
