/**
 * Calling Stripe from a service: Stripe mode required, and Stripe's own
 * failures turned into one AppError (502) whose details go to the log only,
 * so no key, customer id or Stripe message reaches a member.
 */
import type { StripeBilling } from '../../billing/stripe-billing.ts';
import { AppError } from '../../errors.ts';
import type { ServiceDeps } from '../service-deps.ts';

export function requireStripe(deps: ServiceDeps): StripeBilling {
  if (deps.plans.mode !== 'stripe' || !deps.plans.stripe) {
    throw new AppError('NOT_FOUND', 'Billing through Stripe is not set up on this hub.');
  }
  return deps.plans.stripe;
}

export async function callStripe<T>(deps: ServiceDeps, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    deps.log.error({ err: error }, 'Stripe call failed');
    throw new AppError(
      'BAD_GATEWAY',
      'The payment service did not answer as expected. Nothing was charged; please try again.',
      { cause: error },
    );
  }
}
