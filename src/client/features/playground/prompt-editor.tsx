/**
 * The texts that run: the system prompt (shown when there is one, or after
 * "Add system prompt") and the prompt with its character count. Ctrl+Enter
 * (Cmd+Enter on a Mac) in either runs the prompt, as in most chat tools.
 */
import { Button, Group, Textarea } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { MAX_PROMPT_TEXT_LENGTH } from '../../../shared/prompt-limits.ts';
import { formatWholeNumber } from '../../../shared/format.ts';

interface Props {
  prompt: string;
  systemPrompt: string;
  onChange: (patch: { prompt?: string; systemPrompt?: string }) => void;
  onRun: () => void;
}

function characterCount(text: string): string {
  return `${formatWholeNumber(text.length)} / ${formatWholeNumber(MAX_PROMPT_TEXT_LENGTH)} characters · Ctrl+Enter runs it`;
}

export function PromptEditor({ prompt, systemPrompt, onChange, onRun }: Props) {
  // Shown while it has text, and from "Add system prompt" until removed, even if emptied.
  const [isAdding, setAdding] = useState(false);
  const systemId = useId();
  const showSystem = isAdding || systemPrompt !== '';

  const runOnShortcut = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onRun();
    }
  };

  const addSystemPrompt = () => {
    setAdding(true);
    // The field appears on this render; focus it on the next frame.
    requestAnimationFrame(() => document.getElementById(systemId)?.focus());
  };

  const removeSystemPrompt = () => {
    setAdding(false);
    onChange({ systemPrompt: '' });
  };

  return (
    <>
      {showSystem ? (
        <Textarea
          id={systemId}
          label="System prompt"
          description="How the model should behave, e.g. You are a concise technical writer."
          autosize
          minRows={2}
          maxRows={8}
          maxLength={MAX_PROMPT_TEXT_LENGTH}
          value={systemPrompt}
          onChange={(event) => onChange({ systemPrompt: event.currentTarget.value })}
          onKeyDown={runOnShortcut}
        />
      ) : null}
      <Group gap="xs">
        {showSystem ? (
          <Button
            variant="subtle"
            size="compact-sm"
            color="gray"
            leftSection={<IconX size={14} aria-hidden />}
            onClick={removeSystemPrompt}
          >
            Remove system prompt
          </Button>
        ) : (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={addSystemPrompt}
          >
            Add system prompt
          </Button>
        )}
      </Group>
      <Textarea
        label="Prompt"
        placeholder="Write a prompt, e.g. Explain {topic} to a {audience} in three paragraphs."
        autosize
        minRows={6}
        maxRows={18}
        maxLength={MAX_PROMPT_TEXT_LENGTH}
        value={prompt}
        onChange={(event) => onChange({ prompt: event.currentTarget.value })}
        onKeyDown={runOnShortcut}
        description={characterCount(prompt)}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
    </>
  );
}
