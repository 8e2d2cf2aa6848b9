/**
 * The member's Stripe customer, made once (decision 035). Its id is kept on
 * the member's subscription row, which is how a webhook finds the member;
 * Stripe's idempotency key makes two parallel first checkouts share one.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { StripeBilling } from '../../billing/stripe-billing.ts';
import { subscriptions } from '../../db/schema.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { callStripe } from './stripe-calls.ts';
import { readStripeRow, STRIPE_PROVIDER } from './stripe-subscription-sync.ts';
import { lockMember } from './subscription-writes.ts';

export async function ensureStripeCustomer(
  deps: ServiceDeps,
  billing: StripeBilling,
  userId: string,
): Promise<string> {
  const known = await readStripeRow(deps.db, userId);
  if (known?.provider === STRIPE_PROVIDER && known.providerCustomerId)
    return known.providerCustomerId;
  const member = await lockMember(deps.db, userId);
  const customer = await callStripe(deps, () =>
    billing.client.customers.create(
      { email: member.email, metadata: { userId } },
      { idempotencyKey: `prompt-hub-customer-${userId}` },
    ),
  );
  const now = new Date();
  // A row with no provider yet (an admin's plan, or none) gains the customer;
  // one that has a customer keeps it.
  await deps.db
    .insert(subscriptions)
    .values({
      userId,
      provider: STRIPE_PROVIDER,
      providerCustomerId: customer.id,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: { provider: STRIPE_PROVIDER, providerCustomerId: customer.id, updatedAt: now },
      setWhere: and(isNull(subscriptions.providerCustomerId), eq(subscriptions.userId, userId)),
    });
  const stored = await readStripeRow(deps.db, userId);
  return stored?.providerCustomerId ?? customer.id;
}
