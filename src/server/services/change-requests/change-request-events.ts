/** The webhook events of change requests (decision 050), queued in the request's transaction. */
import type { ChangeRequestView } from '../../../shared/change-request-views.ts';
import type { Database } from '../../db/client.ts';
import { enqueuePromptEvents } from '../webhooks/webhook-events.ts';

export async function enqueueChangeRequestEvent(
  tx: Database,
  type: 'change_request.created' | 'change_request.decided',
  request: ChangeRequestView,
): Promise<void> {
  if (request.status === 'withdrawn') return;
  await enqueuePromptEvents(tx, type, [request.prompt._id], {
    changeRequest: {
      _id: request._id,
      status: request.status,
      proposer: request.proposer,
      reason: request.reason,
      note: request.decisionNote,
      version: request.resultingVersion,
    },
  });
}
