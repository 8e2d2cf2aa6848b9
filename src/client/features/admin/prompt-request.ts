/** What an admin asks of one prompt from its row or its details dialog. */
import type { ModerationTarget } from '../../../shared/prompt-status-transitions.ts';

export type PromptRequest =
  { kind: 'move'; to: ModerationTarget } | { kind: 'details' } | { kind: 'delete' };
