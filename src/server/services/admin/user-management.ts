/**
 * Managing members: list and filter them, change a role, turn an account
 * off or on, delete an account with everything it owns. Each change locks
 * the member's row (and, where it could remove the last admin, every
 * active admin's row) and writes its audit entry in the same transaction.
 * Turning an account off (users.status, which no plan or billing write
 * touches) refuses all its sessions from that commit on, with 403 and the
 * reason; turning it on again ends them, so it revives none. The
 * acting admin is checked under lock after the last-admin guard (so two
 * admins removing each other hear 409): one deleted, disabled or demoted
 * while their request waited is refused as the doors would refuse them.
 */
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AdminUserListInput } from '../../../shared/admin-inputs.ts';
import type { AdminUserView, UserPage } from '../../../shared/admin-views.ts';
import type { AccountStatus, SubscriptionStatus, UserRole } from '../../../shared/prompt-fields.ts';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { FALLBACK_PLAN_ID } from '../../../shared/subscription-rules.ts';
import { planRequests, plans, prompts, sessions, subscriptions, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { deleteUserAndContent } from '../accounts/account-profile.ts';
import { planRequestColumns, toPlanRequestView } from '../accounts/plan-requests.ts';
import { subscriptionColumns, toUserView, userColumns } from '../accounts/user-view.ts';
import { STRIPE_PROVIDER } from '../accounts/stripe-subscription-sync.ts';
import type { StripeBilling } from '../../billing/stripe-billing.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { containsPattern } from './admin-prompt-list.ts';
import { lockActingAdmin } from './acting-admin.ts';
import { promoteToAdmin } from './admin-promotion.ts';
import { recordAdminAction } from './audit-log.ts';
import { lockActiveAdmins, soleActiveAdminId } from '../accounts/last-admin-guard.ts';

const LAST_ADMIN = {
  role: 'This is the last active admin: make someone else an admin before changing their role.',
  status: 'This is the last active admin: make someone else an admin before disabling them.',
  delete: 'This is the last active admin: make someone else an admin before deleting them.',
};

function userNotFound(): AppError {
  return new AppError('NOT_FOUND', 'User not found');
}

const promptCount =
  sql<number>`(select count(*) from ${prompts} where ${prompts.createdById} = ${users.id})`.mapWith(
    Number,
  );

const requestedPlan = alias(plans, 'requested_plan');

/** A member with their subscription, its plan's name, prompt count and open plan request. */
const adminUserColumns = {
  ...userColumns,
  subscription: subscriptionColumns,
  planName: plans.name,
  promptCount,
  planRequest: { ...planRequestColumns, planName: requestedPlan.name },
  billing: { provider: subscriptions.provider, customerId: subscriptions.providerCustomerId },
};

function withPlanJoins<Query extends PgSelect>(query: Query) {
  return query
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .leftJoin(plans, eq(plans.id, sql`coalesce(${subscriptions.planId}, ${FALLBACK_PLAN_ID})`))
    .leftJoin(planRequests, and(eq(planRequests.userId, users.id), eq(planRequests.status, 'open')))
    .leftJoin(requestedPlan, eq(requestedPlan.id, planRequests.planId));
}

function selectAdminUsers(db: Database) {
  return withPlanJoins(db.select(adminUserColumns).from(users).$dynamic());
}

type AdminUserRow = Awaited<ReturnType<ReturnType<typeof selectAdminUsers>['execute']>>[number];

function toAdminUserView(row: AdminUserRow, stripe: StripeBilling | null): AdminUserView {
  const customerId = row.billing?.provider === STRIPE_PROVIDER ? row.billing.customerId : null;
  return {
    ...toUserView(row, row.subscription),
    planName: row.planName ?? row.subscription?.planId ?? FALLBACK_PLAN_ID,
    promptCount: row.promptCount,
    planRequest: openRequestOf(row.planRequest),
    stripeCustomerUrl: stripe && customerId ? stripe.customerDashboardUrl(customerId) : null,
  };
}

/** The left-joined request, null when the member has none open. */
function openRequestOf(joined: AdminUserRow['planRequest']) {
  if (!joined?.id || !joined.planId || !joined.status || !joined.createdAt) return null;
  return toPlanRequestView({
    id: joined.id,
    planId: joined.planId,
    planName: joined.planName ?? joined.planId,
    note: joined.note ?? '',
    status: joined.status,
    createdAt: joined.createdAt,
    decidedAt: joined.decidedAt,
  });
}

function conditionsOf(input: AdminUserListInput): SQL | undefined {
  const conditions: SQL[] = [];
  if (input.role) conditions.push(eq(users.role, input.role));
  if (input.status) conditions.push(subscriptionStatusIs(input.status));
  if (input.search) {
    const pattern = containsPattern(input.search);
    const either = or(ilike(users.name, pattern), ilike(users.email, pattern));
    if (either) conditions.push(either);
  }
  return and(...conditions);
}

/**
 * The spec's status filter over the account and its subscription: a member
 * with no subscription row is active, and so is a trialing one.
 */
function subscriptionStatusIs(status: SubscriptionStatus): SQL {
  if (status === 'disabled') return eq(users.status, 'disabled');
  const state = sql`coalesce((select ${subscriptions.status}::text from ${subscriptions}
    where ${subscriptions.userId} = ${users.id}), 'active')`;
  const matches =
    status === 'active' ? sql`${state} in ('active', 'trialing')` : sql`${state} = ${status}`;
  return and(eq(users.status, 'active'), matches) as SQL;
}

async function countUsers(db: Database, where: SQL | undefined): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(users).where(where);
  return counted?.total ?? 0;
}

/**
 * One statement per page: the page's ids first, then only those members with
 * their plan and prompt count (a deep page would otherwise count the prompts
 * of every member it skips), and the list's total beside them, counted once.
 */
async function readUserPage(db: Database, input: AdminUserListInput) {
  const where = conditionsOf(input);
  const order = [desc(users.createdAt), desc(users.id)];
  const pageIds = db
    .select({ id: users.id })
    .from(users)
    .where(where)
    .orderBy(...order)
    .limit(input.limit)
    .offset((input.page - 1) * input.limit)
    .as('page_ids');
  const total = sql<number>`(select count(*) from ${users}${where ? sql` where ${where}` : sql``})`;
  const rows = await withPlanJoins(
    db
      .select({ ...adminUserColumns, total: total.mapWith(Number) })
      .from(users)
      .innerJoin(pageIds, eq(pageIds.id, users.id))
      .$dynamic(),
  ).orderBy(...order);
  // A page past the end has no row to carry the total; the first page empty means none.
  const counted = rows[0]?.total ?? (input.page > 1 ? await countUsers(db, where) : 0);
  return { rows, total: counted };
}

export async function listUsersForAdmin(
  deps: ServiceDeps,
  input: AdminUserListInput,
): Promise<UserPage> {
  const [{ rows, total }, lastActiveAdminId] = await Promise.all([
    readUserPage(deps.db, input),
    soleActiveAdminId(deps.db),
  ]);
  const totalPages = Math.ceil(total / input.limit);
  return {
    users: rows.map((row) => toAdminUserView(row, deps.plans.stripe)),
    lastActiveAdminId,
    pagination: {
      currentPage: input.page,
      totalPages,
      totalUsers: total,
      hasNextPage: input.page < totalPages,
      hasPrevPage: input.page > 1,
    },
  };
}

export async function findAdminUser(deps: ServiceDeps, id: string): Promise<AdminUserView> {
  const [row] = await selectAdminUsers(deps.db).where(eq(users.id, id)).limit(1);
  if (!row) throw userNotFound();
  return toAdminUserView(row, deps.plans.stripe);
}

interface LockedUser {
  id: string;
  email: string;
  role: UserRole;
  status: AccountStatus;
}

async function lockUser(tx: Database, id: string): Promise<LockedUser> {
  const [user] = await tx
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      status: users.status,
    })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  if (!user) throw userNotFound();
  return user;
}

export async function setUserRole(
  deps: ServiceDeps,
  actor: Actor,
  { id, role }: { id: string; role: UserRole },
): Promise<AdminUserView> {
  await deps.db.transaction(async (tx) => {
    const admins = await lockActiveAdmins(tx);
    const user = await lockUser(tx, id);
    if (user.role === role) return;
    if (role !== 'admin') admins.assertNotLast(id, LAST_ADMIN.role);
    await lockActingAdmin(tx, actor);
    if (role === 'admin') return promoteToAdmin(tx, actor, user, { action: 'user.role' });
    await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id));
    await recordAdminAction(tx, actor, {
      action: 'user.role',
      target: { type: 'user', id, label: user.email },
      before: user.role,
      after: role,
    });
  });
  return findAdminUser(deps, id);
}

export async function setUserStatus(
  deps: ServiceDeps,
  actor: Actor,
  { id, status }: { id: string; status: 'active' | 'disabled' },
): Promise<AdminUserView> {
  await deps.db.transaction(async (tx) => {
    const admins = await lockActiveAdmins(tx);
    const user = await lockUser(tx, id);
    if (user.status === status) return;
    if (status === 'disabled') admins.assertNotLast(id, LAST_ADMIN.status);
    await lockActingAdmin(tx, actor);
    // Disabling keeps the sessions as they are: from now on each is refused
    // with 403 and the reason (resolve-actor.ts), where a deleted one would
    // only say "sign in". Enabling ends them all, so no token issued before
    // the account was disabled comes back to life.
    if (status === 'active') await tx.delete(sessions).where(eq(sessions.userId, id));
    await tx.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, id));
    await recordAdminAction(tx, actor, {
      action: status === 'disabled' ? 'user.disable' : 'user.enable',
      target: { type: 'user', id, label: user.email },
      before: user.status,
      after: status,
    });
  });
  return findAdminUser(deps, id);
}

/** Deletes an account with its prompts, files, likes, saves and sessions. */
export async function deleteUserAsAdmin(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
): Promise<void> {
  await deleteUserAndContent(deps, id, async (tx) => {
    const admins = await lockActiveAdmins(tx);
    const user = await lockUser(tx, id);
    admins.assertNotLast(id, LAST_ADMIN.delete);
    await lockActingAdmin(tx, actor);
    await recordAdminAction(tx, actor, {
      action: 'user.delete',
      target: { type: 'user', id, label: user.email },
      before: user.role,
    });
  });
}
