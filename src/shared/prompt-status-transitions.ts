/**
 * The moderation state machine (PRODUCT_SPEC section 4): which status a
 * prompt may move to from which, and what the move is called. The server
 * enforces it; the admin screens show only the actions it allows.
 */
import type { PromptStatus } from './prompt-fields.ts';

export type ModerationTarget = Exclude<PromptStatus, 'pending' | 'private'>;
export type ModerationAction = 'approve' | 'reject' | 'disable' | 'enable';

const ALLOWED: Record<PromptStatus, readonly ModerationTarget[]> = {
  pending: ['approved', 'rejected'],
  approved: ['disabled'],
  disabled: ['approved'],
  rejected: [],
  // Its owner's alone: no moderator decides it; the owner sends it to review.
  private: [],
};

export function allowedTargets(from: PromptStatus): readonly ModerationTarget[] {
  return ALLOWED[from];
}

export function canMove(from: PromptStatus, to: PromptStatus): to is ModerationTarget {
  return (ALLOWED[from] as readonly PromptStatus[]).includes(to);
}

/** The name of a move: Approve and Enable both lead to approved. */
export function moderationAction(from: PromptStatus, to: ModerationTarget): ModerationAction {
  if (to === 'rejected') return 'reject';
  if (to === 'disabled') return 'disable';
  return from === 'disabled' ? 'enable' : 'approve';
}

/** Rejecting and disabling tell the author why. */
export function needsReason(to: ModerationTarget): boolean {
  return to === 'rejected' || to === 'disabled';
}
