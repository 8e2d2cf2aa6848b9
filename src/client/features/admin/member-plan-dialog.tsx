/**
 * The plan of one member, set by an admin (decision 032): their plan and
 * its state, their open request with its note, a plan to set with the
 * reason kept in the audit log, and Decline request. A refusal from the
 * server shows inside the dialog, which stays open.
 */
import { Alert, Button, Group, Modal, Paper, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { AdminUserView } from '../../../shared/admin-views.ts';
import { MAX_STATUS_REASON_LENGTH } from '../../../shared/admin-limits.ts';
import { PLANS } from '../../../shared/plans.ts';
import { longDate, SUBSCRIPTION_STATE_LABELS } from '../../lib/subscription-text.ts';
import { personLabel } from './user-labels.ts';

const PLAN_OPTIONS = PLANS.map((plan) => ({ value: plan.id, label: plan.name }));

interface Props {
  member: AdminUserView | null;
  problem: string | null;
  isSaving: boolean;
  isDeclining: boolean;
  onSave: (member: AdminUserView, planId: string, reason: string) => void;
  onDecline: (member: AdminUserView) => void;
  onClose: () => void;
}

export function MemberPlanDialog(props: Props) {
  const { member, onClose } = props;
  return (
    <Modal
      opened={member !== null}
      onClose={onClose}
      title={member && <Text fw={700}>Plan of {personLabel(member)}</Text>}
      centered
    >
      {/* Keyed by member: the form starts from their plan each time it opens. */}
      {member && <PlanForm key={member._id} {...props} member={member} />}
    </Modal>
  );
}

function PlanForm({
  member,
  problem,
  isSaving,
  isDeclining,
  onSave,
  onDecline,
  onClose,
}: Props & { member: AdminUserView }) {
  const request = member.planRequest;
  const [planId, setPlanId] = useState(request?.planId ?? member.subscription.planId);
  const [reason, setReason] = useState('');
  const unchanged =
    planId === member.subscription.planId && member.subscription.status === 'active';
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave(member, planId, reason.trim());
      }}
    >
      <Stack gap="md">
        <Text size="sm">
          Now on {member.planName} ({SUBSCRIPTION_STATE_LABELS[member.subscription.status]}). The
          plan you set applies at once, with no payment.
        </Text>
        {request && (
          <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-default-hover)">
            <Text size="sm" fw={600}>
              Asked for {request.planName} on {longDate(request.createdAt)}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {request.note || 'No note.'}
            </Text>
          </Paper>
        )}
        <Select
          label="Plan"
          data={PLAN_OPTIONS}
          value={planId}
          allowDeselect={false}
          onChange={(value) => value && setPlanId(value)}
          comboboxProps={{ zIndex: 400 }}
        />
        <Textarea
          label="Reason"
          description="Kept in the audit log, e.g. an invoice number."
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={MAX_STATUS_REASON_LENGTH}
          autosize
          minRows={2}
        />
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group justify="space-between" gap="sm">
          {request ? (
            <Button
              variant="default"
              color="red"
              loading={isDeclining}
              onClick={() => onDecline(member)}
            >
              Decline request
            </Button>
          ) : (
            <span />
          )}
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isSaving} disabled={unchanged}>
              Set plan
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
