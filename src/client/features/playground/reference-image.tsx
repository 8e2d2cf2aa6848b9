/**
 * The optional reference image: image files only, at most 5 MB, with a
 * preview and a remove button. Only the vision models receive it, so the
 * card says so, and says when the chosen model will not see it.
 */
import { Alert, Button, FileButton, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { IconPhoto, IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useRef } from 'react';
import { MAX_REFERENCE_IMAGE_MEGABYTES } from '../../../shared/generation-limits.ts';
import { PLAYGROUND_MODELS, type PlaygroundModel } from '../../../shared/models.ts';
import { formatFileSize } from '../../../shared/format.ts';
import { PanelCard } from './panel-card.tsx';
import { REFERENCE_IMAGE_ACCEPT, seesImages, VISION_MODELS_TEXT } from './reference-image-rules.ts';
import type { ImageSource, useReferenceImage } from './use-reference-image.ts';

interface Props {
  reference: ReturnType<typeof useReferenceImage>;
  /** The models that will run (one, or those compared). */
  models: PlaygroundModel[];
  /** The entered prompt's own image, offered when it was not attached at once. */
  offer: ImageSource | null;
}

function BlindModelsNote({ models }: { models: PlaygroundModel[] }) {
  const blind = models.filter((model) => !seesImages(model));
  if (blind.length === 0) return null;
  return (
    <Text size="sm" c="dimmed">
      {blind.join(', ')} will not see this image; pick {PLAYGROUND_MODELS.multimodal.join(' or ')}{' '}
      to use it.
    </Text>
  );
}

export function ReferenceImage({ reference, models, offer }: Props) {
  const resetRef = useRef<() => void>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const { image, problem, isLoading } = reference;

  const remove = () => {
    reference.remove();
    // The remove button is gone: focus goes back to the choose button.
    requestAnimationFrame(() => chooseButton.current?.focus());
  };

  return (
    <PanelCard
      title="Reference image"
      description={`Optional, at most ${MAX_REFERENCE_IMAGE_MEGABYTES} MB. Sent only to the vision models (${VISION_MODELS_TEXT}).`}
    >
      <Stack gap="sm">
        {isLoading && (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">Loading the prompt&rsquo;s image&hellip;</Text>
          </Group>
        )}
        {image && (
          <Stack gap="xs">
            <Image
              src={image.previewUrl}
              alt={`Reference image: ${image.file.name}`}
              radius="sm"
              mah={220}
              fit="contain"
              bg="var(--mantine-color-default-hover)"
            />
            <Text size="xs" c="dimmed">
              {image.file.name} · {formatFileSize(image.file.size)}
            </Text>
            <BlindModelsNote models={models} />
          </Stack>
        )}
        <Group gap="xs">
          <FileButton
            onChange={(file) => {
              reference.choose(file);
              // Clear the input so choosing the same file again still counts as a change.
              resetRef.current?.();
            }}
            accept={REFERENCE_IMAGE_ACCEPT}
            resetRef={resetRef}
            inputProps={{ 'aria-label': 'Reference image file' }}
          >
            {(props) => (
              <Button
                {...props}
                ref={chooseButton}
                variant="default"
                leftSection={<IconPhotoUp size={16} aria-hidden />}
              >
                {image ? 'Replace image' : 'Choose image'}
              </Button>
            )}
          </FileButton>
          {offer && !image && !isLoading && (
            <Button
              variant="light"
              leftSection={<IconPhoto size={16} aria-hidden />}
              onClick={() => reference.load(offer)}
            >
              Use the prompt&rsquo;s image as reference
            </Button>
          )}
          {image && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={remove}
            >
              Remove image
            </Button>
          )}
        </Group>
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
      </Stack>
    </PanelCard>
  );
}
