/**
 * The confirmation before a plan change in Stripe mode: asks the server
 * what the change would do and cost (Stripe's prorated figure for an
 * upgrade), says it, and only then offers the button that does it.
 */
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { BillingInterval } from '../../../shared/plan-steps.ts';
import type { PlanChangePreview } from '../../../shared/user-views.ts';
import { serverProblem } from '../../lib/server-problem.ts';
import { billingConfirmLabel, billingDetail, billingQuestion } from './billing-preview-text.ts';
import { usePlanChangePreview } from './settings-api.ts';

interface Props {
  /** The plan and interval asked about; null when closed. */
  target: { planId: string; interval: BillingInterval } | null;
  currentPlanName: string;
  onConfirm: (preview: PlanChangePreview) => void;
  onCancel: () => void;
}

export function BillingConfirmDialog({ target, currentPlanName, onConfirm, onCancel }: Props) {
  const preview = usePlanChangePreview(target);
  const data = preview.data;
  const confirmLabel = data ? billingConfirmLabel(data.step) : null;
  return (
    <Modal
      opened={target !== null}
      onClose={onCancel}
      title={
        <Text fw={700}>{data ? billingQuestion(data, currentPlanName) : 'Checking the price'}</Text>
      }
      centered
    >
      <Stack gap="md">
        {preview.isPending && (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text size="sm">Asking Stripe what this costs…</Text>
          </Group>
        )}
        {preview.isError && (
          <Alert color="red" role="alert">
            {serverProblem(preview.error).message ?? 'The price could not be checked. Try again.'}
          </Alert>
        )}
        {data && <Text size="sm">{billingDetail(data, currentPlanName)}</Text>}
        <Group justify="flex-end" gap="sm">
          {/* Cancel has the focus: Enter on an opened question must not change the plan. */}
          <Button variant="default" onClick={onCancel} data-autofocus>
            Cancel
          </Button>
          {data && confirmLabel && <Button onClick={() => onConfirm(data)}>{confirmLabel}</Button>}
        </Group>
      </Stack>
    </Modal>
  );
}
