/** A success message announced politely; the live region stays so screen readers catch each one. */
import { Alert } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';

export function SuccessFlash({ message }: { message: string | null }) {
  return (
    <div role="status" aria-live="polite">
      {message && (
        <Alert color="teal" icon={<IconCircleCheck size={18} />}>
          {message}
        </Alert>
      )}
    </div>
  );
}
