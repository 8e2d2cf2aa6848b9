/**
 * The last-admin rule's three removals (demote, disable, delete) through
 * either door, and what the rule answers when it refuses one, as the
 * product spec words it.
 */
import type { FastifyInstance } from 'fastify';
import {
  type Door,
  type DoorOutcome,
  removeUser,
  setUserRole,
  setUserStatus,
} from './admin-doors.ts';
import type { TestUser } from './test-users.ts';

export const LAST_ADMIN_MESSAGES = {
  demote: 'This is the last active admin: make someone else an admin before changing their role.',
  disable: 'This is the last active admin: make someone else an admin before disabling them.',
  delete: 'This is the last active admin: make someone else an admin before deleting them.',
};

export type AdminRemoval = keyof typeof LAST_ADMIN_MESSAGES;

export const ADMIN_REMOVALS: readonly AdminRemoval[] = ['demote', 'disable', 'delete'];

/** `actor` demotes, disables or deletes `target` through `door`. */
export function removeAdmin(
  app: FastifyInstance,
  removal: AdminRemoval,
  door: Door,
  actor: TestUser,
  target: TestUser,
): Promise<DoorOutcome<unknown>> {
  const id = target.id;
  if (removal === 'demote') return setUserRole(app, door, actor, { id, role: 'user' });
  if (removal === 'disable') return setUserStatus(app, door, actor, { id, status: 'disabled' });
  return removeUser(app, door, actor, { id });
}
