/**
 * Loads the sample library into an empty database: the plans, a few sample
 * creators, and the hand-written prompts with their rendered attachments.
 * It runs by itself at boot when the plans table is empty, and from
 * `npm run db:seed`. Everything is inserted in one transaction.
 */
import { type Column, count, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { Logger } from 'pino';
import type { ChainedPrompt } from '../../../shared/prompt-fields.ts';
import type { Storage } from '../../storage/storage.ts';
import { newStorageKey } from '../../storage/storage.ts';
import type { Database } from '../client.ts';
import { attachments, plans, prompts, users } from '../schema.ts';
import { SEED_PLANS } from './plans.ts';
import { renderPdf } from './render-pdf.ts';
import { renderPng } from './render-png.ts';
import { SAMPLE_CREATORS } from './sample-creators.ts';
import { SAMPLE_PROMPTS } from './sample-prompts.ts';
import type { SampleAttachment, SamplePrompt } from './sample-types.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const TEXT_TYPES: Record<string, string> = {
  md: 'text/markdown',
  txt: 'text/plain',
  csv: 'text/csv',
  json: 'application/json',
};

/** Every column but the key: what a start brings in line with PLANS. */
const PLAN_FIELDS = Object.entries(getTableColumns(plans)).filter(([key]) => key !== 'id');

/** The value the insert proposed for a column (named in snake_case in the database). */
function excluded(column: Column): SQL {
  return sql.raw(`excluded.${toSnakeCase(column.name)}`);
}

/**
 * The plans are reference data every account points at, so they exist in
 * every database, sample library or not. shared/plans.ts is their one
 * source: each start writes it over the rows (new plans added, changed
 * numbers updated), so what the server enforces is what Pricing shows.
 * One statement, rows in a fixed order: two processes starting at once
 * queue on the rows instead of failing or deadlocking, and a row already
 * equal is left untouched (no write, no lock held, at every start).
 * A plan removed from PLANS keeps its row, since accounts may point at it.
 */
export async function ensurePlans(db: Database): Promise<void> {
  await db
    .insert(plans)
    .values(SEED_PLANS)
    .onConflictDoUpdate({
      target: plans.id,
      set: Object.fromEntries(PLAN_FIELDS.map(([key, column]) => [key, excluded(column)])),
      setWhere: sql`(${sql.join(
        PLAN_FIELDS.map(([, column]) => column),
        sql`, `,
      )}) is distinct from (${sql.join(
        PLAN_FIELDS.map(([, column]) => excluded(column)),
        sql`, `,
      )})`,
    });
}

async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [people] = await db.select({ total: count() }).from(users);
  const [library] = await db.select({ total: count() }).from(prompts);
  return (people?.total ?? 0) === 0 && (library?.total ?? 0) === 0;
}

/** Seeds only when the database holds no users and no prompts; returns whether it did. */
export async function seedIfEmpty(deps: {
  db: Database;
  storage: Storage;
  log: Logger;
}): Promise<boolean> {
  if (!(await isDatabaseEmpty(deps.db))) return false;
  await seedDatabase(deps);
  return true;
}

export async function seedDatabase({
  db,
  storage,
  log,
}: {
  db: Database;
  storage: Storage;
  log: Logger;
}): Promise<void> {
  const started = Date.now();
  log.info(`seeding ${SAMPLE_PROMPTS.length} sample prompts`);
  const files = await renderAllAttachments(storage);
  await db.transaction(async (tx) => {
    await ensurePlans(tx);
    const now = Date.now();
    const creators = await tx
      .insert(users)
      .values(
        SAMPLE_CREATORS.map((creator, index) => ({
          name: creator.name,
          email: creator.email,
          emailVerified: true,
          createdAt: joinedAt(index, now),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email });
    const creatorIds = SAMPLE_CREATORS.map(
      (creator) => creators.find((row) => row.email === creator.email)?.id ?? null,
    );
    const inserted = await tx
      .insert(prompts)
      .values(SAMPLE_PROMPTS.map((sample, index) => toPromptRow(sample, index, creatorIds, now)))
      .returning({ id: prompts.id });
    const attachmentRows = inserted.flatMap((row, index) =>
      (files[index] ?? []).map((file, position) => ({
        ...file,
        promptId: row.id,
        ownerId: creatorIds[SAMPLE_PROMPTS[index]?.creator ?? -1] ?? null,
        position,
      })),
    );
    if (attachmentRows.length > 0) await tx.insert(attachments).values(attachmentRows);
    // Each sample starts at version 1, as a submitted prompt does (decision 043).
    await tx.execute(sql`select record_first_versions()`);
  });
  log.info(
    { prompts: SAMPLE_PROMPTS.length, ms: Date.now() - started },
    'seeded the sample library',
  );
}

/** Days a sample creator had an account before their first prompt. */
const JOINED_BEFORE_FIRST_PROMPT_DAYS = 14;

/**
 * A creator joined before any prompt of theirs: two weeks before the oldest
 * (a profile reading "joined" after its own prompts looks broken).
 */
function joinedAt(creator: number, now: number): Date {
  const ages = SAMPLE_PROMPTS.filter((sample) => sample.creator === creator).map(
    (sample) => sample.ageDays,
  );
  const oldest = Math.max(0, ...ages);
  return new Date(now - (oldest + JOINED_BEFORE_FIRST_PROMPT_DAYS) * DAY_MS);
}

function toPromptRow(
  sample: SamplePrompt,
  index: number,
  creatorIds: (string | null)[],
  now: number,
): typeof prompts.$inferInsert {
  // Spread creation times over the day too, so "newest first" is stable.
  const createdAt = new Date(now - sample.ageDays * DAY_MS - (index % 12) * 3_600_000);
  const chainedPrompts: ChainedPrompt[] = (sample.chain?.steps ?? []).map((step) => ({
    title: step.title,
    systemprompt: step.systemprompt ?? '',
    description: step.description,
    tools: step.tools ?? '',
    variables: step.variables,
  }));
  return {
    title: sample.title,
    description: sample.description,
    systemPrompt: sample.systemprompt ?? '',
    tools: sample.tools ?? '',
    categories: sample.categories,
    category: sample.categories[0] ?? 'Other',
    model: sample.model,
    variables: sample.variables,
    isImagePrompt: sample.isImagePrompt,
    isChained: chainedPrompts.length > 0,
    chainedPrompts,
    executionType: sample.chain?.executionType ?? 'independent',
    status: 'approved',
    usageCount: sample.usageCount,
    upvotes: sample.upvotes,
    createdById: sample.creator === null ? null : (creatorIds[sample.creator] ?? null),
    createdAt,
    updatedAt: createdAt,
  };
}

interface RenderedFile {
  storageKey: string;
  fileName: string;
  fileType: string;
  fileSize: number;
}

async function renderAllAttachments(storage: Storage): Promise<RenderedFile[][]> {
  const result: RenderedFile[][] = [];
  for (const sample of SAMPLE_PROMPTS) {
    const files: RenderedFile[] = [];
    for (const attachment of sample.attachments ?? []) {
      const { bytes, fileType, extension } = renderedAttachment(attachment);
      const storageKey = newStorageKey(extension);
      await storage.put(storageKey, bytes, {
        contentType: fileType,
        fileName: attachment.fileName,
      });
      files.push({
        storageKey,
        fileName: attachment.fileName,
        fileType,
        fileSize: bytes.byteLength,
      });
    }
    result.push(files);
  }
  return result;
}

/**
 * The sample files drawn once per process: drawing them pixel by pixel costs
 * about half a second, and the test suite seeds a hundred databases in a few
 * processes. The bytes are never changed after drawing.
 */
const drawn = new Map<SampleAttachment, ReturnType<typeof renderAttachment>>();

function renderedAttachment(attachment: SampleAttachment): ReturnType<typeof renderAttachment> {
  let file = drawn.get(attachment);
  if (!file) {
    file = renderAttachment(attachment);
    drawn.set(attachment, file);
  }
  return file;
}

function renderAttachment(attachment: SampleAttachment): {
  bytes: Buffer;
  fileType: string;
  extension: string;
} {
  switch (attachment.kind) {
    case 'image':
      return {
        bytes: renderPng(attachment.pattern, attachment.hue),
        fileType: 'image/png',
        extension: 'png',
      };
    case 'pdf':
      return {
        bytes: renderPdf(attachment.heading, attachment.lines),
        fileType: 'application/pdf',
        extension: 'pdf',
      };
    case 'text': {
      const extension = attachment.fileName.split('.').pop()?.toLowerCase() ?? 'txt';
      return {
        bytes: Buffer.from(attachment.content, 'utf8'),
        fileType: TEXT_TYPES[extension] ?? 'text/plain',
        extension: extension in TEXT_TYPES ? extension : 'txt',
      };
    }
  }
}
