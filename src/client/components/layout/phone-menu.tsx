/**
 * The header's drawer on small screens: the main links and the account
 * links. Its own chunk, loaded when the menu is first opened
 * (site-header.tsx): a drawer brings focus trapping and scroll locking that
 * a visitor who never opens it should not download and run.
 */
import { Badge, Button, Drawer, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useCurrentUser } from '../../hooks/use-current-user.ts';
import { useOpenedAfterMount } from '../../hooks/use-opened-after-mount.ts';
import { useSignOut } from '../../hooks/use-sign-out.ts';
import { useUnreadNotifications } from '../../hooks/use-unread-notifications.ts';
import { notificationsLabel, unreadBadge } from '../../lib/unread-label.ts';
import { useLoginHref } from './account-controls.tsx';
import classes from './site-header.module.css';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** The main links, as the header shows them. */
  links: ReactNode;
}

export default function PhoneMenu({ opened, onClose, links }: Props) {
  const { user, isAdmin } = useCurrentUser();
  const { signOut } = useSignOut();
  const loginHref = useLoginHref();
  const unread = useUnreadNotifications();
  const badge = unreadBadge(unread);
  const shown = useOpenedAfterMount(opened);
  return (
    <Drawer
      opened={shown}
      onClose={onClose}
      title="Menu"
      hiddenFrom="md"
      size="80%"
      position="right"
    >
      <Stack component="nav" aria-label="Mobile" gap="xs">
        {links}
        {user ? (
          <>
            {isAdmin && (
              <Link href="/dashboard" className={classes.link} onClick={onClose}>
                Dashboard
              </Link>
            )}
            <Link
              href="/notifications"
              className={classes.link}
              onClick={onClose}
              aria-label={notificationsLabel(unread)}
            >
              <Group component="span" gap="xs" wrap="nowrap">
                Notifications
                {badge && (
                  <Badge component="span" color="red" size="sm" circle={badge.length < 3}>
                    {badge}
                  </Badge>
                )}
              </Group>
            </Link>
            <Link href="/profile" className={classes.link} onClick={onClose}>
              Profile
            </Link>
            <Button variant="default" onClick={signOut} fullWidth mt="md">
              Logout
            </Button>
          </>
        ) : (
          <Button component={Link} href={loginHref} onClick={onClose} fullWidth mt="md">
            Login
          </Button>
        )}
      </Stack>
    </Drawer>
  );
}
