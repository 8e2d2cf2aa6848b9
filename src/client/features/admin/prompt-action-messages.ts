/**
 * What Manage Prompts tells the admin after an action: the one line that
 * says it happened ("Approved "Haiku helper""), a bulk action's count
 * ("3 prompts approved") with each skipped prompt named beside its reason,
 * and a failure in the server's own words under the spec's default title.
 */
import type { BulkStatusResult } from '../../../shared/admin-views.ts';
import type { ModerationAction } from '../../../shared/prompt-status-transitions.ts';
import { serverProblem } from '../../lib/server-problem.ts';

export interface ActionFeedback {
  tone: 'success' | 'error';
  title: string;
  /** Further lines: the server's reason, or the prompts a bulk action skipped. */
  details: string[];
}

const PAST_TENSE: Record<ModerationAction | 'delete', string> = {
  approve: 'Approved',
  reject: 'Rejected',
  disable: 'Disabled',
  enable: 'Enabled',
  delete: 'Deleted',
};

export function doneMessage(action: ModerationAction | 'delete', title: string): ActionFeedback {
  return { tone: 'success', title: `${PAST_TENSE[action]} "${title}"`, details: [] };
}

export function bulkMessage(
  action: 'approve' | 'reject',
  { changed, skipped }: BulkStatusResult,
): ActionFeedback {
  const verb = PAST_TENSE[action].toLowerCase();
  const count = changed.length;
  const title =
    count === 0 ? `No prompts ${verb}` : `${count} ${count === 1 ? 'prompt' : 'prompts'} ${verb}`;
  const details = skipped.map(
    (skip) => `Skipped ${skip.title ? `"${skip.title}"` : 'a prompt'}: ${skip.reason}`,
  );
  return { tone: count === 0 ? 'error' : 'success', title, details };
}

/** The spec's default text as the title, the server's words (when it gave some) below. */
export function failureMessage(title: string, error: unknown): ActionFeedback {
  const { message } = serverProblem(error);
  return {
    tone: 'error',
    title,
    details: [message ?? 'Check your connection and try again.'],
  };
}

export const FAILED_STATUS = 'Failed to update prompt status';
export const FAILED_DELETE = 'Failed to delete prompt';
