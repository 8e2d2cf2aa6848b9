/** A change to the email choices, applied before the server answers (it answers the same). */
import type { NotificationSettingsInput } from '../../../shared/notification-inputs.ts';
import { NOTIFICATION_KINDS } from '../../../shared/notification-kinds.ts';
import type { NotificationSettings } from '../../../shared/notification-views.ts';

/** The settings with the kinds the change names set; the others as they were. */
export function withChoice(
  current: NotificationSettings,
  change: NotificationSettingsInput,
): NotificationSettings {
  const settings = { ...current.settings };
  for (const kind of NOTIFICATION_KINDS) {
    const choice = change[kind];
    if (choice) settings[kind] = choice;
  }
  return { settings };
}
