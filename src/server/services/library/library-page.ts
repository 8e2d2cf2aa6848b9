/**
 * One page of the library: its listing (which ids, how many in all) and the
 * rows of those ids, read fresh.
 *
 * A remembered listing is served optimistically: its rows are read in one
 * statement together with the library's current version, and only when the
 * version moved since the listing was remembered is it loaded again. A
 * repeated listing therefore costs a single round trip, and the rows and
 * the version come from the same snapshot, so what is shown is never a mix.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { ListPromptsInput } from '../../../shared/prompt-inputs.ts';
import type { Database } from '../../db/client.ts';
import { libraryState, prompts, users } from '../../db/schema.ts';
import type { LibraryListing } from './library-cache.ts';
import {
  findLibraryListing,
  isListingCacheable,
  libraryListingKey,
  readLibraryVersion,
} from './library-listing.ts';
import { promptColumns, type PromptRow } from './prompt-view.ts';
import { publicPrompt } from '../prompt-visibility.ts';
import type { ServiceDeps } from '../service-deps.ts';

export interface LibraryPage {
  listing: LibraryListing;
  rows: PromptRow[];
}

export async function findLibraryPage(
  deps: ServiceDeps,
  input: ListPromptsInput,
  within?: readonly string[],
): Promise<LibraryPage> {
  const { db, libraryCache, librarySearch, metrics } = deps;
  const withRows = async (listing: LibraryListing): Promise<LibraryPage> => ({
    listing,
    rows: (await readPageRows(db, listing.ids)).rows,
  });
  // Off, the version would be read for nothing. A listing within a set of
  // prompts is never remembered: a collection's items change without
  // moving the library version.
  if (!libraryCache.isEnabled || !isListingCacheable(input) || within !== undefined) {
    return withRows(await findLibraryListing({ db, librarySearch }, input, within));
  }
  const key = libraryListingKey(input);
  const loadAt = async (version: number) => {
    // A listing another caller is loading counts as a hit: this one loads nothing.
    let loaded = false;
    const listing = await libraryCache.get(key, version, () => {
      loaded = true;
      return findLibraryListing({ db, librarySearch, version }, input);
    });
    metrics.libraryCacheLookedUp(loaded ? 'miss' : 'hit');
    return withRows(listing);
  };
  const remembered = libraryCache.peek(key);
  if (!remembered) return loadAt(await readLibraryVersion(db));
  const page = await readPageRows(db, remembered.listing.ids);
  const version = page.version ?? (await readLibraryVersion(db));
  if (version === remembered.version) {
    metrics.libraryCacheLookedUp('hit');
    return { listing: remembered.listing, rows: page.rows };
  }
  return loadAt(version);
}

function preparePageRows(db: Database) {
  return db
    .select({
      ...promptColumns,
      libraryVersion: sql<number>`(select ${libraryState.version} from ${libraryState})`.mapWith(
        Number,
      ),
    })
    .from(prompts)
    .leftJoin(users, eq(users.id, prompts.createdById))
    .where(and(sql`${prompts.id} = any(${sql.placeholder('ids')}::uuid[])`, publicPrompt()))
    .prepare('library_page_rows');
}

/**
 * Prepared once per database: building the SQL of this wide select took
 * more of the server's time than Postgres took to run it.
 */
const pageRowsQueries = new WeakMap<Database, ReturnType<typeof preparePageRows>>();

/**
 * The approved prompts among `ids`, in that order, and the library version
 * they were read at (null when no row came back to carry it). A prompt
 * hidden since the listing was made drops out rather than showing.
 */
async function readPageRows(
  db: Database,
  ids: readonly string[],
): Promise<{ rows: PromptRow[]; version: number | null }> {
  if (ids.length === 0) return { rows: [], version: null };
  let query = pageRowsQueries.get(db);
  if (!query) {
    query = preparePageRows(db);
    pageRowsQueries.set(db, query);
  }
  const found = await query.execute({ ids: [...ids] });
  const position = new Map(ids.map((id, index) => [id, index]));
  const rows = found
    .map(({ libraryVersion: _version, ...row }) => row)
    .sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
  return { rows, version: found[0]?.libraryVersion ?? null };
}
