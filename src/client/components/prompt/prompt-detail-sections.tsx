/**
 * The body of a prompt, shared by the library's details dialog and the
 * prompt page: system and user prompts with their variables picked out, the
 * variables with their defaults, tools, chained steps and attachments (with
 * the lightbox). Headings start one level under the caller's title.
 */
import { Code, Stack, Table, Text, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PromptView } from '../../../shared/prompt-views.ts';
import { AttachmentGrid } from '../attachments/attachment-grid.tsx';
import { PromptChainSteps } from './prompt-chain-steps.tsx';
import { PromptTextBlock } from './prompt-text-block.tsx';

interface SectionProps {
  title: string;
  order: TitleOrder;
  children: ReactNode;
}

function DetailSection({ title, order, children }: SectionProps) {
  return (
    <Stack gap={6}>
      <Title order={order} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

// A name breaks only when it is wider than the whole line ('break-word' does
// not shrink the column below the name, as 'anywhere' did on a phone); a
// long default value may break anywhere.
const NAME_CELL = { overflowWrap: 'break-word' } as const;
const VALUE_CELL = { overflowWrap: 'anywhere' } as const;

function VariablesTable({ variables }: { variables: PromptView['variables'] }) {
  return (
    <Table withTableBorder striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>Default value</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {variables.map((variable) => (
          <Table.Tr key={variable.name}>
            <Table.Td style={NAME_CELL}>
              <Code>{variable.name}</Code>
            </Table.Td>
            <Table.Td style={VALUE_CELL}>
              {variable.defaultValue || (
                <Text span size="sm" c="dimmed">
                  (none)
                </Text>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

interface Props {
  prompt: PromptView;
  /** The level of each section's heading (one under the title that names the prompt). */
  headingOrder: TitleOrder;
  /** Tells the caller a lightbox is open, so a dialog can leave Escape to it. */
  onLightboxChange?: (open: boolean) => void;
}

export function PromptDetailSections({ prompt, headingOrder: order, onLightboxChange }: Props) {
  return (
    <Stack gap="lg">
      {prompt.systemprompt && (
        <DetailSection title="System prompt" order={order}>
          <PromptTextBlock text={prompt.systemprompt} />
        </DetailSection>
      )}
      <DetailSection title="User prompt" order={order}>
        <PromptTextBlock text={prompt.description} />
      </DetailSection>
      {prompt.variables.length > 0 && (
        <DetailSection title="Variables" order={order}>
          <VariablesTable variables={prompt.variables} />
        </DetailSection>
      )}
      {prompt.tools && (
        <DetailSection title="Tools and requirements" order={order}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {prompt.tools}
          </Text>
        </DetailSection>
      )}
      {prompt.isChained && prompt.chainedPrompts.length > 0 && (
        <DetailSection title="Chained prompts" order={order}>
          <PromptChainSteps steps={prompt.chainedPrompts} executionType={prompt.executionType} />
        </DetailSection>
      )}
      {prompt.attachments.length > 0 && (
        <DetailSection title={`Attachments (${prompt.attachments.length})`} order={order}>
          <AttachmentGrid attachments={prompt.attachments} onLightboxChange={onLightboxChange} />
        </DetailSection>
      )}
    </Stack>
  );
}
