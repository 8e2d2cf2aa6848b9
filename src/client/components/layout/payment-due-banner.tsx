/**
 * On every page while the member's last payment failed (Stripe mode,
 * past_due): the date their plan's limits last until, and the way to fix
 * it in Settings (Manage billing). Nothing for anyone else, and nothing
 * while a prerendered page hydrates (useCurrentUser has no member then).
 */
import { Alert, Anchor, Container } from '@mantine/core';
import { Link, useLocation } from 'wouter';
import { useCurrentUser } from '../../hooks/use-current-user.ts';
import { longDate } from '../../lib/subscription-text.ts';

export function PaymentDueBanner() {
  const { user } = useCurrentUser();
  const [location] = useLocation();
  const subscription = user?.subscription;
  // Settings says the same in its own plan summary.
  if (subscription?.status !== 'past_due' || location === '/settings') return null;
  const until = subscription.graceUntil ? ` until ${longDate(subscription.graceUntil)}` : '';
  return (
    <Container size="lg" pt="md">
      <Alert color="orange" role="status" title="Your last payment failed">
        Your plan&apos;s limits stay{until}, then the Free plan&apos;s limits apply.{' '}
        <Anchor component={Link} href="/settings" fw={600}>
          Update your payment method in Settings
        </Anchor>
      </Alert>
    </Container>
  );
}
