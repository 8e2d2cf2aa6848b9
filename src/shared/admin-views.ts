/** What the admin doors return, beyond the prompt and user views. */
import type { PromptView } from './prompt-views.ts';
import type { UserView } from './user-views.ts';

export interface AdminUserView extends UserView {
  /** The plan's display name ("Free", "Pro"). */
  planName: string;
  /** Prompts this person created, in any status. */
  promptCount: number;
}

export interface UserPagination {
  currentPage: number;
  totalPages: number;
  totalUsers: number;
  hasNextPage: boolean;
  hasPrevPage: boolean;
}

export interface UserPage {
  users: AdminUserView[];
  /**
   * The only active admin, whom nobody may demote, disable or delete; null
   * when there are several. Not filtered: it may be on another page.
   */
  lastActiveAdminId: string | null;
  pagination: UserPagination;
}

export type AuditAction =
  | 'prompt.approve'
  | 'prompt.reject'
  | 'prompt.disable'
  | 'prompt.enable'
  | 'prompt.delete'
  | 'user.role'
  | 'user.enable'
  | 'user.disable'
  | 'user.delete';

/** One line of the audit log: who did what to what, and when. */
export interface AuditEntryView {
  _id: string;
  action: AuditAction;
  /** The admin; null once their account is gone. */
  actor: { _id: string; name: string } | null;
  target: { type: 'prompt' | 'user'; _id: string; label: string };
  /** The status or role before and after, where the action changed one. */
  before: string | null;
  after: string | null;
  reason: string | null;
  createdAt: Date;
}

/** Figures over the whole platform, every status. */
export interface PlatformStats {
  totalPrompts: number;
  totalUses: number;
  totalUpvotes: number;
  approved: number;
  /** Waiting for review. */
  pending: number;
}

/** Playground model calls this calendar month (UTC), members and visitors alike. */
export interface GenerationFigures {
  /** Charged calls: finished, stopped or still running. */
  thisMonth: number;
  /** Calls that failed at the provider (not charged). */
  failedThisMonth: number;
}

export interface AdminDashboard {
  stats: PlatformStats;
  generations: GenerationFigures;
  trending: PromptView[];
  recentPrompts: PromptView[];
  activity: AuditEntryView[];
}

/** A bulk approve or reject: what moved, and what did not and why. */
export interface BulkStatusResult {
  changed: PromptView[];
  skipped: { _id: string; title: string | null; reason: string }[];
}
