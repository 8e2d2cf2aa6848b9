/** A member's monthly submissions, as the submit form shows them before anything is typed. */
export interface SubmissionQuota {
  /** The plan's display name ("Free"). */
  planName: string;
  /** Submissions a calendar month (UTC); null is unlimited. */
  monthlyLimit: number | null;
  /** Prompts created this month. */
  used: number;
  /** What is left this month; null when unlimited. */
  remaining: number | null;
  /** When the count starts again: the first of next month, 00:00 UTC (ISO). */
  renewsAt: string;
}
