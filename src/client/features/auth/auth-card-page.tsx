/**
 * The frame of the narrow account pages reached from sign-in or a mailed
 * link (forgot password, choose a new password, confirm an address): a
 * heading, one card, and the way back below it, so they sit and read alike.
 */
import { Anchor, Card, Center, Container, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

interface Props {
  title: string;
  children: ReactNode;
  /** Where the link below the card leads: sign in unless the page says otherwise. */
  back?: { href: string; label: string };
}

const BACK_TO_SIGN_IN = { href: '/login', label: 'Back to sign in' };

export function AuthCardPage({ title, children, back = BACK_TO_SIGN_IN }: Props) {
  return (
    <Container size={440} py={48}>
      <Stack gap="lg">
        <Title order={1} size="h2" ta="center">
          {title}
        </Title>
        <Card withBorder radius="md" padding="lg">
          {children}
        </Card>
        <Center>
          <Anchor component={Link} href={back.href}>
            ← {back.label}
          </Anchor>
        </Center>
      </Stack>
    </Container>
  );
}
