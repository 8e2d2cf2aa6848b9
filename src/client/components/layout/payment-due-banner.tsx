/**
 * On every page while the member's last payment failed (Stripe mode,
 * past_due): the date their plan's limits last until, and the way to fix
 * it in Settings (Manage billing). Nothing for anyone else, and nothing
 * while a prerendered page hydrates (useCurrentUser has no member then).
 */
import { Alert, Anchor, Container } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link, useLocation } from 'wouter';
import { useCurrentUser } from '../../hooks/use-current-user.ts';
import { graceSentence } from '../../lib/subscription-text.ts';

export function PaymentDueBanner() {
  const { user } = useCurrentUser();
  const [location] = useLocation();
  const subscription = user?.subscription;
  // Settings says the same in its own plan summary.
  if (subscription?.status !== 'past_due' || location === '/settings') return null;
  // Past the grace (Stripe may retry for longer), the sentence says Free's limits apply.
  const grace = subscription.graceUntil
    ? graceSentence(subscription.graceUntil, 'Your plan', new Date())
    : "Your plan's limits stay for now, then the Free plan's limits apply.";
  return (
    // The width of most signed-in pages (library, playground, profile, admin).
    <Container size="xl" pt="md">
      <Alert
        color="orange"
        role="status"
        title="Your last payment failed"
        icon={<IconAlertTriangle size={18} aria-hidden />}
      >
        {grace}{' '}
        {/* The alert's own ink: the theme's link blue is too faint on orange, in dark above all. */}
        <Anchor component={Link} href="/settings" fw={700} c="inherit" underline="always">
          Update your payment method in Settings
        </Anchor>
      </Alert>
    </Container>
  );
}
