/**
 * Back from Stripe Checkout without paying (its cancel_url,
 * `/pricing?checkout=canceled`): a declined card or a change of mind.
 * Nothing was charged and the plan is as it was; saying so keeps the
 * member from wondering. Read after hydration: the server renders Pricing
 * without the query.
 */
import { Alert } from '@mantine/core';
import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;
const canceledHere = () =>
  new URLSearchParams(window.location.search).get('checkout') === 'canceled';
const notOnServer = () => false;

export function CheckoutCanceled() {
  // The server's snapshot (false) while hydrating, then the address bar's.
  const canceled = useSyncExternalStore(unchanging, canceledHere, notOnServer);
  if (!canceled) return null;
  return (
    <Alert color="blue" role="status" title="Checkout canceled" mb="md">
      Nothing was charged and your plan did not change. Choose a plan again when you are ready.
    </Alert>
  );
}
