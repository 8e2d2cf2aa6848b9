/** How a chain runs (PRODUCT_SPEC section 9 "Execution types"). */
import { Radio, Stack } from '@mantine/core';
import { EXECUTION_TYPES, type ExecutionType } from '../../../shared/prompt-fields.ts';

const CHOICES: Record<ExecutionType, { label: string; description: string }> = {
  independent: {
    label: 'Independent',
    description: 'Every prompt in the chain receives the same initial inputs.',
  },
  dependent: {
    label: 'Dependent',
    description: 'Each prompt receives the output of the previous one.',
  },
};

function isExecutionType(value: string): value is ExecutionType {
  return (EXECUTION_TYPES as readonly string[]).includes(value);
}

interface Props {
  value: ExecutionType;
  onChange: (value: ExecutionType) => void;
}

export function ExecutionTypePicker({ value, onChange }: Props) {
  return (
    <Radio.Group
      label="Execution type"
      value={value}
      onChange={(next) => {
        if (isExecutionType(next)) onChange(next);
      }}
    >
      <Stack gap="sm" mt="xs">
        {EXECUTION_TYPES.map((type) => (
          <Radio
            key={type}
            value={type}
            label={CHOICES[type].label}
            description={CHOICES[type].description}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
