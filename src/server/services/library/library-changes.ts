/**
 * The library's change feed for integrators (GET /api/prompts?updatedSince=,
 * decision 042): what entered, changed in or left the public library since
 * a moment or a cursor, oldest change first, ordered by (changedAt, id) so
 * changes stamped in the same microsecond still have one order. Listed
 * prompts come whole; removed ones (deleted, rejected, disabled, sent back
 * to review) by id. Each answer's cursor is where the next call starts; a
 * prompt that changes again after it was read comes again, later.
 *
 * The read holds library_state's row FOR SHARE (the trigger writing
 * library_changes holds it FOR NO KEY UPDATE while stamping), so a change
 * still uncommitted when the page is read is never stamped behind it.
 */
import { and, asc, inArray, sql } from 'drizzle-orm';
import type { PromptPage } from '../../../shared/prompt-views.ts';
import type { MaybeActor } from '../../auth/actor.ts';
import { libraryChanges, libraryState, prompts } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { publicPrompt } from '../prompt-visibility.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { selectPrompts, toPromptViews } from './prompt-view.ts';

export interface LibraryChangesInput {
  updatedSince: string;
  limit: number;
  /** The listing's other parameters: none may be combined with updatedSince. */
  search?: string | undefined;
  category?: string | undefined;
  model?: string | undefined;
  sort?: string | undefined;
  collection?: string | undefined;
  page: number;
}

/** Where a feed stands: after the change at `at` (microseconds, UTC) of prompt `id`. */
interface FeedPosition {
  at: string;
  id: string;
}

const NIL_ID = '00000000-0000-0000-0000-000000000000';
const CURSOR_PREFIX = 'c1.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const STAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
/** ISO 8601 with a date, a time and an offset (Z or ±hh:mm); fractions optional. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

const badSince = (message: string) =>
  new AppError('BAD_REQUEST', `Invalid request: updatedSince ${message}`, {
    fields: { updatedSince: message },
  });

export function encodeFeedCursor(position: FeedPosition): string {
  return CURSOR_PREFIX + Buffer.from(`${position.at}|${position.id}`).toString('base64url');
}

/** An ISO instant starts before every change at that moment; a cursor right after its change. */
export function parseUpdatedSince(value: string): FeedPosition {
  if (value.startsWith(CURSOR_PREFIX)) {
    const [at = '', id = '', ...rest] = Buffer.from(value.slice(CURSOR_PREFIX.length), 'base64url')
      .toString('utf8')
      .split('|');
    if (rest.length > 0 || !STAMP.test(at) || !UUID.test(id) || Number.isNaN(Date.parse(at)))
      throw badSince('is not a cursor this server gave');
    return { at, id };
  }
  if (!INSTANT.test(value) || Number.isNaN(Date.parse(value)))
    throw badSince('must be an ISO 8601 date-time with an offset, or a cursor from sync.cursor');
  return { at: new Date(value).toISOString().replace('Z', '000Z'), id: NIL_ID };
}

function refuseOtherFilters(input: LibraryChangesInput): void {
  const others: string[] = (['search', 'category', 'model', 'sort', 'collection'] as const).filter(
    (name) => input[name] !== undefined,
  );
  if (input.page !== 1) others.push('page');
  if (others.length === 0) return;
  throw new AppError(
    'BAD_REQUEST',
    `Invalid request: updatedSince cannot be combined with ${others.join(', ')}`,
    { fields: Object.fromEntries(others.map((name) => [name, 'not with updatedSince'])) },
  );
}

/** Microseconds, UTC, as the cursor carries them (a JS Date would keep milliseconds only). */
const stampOf = sql<string>`to_char(${libraryChanges.changedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export async function listLibraryChanges(
  deps: ServiceDeps,
  actor: MaybeActor,
  input: LibraryChangesInput,
): Promise<PromptPage> {
  refuseOtherFilters(input);
  const from = parseUpdatedSince(input.updatedSince);
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${libraryState} where ${libraryState.id} = 1 for share`);
    const rows = await tx
      .select({ id: libraryChanges.promptId, listed: libraryChanges.listed, at: stampOf })
      .from(libraryChanges)
      .where(
        sql`(${libraryChanges.changedAt}, ${libraryChanges.promptId}) > (${from.at}::timestamptz, ${from.id}::uuid)`,
      )
      .orderBy(asc(libraryChanges.changedAt), asc(libraryChanges.promptId))
      .limit(input.limit + 1);
    const page = rows.slice(0, input.limit);
    const listedIds = page.filter((row) => row.listed).map((row) => row.id);
    const found =
      listedIds.length === 0
        ? []
        : await selectPrompts(tx).where(and(publicPrompt(), inArray(prompts.id, listedIds)));
    const byId = new Map(found.map((row) => [row.id, row]));
    const listed = page.flatMap((row) => byId.get(row.id) ?? []);
    const last = page.at(-1);
    const hasMore = rows.length > input.limit;
    return {
      prompts: await toPromptViews(tx, actor, listed),
      removed: page.filter((row) => !row.listed).map((row) => ({ _id: row.id, removedAt: row.at })),
      sync: { cursor: encodeFeedCursor(last ?? from), hasMore },
      pagination: {
        currentPage: 1,
        totalPages: page.length === 0 ? 0 : hasMore ? 2 : 1,
        totalPrompts: listed.length,
        hasNextPage: hasMore,
        hasPrevPage: false,
      },
    };
  });
}
