/**
 * One model: name and provider, status, what it is good at, its community
 * rating and users, capability chips, and Try Model (the playground, with
 * this model chosen), marked when this site has not set the model up.
 */
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconUsers } from '@tabler/icons-react';
import { NOT_AVAILABLE } from '../../../shared/models.ts';
import type { AiModel } from './ai-models.ts';
import { ModelCategoryIcon } from './model-category-icon.tsx';
import classes from './models.module.css';
import { StarRating } from './star-rating.tsx';

const STATUS_LABELS = { active: 'Active', beta: 'Beta', deprecated: 'Deprecated' } as const;

interface Props {
  model: AiModel;
  /** The id prefix of this card's heading (the same model appears under two tabs). */
  idPrefix: string;
  /** False once the server said this site cannot run it; true until then. */
  isAvailable: boolean;
  onTry: (model: AiModel) => void;
}

export function ModelCard({ model, idPrefix, isAvailable, onTry }: Props) {
  const headingId = `${idPrefix}-${model.id}`;
  return (
    <Card component="article" aria-labelledby={headingId} withBorder radius="lg" padding="lg">
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <ModelCategoryIcon category={model.categories[0]} color={model.color} />
            <div>
              <Title order={3} size="h4" id={headingId}>
                {model.name}
              </Title>
              <Text size="sm" c="dimmed">
                by {model.provider}
              </Text>
            </div>
          </Group>
          <Badge variant="dot" color="teal" className={classes.status}>
            {STATUS_LABELS[model.status]}
          </Badge>
        </Group>
        <Text size="sm" lh={1.55} className={classes.description}>
          {model.description}
        </Text>
        <Group justify="space-between" gap="xs">
          <StarRating rating={model.rating} />
          <Group gap={4} wrap="nowrap">
            <IconUsers size={16} aria-hidden className={classes.usersIcon} />
            <Text size="sm">{model.users} users</Text>
          </Group>
        </Group>
        <Group component="ul" gap={6} aria-label="Capabilities" className={classes.chips}>
          {model.capabilities.map((capability) => (
            <Badge component="li" key={capability} variant="default" radius="sm" tt="none">
              {capability}
            </Badge>
          ))}
        </Group>
        <Stack gap={6} mt="auto">
          <Button
            fullWidth
            variant="light"
            rightSection={<IconArrowRight size={16} aria-hidden />}
            onClick={() => onTry(model)}
            aria-label={`Try Model: ${model.name}`}
          >
            Try Model
          </Button>
          {!isAvailable && (
            <Text size="xs" c="dimmed" ta="center">
              {NOT_AVAILABLE}
            </Text>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
