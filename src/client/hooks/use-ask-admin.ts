/**
 * The "Ask an admin" flow both Settings and Pricing offer: which plan is
 * being asked for, sending the request, and the sent state the dialog
 * shows afterwards (decision 032).
 */
import { useState } from 'react';
import { serverProblem } from '../lib/server-problem.ts';
import { usePlanChoice, useRequestPlan, useWithdrawPlanRequest } from './use-plan-choice.ts';

export function useAskAdmin() {
  const choice = usePlanChoice();
  const request = useRequestPlan();
  const withdraw = useWithdrawPlanRequest();
  const [asking, setAsking] = useState<{ id: string; name: string } | null>(null);
  return {
    mode: choice.data?.mode ?? null,
    planRequest: choice.data?.planRequest ?? null,
    trialAvailable: choice.data?.trialAvailable ?? false,
    ask: (plan: { id: string; name: string }) => {
      request.reset();
      setAsking(plan);
    },
    withdraw: () => withdraw.mutate(),
    isWithdrawing: withdraw.isPending,
    dialog: {
      plan: asking,
      isSending: request.isPending,
      isSent: request.isSuccess,
      problem: request.error ? (serverProblem(request.error).message ?? 'Please try again.') : null,
      onSend: (planId: string, note: string) =>
        request.mutate({ planId, ...(note ? { note } : {}) }),
      onClose: () => setAsking(null),
    },
  };
}
