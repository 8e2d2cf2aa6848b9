/**
 * Keeps the app's word index (word-index.ts) in step with prompt_search
 * (decision 019). The whole table is read once, a page at a time; after
 * that the index catches up with what changed since the library version it
 * holds: rows written at a later version (prompt_search.revision) and the
 * prompts logged as removed since (search_removals), both numbered under
 * the library's version lock (drizzle/0011_search-index-changes.sql). When
 * the table was emptied, or the log pruned past the version held, it reads
 * everything again. Until an index is loaded (after a start, and during
 * such a reload) searches run in SQL, which gives the same results.
 *
 * A search is answered from an index at least as new as the library
 * version read with its rows (library-page.ts), so an instance never shows
 * a listing older than what the database had committed, and several app
 * instances stay correct without talking to each other.
 */
import { eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { libraryState, promptSearch, searchRemovals } from '../../db/schema.ts';
import type { ServiceLogger } from '../../logging.ts';
import { createWordIndex, type SearchDocument, type WordIndex } from './word-index.ts';

/** Rows read per statement while loading: a page is tokenized between two reads. */
const LOAD_PAGE_ROWS = 2_000;

export interface SearchIndex {
  /** False when configured off (LIBRARY_SEARCH_INDEX=false): searches run in SQL. */
  readonly isEnabled: boolean;
  /**
   * The index at least as new as `version` (catching up first; without a
   * version, as new as the database's current one), or null while none is
   * loaded: the caller searches in SQL then, with the same results, and the
   * load runs in the background.
   */
  current(db: Database, version?: number): Promise<WordIndex | null>;
  /** The version the index holds now, or null before it has loaded (or when off). */
  heldVersion(): number | null;
  /** Starts loading in the background (when the server becomes ready). */
  warm(db: Database): void;
  /** Resolves once an index is loaded (rejects when loading fails). */
  ready(db: Database): Promise<void>;
  /** Resolves once no load or catch-up is reading the database. */
  settle(): Promise<void>;
}

interface HeldIndex {
  index: WordIndex;
  /** The library version the index is complete up to. */
  version: number;
}

interface LibraryState {
  version: number;
  searchReset: number;
}

const documentColumns = {
  promptId: promptSearch.promptId,
  // Microseconds: a JavaScript Date keeps milliseconds, and the SQL orders
  // prompts created within one millisecond by the rest.
  createdAt: sql<number>`(extract(epoch from ${promptSearch.createdAt}) * 1000000)::bigint`.mapWith(
    Number,
  ),
  model: promptSearch.model,
  categories: promptSearch.categories,
  title: promptSearch.title,
  document: promptSearch.document,
};

async function readState(db: Database): Promise<LibraryState> {
  const [row] = await db
    .select({ version: libraryState.version, searchReset: libraryState.searchReset })
    .from(libraryState)
    .where(eq(libraryState.id, 1));
  return row ?? { version: 0, searchReset: 0 };
}

async function loadAll(db: Database): Promise<HeldIndex> {
  // The version first: every change at or below it has committed, so the
  // rows read after it hold at least that much (later ones are read again
  // by the next catch-up, which is harmless).
  const { version } = await readState(db);
  const index = createWordIndex();
  let after: string | undefined;
  for (;;) {
    const rows: SearchDocument[] = await db
      .select(documentColumns)
      .from(promptSearch)
      .where(after === undefined ? undefined : gt(promptSearch.promptId, after))
      .orderBy(promptSearch.promptId)
      .limit(LOAD_PAGE_ROWS);
    index.upsert(rows);
    const last = rows.at(-1);
    if (!last || rows.length < LOAD_PAGE_ROWS) break;
    after = last.promptId;
  }
  index.prepare();
  return { index, version };
}

/** Applies the removals and rewrites since the version held; false when only a full load can. */
async function catchUp(db: Database, held: HeldIndex): Promise<boolean> {
  const state = await readState(db);
  if (state.searchReset > held.version) return false;
  const removed = await db
    .select({ promptId: searchRemovals.promptId })
    .from(searchRemovals)
    .where(gt(searchRemovals.revision, held.version));
  const rewritten = await db
    .select(documentColumns)
    .from(promptSearch)
    .where(gt(promptSearch.revision, held.version));
  // The log may have been pruned past the version held since the state was
  // read: then a removal may be missing, and only a full load is safe.
  if ((await readState(db)).searchReset > held.version) return false;
  // Removals first: a prompt removed and approved again has a newer row.
  held.index.remove(removed.map((row) => row.promptId));
  held.index.upsert(rewritten);
  held.version = Math.max(held.version, state.version);
  return true;
}

export function createSearchIndex(enabled: boolean, log: ServiceLogger): SearchIndex {
  let held: HeldIndex | null = null;
  let loading: Promise<HeldIndex> | null = null;
  let catchingUp: Promise<boolean> | null = null;

  function load(db: Database): Promise<HeldIndex> {
    loading ??= loadAll(db)
      .then((loaded) => {
        held = loaded;
        return loaded;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  /** Loads in the background; searches run in SQL meanwhile, and the next one retries a failure. */
  function loadInBackground(db: Database): void {
    load(db).catch((error: unknown) => {
      log.warn({ err: error }, 'loading the search index failed; searching in SQL meanwhile');
    });
  }

  function catchUpOnce(db: Database, current: HeldIndex): Promise<boolean> {
    catchingUp ??= catchUp(db, current).finally(() => {
      catchingUp = null;
    });
    return catchingUp;
  }

  async function current(db: Database, version?: number): Promise<WordIndex | null> {
    const index = held;
    if (!enabled) return null;
    if (!index) {
      loadInBackground(db);
      return null;
    }
    // A version moves whenever the table was emptied, so an index at least
    // as new as a version the caller read needs no further check.
    if (version !== undefined && index.version >= version) return index.index;
    const state = await readState(db);
    // A catch-up already under way may stop short of the version this
    // caller saw: then another one runs.
    while (index.version < state.version || state.searchReset > index.version) {
      if (await catchUpOnce(db, index)) continue;
      // Only a full load can catch up: until it is done, SQL answers.
      if (held === index) held = null;
      loadInBackground(db);
      return null;
    }
    return index.index;
  }

  return {
    isEnabled: enabled,
    current,
    heldVersion: () => (enabled && held ? held.version : null),
    warm(db) {
      if (enabled && !held) loadInBackground(db);
    },
    async ready(db) {
      if (enabled && !held) await load(db);
    },
    async settle() {
      await Promise.allSettled([loading, catchingUp]);
    },
  };
}
