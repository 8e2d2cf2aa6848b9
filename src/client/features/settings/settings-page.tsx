/**
 * Settings (PRODUCT_SPEC section 2 "Settings"): the subscription plans, the
 * profile form (picture, name, password), import and export of prompts,
 * and deleting the account.
 */
import { Button, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'wouter';
import { VerifyAddressNotice } from '../../components/user/verify-address-notice.tsx';
import { useCurrentUser } from '../../hooks/use-current-user.ts';
import { ApiKeysSection } from './api-keys-section.tsx';
import { DangerZone } from './danger-zone.tsx';
import { ImportExportSection } from './import-export-section.tsx';
import { NotificationSettingsSection } from './notification-settings-section.tsx';
import { PlansSection } from './plans-section.tsx';
import { ProfileForm } from './profile-form.tsx';
import { SessionsSection } from './sessions-section.tsx';

export default function SettingsPage() {
  const { user } = useCurrentUser();

  if (!user) {
    return (
      <Center mih="60vh" role="status" aria-label="Loading settings">
        <Loader />
      </Center>
    );
  }

  return (
    <Container size="lg" py="xl">
      <Stack gap={40}>
        <Stack gap="xs">
          <Group>
            <Button
              component={Link}
              href="/profile"
              variant="subtle"
              color="gray"
              leftSection={<IconArrowLeft size={16} />}
              px="xs"
            >
              Back to profile
            </Button>
          </Group>
          <Title order={1}>Settings</Title>
          <Text c="dimmed">Manage your plan, your profile and your account.</Text>
        </Stack>
        <VerifyAddressNotice />
        <PlansSection />
        {/* A different account (after switching users) starts from its own values. */}
        <ProfileForm key={user._id} user={user} />
        <NotificationSettingsSection />
        <ImportExportSection />
        <ApiKeysSection />
        <SessionsSection />
        <DangerZone />
      </Stack>
    </Container>
  );
}
