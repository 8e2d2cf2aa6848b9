/**
 * "Where you're signed in" (decision 047), as both doors return it: each
 * session by an opaque public id, never its token or the token's hash.
 */
import { z } from 'zod';
import { recordId } from './admin-inputs.ts';
import { isoDate } from './iso-date.ts';

export const sessionView = z.object({
  _id: z.string().describe("The session's public id: it ends the session, and proves nothing"),
  device: z.string().describe('The browser and system, in plain words, from the user agent'),
  addressGroup: z
    .string()
    .nullable()
    .describe('The network it started from (an IPv4 address, or an IPv6 /64); null if unknown'),
  createdAt: isoDate,
  lastUsedAt: isoDate.describe('Within a few minutes of its last request'),
  current: z.boolean().describe('True for the session making this request'),
});
export type SessionView = z.infer<typeof sessionView>;

export const sessionList = z.object({ sessions: z.array(sessionView) });
export type SessionList = z.infer<typeof sessionList>;

export const endedSessions = z.object({
  ended: z.number().int().describe('Sessions signed out'),
});

export const sessionIdInput = z.object({ id: recordId });
