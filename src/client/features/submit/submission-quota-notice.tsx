/**
 * What the member's plan allows before they type anything: "Free plan: 1
 * submission a month, 1 left. Renews on December 1, 2026." When nothing is
 * left, it says so up front with the day it renews and a way to a bigger
 * plan, and the form is not shown (it could not be sent).
 */
import { Alert, Anchor, Text } from '@mantine/core';
import { IconCalendarStats, IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'wouter';
import { formatCountOf } from '../../../shared/format.ts';
import type { SubmissionQuota } from '../../../shared/submission-quota.ts';

/** The renewal day as the server's own refusal writes it (UTC: the month turns over in UTC). */
function renewalDay(quota: SubmissionQuota): string {
  return new Date(quota.renewsAt).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export function isQuotaUsedUp(quota: SubmissionQuota | undefined): boolean {
  return quota?.remaining === 0;
}

export function SubmissionQuotaNotice({ quota }: { quota: SubmissionQuota | undefined }) {
  // Unlimited plans (and a quota still loading) need no words.
  if (!quota || quota.monthlyLimit === null || quota.remaining === null) return null;
  const allowance = `${formatCountOf(quota.monthlyLimit, 'submission')} a month`;
  if (quota.remaining === 0) {
    return (
      <Alert
        color="yellow"
        variant="light"
        icon={<IconCalendarStats size={18} aria-hidden />}
        title="You have used this month's submissions"
      >
        <Text size="sm">
          Your {quota.planName} plan includes {allowance}. You can submit again on{' '}
          {renewalDay(quota)}, or{' '}
          {/* Underlined in the text's own colour: the link blue is faint on yellow. */}
          <Anchor
            component={Link}
            href="/pricing"
            size="sm"
            c="var(--mantine-color-text)"
            fw={600}
            underline="always"
          >
            see the plans with more
          </Anchor>
          .
        </Text>
      </Alert>
    );
  }
  return (
    <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
      <Text size="sm">
        {quota.planName} plan: {allowance}, {quota.remaining} left. Renews on {renewalDay(quota)}.
      </Text>
    </Alert>
  );
}
