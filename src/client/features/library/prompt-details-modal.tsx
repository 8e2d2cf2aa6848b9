/**
 * Everything about one prompt: who made it, its system and user prompts,
 * variables, tools, chained steps, attachments and counts, with Try This and
 * the like button.
 */
import {
  Alert,
  Badge,
  Button,
  Code,
  Divider,
  Group,
  Loader,
  Modal,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconHeart, IconPlayerPlay } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { creatorDisplayName, formatCount, formatCountOf } from '../../../shared/format.ts';
import type { PromptView } from '../../../shared/prompt-views.ts';
import { AttachmentGrid } from '../../components/attachments/attachment-grid.tsx';
import { HighlightedPromptText } from '../../components/prompt/highlighted-prompt-text.tsx';
import { ModelBadge } from '../../components/prompt/model-badge.tsx';
import { useCurrentUser } from '../../hooks/use-current-user.ts';
import { usePromptDetails } from './library-api.ts';

interface Props {
  promptId: string;
  /** What the card already knows, shown at once while the full prompt loads. */
  initial: PromptView | undefined;
  onClose: () => void;
  onTry: (prompt: PromptView) => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function PromptBlock({ text }: { text: string }) {
  return (
    <Code block style={{ whiteSpace: 'pre-wrap' }}>
      <HighlightedPromptText text={text} span size="sm" />
    </Code>
  );
}

function LikeButton({ prompt }: { prompt: PromptView }) {
  const { user } = useCurrentUser();
  const likes = formatCountOf(prompt.upvotes, 'like');
  // Liking itself is not built yet: a visitor is offered sign-in, a member sees the count.
  if (user) {
    return (
      <Group gap={6} c="dimmed">
        <IconHeart size={16} aria-hidden />
        <Text size="sm">{likes}</Text>
      </Group>
    );
  }
  const loginHref = `/login?redirect=${encodeURIComponent(`/library?prompt=${prompt._id}`)}`;
  return (
    <Button
      component={Link}
      href={loginHref}
      variant="default"
      leftSection={<IconHeart size={16} />}
    >
      {formatCount(prompt.upvotes)} · Sign in to like
    </Button>
  );
}

function DetailsBody({
  prompt,
  onLightboxChange,
}: {
  prompt: PromptView;
  onLightboxChange: (open: boolean) => void;
}) {
  return (
    <Stack gap="lg">
      <Group gap="xs">
        <ModelBadge model={prompt.model} />
        {prompt.isImagePrompt && <Badge variant="outline">Image prompt</Badge>}
        {prompt.categories.map((category) => (
          <Badge key={category} variant="outline" color="gray">
            {category}
          </Badge>
        ))}
      </Group>
      <Group gap="lg" c="dimmed">
        <Text size="sm">
          By <strong>{creatorDisplayName(prompt.createdBy)}</strong>
        </Text>
        <Text size="sm">{formatCountOf(prompt.upvotes, 'upvote')}</Text>
        <Text size="sm">{formatCountOf(prompt.usageCount, 'use')}</Text>
        <Text size="sm">
          Created{' '}
          <time dateTime={new Date(prompt.createdAt).toISOString()}>
            {new Date(prompt.createdAt).toLocaleDateString(undefined, { dateStyle: 'long' })}
          </time>
        </Text>
      </Group>
      {prompt.systemprompt && (
        <Section title="System prompt">
          <PromptBlock text={prompt.systemprompt} />
        </Section>
      )}
      <Section title="User prompt">
        <PromptBlock text={prompt.description} />
      </Section>
      {prompt.variables.length > 0 && (
        <Section title="Variables">
          <Table withTableBorder striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Default value</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {prompt.variables.map((variable) => (
                <Table.Tr key={variable.name}>
                  <Table.Td>
                    <Code>{variable.name}</Code>
                  </Table.Td>
                  <Table.Td>{variable.defaultValue}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Section>
      )}
      {prompt.tools && (
        <Section title="Tools and requirements">
          <Text size="sm">{prompt.tools}</Text>
        </Section>
      )}
      {prompt.isChained && prompt.chainedPrompts.length > 0 && (
        <Section
          title={`Chained prompts (${prompt.executionType === 'dependent' ? 'each step receives the previous output' : 'steps run independently on the same inputs'})`}
        >
          <Stack component="ol" gap="sm" pl="md" m={0}>
            {prompt.chainedPrompts.map((step, index) => (
              <li key={index}>
                <Stack gap={4}>
                  <Text fw={600} size="sm">
                    {step.title || `Step ${index + 1}`}
                  </Text>
                  {step.systemprompt && (
                    <Text size="xs" c="dimmed">
                      System: {step.systemprompt}
                    </Text>
                  )}
                  <PromptBlock text={step.description} />
                  {step.tools && (
                    <Text size="xs" c="dimmed">
                      Tools: {step.tools}
                    </Text>
                  )}
                </Stack>
              </li>
            ))}
          </Stack>
        </Section>
      )}
      {prompt.attachments.length > 0 && (
        <Section title={`Attachments (${prompt.attachments.length})`}>
          <AttachmentGrid attachments={prompt.attachments} onLightboxChange={onLightboxChange} />
        </Section>
      )}
    </Stack>
  );
}

export function PromptDetailsModal({ promptId, initial, onClose, onTry }: Props) {
  const details = usePromptDetails(promptId);
  const [lightboxOpen, setLightboxOpen] = useState(false);
  const prompt = details.data ?? initial;

  return (
    <Modal
      opened={promptId !== ''}
      onClose={onClose}
      size="xl"
      closeOnEscape={!lightboxOpen}
      title={
        <Text fw={800} size="lg" component="span">
          {prompt?.title ?? 'Prompt details'}
        </Text>
      }
    >
      {prompt ? (
        <Stack gap="lg">
          <DetailsBody prompt={prompt} onLightboxChange={setLightboxOpen} />
          <Divider />
          <Group justify="space-between">
            <LikeButton prompt={prompt} />
            <Button leftSection={<IconPlayerPlay size={18} />} onClick={() => onTry(prompt)}>
              Try This Prompt
            </Button>
          </Group>
        </Stack>
      ) : details.isError ? (
        <Alert color="red" title="This prompt is not available">
          It may have been removed, or the link may be wrong.
        </Alert>
      ) : (
        <Group justify="center" py="xl">
          <Loader aria-label="Loading prompt" />
        </Group>
      )}
    </Modal>
  );
}
