/** Selecting a user's public columns with their subscription and shaping them as a UserView. */
import { eq } from 'drizzle-orm';
import type { UserView } from '../../../shared/user-views.ts';
import { FALLBACK_PLAN_ID, type SubscriptionState } from '../../../shared/subscription-rules.ts';
import type { Database } from '../../db/client.ts';
import { subscriptions, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { uploadUrl } from '../uploads/upload-url.ts';
import type { ChangesAhead } from './stripe-changes-ahead.ts';
import { NO_STRIPE_CHANGES } from './subscription-writes.ts';

export const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  emailVerified: users.emailVerified,
  avatarKey: users.avatarKey,
  role: users.role,
  status: users.status,
  passwordHash: users.passwordHash,
  mailRefusedAt: users.mailRefusedAt,
  createdAt: users.createdAt,
};

/** The subscription's columns, selected beside userColumns through a left join. */
export const subscriptionColumns = {
  planId: subscriptions.planId,
  status: subscriptions.status,
  currentPeriodEnd: subscriptions.currentPeriodEnd,
  trialEnd: subscriptions.trialEnd,
  cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
  graceUntil: subscriptions.graceUntil,
  interval: subscriptions.billingInterval,
  scheduledPlanId: subscriptions.scheduledPlanId,
  scheduledInterval: subscriptions.scheduledInterval,
  scheduledAt: subscriptions.scheduledAt,
  pendingPlanId: subscriptions.pendingPlanId,
  pendingInterval: subscriptions.pendingInterval,
  pendingExpiresAt: subscriptions.pendingExpiresAt,
  pendingInvoiceUrl: subscriptions.pendingInvoiceUrl,
  pendingNeedsAction: subscriptions.pendingNeedsAction,
};

export interface SubscriptionRow extends ChangesAhead {
  planId: string;
  status: SubscriptionState;
  currentPeriodEnd: Date | null;
  trialEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  graceUntil: Date | null;
  interval: string | null;
}

interface UserRow {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  avatarKey: string | null;
  role: UserView['role'];
  status: UserView['status'];
  passwordHash: string | null;
  mailRefusedAt: Date | null;
  createdAt: Date;
}

/** A member without a subscription row is on Free, active (decision 032). */
const NO_SUBSCRIPTION: SubscriptionRow = {
  planId: FALLBACK_PLAN_ID,
  status: 'active',
  currentPeriodEnd: null,
  trialEnd: null,
  cancelAtPeriodEnd: false,
  graceUntil: null,
  interval: null,
  ...NO_STRIPE_CHANGES,
};

/** The row's columns as the view's subscription: Stripe's scheduled and pending changes nested. */
function toSubscriptionView(row: SubscriptionRow): UserView['subscription'] {
  const { planId, status, currentPeriodEnd, trialEnd, cancelAtPeriodEnd, graceUntil, interval } =
    row;
  return {
    planId,
    status,
    currentPeriodEnd,
    trialEnd,
    cancelAtPeriodEnd,
    graceUntil,
    interval,
    scheduledChange:
      row.scheduledPlanId && row.scheduledAt
        ? { planId: row.scheduledPlanId, interval: row.scheduledInterval, at: row.scheduledAt }
        : null,
    pendingUpgrade:
      row.pendingPlanId && row.pendingExpiresAt
        ? {
            planId: row.pendingPlanId,
            interval: row.pendingInterval,
            expiresAt: row.pendingExpiresAt,
            needsAction: row.pendingNeedsAction,
            invoiceUrl: row.pendingInvoiceUrl,
          }
        : null,
  };
}

/** The spec's five values: the account's 'disabled' first, trialing reads as active. */
function compatibleStatus(
  row: UserRow,
  subscription: SubscriptionRow,
): UserView['subscriptionStatus'] {
  if (row.status === 'disabled') return 'disabled';
  return subscription.status === 'trialing' ? 'active' : subscription.status;
}

export function toUserView(row: UserRow, stored: SubscriptionRow | null = null): UserView {
  const subscription = stored ?? NO_SUBSCRIPTION;
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    emailVerified: row.emailVerified,
    avatar: row.avatarKey ? uploadUrl(row.avatarKey) : null,
    role: row.role,
    subscriptionPlan: subscription.planId,
    subscription: toSubscriptionView(subscription),
    status: row.status,
    subscriptionStatus: compatibleStatus(row, subscription),
    hasPassword: row.passwordHash !== null,
    mailRefused: row.mailRefusedAt !== null,
    createdAt: row.createdAt,
  };
}

/** Users with their subscription (null when they have none): select from this, then filter. */
export function selectUsersWithSubscription(db: Database) {
  return db
    .select({ ...userColumns, subscription: subscriptionColumns })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id));
}

export async function findUserView(db: Database, userId: string): Promise<UserView> {
  const [row] = await selectUsersWithSubscription(db).where(eq(users.id, userId)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  return toUserView(row, row.subscription);
}
