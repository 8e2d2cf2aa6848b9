/**
 * One input per variable the texts use (findVariables over the system
 * prompt, the prompt and the chain), prefilled with the prompt's defaults.
 * The server fills them in; a blank one is sent blank.
 */
import { SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId } from 'react';
import { MAX_VARIABLE_VALUE_LENGTH } from '../../../shared/prompt-limits.ts';

const EMPTY_WARNING = 'Empty: the prompt will have a blank here';

interface Props {
  names: string[];
  values: Record<string, string>;
  onChange: (name: string, value: string) => void;
}

export function VariablesPanel({ names, values, onChange }: Props) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Title order={3} size="h5" id={headingId}>
        Variables
      </Title>
      {names.length === 0 ? (
        <Text size="sm" c="dimmed">
          None yet. Write {'{name}'} or {'{{name}}'} in the prompt and an input for it appears here.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
          {names.map((name) => (
            <TextInput
              key={name}
              label={name}
              placeholder={`Value for {${name}}`}
              maxLength={MAX_VARIABLE_VALUE_LENGTH}
              value={values[name] ?? ''}
              // A blank value is sent as is; say so, but let the person run it.
              description={(values[name] ?? '') === '' ? EMPTY_WARNING : undefined}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              onChange={(event) => onChange(name, event.currentTarget.value)}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
