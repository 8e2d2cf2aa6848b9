/** A centred title and one sentence, with a way back to the library. */
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';

export function PageNotice({ title, message }: { title: string; message: string }) {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{title}</Title>
        <Text c="dimmed" size="lg">
          {message}
        </Text>
        <Button component={Link} href="/library">
          Browse the prompt library
        </Button>
      </Stack>
    </Container>
  );
}
