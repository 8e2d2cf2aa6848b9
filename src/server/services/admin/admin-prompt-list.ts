/**
 * The admin's list of prompts in every status, filtered by status,
 * category, model and words of the title, one page at a time. The pending
 * queue reads oldest first (the longest waiting prompt on top); every
 * other list newest first. Both orders walk the (status, created_at, id)
 * index, forwards or backwards; without a status, the (created_at, id) one.
 * One prepared statement answers a page: its ids are found first and only
 * those rows are read in full (a deep page would otherwise build whole rows,
 * creator and attachments, for every prompt it skips), and the list's total
 * is counted beside them, from the same snapshot.
 */
import { and, arrayContains, asc, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { AdminPromptListInput } from '../../../shared/admin-inputs.ts';
import type { AdminPromptPage } from '../../../shared/admin-views.ts';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { prompts, users } from '../../db/schema.ts';
import { promptColumns, toPromptViews } from '../library/prompt-view.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { listPendingVersions } from './pending-versions.ts';

/** A LIKE pattern that finds `text` anywhere, its own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Which filters a list uses: each combination is one prepared statement. */
interface ListShape {
  status: boolean;
  /** The pending queue, read oldest first. */
  queue: boolean;
  category: boolean;
  model: boolean;
  search: boolean;
}

function shapeOf(input: AdminPromptListInput): ListShape {
  return {
    status: input.status !== undefined,
    queue: input.status === 'pending',
    category: input.category !== undefined,
    model: input.model !== undefined,
    search: input.search !== undefined,
  };
}

function shapeKey(shape: ListShape): string {
  return Object.values(shape)
    .map((used) => (used ? '1' : '0'))
    .join('');
}

/** The statements' placeholders filled from the input (unused ones are ignored). */
function valuesOf(input: AdminPromptListInput) {
  return {
    status: input.status,
    categories: input.category === undefined ? undefined : [input.category],
    model: input.model,
    pattern: input.search === undefined ? undefined : containsPattern(input.search),
    limit: input.limit,
    offset: (input.page - 1) * input.limit,
  };
}

function conditionsOf(shape: ListShape): SQL | undefined {
  const conditions: SQL[] = [];
  if (shape.status) conditions.push(eq(prompts.status, sql.placeholder('status')));
  if (shape.category)
    conditions.push(arrayContains(prompts.categories, sql.placeholder('categories')));
  if (shape.model) conditions.push(eq(prompts.model, sql.placeholder('model')));
  if (shape.search) conditions.push(ilike(prompts.title, sql.placeholder('pattern')));
  return and(...conditions);
}

/**
 * A page with the list's total beside it (an uncorrelated subquery: counted
 * once per statement, not per row), and the total alone for a page past the
 * end, which has no row to carry it.
 */
function prepareStatements(db: Database, shape: ListShape) {
  const where = conditionsOf(shape);
  const order = shape.queue
    ? [asc(prompts.createdAt), asc(prompts.id)]
    : [desc(prompts.createdAt), desc(prompts.id)];
  const pageIds = db
    .select({ id: prompts.id })
    .from(prompts)
    .where(where)
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page_ids');
  const total = sql<number>`(select count(*) from ${prompts}${where ? sql` where ${where}` : sql``})`;
  const key = shapeKey(shape);
  return {
    page: db
      .select({ ...promptColumns, total: total.mapWith(Number) })
      .from(prompts)
      .leftJoin(users, eq(users.id, prompts.createdById))
      .innerJoin(pageIds, eq(pageIds.id, prompts.id))
      .orderBy(...order)
      .prepare(`admin_prompt_page_${key}`),
    count: db
      .select({ total: count() })
      .from(prompts)
      .where(where)
      .prepare(`admin_prompt_count_${key}`),
  };
}

type ListStatements = ReturnType<typeof prepareStatements>;

/**
 * Prepared once per database and filter combination: building this wide
 * select took more of the server's time than Postgres took to run it, and
 * Postgres then plans it once instead of on every request.
 */
const statementsByDatabase = new WeakMap<Database, Map<string, ListStatements>>();

function statementsFor(db: Database, shape: ListShape): ListStatements {
  let byShape = statementsByDatabase.get(db);
  if (!byShape) {
    byShape = new Map();
    statementsByDatabase.set(db, byShape);
  }
  const key = shapeKey(shape);
  let statements = byShape.get(key);
  if (!statements) {
    statements = prepareStatements(db, shape);
    byShape.set(key, statements);
  }
  return statements;
}

async function readPage(db: Database, input: AdminPromptListInput) {
  const statements = statementsFor(db, shapeOf(input));
  const values = valuesOf(input);
  const rows = await statements.page.execute(values);
  const first = rows[0];
  if (first) return { rows, total: first.total };
  // An empty first page means an empty list; past the end, count it alone.
  if (input.page === 1) return { rows, total: 0 };
  const [counted] = await statements.count.execute(values);
  return { rows, total: counted?.total ?? 0 };
}

export async function listPromptsForAdmin(
  deps: ServiceDeps,
  actor: Actor,
  input: AdminPromptListInput,
): Promise<AdminPromptPage> {
  const { rows, total } = await readPage(deps.db, input);
  const totalPages = Math.ceil(total / input.limit);
  // The pending queue also holds new versions of approved prompts (decision 043).
  const versions =
    input.status === 'pending' ? await listPendingVersions(deps, actor, input) : null;
  return {
    ...(versions ? { pendingVersions: versions.items, pendingVersionsTotal: versions.total } : {}),
    prompts: await toPromptViews(deps.db, actor, rows),
    pagination: {
      currentPage: input.page,
      totalPages,
      totalPrompts: total,
      hasNextPage: input.page < totalPages,
      hasPrevPage: input.page > 1,
    },
  };
}
