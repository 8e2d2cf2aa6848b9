/**
 * The profile's Collections tab: the member's collections ("Saved" first)
 * and the ones of others they saved, each a link to its page, and a form
 * to make a new one.
 */
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconFolder, IconLock, IconWorld, IconLink } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { MAX_COLLECTION_TITLE_LENGTH, showsSaveCount } from '../../../shared/collection-limits.ts';
import type { CollectionView } from '../../../shared/collection-views.ts';
import { formatCountOf } from '../../../shared/format.ts';
import { useCreateCollection, useMyCollections } from '../../hooks/use-collections.ts';
import { serverProblem } from '../../lib/server-problem.ts';

const VISIBILITY = {
  public: { label: 'Public', Icon: IconWorld },
  unlisted: { label: 'Unlisted', Icon: IconLink },
  private: { label: 'Private', Icon: IconLock },
} as const;

function CollectionCard({ collection, mine }: { collection: CollectionView; mine: boolean }) {
  const { label, Icon } = VISIBILITY[collection.visibility];
  return (
    <Card withBorder radius="md" padding="lg" component="article">
      <Stack gap="xs">
        <Group gap="xs" justify="space-between">
          <Badge variant="light" color="gray" leftSection={<Icon size={12} aria-hidden />}>
            {label}
          </Badge>
          <Text size="sm" c="dimmed">
            {formatCountOf(collection.itemCount, 'prompt')}
            {showsSaveCount(collection.visibility) &&
              ` · ${formatCountOf(collection.saveCount, 'save')}`}
          </Text>
        </Group>
        <Title order={3} size="h4">
          <Link href={`/collections/${collection._id}`}>{collection.title}</Link>
        </Title>
        {collection.description && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {collection.description}
          </Text>
        )}
        {!mine && <Text size="sm">By {collection.owner.name || 'a member'}</Text>}
      </Stack>
    </Card>
  );
}

function NewCollection() {
  const [title, setTitle] = useState('');
  const create = useCreateCollection();
  const [, navigate] = useLocation();
  const problem = create.error ? serverProblem(create.error) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { title, visibility: 'private' },
      { onSuccess: (collection) => navigate(`/collections/${collection._id}`) },
    );
  };
  return (
    <form onSubmit={submit}>
      <Group align="flex-end" gap="xs" maw={520}>
        <TextInput
          label="New collection"
          placeholder="Name it"
          value={title}
          maxLength={MAX_COLLECTION_TITLE_LENGTH}
          onChange={(event) => setTitle(event.currentTarget.value)}
          error={problem ? (problem.fields.title ?? problem.message) : null}
          style={{ flex: 1 }}
        />
        <Button type="submit" loading={create.isPending} disabled={title.trim() === ''}>
          Create
        </Button>
      </Group>
    </form>
  );
}

export function ProfileCollections({ userId }: { userId: string }) {
  const list = useMyCollections();
  if (list.isPending) {
    return (
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        role="status"
        aria-busy="true"
        aria-label="Loading collections"
      >
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} h={140} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (list.isError) {
    return (
      <Alert color="red" title="Your collections could not be loaded" role="alert">
        <Button size="xs" variant="default" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const own = list.data.filter((collection) => collection.owner._id === userId);
  const saved = list.data.filter((collection) => collection.owner._id !== userId);
  return (
    <Stack gap="lg">
      <NewCollection />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {own.map((collection) => (
          <CollectionCard key={collection._id} collection={collection} mine />
        ))}
      </SimpleGrid>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Collections you saved
        </Title>
        {saved.length === 0 ? (
          <Group gap="xs" c="dimmed">
            <IconFolder size={18} aria-hidden />
            <Text size="sm">
              Save someone&apos;s public collection from its page to find it here.
            </Text>
          </Group>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {saved.map((collection) => (
              <CollectionCard key={collection._id} collection={collection} mine={false} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Stack>
  );
}
