/**
 * Generated prompts in the statuses a moderator works with (pending,
 * rejected, disabled), for benchmarks of the admin screens. They sit beside
 * the approved bulk library, which stays as it is: the public listing
 * benchmark keeps its 100,000 approved prompts. Members submit them (pending
 * ones in the last weeks: a moderation backlog); rejected and disabled ones
 * carry a moderator's reason. Row i of a status always comes out the same,
 * and numbering continues after the rows of that status already there, so a
 * rerun adds nothing.
 */
import { count, eq } from 'drizzle-orm';
import type { PromptStatus } from '../../../shared/prompt-fields.ts';
import type { Database } from '../client.ts';
import { prompts } from '../schema.ts';
import { createRng, generateBulkPrompt } from './bulk-prompts.ts';
import { activeBulkMemberIds } from './bulk-users.ts';

const MODERATION_STATUSES = ['pending', 'rejected', 'disabled'] as const satisfies PromptStatus[];
type ModerationStatus = (typeof MODERATION_STATUSES)[number];

/** A few thousand waiting, some turned away, some taken down after approval. */
export const BENCH_MODERATION_PROMPTS: Record<ModerationStatus, number> = {
  pending: 3000,
  rejected: 1500,
  disabled: 1000,
};

const BATCH_SIZE = 1000;
const SUBMITTERS = 2000;
const DAY_MS = 24 * 60 * 60 * 1000;
const BACKLOG_SPREAD_MS = 60 * DAY_MS;
/** Titles and seeds of each status start at their own offset, apart from the approved ones. */
const INDEX_BASE: Record<ModerationStatus, number> = {
  pending: 1_000_000,
  rejected: 2_000_000,
  disabled: 3_000_000,
};

const REASONS: Record<Exclude<ModerationStatus, 'pending'>, readonly string[]> = {
  rejected: [
    'The instructions are too vague to give a useful answer; add an example input.',
    'This repeats an existing prompt almost word for word.',
    'Please remove the personal contact details from the description.',
    'The variables are never used in the prompt text.',
  ],
  disabled: [
    'Reported several times for producing misleading advice.',
    'The linked attachment no longer matches the description.',
    'Taken down at the author’s request while they revise it.',
  ],
};

/** The moderation prompt number `n` (0-based) of `status`, by one of `submitterIds`. */
export function generateModerationPrompt(
  status: ModerationStatus,
  n: number,
  submitterIds: readonly string[],
  now: number,
): typeof prompts.$inferInsert {
  const base = generateBulkPrompt(INDEX_BASE[status] + n, submitterIds, now);
  const rng = createRng(INDEX_BASE[status] + n);
  if (status === 'pending') {
    const submittedAt = new Date(now - Math.floor(rng() * BACKLOG_SPREAD_MS));
    return {
      ...base,
      status,
      usageCount: 0,
      upvotes: 0,
      createdAt: submittedAt,
      updatedAt: submittedAt,
    };
  }
  const created = base.createdAt?.getTime() ?? now;
  const changedAt = new Date(created + Math.floor(rng() * (now - created)));
  const reasons = REASONS[status];
  const reason = reasons[Math.floor(rng() * reasons.length)] ?? null;
  return {
    ...base,
    status,
    // Rejected prompts were never listed, so nobody used them.
    ...(status === 'rejected' ? { usageCount: 0, upvotes: 0 } : {}),
    statusReason: reason,
    statusChangedAt: changedAt,
    updatedAt: changedAt,
  };
}

async function countWithStatus(db: Database, status: ModerationStatus): Promise<number> {
  const [row] = await db.select({ total: count() }).from(prompts).where(eq(prompts.status, status));
  return row?.total ?? 0;
}

/**
 * Tops each moderation status up to its target count; returns how many rows
 * it added in all. Needs the bulk members (bulk-users.ts) to be there.
 */
export async function topUpModerationPrompts(
  db: Database,
  targets: Record<ModerationStatus, number> = BENCH_MODERATION_PROMPTS,
): Promise<number> {
  const submitterIds = await activeBulkMemberIds(db, SUBMITTERS);
  if (submitterIds.length === 0) throw new Error('no bulk members to submit prompts');
  const now = Date.now();
  let added = 0;
  for (const status of MODERATION_STATUSES) {
    const have = await countWithStatus(db, status);
    for (let n = have; n < targets[status]; n += BATCH_SIZE) {
      const size = Math.min(BATCH_SIZE, targets[status] - n);
      const rows = Array.from({ length: size }, (_, offset) =>
        generateModerationPrompt(status, n + offset, submitterIds, now),
      );
      await db.insert(prompts).values(rows);
      added += size;
    }
  }
  return added;
}
