/**
 * A member's notifications (decision 045): newest first, paged, with the
 * unread count; marking read touches only the caller's own rows, in one
 * statement, so a notification written meanwhile stays unread rather than
 * being swept up by a "mark all" that never showed it.
 */
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type {
  MarkNotificationsReadInput,
  NotificationListInput,
} from '../../../shared/notification-inputs.ts';
import { isListedNotificationKind } from '../../../shared/notification-kinds.ts';
import type {
  NotificationPage,
  NotificationView,
  UnreadCount,
} from '../../../shared/notification-views.ts';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import type { ServiceDeps } from '../service-deps.ts';

async function unreadOf(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

type NotificationRow = typeof notifications.$inferSelect;

function toView(row: NotificationRow): NotificationView | null {
  // A kind this release no longer knows (a downgrade) is left out, not a 500.
  if (!isListedNotificationKind(row.kind)) return null;
  return {
    _id: row.id,
    kind: row.kind,
    prompt: row.promptTitle === null ? null : { _id: row.promptId, title: row.promptTitle },
    reason: row.reason,
    subject: row.subject,
    endsAt: row.endsAt,
    createdAt: row.createdAt,
    readAt: row.readAt,
  };
}

export async function listNotifications(
  deps: ServiceDeps,
  actor: Actor,
  { page, limit }: NotificationListInput,
): Promise<NotificationPage> {
  const mine = eq(notifications.userId, actor.userId);
  // One snapshot for the rows, the total and the count.
  return deps.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit)
      .offset((page - 1) * limit);
    const [total] = await tx.select({ total: count() }).from(notifications).where(mine);
    const totalNotifications = total?.total ?? 0;
    const totalPages = Math.ceil(totalNotifications / limit);
    return {
      notifications: rows.map(toView).filter((view) => view !== null),
      unread: await unreadOf(tx, actor.userId),
      pagination: {
        currentPage: page,
        totalPages,
        totalNotifications,
        hasNextPage: page < totalPages,
        hasPrevPage: page > 1 && totalPages > 0,
      },
    };
  });
}

export async function countUnreadNotifications(
  deps: ServiceDeps,
  actor: Actor,
): Promise<UnreadCount> {
  return { unread: await unreadOf(deps.db, actor.userId) };
}

/**
 * Marks the named notifications read, or all of them. Ids that are not the
 * caller's (or do not exist) are ignored: answering 404 would tell one
 * member whether another's notification id exists. One statement: "all" is
 * what was committed when it ran; one committed after it stays unread.
 */
export async function markNotificationsRead(
  deps: ServiceDeps,
  actor: Actor,
  { ids }: MarkNotificationsReadInput,
): Promise<UnreadCount> {
  const which = ids ? inArray(notifications.id, ids) : undefined;
  await deps.db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, actor.userId), isNull(notifications.readAt), which));
  return { unread: await unreadOf(deps.db, actor.userId) };
}
