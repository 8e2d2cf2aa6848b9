/**
 * A fork's "forked from" line (decision 053), read with every prompt row in
 * one correlated subquery, like its files: the lineage row and, while the
 * original exists, its status, owner, title and author. What the caller is
 * told depends on whether they may see the original now: a link, the title
 * greyed (in review, rejected, disabled or deleted: the title as it was
 * when forked), or "a private prompt" with no title at all (issue 29).
 */
import { sql } from 'drizzle-orm';
import type { PromptStatus } from '../../../shared/prompt-fields.ts';
import type { ForkOriginView } from '../../../shared/prompt-views.ts';
import type { MaybeActor } from '../../auth/actor.ts';
import { prompts, promptForks, users } from '../../db/schema.ts';
import { canSeePrompt } from '../prompt-visibility.ts';

export interface ForkOriginRow {
  originalId: string | null;
  snapshotTitle: string;
  snapshotAuthor: string | null;
  status: PromptStatus | null;
  ownerId: string | null;
  title: string | null;
  author: string | null;
}

/**
 * The inner prompts and users are aliased: the outer `prompts` row is the
 * fork whose line this is.
 */
export const forkOriginOfPrompt = sql<ForkOriginRow | null>`(
  select json_build_object(
           'originalId', ${promptForks.originalId},
           'snapshotTitle', ${promptForks.originalTitle},
           'snapshotAuthor', ${promptForks.originalAuthorName},
           'status', fork_original.status,
           'ownerId', fork_original.created_by_id,
           'title', fork_original.title,
           'author', fork_original_author.name)
  from ${promptForks}
  left join ${prompts} as fork_original on fork_original.id = ${promptForks.originalId}
  left join ${users} as fork_original_author on fork_original_author.id = fork_original.created_by_id
  where ${promptForks.forkId} = ${prompts.id})`;

/** How many prompts were forked from this one (an index count; never a stored counter). */
export const forkCountOfPrompt = sql<number>`(
  select count(*)::int from ${promptForks} where ${promptForks.originalId} = ${prompts.id})`;

export function toForkOrigin(actor: MaybeActor, row: ForkOriginRow | null): ForkOriginView | null {
  if (!row) return null;
  if (row.originalId === null || row.status === null) {
    return { _id: null, title: row.snapshotTitle, author: row.snapshotAuthor, state: 'deleted' };
  }
  if (canSeePrompt(actor, { status: row.status, createdById: row.ownerId })) {
    return { _id: row.originalId, title: row.title, author: row.author, state: 'shown' };
  }
  if (row.status === 'private') return { _id: null, title: null, author: null, state: 'private' };
  // Its live title may be an edit nobody reviewed yet: say what was forked.
  return {
    _id: null,
    title: row.snapshotTitle,
    author: row.snapshotAuthor,
    state: 'unavailable',
  };
}
