/** Where a prompt version stands (decision 043), in words as well as colour. */
import { Badge, VisuallyHidden } from '@mantine/core';
import type { PromptVersionStatus } from '../../../shared/prompt-version-fields.ts';

const STATUS: Record<PromptVersionStatus, { label: string; color: string; hint: string }> = {
  live: { label: 'Live', color: 'green', hint: 'What the prompt shows now' },
  previous: { label: 'Earlier', color: 'gray', hint: 'Was live before a later version' },
  pending: { label: 'Waiting for review', color: 'yellow', hint: 'A moderator will review it' },
  rejected: { label: 'Rejected', color: 'red', hint: 'Not accepted by a moderator' },
  superseded: { label: 'Replaced', color: 'gray', hint: 'A newer edit replaced it before review' },
  withdrawn: { label: 'Withdrawn', color: 'gray', hint: 'Its author took it back' },
};

export function versionStatusLabel(status: PromptVersionStatus): string {
  return STATUS[status].label;
}

export function VersionStatusBadge({ status }: { status: PromptVersionStatus }) {
  const { label, color, hint } = STATUS[status];
  return (
    <Badge color={color} variant="filled" autoContrast title={hint}>
      <VisuallyHidden>Status: </VisuallyHidden>
      {label}
    </Badge>
  );
}
