/**
 * Input schemas of prompt versions (decision 043), parsed at both doors.
 * A version number in a path is digits only: "1.5", "0x10", "1e3" and
 * numbers past MAX_VERSION_NUMBER are bad input (400), not a missing version.
 */
import { z } from 'zod';
import { recordId } from './admin-inputs.ts';
import { MAX_STATUS_REASON_LENGTH } from './admin-limits.ts';
import { MAX_ID_LENGTH } from './library-limits.ts';
import { MAX_CHANGE_NOTE_LENGTH, MAX_VERSION_NUMBER } from './prompt-version-fields.ts';
import { text } from './text-input.ts';

const WHOLE_NUMBER_MESSAGE = `must be a whole number from 1 to ${MAX_VERSION_NUMBER}`;

/** A version number: a number from tRPC, a string of digits from a REST path. */
export const versionNumber = z.preprocess(
  (value) => (typeof value === 'string' && /^[0-9]{1,9}$/.test(value) ? Number(value) : value),
  z
    .number({ error: WHOLE_NUMBER_MESSAGE })
    .int(WHOLE_NUMBER_MESSAGE)
    .min(1, WHOLE_NUMBER_MESSAGE)
    .max(MAX_VERSION_NUMBER, WHOLE_NUMBER_MESSAGE),
);

export const changeNote = text({ max: MAX_CHANGE_NOTE_LENGTH, min: 0 }).optional();

const promptId = text({ max: MAX_ID_LENGTH });

export const promptVersionParams = z.object({ id: promptId, n: versionNumber });
export const promptVersionDiffParams = z.object({
  id: promptId,
  a: versionNumber,
  b: versionNumber,
});

export const restoreVersionBody = z.object({ changeNote });

export const versionDecisionBody = z.object({
  status: z.enum(['approved', 'rejected'], { error: 'must be one of: approved, rejected' }),
  reason: text({ max: MAX_STATUS_REASON_LENGTH, min: 0, multiline: true }).optional(),
});

/** The admin's path checks the id's shape, as the other admin paths do. */
export const adminVersionParams = z.object({ id: recordId, n: versionNumber });

/** tRPC's shapes: the path's parts beside the body. */
export const promptVersionInput = z.object({ id: promptId, number: versionNumber });
export const promptVersionDiffInput = z.object({
  id: promptId,
  from: versionNumber,
  to: versionNumber,
});
export const restoreVersionInput = promptVersionInput.extend({ changeNote });
export const versionDecisionInput = z.object({
  id: recordId,
  number: versionNumber,
  ...versionDecisionBody.shape,
});

export type VersionDecision = z.infer<typeof versionDecisionBody>;
