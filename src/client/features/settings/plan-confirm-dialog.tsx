/**
 * The confirmation before a plan change: the question names plan, price and
 * interval; Confirm starts the change, Cancel (or Escape) leaves the plan as it is.
 */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { PlanView } from '../../../shared/user-views.ts';
import { planChangeDetail, planChangeQuestion } from './plan-change-question.ts';

interface Props {
  opened: boolean;
  /** The plan asked about (kept while the dialog fades out, so its text stays put). */
  plan: PlanView | null;
  onConfirm: (plan: PlanView) => void;
  onCancel: () => void;
}

export function PlanConfirmDialog({ opened, plan, onConfirm, onCancel }: Props) {
  return (
    <Modal
      opened={opened && plan !== null}
      onClose={onCancel}
      title={plan && <Text fw={700}>{planChangeQuestion(plan)}</Text>}
      centered
    >
      {plan && (
        <Stack gap="md">
          <Text size="sm">{planChangeDetail(plan)}</Text>
          <Group justify="flex-end" gap="sm">
            {/* Cancel has the focus: Enter on an opened question must not change the plan. */}
            <Button variant="default" onClick={onCancel} data-autofocus>
              Cancel
            </Button>
            <Button onClick={() => onConfirm(plan)}>Confirm</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
