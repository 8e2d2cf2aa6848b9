/**
 * Setting a member's plan or declining their plan request from Manage
 * Users (decision 032): which member the plan dialog is open for, the two
 * changes, and the words the admin is told afterwards.
 */
import { useState } from 'react';
import type { AdminUserView } from '../../../shared/admin-views.ts';
import { PLANS } from '../../../shared/plans.ts';
import { serverProblem } from '../../lib/server-problem.ts';
import { personLabel } from './user-labels.ts';
import { useDeclinePlanRequest, useSetMemberPlan } from './users-api.ts';

function planName(planId: string): string {
  return PLANS.find((plan) => plan.id === planId)?.name ?? planId;
}

export function usePlanActions(tell: (tone: 'success' | 'error', message: string) => void) {
  const setPlan = useSetMemberPlan();
  const decline = useDeclinePlanRequest();
  const [member, setMember] = useState<AdminUserView | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const fail = (fallback: string) => (error: unknown) =>
    setProblem(serverProblem(error).message ?? fallback);

  const done = (message: string) => {
    setMember(null);
    tell('success', message);
  };

  return {
    open: (user: AdminUserView) => {
      setProblem(null);
      setMember(user);
    },
    dialog: {
      member,
      problem,
      isSaving: setPlan.isPending,
      isDeclining: decline.isPending,
      onSave: (user: AdminUserView, planId: string, reason: string) => {
        setProblem(null);
        setPlan.mutate(
          { id: user._id, planId, ...(reason ? { reason } : {}) },
          {
            onSuccess: () => done(`${personLabel(user)} is now on the ${planName(planId)} plan.`),
            onError: fail('Failed to update the plan'),
          },
        );
      },
      onDecline: (user: AdminUserView) => {
        setProblem(null);
        decline.mutate(
          { id: user._id },
          {
            onSuccess: () => done(`The plan request of ${personLabel(user)} was declined.`),
            onError: fail('Failed to decline the request'),
          },
        );
      },
      onClose: () => setMember(null),
    },
    busyId: setPlan.isPending || decline.isPending ? (member?._id ?? null) : null,
  };
}
