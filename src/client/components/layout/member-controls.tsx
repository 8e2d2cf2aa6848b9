/**
 * The header's account corner for a signed-in person: the Profile button
 * (their avatar, or a placeholder) and Logout; for admins also the
 * Dashboard button. Loaded only once someone is signed in
 * (account-controls.tsx).
 */
import { ActionIcon, Avatar, Button, Group, Tooltip } from '@mantine/core';
import { IconLayoutDashboard, IconLogout } from '@tabler/icons-react';
import { Link } from 'wouter';
import { useCurrentUser } from '../../hooks/use-current-user.ts';
import { useSignOut } from '../../hooks/use-sign-out.ts';

export default function MemberControls() {
  const { user, isAdmin } = useCurrentUser();
  const { signOut, isSigningOut } = useSignOut();
  if (!user) return null;
  return (
    <Group gap="xs" wrap="nowrap">
      {isAdmin && (
        <Button
          component={Link}
          href="/dashboard"
          variant="light"
          leftSection={<IconLayoutDashboard size={16} />}
        >
          Dashboard
        </Button>
      )}
      <Tooltip label="Profile">
        <ActionIcon
          component={Link}
          href="/profile"
          variant="subtle"
          size="lg"
          radius="xl"
          aria-label="Profile"
        >
          {/* The picture, else a placeholder icon: visible initials would not match
              the button's name "Profile" (WCAG 2.5.3, Label in Name). */}
          <Avatar src={user.avatar} alt="" size={32} color="indigo" />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Logout">
        <ActionIcon
          variant="default"
          size="lg"
          onClick={signOut}
          loading={isSigningOut}
          aria-label="Logout"
        >
          <IconLogout size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
