/**
 * The fixed navigation bar: brand, the three main links, a signed-in
 * member's notification bell, the colour scheme toggle and sign-in; on
 * small screens the links move into a drawer
 * (phone-menu.tsx), loaded the first time it opens.
 */
import { Box, Burger, Container, Group } from '@mantine/core';
import { useDisclosure, useWindowScroll } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'wouter';
import { BrandLogo } from './brand-logo.tsx';
import { useCurrentUser } from '../../hooks/use-current-user.ts';
import { useWantedOnce } from '../../hooks/use-wanted-once.ts';
import { LoadBoundary } from '../load-boundary.tsx';
import { AccountControls } from './account-controls.tsx';
import { ColorSchemeToggle } from './color-scheme-toggle.tsx';
import { NotificationBell } from './notification-bell.tsx';
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

const PhoneMenu = lazy(() => import('./phone-menu.tsx'));

export function SiteHeader() {
  const [opened, { toggle, close }] = useDisclosure(false);
  // Rendered from the first opening on, so it can also play its closing.
  const menuWanted = useWantedOnce(opened);
  const [scroll] = useWindowScroll();
  const [pathname] = useLocation();
  const { user, isAdmin } = useCurrentUser();

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
            {user && <NotificationBell />}
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
      {menuWanted && (
        // Without its chunk (a dropped connection, a deploy that removed the
        // old files) the burger opens the same links, and Login or the
        // member's controls, as a plain list.
        <LoadBoundary
          fallback={
            opened && (
              <nav aria-label="Menu" className={classes.fallbackMenu}>
                {links}
                <AccountControls />
              </nav>
            )
          }
        >
          <Suspense fallback={null}>
            <PhoneMenu opened={opened} onClose={close} links={links} />
          </Suspense>
        </LoadBoundary>
      )}
    </Box>
  );
}
