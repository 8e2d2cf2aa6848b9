/**
 * Remembers what a library listing shows: the ids of one page, in order, and
 * the total number of matches. Ranking and counting every match of a search
 * is the expensive part of the library; repeating a listing then costs a
 * version read and the page's own rows, which are always read fresh (so
 * counters and names are never stale).
 *
 * An entry is valid for one library version (`library_state.version`, moved
 * by triggers on prompts whenever a listing could change). Each request
 * reads the version from the database, so an app instance never serves a
 * listing another instance has already changed, and nothing needs to be
 * shared between instances. The least recently used entry goes first when
 * the cache is full; callers that miss the same listing at the same time
 * share one load.
 */

export interface LibraryListing {
  /** The page's prompt ids, in display order. */
  ids: readonly string[];
  /** How many prompts match, over all pages. */
  total: number;
  /** The total is a bound: more than `total` match (a search counts no further). */
  totalIsLowerBound?: boolean;
  /** The nearest spelling searched instead, when the search as typed found nothing. */
  correctedSearch?: string;
}

/** A remembered listing and the library version it was loaded at. */
export interface CachedListing {
  version: number;
  listing: LibraryListing;
}

export interface LibraryCache {
  /** False when configured with no room (LIBRARY_CACHE_ENTRIES=0): every listing is loaded. */
  readonly isEnabled: boolean;
  readonly size: number;
  /** The remembered listing for `key` at whatever version it was loaded, for a caller that checks the version itself. */
  peek(key: string): CachedListing | undefined;
  /** The listing for `key` at `version`: remembered, or loaded once for every caller waiting. */
  get(key: string, version: number, load: () => Promise<LibraryListing>): Promise<LibraryListing>;
}

export function createLibraryCache(maxEntries: number): LibraryCache {
  // A Map iterates in insertion order: re-inserting on a hit keeps the
  // least recently used entry first.
  const entries = new Map<string, CachedListing>();
  const loading = new Map<string, Promise<LibraryListing>>();

  function touch(key: string, entry: CachedListing): void {
    entries.delete(key);
    entries.set(key, entry);
  }

  function remember(key: string, version: number, listing: LibraryListing): void {
    const current = entries.get(key);
    // A slower load of an older version must not replace a newer entry.
    if (current && current.version > version) return;
    entries.delete(key);
    entries.set(key, { version, listing });
    if (entries.size > maxEntries) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
  }

  function loadOnce(
    key: string,
    version: number,
    load: () => Promise<LibraryListing>,
  ): Promise<LibraryListing> {
    const loadKey = `${version}\u0000${key}`;
    const pending = loading.get(loadKey);
    if (pending) return pending;
    const promise = load()
      .then((listing) => {
        remember(key, version, listing);
        return listing;
      })
      .finally(() => loading.delete(loadKey));
    loading.set(loadKey, promise);
    return promise;
  }

  return {
    isEnabled: maxEntries > 0,
    get size() {
      return entries.size;
    },
    peek(key) {
      const entry = entries.get(key);
      if (entry) touch(key, entry);
      return entry;
    },
    get(key, version, load) {
      if (maxEntries <= 0) return load();
      const entry = entries.get(key);
      if (entry?.version === version) {
        touch(key, entry);
        return Promise.resolve(entry.listing);
      }
      return loadOnce(key, version, load);
    },
  };
}
