/**
 * The first-run setup link's states and the words for each (decision 031),
 * written once and free of zod, so the screen can carry them: the server
 * refuses a claim with the same text the screen shows before it.
 */
export const SETUP_LINK_STATES = ['open', 'used', 'expired', 'unknown', 'not-needed'] as const;
export type SetupLinkState = (typeof SETUP_LINK_STATES)[number];

/** Why a link cannot make an admin, for every state but 'open'. */
export const SETUP_LINK_REFUSALS: Record<Exclude<SetupLinkState, 'open'>, string> = {
  used: 'This setup link has already been used. Ask the hub’s admin for access.',
  expired:
    'This setup link has expired (links last 24 hours). Restart the server to print a new one, ' +
    'or run npm run admin:grant -- <email> on it.',
  unknown:
    'This setup link is not valid. Check that you copied all of it from the server’s output.',
  'not-needed':
    'This hub already has an admin, so setup links no longer work. Ask them for access.',
};
