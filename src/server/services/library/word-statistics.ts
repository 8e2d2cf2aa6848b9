/**
 * How common the library's words are, from Postgres's own statistics of
 * prompt_search.words (the most common lexemes ANALYZE keeps, with the
 * share of rows holding each). Read in the background at most once a
 * minute and kept as one small map (a thousand lexemes at the default
 * statistics target): a search uses it only to choose how to find its
 * newest matches (postgres-library-search.ts), never to decide what
 * matches, so a stale or missing figure costs time, not results.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { ServiceLogger } from '../../logging.ts';

const REFRESH_MS = 60_000;

export interface WordStatistics {
  /** Rows in prompt_search, as the planner counts them. */
  rows: number;
  /** Share of rows holding each common lexeme; a lexeme missing here is rarer than all of them. */
  shares: Map<string, number>;
  /**
   * The share to assume for a lexeme the list leaves out: half the
   * smallest listed share, at most 0.5 %, as Postgres's own estimate for
   * tsvector matches assumes (ts_selfuncs.c); 0 with no statistics.
   */
  unlisted: number;
}

/** Postgres's DEFAULT_TS_MATCH_SEL, the cap on its guess for an unlisted lexeme. */
const UNLISTED_CAP = 0.005;

async function readStatistics(db: Database): Promise<WordStatistics> {
  const [row] = await db
    .select({
      lexemes: sql<string[] | null>`s.most_common_elems::text::text[]`,
      shares: sql<number[] | null>`s.most_common_elem_freqs`,
      rows: sql<number>`c.reltuples`.mapWith(Number),
    })
    .from(
      sql`pg_class c left join pg_stats s
      on s.tablename = c.relname and s.attname = 'words' and s.schemaname = current_schema()`,
    )
    .where(sql`c.relname = 'prompt_search' and c.relnamespace = current_schema()::regnamespace`);
  const lexemes = row?.lexemes ?? [];
  const shares = new Map<string, number>();
  lexemes.forEach((lexeme, index) => {
    shares.set(lexeme, row?.shares?.[index] ?? 0);
  });
  // After the lexemes' shares come the smallest and the largest of them.
  const smallest = row?.shares?.[lexemes.length] ?? 0;
  return {
    rows: Math.max(row?.rows ?? 0, 0),
    shares,
    unlisted: Math.min(UNLISTED_CAP, smallest / 2),
  };
}

export interface WordStatisticsSource {
  /** The statistics last read, or null before the first read; starts a refresh when old. */
  current(): WordStatistics | null;
}

export function createWordStatistics(db: Database, log: ServiceLogger): WordStatisticsSource {
  let held: WordStatistics | null = null;
  let readAt = Number.NEGATIVE_INFINITY;
  let reading = false;

  function refresh(): void {
    if (reading) return;
    reading = true;
    readAt = Date.now();
    readStatistics(db)
      .then((statistics) => {
        held = statistics;
      })
      .catch((error: unknown) => log.warn({ err: error }, 'reading word statistics failed'))
      .finally(() => {
        reading = false;
      });
  }

  return {
    current() {
      if (Date.now() - readAt >= REFRESH_MS) refresh();
      return held;
    },
  };
}
