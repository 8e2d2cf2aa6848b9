/** "Select": starts choosing cards for a bulk action (the bar then takes over). */
import { Button } from '@mantine/core';
import { IconCheckbox } from '@tabler/icons-react';
import type { Selection } from '../../hooks/use-selection.ts';

export function SelectButton({ selection }: { selection: Selection }) {
  if (selection.active) return null;
  return (
    <Button
      variant="default"
      leftSection={<IconCheckbox size={16} aria-hidden />}
      onClick={selection.start}
    >
      Select
    </Button>
  );
}
