/**
 * The model buttons (PRODUCT_SPEC sections 2 and 9): the image list or the
 * text list, plus the multimodal models, following the "Image prompt"
 * switch. A model this site cannot run stays in the list, marked and
 * disabled, saying so; which setting would enable it is in its tooltip, for
 * admins only. When none can run, one notice says so (and to an admin, how
 * to set one up). In compare mode the buttons toggle, and 2 or 3 may be
 * pressed.
 */
import { Alert, Button, Group, Skeleton, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { IconEye, IconLock, IconMessage, IconPhoto } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import {
  MODEL_KINDS,
  type ModelKind,
  playgroundModelsFor,
  type PlaygroundModel,
} from '../../../shared/models.ts';
import { compareHint } from './compare-selection.ts';
import { PanelCard } from './panel-card.tsx';
import { NOT_AVAILABLE } from '../../../shared/models.ts';
import { type ModelsState, unavailableReason } from './playground-api.ts';
import type { CompareState } from './use-playground.ts';

const KIND_ICONS: Record<ModelKind, ReactNode> = {
  text: <IconMessage size={16} aria-hidden />,
  image: <IconPhoto size={16} aria-hidden />,
  multimodal: <IconEye size={16} aria-hidden />,
};

const KIND_WORDS: Record<ModelKind, string> = {
  text: 'Writes text',
  image: 'Draws images',
  multimodal: 'Sees images and writes text',
};

interface Props {
  models: ModelsState;
  selected: PlaygroundModel;
  isImagePrompt: boolean;
  compare: CompareState;
  isRunning: boolean;
  /** Said when the page swapped a model it cannot run for another. */
  switchNotice: string | null;
  onImagePromptChange: (isImagePrompt: boolean) => void;
  onCompareChange: (isOn: boolean) => void;
  onPick: (model: PlaygroundModel) => void;
}

interface ButtonProps {
  model: PlaygroundModel;
  pressed: boolean;
  reason: string | null;
  descriptionId: string;
  onPick: () => void;
  onRefused: () => void;
}

function ModelButton({ model, pressed, reason, descriptionId, onPick, onRefused }: ButtonProps) {
  const kind = MODEL_KINDS[model];
  const unavailable = reason !== null;
  // aria-disabled (not disabled) keeps the button focusable, so its reason can be read and shown.
  return (
    <Tooltip label={reason ?? KIND_WORDS[kind]} withArrow multiline maw={320}>
      <Button
        variant={pressed ? 'filled' : 'default'}
        aria-pressed={pressed}
        aria-disabled={unavailable || undefined}
        data-disabled={unavailable || undefined}
        aria-describedby={descriptionId}
        leftSection={KIND_ICONS[kind]}
        rightSection={unavailable ? <IconLock size={14} aria-hidden /> : undefined}
        onClick={unavailable ? onRefused : onPick}
      >
        {model}
      </Button>
    </Tooltip>
  );
}

function ModelButtonsSkeleton() {
  return (
    <Group gap="xs" aria-busy="true" aria-label="Loading models" role="status">
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} h={36} w={120} radius="md" />
      ))}
    </Group>
  );
}

/** Said once, above nothing greyed out by itself: why no model can be picked. */
function NoModelNotice({ setUp }: { setUp: string | null }) {
  return (
    <Alert color="yellow" variant="light" title="No model is set up on this site yet">
      <Stack gap="xs">
        <Text size="sm">Prompts cannot run here until an AI provider is set up.</Text>
        {setUp && <Text size="sm">{setUp}</Text>}
      </Stack>
    </Alert>
  );
}

export function ModelPicker(props: Props) {
  const { models, selected, isImagePrompt, compare, isRunning } = props;
  const [refused, setRefused] = useState<string | null>(null);
  const idPrefix = useId();
  const list = playgroundModelsFor(isImagePrompt);
  const isPressed = (model: PlaygroundModel) =>
    compare.isOn ? compare.models.includes(model) : model === selected;
  const descriptionOf = (model: PlaygroundModel) => {
    const reason = unavailableReason(models, model);
    return reason ? NOT_AVAILABLE : KIND_WORDS[MODEL_KINDS[model]];
  };
  const notice = compare.problem ?? refused ?? props.switchNotice;

  return (
    <PanelCard
      title="Model"
      description={
        compare.isOn ? compareHint(compare.models) : 'Choose the model that runs your prompt.'
      }
      aside={
        <Group gap="lg">
          <Switch
            label="Image prompt"
            checked={isImagePrompt}
            disabled={isRunning}
            onChange={(event) => props.onImagePromptChange(event.currentTarget.checked)}
          />
          <Switch
            label="Compare models"
            checked={compare.isOn}
            disabled={isRunning}
            onChange={(event) => {
              setRefused(null);
              props.onCompareChange(event.currentTarget.checked);
            }}
          />
        </Group>
      }
    >
      <Stack gap="xs">
        {models.isLoading ? (
          <ModelButtonsSkeleton />
        ) : (
          <Group role="group" aria-label={compare.isOn ? 'Models to compare' : 'Model'} gap="xs">
            {list.map((model) => (
              <ModelButton
                key={model}
                model={model}
                pressed={isPressed(model)}
                reason={unavailableReason(models, model)}
                descriptionId={`${idPrefix}-${model.replace(/\W/g, '')}`}
                onPick={() => {
                  setRefused(null);
                  props.onPick(model);
                }}
                onRefused={() => setRefused(`${model} is not available on this site.`)}
              />
            ))}
          </Group>
        )}
        {/* Each button's description: its kind, or why it is not available. */}
        <div hidden>
          {list.map((model) => (
            <span key={model} id={`${idPrefix}-${model.replace(/\W/g, '')}`}>
              {descriptionOf(model)}
            </span>
          ))}
        </div>
        <Text size="sm" fw={500} role="status" aria-live="polite">
          {notice}
        </Text>
        {models.noneSetUp && <NoModelNotice setUp={models.setUp} />}
        {models.isError && (
          <Alert color="yellow" variant="light" title="We could not check which models are set up">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                You can still run a prompt; the server will say if its model is not set up.
              </Text>
              <Button size="xs" variant="default" onClick={models.retry}>
                Check again
              </Button>
            </Stack>
          </Alert>
        )}
      </Stack>
    </PanelCard>
  );
}
