/**
 * What services record for the operators' metrics, as a small interface:
 * a service says what happened, never how it is counted (the prom-client
 * registry behind it is built in the composition root, app-metrics.ts).
 * Every label value comes from a closed set, so no label can grow with
 * the traffic.
 */

/** How a library search walked its matches (postgres-library-search.ts). */
export type SearchOrder =
  | 'planner'
  | 'index order'
  | 'walk'
  /** A capped walk that fell short of the bound, then counted by the index. */
  | 'walk then index order'
  /** The newest matches of one part of the search (its rarest), each row tested for the rest. */
  | 'part first'
  /** The same, capped, fell short of the bound, then counted by the index. */
  | 'part first then index order'
  /** Nothing to search for (no letters or digits, or no term the library knows). */
  | 'none';

/**
 * How one model call ended: 'succeeded', 'stopped' (by the person), or the
 * kind of failure (generation/provider-failure.ts names them, a closed set).
 */
export type GenerationOutcome = string;

export interface ServiceMetrics {
  /** One library search, with the order of its final listing and its duration. */
  librarySearched(order: SearchOrder, seconds: number): void;
  /** A cacheable library listing found remembered (hit) or loaded (miss). */
  libraryCacheLookedUp(result: 'hit' | 'miss'): void;
  /** One playground model call, by provider and outcome. */
  generationEnded(provider: string, outcome: GenerationOutcome, seconds: number): void;
}
