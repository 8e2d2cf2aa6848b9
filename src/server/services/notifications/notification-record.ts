/**
 * Writing one notification, and queueing its mail, in the caller's
 * transaction (decision 045). Every kind goes through here, so the choice
 * "mail it or not" is made in one place: the member's setting for the kind,
 * and whether this hub sends mail at all (without SMTP_URL nothing is
 * queued, so nothing waits for a mail server that will never come).
 */
import type { NotificationKind } from '../../../shared/notification-kinds.ts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notifications, users } from '../../db/schema.ts';
import { enqueueMessages } from '../outbox/outbox-store.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { NOTIFICATION_MAIL_KIND } from './notification-mail.ts';
import { emailWanted } from './notification-settings.ts';

export interface NewNotification {
  user: { id: string; email: string };
  kind: NotificationKind;
  promptId: string | null;
  promptTitle: string | null;
  reason: string | null;
  /** A plan's name, for the kinds about one. */
  subject?: string | null;
  /** When a grace or a trial ends. */
  endsAt?: Date | null;
}

/** Call deps.outbox.wake() after the transaction commits. */
export async function recordNotification(
  deps: ServiceDeps,
  tx: Database,
  notice: NewNotification,
): Promise<void> {
  const { user, ...fields } = notice;
  const [row] = await tx
    .insert(notifications)
    .values({ ...fields, userId: user.id })
    .returning({ id: notifications.id });
  if (!row || deps.mail.mailer === null) return;
  if (!(await emailWanted(tx, user.id, notice.kind))) return;
  await enqueueMessages(tx, [
    {
      kind: NOTIFICATION_MAIL_KIND,
      target: user.email,
      payload: { notificationId: row.id, userId: user.id },
    },
  ]);
}

/**
 * recordNotification for a member known by id: reads their address in the
 * same transaction; a member deleted meanwhile is told nothing.
 */
export async function notifyMember(
  deps: ServiceDeps,
  tx: Database,
  userId: string,
  notice: Omit<NewNotification, 'user'>,
): Promise<void> {
  const [user] = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (user) await recordNotification(deps, tx, { user, ...notice });
}
