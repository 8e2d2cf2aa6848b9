/**
 * What a change request is (issue 28 item 5, decision 050): a member's
 * proposed content for someone else's approved prompt, with a reason, and
 * the owner's (or an admin's) answer. Shared by the schema, the services,
 * the doors and the client.
 */

/**
 * open: waiting for the owner or an admin.
 * accepted: it became the prompt's next version (pending review, or live for an admin).
 * declined: the owner or an admin said no, with an optional note.
 * withdrawn: its proposer took it back while it was open.
 */
export const CHANGE_REQUEST_STATUSES = ['open', 'accepted', 'declined', 'withdrawn'] as const;
export type ChangeRequestStatus = (typeof CHANGE_REQUEST_STATUSES)[number];

export const MAX_CHANGE_REQUEST_REASON_LENGTH = 500;
export const MAX_CHANGE_REQUEST_NOTE_LENGTH = 500;
/** Change requests one member may send in any 24 hours. */
export const CHANGE_REQUESTS_PER_DAY = 10;
export const CHANGE_REQUEST_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Most requests one list answers (the profile's inbox, a prompt's list). */
export const CHANGE_REQUEST_LIST_LIMIT = 100;
