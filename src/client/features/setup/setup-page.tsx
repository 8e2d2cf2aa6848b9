/**
 * Set up your hub (/setup/:token): the one-time link a fresh install prints
 * (decision 031). A visitor is sent to sign in or sign up and comes back
 * here; the signed-in person confirms and becomes the hub's first admin.
 * A used, expired or unknown link says so, in the server's own words.
 */
import {
  Alert,
  Button,
  Card,
  Center,
  Container,
  Loader,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconShieldLock } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { SETUP_LINK_REFUSALS } from '../../../shared/setup-link.ts';
import { useCurrentUser } from '../../hooks/use-current-user.ts';
import { serverProblem } from '../../lib/server-problem.ts';
import { useClaimSetupLink, useSetupLinkState } from './setup-api.ts';

function Frame({ children }: { children: ReactNode }) {
  return (
    <Container size={480} py={48}>
      <Stack gap="lg">
        <Stack gap={4} ta="center" align="center">
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
            <IconShieldLock size={28} />
          </ThemeIcon>
          <Title order={1} size="h2">
            Set up your hub
          </Title>
          <Text c="dimmed">This link makes the first admin of this Prompt Hub.</Text>
        </Stack>
        <Card withBorder radius="md" padding="lg">
          {children}
        </Card>
      </Stack>
    </Container>
  );
}

function Waiting({ label }: { label: string }) {
  return (
    <Center mih={120} role="status" aria-label={label}>
      <Loader />
    </Center>
  );
}

function Refused({ message }: { message: string }) {
  return (
    <Stack gap="md">
      <Alert
        color="yellow"
        icon={<IconAlertTriangle size={18} />}
        title="This link cannot be used"
        role="alert"
      >
        {message}
      </Alert>
      <Button component={Link} href="/library" variant="light">
        Go to the library
      </Button>
    </Stack>
  );
}

function Claimed() {
  return (
    <Stack gap="md" align="center" ta="center" role="status">
      <ThemeIcon size={40} radius="xl" color="green" variant="light" aria-hidden>
        <IconCircleCheck size={24} />
      </ThemeIcon>
      <Text fw={600}>You are now this hub’s admin.</Text>
      <Text c="dimmed" size="sm">
        The link is spent. Make others admins from the user management screen.
      </Text>
      <Button component={Link} href="/dashboard">
        Open the dashboard
      </Button>
    </Stack>
  );
}

function Confirm({
  token,
  who,
  claim,
}: {
  token: string;
  who: string;
  claim: ReturnType<typeof useClaimSetupLink>;
}) {
  const problem = claim.isError ? serverProblem(claim.error).message : null;
  return (
    <Stack gap="md">
      <Text>
        You are signed in as <strong>{who}</strong>. Confirm to make this account the hub’s admin:
        it will review prompts, manage members and see the audit log.
      </Text>
      <Text c="dimmed" size="sm">
        The link works once; after that, admins make other admins.
      </Text>
      {claim.isError && (
        <Alert color="red" role="alert" title="Not made an admin">
          {problem ?? 'Something went wrong. Try again.'}
        </Alert>
      )}
      <Button onClick={() => claim.mutate({ token })} loading={claim.isPending}>
        Make me the admin
      </Button>
    </Stack>
  );
}

export default function SetupPage() {
  const { token = '' } = useParams<{ token: string }>();
  const [location, navigate] = useLocation();
  const { user, isLoading } = useCurrentUser();
  const link = useSetupLinkState(token);
  // Held here: once claimed, the link reads "used", and the page must still say it worked.
  const claim = useClaimSetupLink();
  const state = link.data?.state;
  // Sign in or sign up first, then back here.
  const mustSignIn = state === 'open' && !isLoading && !user;
  useEffect(() => {
    if (mustSignIn) navigate(`/login?redirect=${encodeURIComponent(location)}`, { replace: true });
  }, [mustSignIn, location, navigate]);

  let body: ReactNode;
  if (claim.isSuccess) {
    body = <Claimed />;
  } else if (link.isError) {
    body = <Refused message={serverProblem(link.error).message ?? SETUP_LINK_REFUSALS.unknown} />;
  } else if (!state) {
    body = <Waiting label="Checking the setup link" />;
  } else if (state !== 'open') {
    body = <Refused message={SETUP_LINK_REFUSALS[state]} />;
  } else if (!user) {
    body = <Waiting label="Checking your sign-in" />;
  } else {
    const who = user.name ? `${user.name} (${user.email})` : user.email;
    body = <Confirm token={token} who={who} claim={claim} />;
  }
  return <Frame>{body}</Frame>;
}
