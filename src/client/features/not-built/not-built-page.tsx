/** What a route shows until its screen is built: an honest notice. */
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'wouter';

export default function NotBuiltPage({ title }: { title: string }) {
  useDocumentTitle(`${title} · Prompt Hub`);
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{title}</Title>
        <Text c="dimmed" size="lg">
          This page is not built yet.
        </Text>
        <Button component={Link} href="/library">
          Browse the prompt library
        </Button>
      </Stack>
    </Container>
  );
}
