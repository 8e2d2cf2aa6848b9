/** How a run (or one model's run when comparing) stands, as a small badge. */
import { Badge, Loader } from '@mantine/core';
import type { LaneStatus } from './run-state.ts';

const LOOKS: Record<LaneStatus, { label: string; color: string }> = {
  running: { label: 'Generating', color: 'indigo' },
  done: { label: 'Done', color: 'green' },
  stopped: { label: 'Stopped', color: 'yellow' },
  failed: { label: 'Failed', color: 'red' },
  refused: { label: 'Not run', color: 'gray' },
};

export function LaneStatusBadge({ status }: { status: LaneStatus }) {
  const look = LOOKS[status];
  return (
    // Filled with auto-contrast text, as the other status badges: light tints fail AA at this size.
    <Badge
      variant="filled"
      autoContrast
      color={look.color}
      leftSection={status === 'running' ? <Loader size={10} color="currentColor" /> : undefined}
    >
      {look.label}
    </Badge>
  );
}
