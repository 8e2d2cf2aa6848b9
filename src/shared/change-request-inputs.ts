/**
 * Input schemas of change requests (decision 050), parsed at both doors.
 * The proposed content is the whole edit form, as PUT /prompts/:id takes it
 * (the form starts from the live version), less the change note: the
 * request's reason says why.
 */
import { z } from 'zod';
import { recordId } from './admin-inputs.ts';
import {
  MAX_CHANGE_REQUEST_NOTE_LENGTH,
  MAX_CHANGE_REQUEST_REASON_LENGTH,
} from './change-request-fields.ts';
import { MAX_ID_LENGTH } from './library-limits.ts';
import { promptSubmissionInput } from './prompt-submission-input.ts';
import { text } from './text-input.ts';

const promptId = text({ max: MAX_ID_LENGTH });

export const proposedChanges = promptSubmissionInput.omit({ changeNote: true });
export type ProposedChanges = z.infer<typeof proposedChanges>;

export const changeRequestBody = z.object({
  changes: proposedChanges,
  reason: text({ max: MAX_CHANGE_REQUEST_REASON_LENGTH, multiline: true }),
});
export type ChangeRequestBody = z.infer<typeof changeRequestBody>;

export const changeDecisionBody = z.object({
  note: text({ max: MAX_CHANGE_REQUEST_NOTE_LENGTH, min: 0, multiline: true }).optional(),
});

export const promptChangesParams = z.object({ id: promptId });
export const changeRequestParams = z.object({ id: promptId, cid: recordId });

export const CHANGE_REQUEST_BOXES = ['incoming', 'outgoing'] as const;
export type ChangeRequestBox = (typeof CHANGE_REQUEST_BOXES)[number];
export const changeRequestBoxQuery = z.object({
  box: z
    .enum(CHANGE_REQUEST_BOXES, { error: 'must be one of: incoming, outgoing' })
    .default('incoming'),
});

/** tRPC's shapes: the path's parts beside the body. */
export const proposeChangeInput = changeRequestBody.extend({ id: promptId });
export const changeRequestIdInput = z.object({ id: promptId, changeRequestId: recordId });
export const decideChangeInput = changeRequestIdInput.extend(changeDecisionBody.shape);
