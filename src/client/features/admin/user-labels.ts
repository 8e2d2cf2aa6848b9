/** How roles and account statuses read on the admin screens (the stored values are lower case). */
import type { SubscriptionStatus, UserRole } from '../../../shared/prompt-fields.ts';

export const ROLE_LABELS: Record<UserRole, string> = { user: 'User', admin: 'Admin' };

export const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: 'Active',
  disabled: 'Disabled',
  past_due: 'Past due',
  canceled: 'Canceled',
  unpaid: 'Unpaid',
};

export const STATUS_COLORS: Record<SubscriptionStatus, string> = {
  active: 'green',
  disabled: 'gray',
  past_due: 'orange',
  canceled: 'gray',
  unpaid: 'red',
};

/** The name a person is called by in the admin's messages: their name, else their email. */
export function personLabel(user: { name: string; email: string }): string {
  return user.name.trim() || user.email;
}
