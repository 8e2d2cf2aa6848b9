/**
 * Every write the load was told succeeded, looked up in the database by id:
 * each acknowledged submission exists, each like is in the state its last
 * answer said, and each member has at least as many finished runs recorded
 * as streamed to their end.
 */
import type postgres from 'postgres';
import type { Ledger } from './mixed-load.ts';

export interface LostWrites {
  checked: number;
  lost: number;
  details: string[];
}

async function missingSubmissions(sql: postgres.Sql, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await sql<{ id: string }[]>`select id from prompts where id = any(${ids}::uuid[])`;
  const found = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !found.has(id)).map((id) => `submission ${id} is not in prompts`);
}

async function wrongLikes(sql: postgres.Sql, ledger: Ledger): Promise<string[]> {
  const rows = await sql<
    { pair: string }[]
  >`select user_id || ' ' || prompt_id as pair from prompt_likes`;
  const liked = new Set(rows.map((row) => row.pair));
  const wrong: string[] = [];
  for (const [pair, expected] of ledger.likes) {
    // A pair whose last request failed may be either way: that write was never acknowledged.
    if (ledger.unknownLikes.has(pair)) continue;
    if (liked.has(pair) !== expected)
      wrong.push(`like ${pair}: answered ${expected}, stored ${!expected}`);
  }
  return wrong;
}

async function missingRuns(sql: postgres.Sql, runs: Map<string, number>): Promise<string[]> {
  const rows = await sql<{ userId: string; finished: string }[]>`
    select user_id as "userId", count(*) as finished from generation_usage
    where status = 'succeeded' and user_id is not null group by user_id`;
  const stored = new Map(rows.map((row) => [row.userId, Number(row.finished)]));
  const missing: string[] = [];
  for (const [member, count] of runs) {
    const recorded = stored.get(member) ?? 0;
    if (recorded < count)
      missing.push(`member ${member}: ${count} runs finished, ${recorded} recorded`);
  }
  return missing;
}

export async function findLostWrites(sql: postgres.Sql, ledger: Ledger): Promise<LostWrites> {
  const details = [
    ...(await missingSubmissions(sql, ledger.submissions)),
    ...(await wrongLikes(sql, ledger)),
    ...(await missingRuns(sql, ledger.runs)),
  ];
  const runs = [...ledger.runs.values()].reduce((sum, count) => sum + count, 0);
  return {
    checked: ledger.submissions.length + ledger.likes.size + runs,
    lost: details.length,
    details,
  };
}
