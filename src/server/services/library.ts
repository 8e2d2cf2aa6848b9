/**
 * The public prompt library: browsing, trending and reading one prompt.
 * Only approved prompts are public; an owner or an admin may also read a
 * prompt in any other status.
 */
import { and, arrayContains, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { ListPromptsInput } from '../../shared/prompt-inputs.ts';
import type { PromptPage, PromptView } from '../../shared/prompt-views.ts';
import { isAdmin, type MaybeActor } from '../auth/actor.ts';
import type { Database } from '../db/client.ts';
import { prompts, users } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { buildSearchQuery } from './search-query.ts';
import { promptColumns, type PromptRow, selectPrompts, toPromptViews } from './prompt-view.ts';
import type { ServiceDeps } from './service-deps.ts';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isPromptId(value: string): boolean {
  return UUID_PATTERN.test(value);
}

export async function listLibraryPrompts(
  { db }: ServiceDeps,
  actor: MaybeActor,
  input: ListPromptsInput,
): Promise<PromptPage> {
  const tsQuery = input.search ? buildSearchQuery(input.search) : null;
  if (input.search && !tsQuery) return emptyPage(input.page);
  const conditions: SQL[] = [eq(prompts.status, 'approved')];
  if (input.model) conditions.push(eq(prompts.model, input.model));
  if (input.category) conditions.push(arrayContains(prompts.categories, [input.category]));
  if (tsQuery) conditions.push(sql`${prompts.searchVector} @@ ${tsQuery}`);
  const where = and(...conditions);

  const { rows, total } = tsQuery
    ? await searchPage(db, where, tsQuery, input)
    : await browsePage(db, where, input);
  const totalPages = Math.ceil(total / input.limit);
  return {
    prompts: await toPromptViews(db, actor, rows),
    pagination: {
      currentPage: input.page,
      totalPages,
      totalPrompts: total,
      hasNextPage: input.page < totalPages,
      hasPrevPage: input.page > 1,
    },
  };
}

interface Page {
  rows: PromptRow[];
  total: number;
}

/** Newest first: the page walks the (status[, model], created_at, id) index; the count runs beside it. */
async function browsePage(
  db: Database,
  where: SQL | undefined,
  input: ListPromptsInput,
): Promise<Page> {
  const [total, rows] = await Promise.all([
    countPrompts(db, where),
    selectPrompts(db)
      .where(where)
      .orderBy(desc(prompts.createdAt), desc(prompts.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
  ]);
  return { rows, total };
}

/**
 * Best match first (title outranks description outranks categories, see
 * drizzle/0000_search-functions.sql), then newest. Every match has to be
 * ranked to find the page, so the matches are ranked once into a narrow
 * list (id, rank, date) that both the total and the page read, and only the
 * page's dozen full rows are joined. Sorting whole rows, and counting in a
 * second statement, made Postgres run the search twice and carry every
 * match's full row (and search vector) through the sort.
 */
async function searchPage(
  db: Database,
  where: SQL | undefined,
  tsQuery: SQL,
  input: ListPromptsInput,
): Promise<Page> {
  // Read twice (total and page), so Postgres materializes it: one search.
  const matches = db.$with('matches').as(
    db
      .select({
        id: prompts.id,
        createdAt: prompts.createdAt,
        rank: sql<number>`ts_rank(${prompts.searchVector}, ${tsQuery})`.as('rank'),
      })
      .from(prompts)
      .where(where),
  );
  const page = db.$with('page').as(
    db
      .select({ id: matches.id, createdAt: matches.createdAt, rank: matches.rank })
      .from(matches)
      .orderBy(desc(matches.rank), desc(matches.createdAt), desc(matches.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
  );
  const found = await db
    .with(matches, page)
    .select({
      ...promptColumns,
      total: sql<number>`(select count(*) from ${matches})`.mapWith(Number),
    })
    .from(page)
    .innerJoin(prompts, eq(prompts.id, page.id))
    .leftJoin(users, eq(users.id, prompts.createdById))
    .orderBy(desc(page.rank), desc(page.createdAt), desc(page.id));
  // Past the last page no row is left to carry the total.
  const total = found[0]?.total ?? (input.page > 1 ? await countPrompts(db, where) : 0);
  return { rows: found.map(({ total: _total, ...row }) => row), total };
}

async function countPrompts(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(prompts).where(where);
  return row?.total ?? 0;
}

function emptyPage(page: number): PromptPage {
  return {
    prompts: [],
    pagination: {
      currentPage: page,
      totalPages: 0,
      totalPrompts: 0,
      hasNextPage: false,
      hasPrevPage: page > 1,
    },
  };
}

export async function listTrendingPrompts(
  { db }: ServiceDeps,
  actor: MaybeActor,
  input: { limit: number },
): Promise<PromptView[]> {
  const rows = await selectPrompts(db)
    .where(eq(prompts.status, 'approved'))
    .orderBy(desc(prompts.usageCount), desc(prompts.id))
    .limit(input.limit);
  return toPromptViews(db, actor, rows);
}

export async function getPrompt(
  { db }: ServiceDeps,
  actor: MaybeActor,
  id: string,
): Promise<PromptView> {
  if (!isPromptId(id)) throw promptNotFound();
  const [row] = await selectPrompts(db).where(eq(prompts.id, id)).limit(1);
  if (!row) throw promptNotFound();
  const isOwner = actor !== null && row.createdById === actor.userId;
  // Hidden prompts look exactly like missing ones to everyone else.
  if (row.status !== 'approved' && !isOwner && !isAdmin(actor)) throw promptNotFound();
  const [view] = await toPromptViews(db, actor, [row]);
  if (!view) throw promptNotFound();
  return view;
}

/** Counts one use ("Try This"); only public prompts can be used by anyone. */
export async function recordPromptUsage(
  { db }: ServiceDeps,
  _actor: MaybeActor,
  id: string,
): Promise<{ usageCount: number }> {
  if (!isPromptId(id)) throw promptNotFound();
  const [row] = await db
    .update(prompts)
    .set({ usageCount: sql`${prompts.usageCount} + 1` })
    .where(and(eq(prompts.id, id), eq(prompts.status, 'approved')))
    .returning({ usageCount: prompts.usageCount });
  if (!row) throw promptNotFound();
  return row;
}

export function promptNotFound(): AppError {
  return new AppError('NOT_FOUND', 'Prompt not found');
}
