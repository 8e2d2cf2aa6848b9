/**
 * The fixed navigation bar: brand, the three main links, the colour scheme
 * toggle and sign-in; on small screens the links move into a drawer.
 */
import { Box, Burger, Button, Container, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure, useWindowScroll } from '@mantine/hooks';
import { Link, useLocation } from 'wouter';
import { BrandLogo } from './brand-logo.tsx';
import { useCurrentUser } from '../../hooks/use-current-user.ts';
import { useSignOut } from '../../hooks/use-sign-out.ts';
import { AccountControls, useLoginHref } from './account-controls.tsx';
import { ColorSchemeToggle } from './color-scheme-toggle.tsx';
import classes from './site-header.module.css';

export const HEADER_HEIGHT = 64;

const NAV_LINKS = [
  { href: '/library', label: 'Prompt Library' },
  { href: '/playground', label: 'Playground' },
  { href: '/submit-prompt', label: 'Submit' },
];

const ADMIN_LINKS = [
  { href: '/admin/prompts', label: 'Manage Prompts' },
  { href: '/admin/users', label: 'Manage Users' },
];

export function SiteHeader() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const [scroll] = useWindowScroll();
  const [pathname] = useLocation();
  const { user, isAdmin } = useCurrentUser();
  const { signOut } = useSignOut();
  const loginHref = useLoginHref();

  const links = [...NAV_LINKS, ...(isAdmin ? ADMIN_LINKS : [])].map((link) => (
    <Link
      key={link.href}
      href={link.href}
      className={classes.link}
      aria-current={pathname === link.href ? 'page' : undefined}
      onClick={close}
    >
      {link.label}
    </Link>
  ));

  return (
    <Box
      component="header"
      className={classes.header}
      data-scrolled={scroll.y > 10 || undefined}
      h={HEADER_HEIGHT}
    >
      <Container size="xl" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <BrandLogo />
          <Group component="nav" aria-label="Main" gap={4} visibleFrom="md">
            {links}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <ColorSchemeToggle />
            <Box visibleFrom="md">
              <AccountControls />
            </Box>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="md"
              aria-label={opened ? 'Close menu' : 'Open menu'}
              aria-expanded={opened}
            />
          </Group>
        </Group>
      </Container>
      <Drawer
        opened={opened}
        onClose={close}
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
                <Link href="/dashboard" className={classes.link} onClick={close}>
                  Dashboard
                </Link>
              )}
              <Link href="/profile" className={classes.link} onClick={close}>
                Profile
              </Link>
              <Button variant="default" onClick={signOut} fullWidth mt="md">
                Logout
              </Button>
            </>
          ) : (
            <Button component={Link} href={loginHref} onClick={close} fullWidth mt="md">
              Login
            </Button>
          )}
        </Stack>
      </Drawer>
    </Box>
  );
}
