/**
 * The frame of the narrow account pages reached from sign-in (forgot
 * password, choose a new password): a heading, one card, and the way back
 * to sign in below it, so they sit and read alike.
 */
import { Anchor, Card, Center, Container, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

interface Props {
  title: string;
  children: ReactNode;
}

export function AuthCardPage({ title, children }: Props) {
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
          <Anchor component={Link} href="/login">
            ← Back to sign in
          </Anchor>
        </Center>
      </Stack>
    </Container>
  );
}
