/** Admin Actions: the places an admin goes from the dashboard. */
import { Button, Stack } from '@mantine/core';
import { IconBooks, IconChecklist, IconUsers, IconWebhook } from '@tabler/icons-react';
import { Link } from 'wouter';
import { DashboardPanel } from './dashboard-panel.tsx';

const ACTIONS = [
  { href: '/admin/prompts', label: 'Manage Prompts', icon: IconChecklist },
  { href: '/admin/users', label: 'Manage Users', icon: IconUsers },
  { href: '/admin/webhooks', label: 'Webhooks', icon: IconWebhook },
  { href: '/library', label: 'Browse Library', icon: IconBooks },
];

export function DashboardAdminActions() {
  return (
    <DashboardPanel title="Admin Actions">
      <Stack gap="xs">
        {ACTIONS.map(({ href, label, icon: Icon }) => (
          <Button
            key={href}
            component={Link}
            href={href}
            variant="default"
            justify="flex-start"
            leftSection={<Icon size={18} aria-hidden />}
            fullWidth
          >
            {label}
          </Button>
        ))}
      </Stack>
    </DashboardPanel>
  );
}
