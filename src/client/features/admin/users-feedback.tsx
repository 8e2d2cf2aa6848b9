/**
 * What came of the admin's last change on Manage Users: a success announced
 * politely, or the server's reason for refusing, announced at once. It
 * stays until the next change or until closed, so nobody has to be quick.
 */
import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';

export interface UsersFeedbackMessage {
  tone: 'success' | 'error';
  message: string;
  /** A new one each time, so the same words twice are announced twice. */
  id: number;
}

export function UsersFeedback({
  feedback,
  onClose,
}: {
  feedback: UsersFeedbackMessage | null;
  onClose: () => void;
}) {
  const isError = feedback?.tone === 'error';
  return (
    <>
      <div role="status" aria-live="polite">
        {feedback && !isError && (
          <Alert
            key={feedback.id}
            color="teal"
            icon={<IconCircleCheck size={18} />}
            withCloseButton
            closeButtonLabel="Dismiss"
            onClose={onClose}
          >
            {feedback.message}
          </Alert>
        )}
      </div>
      {feedback && isError && (
        <Alert
          key={feedback.id}
          color="red"
          role="alert"
          icon={<IconAlertTriangle size={18} />}
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={onClose}
        >
          {feedback.message}
        </Alert>
      )}
    </>
  );
}
