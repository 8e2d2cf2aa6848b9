/** The owner's form for a collection's title, description and who may open it. */
import { Button, Group, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import {
  type CollectionVisibility,
  MAX_COLLECTION_DESCRIPTION_LENGTH,
  MAX_COLLECTION_TITLE_LENGTH,
} from '../../../shared/collection-limits.ts';
import type { CollectionView } from '../../../shared/collection-views.ts';
import { serverProblem } from '../../lib/server-problem.ts';
import type { useCollectionChanges } from './collection-api.ts';

interface Props {
  collection: CollectionView;
  update: ReturnType<typeof useCollectionChanges>['update'];
  onDone: () => void;
}

export function CollectionEditor({ collection, update, onDone }: Props) {
  const [title, setTitle] = useState(collection.title);
  const [description, setDescription] = useState(collection.description);
  const [visibility, setVisibility] = useState<CollectionVisibility>(collection.visibility);
  const problem = update.error ? serverProblem(update.error) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ id: collection._id, title, description, visibility }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} aria-label="Edit collection">
      <Stack gap="sm" maw={560}>
        <TextInput
          label="Title"
          required
          value={title}
          maxLength={MAX_COLLECTION_TITLE_LENGTH}
          onChange={(event) => setTitle(event.currentTarget.value)}
          error={problem?.fields.title}
          data-autofocus
        />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          value={description}
          maxLength={MAX_COLLECTION_DESCRIPTION_LENGTH}
          onChange={(event) => setDescription(event.currentTarget.value)}
          error={problem?.fields.description}
        />
        {collection.isDefault ? null : (
          <Radio.Group
            label="Who can open it"
            value={visibility}
            onChange={(value) => setVisibility(value)}
          >
            <Stack gap={6} mt={6}>
              <Radio value="private" label="Only me" />
              <Radio value="unlisted" label="Anyone with the link (not listed)" />
              <Radio value="public" label="Everyone (listed and searchable)" />
            </Stack>
          </Radio.Group>
        )}
        {problem && !problem.fields.title && !problem.fields.description && (
          <div role="alert">{problem.message ?? 'The changes could not be saved.'}</div>
        )}
        <Group gap="xs">
          <Button type="submit" loading={update.isPending}>
            Save changes
          </Button>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
