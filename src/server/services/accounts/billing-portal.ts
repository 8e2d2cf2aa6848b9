/**
 * "Manage billing": a Stripe Customer Portal session for the member's
 * customer (cards, invoices, cancelling, a smaller plan at the period's end).
 */
import type { Actor } from '../../auth/actor.ts';
import { AppError } from '../../errors.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { callStripe, requireStripe } from './stripe-calls.ts';
import { readStripeRow, STRIPE_PROVIDER } from './stripe-subscription-sync.ts';

export async function openBillingPortal(
  deps: ServiceDeps,
  actor: Actor,
  origin: string,
): Promise<{ url: string }> {
  const billing = requireStripe(deps);
  const row = await readStripeRow(deps.db, actor.userId);
  if (row?.provider !== STRIPE_PROVIDER || !row.providerCustomerId) {
    throw new AppError(
      'CONFLICT',
      'There is no billing to manage yet: choose a paid plan or start the trial first.',
    );
  }
  const customer = row.providerCustomerId;
  const session = await callStripe(deps, () =>
    billing.client.billingPortal.sessions.create({
      customer,
      return_url: `${origin}/settings`,
    }),
  );
  return { url: session.url };
}
