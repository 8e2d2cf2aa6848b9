/**
 * The fixed navigation bar: brand, the three main links, the colour scheme
 * toggle and sign-in; on small screens the links move into a drawer.
 */
import { Box, Burger, Button, Container, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure, useWindowScroll } from '@mantine/hooks';
import { Link, useLocation } from 'wouter';
import { BrandLogo } from './brand-logo.tsx';
import { ColorSchemeToggle } from './color-scheme-toggle.tsx';
import classes from './site-header.module.css';

export const HEADER_HEIGHT = 64;

const NAV_LINKS = [
  { href: '/library', label: 'Prompt Library' },
  { href: '/playground', label: 'Playground' },
  { href: '/submit-prompt', label: 'Submit' },
];

export function SiteHeader() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const [scroll] = useWindowScroll();
  const [pathname] = useLocation();
  const loginHref = `/login?redirect=${encodeURIComponent(pathname)}`;

  const links = NAV_LINKS.map((link) => (
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
          <Group component="nav" aria-label="Main" gap={4} visibleFrom="sm">
            {links}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <ColorSchemeToggle />
            <Button component={Link} href={loginHref} visibleFrom="sm">
              Login
            </Button>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
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
        hiddenFrom="sm"
        size="80%"
        position="right"
      >
        <Stack component="nav" aria-label="Mobile" gap="xs">
          {links}
          <Button component={Link} href={loginHref} onClick={close} fullWidth mt="md">
            Login
          </Button>
        </Stack>
      </Drawer>
    </Box>
  );
}
