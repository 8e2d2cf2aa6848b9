/** What the first-run setup link's doors answer (decision 031). */
import { z } from 'zod';
import { SETUP_LINK_STATES } from './setup-link.ts';

export const setupLinkView = z.object({ state: z.enum(SETUP_LINK_STATES) });
export type SetupLinkView = z.infer<typeof setupLinkView>;
