/**
 * The footer of every page (PRODUCT_SPEC section 2, Footer): link columns
 * for product, resources, company and support, contact details, the Stay
 * Updated box (no call is made; it acknowledges a valid address honestly),
 * social links and the copyright line. Every link leads to a built page.
 */
import {
  ActionIcon,
  Anchor,
  Box,
  Container,
  Divider,
  Group,
  Grid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconBrandDiscord,
  IconBrandGithub,
  IconBrandLinkedin,
  IconBrandX,
} from '@tabler/icons-react';
import { Link } from 'wouter';
import { NewsletterSignup } from './newsletter-signup.tsx';
import classes from './site-footer.module.css';

const COLUMNS: { title: string; links: { label: string; href: string; external?: boolean }[] }[] = [
  {
    title: 'Product',
    links: [
      { label: 'Prompt Library', href: '/library' },
      { label: 'Playground', href: '/playground' },
      { label: 'Submit a Prompt', href: '/submit-prompt' },
      { label: 'Pricing', href: '/pricing' },
      { label: 'Models', href: '/models' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Documentation', href: '/docs' },
      // With the slash: the docs page loads its assets relative to it.
      { label: 'REST API', href: '/api/docs/', external: true },
      { label: 'Blog', href: '/blog' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', href: '/about' },
      { label: 'Contact', href: '/contact' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Help Center', href: '/help' },
      { label: 'Contact Support', href: '/contact' },
      { label: 'Privacy Policy', href: '/privacy' },
      { label: 'Terms of Service', href: '/terms' },
    ],
  },
];

const CONTACT = {
  email: 'hello@prompthub.example',
  phone: '+1 (415) 555-0142',
  phoneDial: '+14155550142',
  city: 'San Francisco, CA',
};

/** External sites, opened in a new tab (the names say so to screen readers). */
const SOCIAL = [
  { label: 'GitHub', href: 'https://github.com', icon: IconBrandGithub },
  { label: 'X', href: 'https://x.com', icon: IconBrandX },
  { label: 'LinkedIn', href: 'https://www.linkedin.com', icon: IconBrandLinkedin },
  { label: 'Discord', href: 'https://discord.com', icon: IconBrandDiscord },
];

export function SiteFooter() {
  return (
    <Box component="footer" className={classes.footer} mt="xl">
      <Container size="xl" py="xl">
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 3 }}>
            <Stack gap="xs">
              <Text fw={800} size="lg">
                Prompt Hub
              </Text>
              <Text size="sm" c="dimmed" maw={320}>
                Discover, test and share prompts for text and image models.
              </Text>
              <Stack gap={6} mt="xs" component="address" className={classes.contact}>
                <Anchor href={`mailto:${CONTACT.email}`} size="sm" c="dimmed">
                  {CONTACT.email}
                </Anchor>
                <Anchor href={`tel:${CONTACT.phoneDial}`} size="sm" c="dimmed">
                  {CONTACT.phone}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {CONTACT.city}
                </Text>
              </Stack>
            </Stack>
          </Grid.Col>
          {COLUMNS.map((column) => (
            <Grid.Col key={column.title} span={{ base: 6, sm: 3, md: 1.5 }}>
              <Stack gap={6} component="nav" aria-label={column.title}>
                <Title order={2} size="h6">
                  {column.title}
                </Title>
                {column.links.map((link) =>
                  link.external ? (
                    <Anchor key={link.label} href={link.href} size="sm" c="dimmed">
                      {link.label}
                    </Anchor>
                  ) : (
                    <Anchor key={link.label} component={Link} href={link.href} size="sm" c="dimmed">
                      {link.label}
                    </Anchor>
                  ),
                )}
              </Stack>
            </Grid.Col>
          ))}
          <Grid.Col span={{ base: 12, md: 3 }}>
            <NewsletterSignup
              title="Stay Updated"
              blurb="New prompts, playground features and blog posts, once a month."
            />
          </Grid.Col>
        </Grid>
        <Divider my="lg" />
        <Group justify="space-between" gap="sm">
          {/* Prerendered once per server start: across New Year the browser's year wins quietly. */}
          <Text size="sm" c="dimmed" suppressHydrationWarning>
            © {new Date().getFullYear()} Prompt Hub. All rights reserved.
          </Text>
          <Group gap="xs">
            {SOCIAL.map(({ label, href, icon: Icon }) => (
              <ActionIcon
                key={label}
                component="a"
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={`${label} (opens in a new tab)`}
              >
                <Icon size={18} aria-hidden />
              </ActionIcon>
            ))}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
