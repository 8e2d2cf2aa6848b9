/**
 * The full not-found page: for addresses the router has no page for, and
 * for a blog post that does not exist. The server has already answered
 * these with 404; here a visitor gets a way on: a search of the prompt
 * library (the most likely thing they were after), the library and home.
 */
import { Button, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBooks, IconHome, IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { NOT_FOUND_HEAD } from '../../../shared/page-heads.ts';
import { usePageTitle } from '../../lib/page-title.ts';

export function librarySearchHref(search: string): string {
  const trimmed = search.trim();
  return trimmed ? `/library?search=${encodeURIComponent(trimmed)}` : '/library';
}

export function PageNotFound() {
  usePageTitle(NOT_FOUND_HEAD);
  const [, navigate] = useLocation();
  const [search, setSearch] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    navigate(librarySearchHref(search));
  };

  return (
    <Container size="sm" py={{ base: 56, md: 96 }}>
      <Stack align="center" ta="center" gap="lg">
        <Text fw={800} size="xl" c="dimmed" aria-hidden>
          404
        </Text>
        <Title order={1}>Page not found</Title>
        <Text c="dimmed" size="lg" maw={480}>
          There is nothing at this address. It may have moved, or the link may be mistyped. Try
          searching the prompt library instead.
        </Text>
        <Group
          component="form"
          role="search"
          aria-label="Search the prompt library"
          onSubmit={onSubmit}
          gap="xs"
          wrap="nowrap"
          w="100%"
          maw={460}
          align="flex-start"
        >
          <TextInput
            type="search"
            aria-label="Search prompts"
            placeholder="Search prompts, e.g. email"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button type="submit">Search</Button>
        </Group>
        <Group gap="sm" justify="center">
          <Button
            component={Link}
            href="/library"
            variant="light"
            leftSection={<IconBooks size={18} aria-hidden />}
          >
            Browse the library
          </Button>
          <Button
            component={Link}
            href="/"
            variant="default"
            leftSection={<IconHome size={18} aria-hidden />}
          >
            Back to home
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
