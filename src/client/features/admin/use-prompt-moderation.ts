/**
 * What Manage Prompts does when the admin acts: which dialog is open
 * (details, reason, delete), the calls behind Approve, Reject, Disable,
 * Enable, Delete and the bulk actions, and the message each one leaves.
 * Approve and Enable act at once; Reject and Disable ask for a reason
 * first; Delete asks to confirm. A dialog's failure stays in that dialog,
 * so the admin reads it where they are looking.
 */
import { useState } from 'react';
import {
  moderationAction,
  type ModerationTarget,
} from '../../../shared/prompt-status-transitions.ts';
import type { PromptView } from '../../../shared/prompt-views.ts';
import { useRemovePrompt, useSetPromptStatus, useSetPromptStatuses } from './manage-prompts-api.ts';
import {
  type ActionFeedback,
  bulkMessage,
  doneMessage,
  FAILED_DELETE,
  FAILED_STATUS,
  failureMessage,
} from './prompt-action-messages.ts';
import type { ReasonTarget } from './prompt-reason-dialog.tsx';
import type { PromptRequest } from './prompt-request.ts';

interface Selection {
  selected: ReadonlySet<string>;
  clear: () => void;
}

function useDialogs() {
  const [details, setDetails] = useState<PromptView | null>(null);
  const [reasonTarget, setReasonTarget] = useState<ReasonTarget | null>(null);
  const [reasonProblem, setReasonProblem] = useState<ActionFeedback | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<PromptView | null>(null);
  const [deleteProblem, setDeleteProblem] = useState<ActionFeedback | null>(null);
  return {
    details,
    setDetails,
    reason: { target: reasonTarget, problem: reasonProblem },
    askReason: (target: ReasonTarget | null) => {
      setReasonProblem(null);
      setReasonTarget(target);
    },
    setReasonProblem,
    deletion: { target: deleteTarget, problem: deleteProblem },
    askDelete: (target: PromptView | null) => {
      setDeleteProblem(null);
      setDeleteTarget(target);
    },
    setDeleteProblem,
  };
}

export function usePromptModeration(selection: Selection) {
  const setStatus = useSetPromptStatus();
  const setStatuses = useSetPromptStatuses();
  const remove = useRemovePrompt();
  const dialogs = useDialogs();
  const [feedback, setFeedback] = useState<ActionFeedback | null>(null);

  const move = (prompt: PromptView, to: ModerationTarget, reason?: string) => {
    setFeedback(null);
    setStatus.mutate(
      { id: prompt._id, status: to, reason },
      {
        onSuccess: () => {
          dialogs.askReason(null);
          setFeedback(doneMessage(moderationAction(prompt.status, to), prompt.title));
        },
        onError: (error) => {
          const problem = failureMessage(FAILED_STATUS, error);
          if (reason === undefined) setFeedback(problem);
          else dialogs.setReasonProblem(problem);
        },
      },
    );
  };

  const rejectMany = (ids: string[], reason: string) => {
    setFeedback(null);
    setStatuses.mutate(
      { ids, status: 'rejected', reason },
      {
        onSuccess: (result) => {
          dialogs.askReason(null);
          selection.clear();
          setFeedback(bulkMessage('reject', result));
        },
        onError: (error) => dialogs.setReasonProblem(failureMessage(FAILED_STATUS, error)),
      },
    );
  };

  const request = (prompt: PromptView, wanted: PromptRequest) => {
    if (wanted.kind === 'details') {
      setFeedback(null);
      dialogs.setDetails(prompt);
    } else if (wanted.kind === 'delete') {
      dialogs.askDelete(prompt);
    } else if (wanted.to === 'approved') {
      move(prompt, wanted.to);
    } else {
      dialogs.askReason({ kind: 'one', prompt, to: wanted.to });
    }
  };

  return {
    feedback,
    dismissFeedback: () => setFeedback(null),
    request,
    details: dialogs.details,
    closeDetails: () => dialogs.setDetails(null),
    /** The status change running now from a row or the details, for its spinner. */
    moving:
      setStatus.isPending && setStatus.variables.reason === undefined
        ? { id: setStatus.variables.id, to: setStatus.variables.status }
        : null,
    reason: {
      ...dialogs.reason,
      isPending: setStatus.isPending || setStatuses.isPending,
      cancel: () => dialogs.askReason(null),
      confirm: (reason: string) => {
        const target = dialogs.reason.target;
        if (target?.kind === 'one') move(target.prompt, target.to, reason);
        else if (target?.kind === 'many') rejectMany(target.ids, reason);
      },
    },
    deletion: {
      ...dialogs.deletion,
      isPending: remove.isPending,
      cancel: () => dialogs.askDelete(null),
      confirm: (prompt: PromptView) =>
        remove.mutate(
          { id: prompt._id },
          {
            onSuccess: () => {
              dialogs.askDelete(null);
              if (dialogs.details?._id === prompt._id) dialogs.setDetails(null);
              setFeedback(doneMessage('delete', prompt.title));
            },
            onError: (error) => dialogs.setDeleteProblem(failureMessage(FAILED_DELETE, error)),
          },
        ),
    },
    bulk: {
      isApproving: setStatuses.isPending && setStatuses.variables.status === 'approved',
      approve: () => {
        setFeedback(null);
        setStatuses.mutate(
          { ids: [...selection.selected], status: 'approved' },
          {
            onSuccess: (result) => {
              selection.clear();
              setFeedback(bulkMessage('approve', result));
            },
            onError: (error) => setFeedback(failureMessage(FAILED_STATUS, error)),
          },
        );
      },
      reject: () => dialogs.askReason({ kind: 'many', ids: [...selection.selected] }),
    },
  };
}
