/**
 * Which kinds of notification a member wants mailed (decision 045). A row
 * exists only once the member chose; without one, the kind's default holds
 * (shared/notification-kinds.ts), so a new kind needs no backfill.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { NotificationSettingsInput } from '../../../shared/notification-inputs.ts';
import {
  NOTIFICATION_KIND_INFO,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from '../../../shared/notification-kinds.ts';
import type { NotificationSettings } from '../../../shared/notification-views.ts';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { notificationSettings } from '../../db/schema.ts';
import type { ServiceDeps } from '../service-deps.ts';

/** Whether this kind goes by mail to this member now (read in the caller's transaction). */
export async function emailWanted(
  db: Database,
  userId: string,
  kind: NotificationKind,
): Promise<boolean> {
  const [row] = await db
    .select({ email: notificationSettings.email })
    .from(notificationSettings)
    .where(and(eq(notificationSettings.userId, userId), eq(notificationSettings.kind, kind)));
  return row ? row.email : NOTIFICATION_KIND_INFO[kind].emailByDefault;
}

async function readSettings(db: Database, userId: string): Promise<NotificationSettings> {
  const rows = await db
    .select({ kind: notificationSettings.kind, email: notificationSettings.email })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  const chosen = new Map(rows.map((row) => [row.kind, row.email]));
  const settings = Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [
      kind,
      { email: chosen.get(kind) ?? NOTIFICATION_KIND_INFO[kind].emailByDefault },
    ]),
  ) as NotificationSettings['settings'];
  return { settings };
}

export async function getNotificationSettings(
  deps: ServiceDeps,
  actor: Actor,
): Promise<NotificationSettings> {
  return readSettings(deps.db, actor.userId);
}

/** Sets the given kinds' choice: one upsert per kind, so parallel changes to other kinds never clash. */
export async function setEmailSetting(
  db: Database,
  userId: string,
  kind: NotificationKind,
  email: boolean,
): Promise<void> {
  await db
    .insert(notificationSettings)
    .values({ userId, kind, email })
    .onConflictDoUpdate({
      target: [notificationSettings.userId, notificationSettings.kind],
      set: { email, updatedAt: sql`now()` },
    });
}

export async function updateNotificationSettings(
  deps: ServiceDeps,
  actor: Actor,
  input: NotificationSettingsInput,
): Promise<NotificationSettings> {
  const userId = actor.userId;
  return deps.db.transaction(async (tx) => {
    for (const kind of NOTIFICATION_KINDS) {
      const choice = input[kind];
      if (choice) await setEmailSetting(tx, userId, kind, choice.email);
    }
    return readSettings(tx, userId);
  });
}
