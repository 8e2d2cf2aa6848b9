import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'wouter';

export default function NotFoundPage() {
  useDocumentTitle('Page not found · Prompt Hub');
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>Page not found</Title>
        <Text c="dimmed" size="lg">
          There is nothing at this address. It may have moved, or the link may be mistyped.
        </Text>
        <Button component={Link} href="/library">
          Browse the prompt library
        </Button>
      </Stack>
    </Container>
  );
}
