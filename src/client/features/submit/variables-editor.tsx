/**
 * Variables: the author adds a name with a default value (both required),
 * and sees every variable the prompt texts use. One used in the text but
 * without a value yet is listed too, with a button that starts filling it
 * in. Enter in either field adds, never sends the whole form.
 */
import {
  ActionIcon,
  Button,
  Code,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { MAX_VARIABLE_VALUE_LENGTH } from '../../../shared/prompt-limits.ts';
import { FormSection } from './form-section.tsx';
import type { DraftUpdate, PromptDraft } from './prompt-draft.ts';
import {
  type VariableRow,
  variableNameOf,
  variableNameProblem,
  variableRows,
  withoutVariable,
  withVariable,
} from './variable-rows.ts';

interface Props {
  draft: PromptDraft;
  update: DraftUpdate;
  error?: string;
  onEdit: () => void;
}

function VariableItem({
  row,
  onRemove,
  onFill,
}: {
  row: VariableRow;
  onRemove: () => void;
  onFill: () => void;
}) {
  return (
    <Paper component="li" withBorder radius="md" px="sm" py="xs">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2} miw={0}>
          <Code fz="sm" w="fit-content">{`{${row.name}}`}</Code>
          {row.source === 'author' ? (
            <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              Default: {row.defaultValue}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              In the prompt, no default value yet
            </Text>
          )}
        </Stack>
        {row.source === 'author' ? (
          <Tooltip label="Remove">
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={onRemove}
              aria-label={`Remove variable ${row.name}`}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        ) : (
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPencil size={14} />}
            onClick={onFill}
            aria-label={`Add default for ${row.name}`}
            style={{ flexShrink: 0 }}
          >
            Add default
          </Button>
        )}
      </Group>
    </Paper>
  );
}

export function VariablesEditor({ draft, update, error, onEdit }: Props) {
  const [name, setName] = useState('');
  const [defaultValue, setDefaultValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const valueInput = useRef<HTMLInputElement>(null);
  // After adding or removing, the button pressed is gone or disabled: keep focus in the editor.
  const nameInput = useRef<HTMLInputElement>(null);
  const rows = variableRows([draft.systemprompt, draft.description], draft.variables);
  const canAdd = name.trim() !== '' && defaultValue.trim() !== '';

  const add = () => {
    if (!canAdd) return;
    const variableName = variableNameOf(name);
    const nameProblem = variableNameProblem(variableName, draft.variables);
    setProblem(nameProblem);
    if (nameProblem) return;
    const added = { name: variableName, defaultValue: defaultValue.trim() };
    update((current) => ({ ...current, variables: withVariable(current.variables, added) }));
    onEdit();
    setName('');
    setDefaultValue('');
    nameInput.current?.focus();
  };

  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  const remove = (variableName: string) => {
    update((current) => ({
      ...current,
      variables: withoutVariable(current.variables, variableName),
    }));
    onEdit();
    nameInput.current?.focus();
  };

  const fill = (variableName: string) => {
    setName(variableName);
    setProblem(null);
    valueInput.current?.focus();
  };

  return (
    <FormSection
      title="Variables"
      description="Parts of the prompt a person fills in before running it, each with a default value."
    >
      {rows.length > 0 ? (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Variables"
        >
          {rows.map((row) => (
            <VariableItem
              key={row.name}
              row={row}
              onRemove={() => remove(row.name)}
              onFill={() => fill(row.name)}
            />
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          No variables yet. Add one below, or write {'{name}'} in the prompt.
        </Text>
      )}
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          ref={nameInput}
          label="Variable name"
          placeholder="e.g. topic"
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setProblem(null);
          }}
          onKeyDown={addOnEnter}
          error={problem}
          style={{ flex: '1 1 180px' }}
        />
        <TextInput
          ref={valueInput}
          label="Default value"
          placeholder="e.g. remote work"
          value={defaultValue}
          maxLength={MAX_VARIABLE_VALUE_LENGTH}
          onChange={(event) => setDefaultValue(event.currentTarget.value)}
          onKeyDown={addOnEnter}
          style={{ flex: '2 1 240px' }}
        />
        <Button
          variant="default"
          leftSection={<IconPlus size={16} />}
          onClick={add}
          disabled={!canAdd}
          mt={{ base: 0, xs: 25 }}
        >
          Add Variable
        </Button>
      </Group>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </FormSection>
  );
}
