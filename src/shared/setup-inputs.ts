/** Input schema of the first-run setup link's doors (decision 031). */
import { z } from 'zod';
import { text } from './text-input.ts';

/** A token is 43 characters; longer text is no token of ours, refused at the door. */
export const setupLinkInput = z.object({ token: text({ max: 200 }) });
