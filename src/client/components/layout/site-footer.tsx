/**
 * The footer: link columns, contact details, the Stay Updated box and social
 * links. The newsletter has no backend yet, and the box says so honestly.
 */
import {
  ActionIcon,
  Anchor,
  Box,
  Button,
  Container,
  Divider,
  Group,
  Grid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  IconBrandDiscord,
  IconBrandGithub,
  IconBrandLinkedin,
  IconBrandX,
} from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
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
      { label: 'REST API', href: '/api/docs', external: true },
      { label: 'Blog', href: '/blog' },
      { label: 'Help Center', href: '/help' },
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
      { label: 'Privacy Policy', href: '/privacy' },
      { label: 'Terms of Service', href: '/terms' },
    ],
  },
];

const SOCIAL = [
  { label: 'GitHub', href: 'https://github.com', icon: IconBrandGithub },
  { label: 'X', href: 'https://x.com', icon: IconBrandX },
  { label: 'LinkedIn', href: 'https://www.linkedin.com', icon: IconBrandLinkedin },
  { label: 'Discord', href: 'https://discord.com', icon: IconBrandDiscord },
];

function StayUpdated() {
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setNotice('Newsletter sign-ups open soon. We have not stored your address.');
  };
  return (
    <Stack gap="xs" component="form" onSubmit={onSubmit}>
      <Title order={2} size="h5">
        Stay Updated
      </Title>
      <Text size="sm" c="dimmed">
        New prompts and playground features, once a month.
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <TextInput
          type="email"
          required
          placeholder="you@example.com"
          aria-label="Email address"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button type="submit">Subscribe</Button>
      </Group>
      {notice && (
        <Text size="sm" role="status">
          {notice}
        </Text>
      )}
    </Stack>
  );
}

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
              <Stack gap={2} mt="xs">
                <Text size="sm">hello@prompthub.example</Text>
                <Text size="sm">+1 (415) 555-0142</Text>
                <Text size="sm">San Francisco, CA</Text>
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
            <StayUpdated />
          </Grid.Col>
        </Grid>
        <Divider my="lg" />
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
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
                aria-label={label}
              >
                <Icon size={18} />
              </ActionIcon>
            ))}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
