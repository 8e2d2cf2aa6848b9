/**
 * A secret shown this once (a new API key, a webhook's signing secret): a
 * named read-only field, so a screen reader says what it is and a click
 * selects it whole, beside a Copy button.
 */
import { Button, CopyButton, Group, TextInput } from '@mantine/core';

export function OneTimeSecret({ label, value }: { label: string; value: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <TextInput
        readOnly
        label={label}
        value={value}
        onFocus={(event) => event.currentTarget.select()}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        style={{ flex: 1 }}
      />
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button size="xs" variant="light" onClick={copy} mb={4}>
            {copied ? 'Copied' : 'Copy'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
