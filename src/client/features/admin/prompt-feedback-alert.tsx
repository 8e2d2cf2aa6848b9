/**
 * The message after an action: green when it worked ("Approved "..."";
 * "3 prompts approved"), red with the server's reason when it did not.
 * Screen readers hear it as it appears (status, or alert for a failure).
 */
import { Alert, List, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { ActionFeedback } from './prompt-action-messages.ts';

interface Props {
  feedback: ActionFeedback;
  onDismiss?: () => void;
}

export function PromptFeedbackAlert({ feedback, onDismiss }: Props) {
  const isError = feedback.tone === 'error';
  const Icon = isError ? IconAlertTriangle : IconCircleCheck;
  const [first, ...rest] = feedback.details;
  return (
    <Alert
      role={isError ? 'alert' : 'status'}
      variant="light"
      color={isError ? 'red' : 'green'}
      icon={<Icon size={20} aria-hidden />}
      title={feedback.title}
      withCloseButton={onDismiss !== undefined}
      closeButtonLabel="Dismiss message"
      onClose={onDismiss}
    >
      {feedback.details.length === 1 && <Text size="sm">{first}</Text>}
      {rest.length > 0 && (
        <List size="sm" spacing={2}>
          {feedback.details.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
