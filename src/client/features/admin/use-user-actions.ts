/**
 * What the admin does to members on Manage Users, with what they are told
 * afterwards: each change's outcome in words (the server's own reason when
 * it refuses), and the confirmation that a role change, disabling and
 * deleting go through.
 */
import { useState } from 'react';
import type { AdminUserView } from '../../../shared/admin-views.ts';
import type { UserRole } from '../../../shared/prompt-fields.ts';
import { serverProblem } from '../../lib/server-problem.ts';
import type { PendingConfirmation } from './user-confirm-dialog.tsx';
import { personLabel, ROLE_LABELS } from './user-labels.ts';
import type { UsersFeedbackMessage } from './users-feedback.tsx';
import { usePlanActions } from './use-plan-actions.ts';
import { useRemoveUser, useSetUserRole, useSetUserStatus } from './users-api.ts';

function problemText(error: unknown, fallback: string): string {
  return serverProblem(error).message ?? fallback;
}

export function useUserActions() {
  const setRole = useSetUserRole();
  const setStatus = useSetUserStatus();
  const remove = useRemoveUser();
  const [feedback, setFeedback] = useState<UsersFeedbackMessage | null>(null);
  const [confirmation, setConfirmation] = useState<PendingConfirmation | null>(null);
  const [dialogProblem, setDialogProblem] = useState<string | null>(null);

  const tell = (tone: UsersFeedbackMessage['tone'], message: string) =>
    setFeedback((previous) => ({ tone, message, id: (previous?.id ?? 0) + 1 }));
  const plans = usePlanActions(tell);

  const changeRole = (user: AdminUserView, role: UserRole) => {
    setRole.mutate(
      { id: user._id, role },
      {
        onSuccess: () =>
          done(
            `${personLabel(user)} is now ${role === 'admin' ? 'an' : 'a'} ${ROLE_LABELS[role]}.`,
          ),
        onError: (error) => setDialogProblem(problemText(error, 'Failed to update user role')),
      },
    );
  };

  const enable = (user: AdminUserView) => {
    setFeedback(null);
    setStatus.mutate(
      { id: user._id, status: 'active' },
      {
        onSuccess: () => tell('success', `${personLabel(user)} was enabled and can sign in again.`),
        onError: (error) => tell('error', problemText(error, 'Failed to update user status')),
      },
    );
  };

  const ask = (kind: 'disable' | 'delete') => (user: AdminUserView) => {
    setDialogProblem(null);
    setConfirmation({ kind, user });
  };

  const askRole = (user: AdminUserView, role: UserRole) => {
    setDialogProblem(null);
    setConfirmation({ kind: 'role', user, role });
  };

  const done = (message: string) => {
    setConfirmation(null);
    tell('success', message);
  };

  const confirm = (confirmation: PendingConfirmation) => {
    const { kind, user } = confirmation;
    setFeedback(null);
    setDialogProblem(null);
    if (confirmation.kind === 'role') {
      changeRole(user, confirmation.role);
    } else if (kind === 'disable') {
      setStatus.mutate(
        { id: user._id, status: 'disabled' },
        {
          onSuccess: () => done(`${personLabel(user)} was disabled and signed out everywhere.`),
          onError: (error) => setDialogProblem(problemText(error, 'Failed to update user status')),
        },
      );
    } else {
      remove.mutate(
        { id: user._id },
        {
          onSuccess: () => done(`${personLabel(user)} was deleted, with their prompts.`),
          onError: (error) => setDialogProblem(problemText(error, 'Failed to delete user')),
        },
      );
    }
  };

  const pendingIds = [setRole, setStatus, remove]
    .filter((mutation) => mutation.isPending)
    .map((mutation) => mutation.variables?.id);

  return {
    feedback,
    clearFeedback: () => setFeedback(null),
    confirmation,
    dialogProblem,
    isConfirming: setRole.isPending || setStatus.isPending || remove.isPending,
    /** The member a change is on its way for, if any. */
    busyId: pendingIds[0] ?? plans.busyId,
    handlers: {
      onRoleChange: askRole,
      onEnable: enable,
      onDisable: ask('disable'),
      onDelete: ask('delete'),
      onPlan: (user: AdminUserView) => {
        setFeedback(null);
        plans.open(user);
      },
    },
    planDialog: plans.dialog,
    confirm,
    cancel: () => setConfirmation(null),
  };
}
