/**
 * A security notice (decision 047) in both places: the mail, queued when
 * the hub sends mail, and its copy in the member's notification list,
 * written always, so a member without mail (or whose address is refused)
 * still sees it under the bell. Neither can be turned off. Written in the
 * transaction of its cause; the caller wakes the outbox after commit.
 */
import type { Database } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import { enqueueSecurityNotice, type QueuedSecurityNotice } from '../mail/security-mail.ts';
import type { SecurityDetail } from '../mail/security-templates.ts';
import type { ServiceDeps } from '../service-deps.ts';

/** What the list names: the key, or the device and the network it signed in from. */
function subjectOf(detail: SecurityDetail): string | null {
  if (detail.keyName) return detail.keyName;
  if (detail.device && detail.addressGroup)
    return `${detail.device}, address ${detail.addressGroup}`;
  return detail.device ?? detail.addressGroup ?? null;
}

export async function recordSecurityNotice(
  deps: ServiceDeps,
  tx: Database,
  queued: QueuedSecurityNotice,
): Promise<void> {
  await tx.insert(notifications).values({
    userId: queued.user.id,
    kind: queued.notice,
    subject: subjectOf(queued.detail ?? {}),
  });
  await enqueueSecurityNotice(deps, tx, queued);
}
