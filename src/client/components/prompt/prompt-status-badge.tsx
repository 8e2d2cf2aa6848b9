/** Where a created prompt stands in review, so its author knows why it is (not) public. */
import { Badge, VisuallyHidden } from '@mantine/core';
import type { PromptStatus } from '../../../shared/prompt-fields.ts';

const STATUS: Record<PromptStatus, { label: string; color: string; hint: string }> = {
  pending: { label: 'Pending', color: 'yellow', hint: 'Waiting for review' },
  approved: { label: 'Approved', color: 'green', hint: 'Public in the library' },
  rejected: { label: 'Rejected', color: 'red', hint: 'Not accepted by a moderator' },
  disabled: { label: 'Disabled', color: 'gray', hint: 'Hidden from the library by a moderator' },
  private: { label: 'Private', color: 'indigo', hint: 'Only you can see it' },
};

export function PromptStatusBadge({ status }: { status: PromptStatus }) {
  const { label, color, hint } = STATUS[status];
  return (
    <Badge color={color} variant="filled" autoContrast title={hint}>
      <VisuallyHidden>Status: </VisuallyHidden>
      {label}
    </Badge>
  );
}
