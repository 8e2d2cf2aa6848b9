/**
 * What both doors return for change requests (decision 050). The diff is
 * against the prompt's live version as it is now, for open requests only
 * (a decided one is history: its content still says what was proposed).
 */
import { z } from 'zod';
import { CHANGE_REQUEST_STATUSES } from './change-request-fields.ts';
import { isoDate } from './iso-date.ts';
import { fieldChange, versionContentView } from './prompt-version-views.ts';

const person = z.object({ _id: z.string(), name: z.string() });

export const changeRequestView = z.object({
  _id: z.string(),
  prompt: z.object({ _id: z.string(), title: z.string() }),
  proposer: person,
  status: z.enum(CHANGE_REQUEST_STATUSES),
  reason: z.string(),
  baseVersion: z.number().int().describe("The live version's number when it was proposed"),
  content: versionContentView.describe('The whole proposed content'),
  diff: z
    .array(fieldChange)
    .nullable()
    .describe('From the live version to the proposal, while the request is open'),
  decisionNote: z.string().nullable(),
  decidedBy: person.nullable(),
  decidedAt: isoDate.nullable(),
  resultingVersion: z
    .number()
    .int()
    .nullable()
    .describe('The version an accepted request became (pending review, or live)'),
  createdAt: isoDate,
});
export type ChangeRequestView = z.infer<typeof changeRequestView>;
