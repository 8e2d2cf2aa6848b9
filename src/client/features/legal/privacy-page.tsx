/**
 * Privacy Policy (PRODUCT_SPEC section 2, Privacy and Terms). The spec's
 * Request Data and Delete Account buttons were inert; here each does what
 * it says it can: Request Data starts an email to the privacy address, and
 * Delete Account opens Settings, where a member deletes their account
 * (sign-in first, which the Settings guard asks for).
 */
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconMail, IconTrash } from '@tabler/icons-react';
import { Link } from 'wouter';
import { LegalPage } from './legal-page.tsx';
import { PRIVACY_CONTACT_EMAIL, PRIVACY_POLICY } from './privacy-policy.ts';

const DATA_REQUEST_HREF = `mailto:${PRIVACY_CONTACT_EMAIL}?subject=${encodeURIComponent('Request for a copy of my data')}`;

function PrivacyActions() {
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Button
          component="a"
          href={DATA_REQUEST_HREF}
          leftSection={<IconMail size={18} aria-hidden />}
        >
          Request Data
        </Button>
        <Button
          component={Link}
          href="/settings"
          variant="light"
          color="red"
          leftSection={<IconTrash size={18} aria-hidden />}
        >
          Delete Account
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        Request Data opens an email to {PRIVACY_CONTACT_EMAIL}; we reply within 30 days. Delete
        Account takes you to Settings, where you can delete your account after signing in.
      </Text>
    </Stack>
  );
}

export default function PrivacyPage() {
  return <LegalPage legal={PRIVACY_POLICY} actions={<PrivacyActions />} />;
}
