/**
 * Every prompt a caller may see, newest first, a page at a time behind an
 * opaque cursor: the MCP server's prompts/list (decision 038). Keyset
 * paging on (createdAt, id), the order of the prompts' indexes, so a page
 * costs the same however deep it is and a prompt added meanwhile never
 * shifts the pages after it. Who sees what is prompt-visibility.ts: the
 * public library for anyone, plus a member's own prompts in any status.
 */
import { and, desc, eq, lt, or, type SQL, sql } from 'drizzle-orm';
import type { PromptView } from '../../../shared/prompt-views.ts';
import type { MaybeActor } from '../../auth/actor.ts';
import { prompts, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { visiblePrompt } from '../prompt-visibility.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { isPromptId } from './library.ts';
import { promptColumns, toPromptViews } from './prompt-view.ts';

export const CATALOG_PAGE_SIZE = 100;

export interface CatalogPage {
  prompts: PromptView[];
  /** Where the next page starts; absent on the last page. */
  nextCursor?: string;
}

/**
 * Where a page ends: the last prompt's createdAt to the microsecond (as the
 * database keeps it; a JavaScript Date would round it to the millisecond
 * and skip prompts made in the same millisecond) and its id.
 */
interface CatalogPosition {
  createdAt: string;
  id: string;
}

const POSITION_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const positionTime = sql<string>`to_char(${prompts.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function encodeCursor(position: CatalogPosition): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.id])).toString('base64url');
}

function badCursor(): AppError {
  return new AppError('BAD_REQUEST', 'This cursor is not one this server gave out', {
    fields: { cursor: 'must be a nextCursor from an earlier page' },
  });
}

function decodeCursor(cursor: string): CatalogPosition {
  if (cursor.length > 200) throw badCursor();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw badCursor();
  const [at, id] = parsed as unknown[];
  if (typeof at !== 'string' || !POSITION_TIME.test(at)) throw badCursor();
  if (typeof id !== 'string' || !isPromptId(id)) throw badCursor();
  return { createdAt: at, id };
}

/** Rows after `position` in (createdAt desc, id desc) order. */
function after(position: CatalogPosition): SQL | undefined {
  const at = sql`${position.createdAt}::timestamptz`;
  return or(lt(prompts.createdAt, at), and(eq(prompts.createdAt, at), lt(prompts.id, position.id)));
}

export async function listPromptCatalog(
  { db }: ServiceDeps,
  actor: MaybeActor,
  cursor: string | undefined,
): Promise<CatalogPage> {
  const position = cursor === undefined ? null : decodeCursor(cursor);
  const rows = await db
    .select({ ...promptColumns, position: positionTime })
    .from(prompts)
    .leftJoin(users, eq(users.id, prompts.createdById))
    .where(and(visiblePrompt(actor), position ? after(position) : undefined))
    .orderBy(desc(prompts.createdAt), desc(prompts.id))
    // One more than a page tells whether another page follows.
    .limit(CATALOG_PAGE_SIZE + 1);
  const page = rows.slice(0, CATALOG_PAGE_SIZE);
  const last = page.at(-1);
  const views = await toPromptViews(db, actor, page);
  return rows.length > CATALOG_PAGE_SIZE && last
    ? { prompts: views, nextCursor: encodeCursor({ createdAt: last.position, id: last.id }) }
    : { prompts: views };
}
