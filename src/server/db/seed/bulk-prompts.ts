/**
 * Generated prompts for benchmarks (`npm run db:seed:bulk`, bench/). Each row
 * recombines one of the hand-written SAMPLE_PROMPTS with a varied title,
 * categories, model, counters and age. Row i always comes out the same (its
 * own seeded PRNG), and numbering continues after the bulk prompts already
 * there, so a rerun or a top-up adds new, reproducible rows.
 * Every bulk prompt belongs to one of BULK_CREATOR_COUNT bulk creator users.
 */
import { count, eq, inArray, sql } from 'drizzle-orm';
import { PRESET_CATEGORIES } from '../../../shared/categories.ts';
import { MODEL_KINDS, MODEL_NAMES, type ModelName } from '../../../shared/models.ts';
import type { ChainedPrompt } from '../../../shared/prompt-fields.ts';
import type { Database } from '../client.ts';
import { prompts, users } from '../schema.ts';
import { SAMPLE_PROMPTS } from './sample-prompts.ts';
import type { SamplePrompt } from './sample-types.ts';

export const BULK_CREATOR_COUNT = 200;
export const DEFAULT_BULK_PROMPTS = 100_000;
const BATCH_SIZE = 1000;
const BULK_SEED = 0x5eed_2024;
const DAY_MS = 24 * 60 * 60 * 1000;
const CREATED_SPREAD_MS = 3 * 365 * DAY_MS;

const QUALIFIERS = [
  'for Beginners',
  'for Busy Teams',
  'for Freelancers',
  'for Small Businesses',
  'for Students',
  'for Agencies',
  'for Nonprofits',
  'for Startups',
  'for Managers',
  'for Solo Founders',
  'Quick Version',
  'Deep Dive',
  'Step by Step',
  'Checklist Edition',
  'Pro Edition',
  'Lite',
  'Remix',
  'Weekend Edition',
  'Advanced',
  'Template',
  'Playbook',
  'Cheat Sheet',
  'in Plain English',
  'with Examples',
  'with a Rubric',
  'Extended',
  'Condensed',
  'Second Draft',
  'Field Notes',
  'Workshop Version',
] as const;

const FIRST_NAMES = ['Alex', 'Sam', 'Jordan', 'Robin', 'Kim', 'Ari', 'Noa', 'Lee', 'Mika', 'Dana'];
const LAST_NAMES = ['Berg', 'Costa', 'Ilic', 'Nowak', 'Osei', 'Park', 'Quinn', 'Sato', 'Vega'];

export function bulkCreatorEmail(n: number): string {
  return `bulk-creator-${n}@example.com`;
}

/** mulberry32: tiny, fast and good enough to make varied test data. */
export function createRng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(items: readonly T[], rng: () => number): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** Keeps most of the sample's own categories (so text and filter agree), then fills at random. */
function pickCategories(sample: SamplePrompt, rng: () => number): string[] {
  const wanted = 1 + Math.floor(rng() * 5);
  const chosen = new Set<string>();
  for (const category of sample.categories) {
    if (chosen.size < wanted && rng() < 0.75) chosen.add(category);
  }
  while (chosen.size < wanted) chosen.add(pick(PRESET_CATEGORIES, rng));
  return [...chosen];
}

/** Half keep the sample's model; the rest pick one of the same kind (no image model on a text prompt). */
function pickModel(sample: SamplePrompt, rng: () => number): ModelName {
  if (rng() < 0.5) return sample.model;
  const kind = MODEL_KINDS[sample.model];
  return pick(
    MODEL_NAMES.filter((name) => MODEL_KINDS[name] === kind),
    rng,
  );
}

function chainOf(sample: SamplePrompt): ChainedPrompt[] {
  return (sample.chain?.steps ?? []).map((step) => ({
    title: step.title,
    systemprompt: step.systemprompt ?? '',
    description: step.description,
    tools: step.tools ?? '',
    variables: step.variables,
  }));
}

/** The bulk prompt number `index` (0-based), created relative to `now`. */
export function generateBulkPrompt(
  index: number,
  creatorIds: readonly string[],
  now: number,
): typeof prompts.$inferInsert {
  const rng = createRng(Math.imul(index + 1, 0x9e3779b1) ^ BULK_SEED);
  const sample = pick(SAMPLE_PROMPTS, rng);
  const categories = pickCategories(sample, rng);
  // Cubed so a few prompts are popular and most are not, as in a real library.
  const usageCount = Math.floor(rng() ** 3 * 20_000);
  const createdAt = new Date(now - Math.floor(rng() * CREATED_SPREAD_MS));
  const chainedPrompts = chainOf(sample);
  return {
    title: `${sample.title} (${pick(QUALIFIERS, rng)} #${index + 1})`,
    description: sample.description,
    systemPrompt: sample.systemprompt ?? '',
    tools: sample.tools ?? '',
    categories,
    category: categories[0] ?? 'Other',
    model: pickModel(sample, rng),
    variables: sample.variables,
    isImagePrompt: sample.isImagePrompt,
    isChained: chainedPrompts.length > 0,
    chainedPrompts,
    executionType: sample.chain?.executionType ?? 'independent',
    status: 'approved',
    usageCount,
    upvotes: Math.floor(usageCount * (0.02 + rng() * 0.15)),
    createdById: pick(creatorIds, rng),
    createdAt,
    updatedAt: createdAt,
  };
}

/** Creates the bulk creators that are missing; returns all their ids, in creator order. */
export async function ensureBulkCreators(db: Database): Promise<string[]> {
  const emails = Array.from({ length: BULK_CREATOR_COUNT }, (_, n) => bulkCreatorEmail(n + 1));
  await db
    .insert(users)
    .values(
      emails.map((email, n) => ({
        email,
        emailVerified: true,
        name: `${FIRST_NAMES[n % FIRST_NAMES.length]} ${LAST_NAMES[n % LAST_NAMES.length]} ${n + 1}`,
      })),
    )
    .onConflictDoNothing();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const byEmail = new Map(rows.map((row) => [row.email, row.id]));
  return emails.map((email) => {
    const id = byEmail.get(email);
    if (!id) throw new Error(`bulk creator ${email} is missing`);
    return id;
  });
}

export async function countBulkPrompts(db: Database, creatorIds: string[]): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(prompts)
    .where(inArray(prompts.createdById, creatorIds));
  return row?.total ?? 0;
}

export async function countApprovedPrompts(db: Database): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(prompts)
    .where(eq(prompts.status, 'approved'));
  return row?.total ?? 0;
}

export interface BulkProgress {
  inserted: number;
  total: number;
  elapsedMs: number;
}

export interface BulkLoadOptions {
  /** The moment rows are dated back from (tests fix it to compare two loads). */
  now?: number;
  onProgress?: (progress: BulkProgress) => void;
}

export interface BulkLoadResult {
  inserted: number;
  elapsedMs: number;
}

/**
 * Adds `amount` bulk prompts with plain INSERTs, BATCH_SIZE rows per
 * statement, one transaction per batch: the path for PGlite, and the
 * reference the COPY path (bulk-prompts-copy.ts) must match.
 */
export async function addBulkPrompts(
  db: Database,
  amount: number,
  options: BulkLoadOptions = {},
): Promise<BulkLoadResult> {
  const started = Date.now();
  const creatorIds = await ensureBulkCreators(db);
  const firstIndex = await countBulkPrompts(db, creatorIds);
  const now = options.now ?? Date.now();
  let inserted = 0;
  while (inserted < amount) {
    const size = Math.min(BATCH_SIZE, amount - inserted);
    const rows = Array.from({ length: size }, (_, offset) =>
      generateBulkPrompt(firstIndex + inserted + offset, creatorIds, now),
    );
    await db.transaction(async (tx) => {
      await tx.insert(prompts).values(rows);
    });
    inserted += size;
    options.onProgress?.({ inserted, total: amount, elapsedMs: Date.now() - started });
  }
  return { inserted, elapsedMs: Date.now() - started };
}

/**
 * A library grows in date order, so its search rows lie on disk roughly
 * newest last, and a walk of the date index reads neighbouring rows
 * together. Bulk rows get random dates: CLUSTER puts them in that order.
 * ANALYZE refreshes planner statistics after a large load. VACUUM with it
 * sets the visibility map (count(*) can then read the index alone) and
 * moves the GIN pending lists into the search index, which autovacuum would
 * only do some time later; until then every search scans those lists.
 */
export async function analyzeDatabase(db: Database): Promise<void> {
  await db.execute(sql`cluster prompt_search using prompt_search_created_idx`);
  await db.execute(
    sql`vacuum (analyze) prompts, prompt_search, search_vocabulary, search_words, users`,
  );
}
