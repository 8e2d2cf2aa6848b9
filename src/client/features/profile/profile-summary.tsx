/**
 * Who the profile belongs to: picture, name, email, member since, how many
 * prompts they saved and created, and the way on to Settings or out.
 */
import {
  Button,
  Card,
  Flex,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  useMatches,
} from '@mantine/core';
import { IconCalendar, IconLogout, IconMail, IconSettings } from '@tabler/icons-react';
import { Link } from 'wouter';
import type { UserView } from '../../../shared/user-views.ts';
import { UserAvatar } from '../../components/user/user-avatar.tsx';
import { useSignOut } from '../../hooks/use-sign-out.ts';

interface Props {
  user: UserView;
  /** Undefined while the lists load. */
  counts: { saved: number; created: number } | undefined;
}

function Count({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Paper withBorder radius="md" px="sm" py="sm" ta="center">
      {value === undefined ? (
        <Skeleton h={28} w={40} mx="auto" mb={4} aria-hidden />
      ) : (
        <Text fw={800} fz={24} lh={1.2}>
          {value}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Paper>
  );
}

export function ProfileSummary({ user, counts }: Props) {
  const { signOut, isSigningOut } = useSignOut();
  const memberSince = new Date(user.createdAt);
  const avatarSize = useMatches({ base: 64, sm: 96 });
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Flex
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', md: 'center' }}
        gap="lg"
      >
        <Group gap="md" wrap="nowrap" align="center" miw={0}>
          <UserAvatar user={user} size={avatarSize} radius={avatarSize} />
          <Stack gap={6} miw={0}>
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              {user.name || 'Unnamed user'}
            </Title>
            <Group gap={6} wrap="nowrap" c="dimmed">
              <IconMail size={16} aria-hidden style={{ flexShrink: 0 }} />
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {user.email}
              </Text>
            </Group>
            <Group gap={6} wrap="nowrap" c="dimmed">
              <IconCalendar size={16} aria-hidden style={{ flexShrink: 0 }} />
              <Text size="sm">
                Member since{' '}
                <time dateTime={memberSince.toISOString()}>
                  {memberSince.toLocaleDateString(undefined, { dateStyle: 'long' })}
                </time>
              </Text>
            </Group>
          </Stack>
        </Group>
        <Stack gap="sm" w={{ base: '100%', md: 320 }} style={{ flexShrink: 0 }}>
          <SimpleGrid
            cols={2}
            spacing="sm"
            role="group"
            aria-label="Prompt counts"
            aria-busy={!counts}
          >
            <Count label="Saved prompts" value={counts?.saved} />
            <Count label="Created prompts" value={counts?.created} />
          </SimpleGrid>
          <SimpleGrid cols={2} spacing="sm">
            <Button
              component={Link}
              href="/settings"
              variant="default"
              leftSection={<IconSettings size={16} />}
            >
              Settings
            </Button>
            <Button
              variant="light"
              color="red"
              leftSection={<IconLogout size={16} />}
              onClick={signOut}
              loading={isSigningOut}
            >
              Logout
            </Button>
          </SimpleGrid>
        </Stack>
      </Flex>
    </Card>
  );
}
