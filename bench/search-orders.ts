/**
 * For each of the bench's distinct searches, what each way of finding the
 * newest matches costs Postgres (CPU of its backend, /proc schedstat, the
 * median of REPEATS runs), beside the way the app chooses: the ground
 * truth for search-listing.ts's orders and the choice in
 * postgres-library-search.ts.
 *
 *   DATABASE_URL=postgres://…/bench_search REPLAY_COUNT=200 npx tsx bench/search-orders.ts
 */
import { readFileSync } from 'node:fs';
import postgres from 'postgres';
import { drizzle } from 'drizzle-orm/postgres-js';
import * as schema from '../src/server/db/schema.ts';
import type { Database } from '../src/server/db/client.ts';
import { listPromptsInput } from '../src/shared/prompt-inputs.ts';
import { buildClauses } from '../src/server/services/library/search-clauses.ts';
import { expandTerms } from '../src/server/services/library/search-expansion.ts';
import { type NewestOrder, searchListing } from '../src/server/services/library/search-listing.ts';
import { searchTerms, stemTerms } from '../src/server/services/library/search-query.ts';
import { distinctSearches } from './distinct-searches.ts';

const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_search';
const count = Number(process.env.REPLAY_COUNT ?? 200);
const REPEATS = 5;
const client = postgres(url, { max: 1, onnotice: () => {} });
const db = drizzle({ client, schema, casing: 'snake_case' }) as unknown as Database;

function cpuNs(pid: number): number {
  return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);
}

async function main(): Promise<void> {
  const [backend] = await client<{ pid: number }[]>`select pg_backend_pid() as pid`;
  const pid = backend?.pid ?? 0;
  const searches = process.env.REPLAY_SEARCH
    ? process.env.REPLAY_SEARCH.split(',')
    : distinctSearches().slice(0, count);
  for (const text of searches) {
    const input = listPromptsInput.parse({ search: text, limit: 24 });
    const terms = await stemTerms(db, searchTerms(text));
    const clauses = buildClauses(terms, await expandTerms(db, terms), input);
    if (!clauses || clauses.match === null) continue;
    const orders: [string, NewestOrder][] = [
      ['index', { kind: 'index order' }],
      ['walk', { kind: 'walk', rows: 200_000 }],
      ...clauses.parts.flatMap((_, part): [string, NewestOrder][] =>
        [800, 2000].map((rows) => [`part${part}/${rows}`, { kind: 'part first', part, rows }]),
      ),
    ];
    const costs: string[] = [];
    for (const [name, order] of orders) {
      const runs: number[] = [];
      let total = 0;
      for (let i = 0; i < REPEATS; i += 1) {
        const before = cpuNs(pid);
        total = (await searchListing(db, terms, clauses, input, order)).total;
        runs.push((cpuNs(pid) - before) / 1e6);
      }
      runs.sort((a, b) => a - b);
      costs.push(`${name}=${(runs[Math.floor(REPEATS / 2)] ?? 0).toFixed(2)}(${total})`);
    }
    console.log(`${text}\t${costs.join(' ')}`);
  }
  await client.end({ timeout: 5 });
}

await main();
